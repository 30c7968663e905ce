#ifndef PNG_WRITER_H
#define PNG_WRITER_H

/// Encodes RGBA pixels as a PNG in memory with stb_image_write (libstb-dev), for the benchmarks'
/// test images; NULL on failure. Free with `png_writer_free`.
unsigned char *png_writer_encode(const unsigned char *rgba, int width, int height, int *length);
void png_writer_free(unsigned char *png);

#endif
