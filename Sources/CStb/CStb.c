// stb_image's implementation, from the header Debian's libstb-dev installs, compiled here rather
// than linking libstb.so: only the three formats backgrounds are shown in (PNG, JPEG, GIF; no
// PSD, HDR, TGA, PIC or PNM code to reach with a hostile file), our own dimension limit, no stdio,
// every symbol static (nothing clashes with another copy of stb in the process), no extra shared
// library bound at start-up, and libFuzzer's coverage reaches inside the decoder.
#include "CStb.h"

#include <pthread.h>
#include <stdio.h>

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

// One decode at a time: stb's PNG decoder names an unknown critical chunk in a static buffer,
// which two threads would write at once. Backgrounds are decoded one by one anyway.
static pthread_mutex_t cstb_lock = PTHREAD_MUTEX_INITIALIZER;

int cstb_info(const unsigned char *bytes, int length, int *width, int *height, int *channels) {
    pthread_mutex_lock(&cstb_lock);
    int found = stbi_info_from_memory(bytes, length, width, height, channels);
    pthread_mutex_unlock(&cstb_lock);
    return found;
}

unsigned char *cstb_load_rgba(const unsigned char *bytes, int length, int *width, int *height, char *reason, int capacity) {
    int channels = 0;
    pthread_mutex_lock(&cstb_lock);
    unsigned char *pixels = stbi_load_from_memory(bytes, length, width, height, &channels, 4);
    if (!pixels && reason && capacity > 0) {
        const char *why = stbi_failure_reason();
        snprintf(reason, (size_t)capacity, "%s", why ? why : "unknown error");
    }
    pthread_mutex_unlock(&cstb_lock);
    return pixels;
}

void cstb_free(unsigned char *pixels) {
    stbi_image_free(pixels);
}
