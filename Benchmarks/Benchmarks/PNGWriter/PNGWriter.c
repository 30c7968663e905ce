// stb_image_write's PNG encoder, only to make the images the ArtPicture benchmark decodes.
#include "PNGWriter.h"
#include <stdlib.h>

#define STB_IMAGE_WRITE_IMPLEMENTATION
#define STB_IMAGE_WRITE_STATIC
#define STBI_WRITE_NO_STDIO
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunused-function"
#endif
#include <stb/stb_image_write.h>
#if defined(__clang__)
#pragma clang diagnostic pop
#endif

unsigned char *png_writer_encode(const unsigned char *rgba, int width, int height, int *length) {
    return stbi_write_png_to_mem(rgba, width * 4, width, height, 4, length);
}

void png_writer_free(unsigned char *png) {
    free(png);
}
