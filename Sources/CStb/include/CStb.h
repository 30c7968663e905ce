#ifndef CSTB_H
#define CSTB_H

// stb_image (Debian's libstb-dev), compiled into this target for PNG, JPEG and GIF only: the
// decoder every background picture goes through. Thread-safe: stb keeps its failure reason per
// thread, and nothing here touches stb's global flags (flip, unpremultiply, iPhone PNG).

/// The size and channel count `bytes` declare, read from the header alone (no pixels decoded).
/// Returns 1 when stb recognises the header, 0 otherwise.
int cstb_info(const unsigned char *bytes, int length, int *width, int *height, int *channels);

/// Decodes `bytes` to 8-bit RGBA (the first frame of a GIF); NULL on failure (then
/// `cstb_failure_reason` says why). Free the result with `cstb_free`.
unsigned char *cstb_load_rgba(const unsigned char *bytes, int length, int *width, int *height);

/// Frees what `cstb_load_rgba` returned.
void cstb_free(unsigned char *pixels);

/// stb's short reason for this thread's last failure ("bad huffman code", "corrupt JPEG", …).
const char *cstb_failure_reason(void);

#endif
