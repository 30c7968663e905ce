#ifndef CSTB_H
#define CSTB_H

// stb_image (Debian's libstb-dev), compiled into this target for PNG, JPEG and GIF only: the
// decoder every background picture goes through. Thread-safe: every call holds one lock, because
// stb is not quite (its failure reason is per thread, but the PNG decoder writes an unknown chunk's
// name into a static buffer); a failure's reason is copied out under that lock.

/// The size and channel count `bytes` declare, read from the header alone (no pixels decoded).
/// Returns 1 when stb recognises the header, 0 otherwise.
int cstb_info(const unsigned char *bytes, int length, int *width, int *height, int *channels);

/// Decodes `bytes` to 8-bit RGBA (the first frame of a GIF); NULL on failure, with stb's short
/// reason ("bad huffman code", "corrupt JPEG", …) copied into `reason` (NUL-terminated, cut to
/// `capacity`). Free the result with `cstb_free`.
unsigned char *cstb_load_rgba(const unsigned char *bytes, int length, int *width, int *height, char *reason, int capacity);

/// Frees what `cstb_load_rgba` returned.
void cstb_free(unsigned char *pixels);

#endif
