// Encoding: RGBA8 pixels to a PNG in memory, with settings fixed for reproducible output.
#ifndef CPNG_WRITER_H
#define CPNG_WRITER_H

#include <stddef.h>
#include <stdint.h>

#include "cpng_status.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Settings that fix the encoder's output, so identical pixels give identical bytes.
typedef struct cpng_write_options {
    /// Density for the pHYs chunk, in pixels per metre; 0 writes no pHYs.
    uint32_t pixels_per_metre;
    /// NUL-terminated Latin-1 key/value pairs, written as tEXt chunks before the image data.
    const char *const *text_keys;
    const char *const *text_values;
    size_t text_count;
} cpng_write_options;

/// The result of encoding: on success `data`/`size` is a malloc'd PNG the caller frees with
/// `cpng_encoded_free`; on failure `message` says why.
typedef struct cpng_encoded {
    cpng_status status;
    uint8_t *data;
    size_t size;
    char message[256];
} cpng_encoded;

/// Encodes straight-alpha RGBA8 pixels (`width` × `height` × 4 bytes, rows top to bottom,
/// no padding) as an 8-bit RGBA PNG.
void cpng_encode_rgba8(const uint8_t *pixels, uint32_t width, uint32_t height,
                       const cpng_write_options *options, cpng_encoded *result);

void cpng_encoded_free(cpng_encoded *result);

#ifdef __cplusplus
}
#endif

#endif
