// stb_image's implementation, from the header Debian's libstb-dev installs, compiled here rather
// than linking libstb.so: only the three formats backgrounds are shown in (PNG, JPEG, GIF; no
// PSD, HDR, TGA, PIC or PNM code to reach with a hostile file), our own dimension limit, no stdio,
// every symbol static (nothing clashes with another copy of stb in the process), no extra shared
// library bound at start-up, and libFuzzer's coverage reaches inside the decoder.
#include "CStb.h"

#define STB_IMAGE_IMPLEMENTATION
#define STB_IMAGE_STATIC
#define STBI_ONLY_PNG
#define STBI_ONLY_JPEG
#define STBI_ONLY_GIF
#define STBI_NO_STDIO
#define STBI_NO_LINEAR
#define STBI_NO_HDR
// STBI_MAX_DIMENSIONS stays stb's (2^24): with a lower one stb_info would fail on a large header
// without saying how large, and the caller's limit (checked on that header first) is lower anyway.

#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunused-function"
#pragma clang diagnostic ignored "-Wunused-parameter"
#pragma clang diagnostic ignored "-Wsign-compare"
#endif
#include <stb/stb_image.h>
#if defined(__clang__)
#pragma clang diagnostic pop
#endif
#ifndef STBI_THREAD_LOCAL
#error "stb_image keeps its failure reason in a global here: decoding on several threads would race"
#endif

int cstb_info(const unsigned char *bytes, int length, int *width, int *height, int *channels) {
    return stbi_info_from_memory(bytes, length, width, height, channels);
}

unsigned char *cstb_load_rgba(const unsigned char *bytes, int length, int *width, int *height) {
    int channels = 0;
    return stbi_load_from_memory(bytes, length, width, height, &channels, 4);
}

void cstb_free(unsigned char *pixels) {
    stbi_image_free(pixels);
}

const char *cstb_failure_reason(void) {
    const char *reason = stbi_failure_reason();
    return reason ? reason : "unknown error";
}
