// Decoding: an in-memory PNG read in two steps, header first, so sizes are checked before allocating.
#ifndef CPNG_READER_H
#define CPNG_READER_H

#include <stddef.h>
#include <stdint.h>

#include "cpng_status.h"

#ifdef __cplusplus
extern "C" {
#endif

/// What IHDR and pHYs say, available before any pixel memory is allocated.
typedef struct cpng_header {
    uint32_t width;
    uint32_t height;
    int bit_depth;
    int color_type;
    int interlaced;
    /// Non-zero when a pHYs chunk precedes the image data.
    int has_phys;
    uint32_t phys_x_per_unit;
    uint32_t phys_y_per_unit;
    /// 1 for pixels per metre, 0 for an aspect ratio only.
    int phys_unit_is_metre;
} cpng_header;

/// One text chunk (tEXt, zTXt or iTXt) as libpng stores it; the bytes stay owned by the reader.
typedef struct cpng_text {
    const char *key;
    size_t key_length;
    const char *value;
    size_t value_length;
    /// Non-zero for iTXt, whose bytes are UTF-8; tEXt and zTXt are Latin-1.
    int is_utf8;
} cpng_text;

typedef struct cpng_reader cpng_reader;

/// A reader over `size` bytes at `data`, which must stay valid until `cpng_reader_destroy`.
/// Returns NULL only when memory is exhausted.
cpng_reader *cpng_reader_create(const uint8_t *data, size_t size);

/// Reads the signature and every chunk up to the first IDAT, fills `header`.
cpng_status cpng_reader_read_header(cpng_reader *reader, cpng_header *header);

/// Decodes the whole image as straight-alpha RGBA, 8 bits a channel, into `pixels`, which must
/// hold exactly width × height × 4 bytes; then reads the remaining chunks through IEND.
cpng_status cpng_reader_decode_rgba8(cpng_reader *reader, uint8_t *pixels, size_t size);

/// Reads and discards the image data one row at a time, then the remaining chunks through
/// IEND: for metadata that may follow the image, in memory proportional to one row.
cpng_status cpng_reader_skip_image(cpng_reader *reader);

/// The number of text chunks read so far.
size_t cpng_reader_text_count(const cpng_reader *reader);

/// The text chunk at `index` (below `cpng_reader_text_count`).
cpng_text cpng_reader_text_at(const cpng_reader *reader, size_t index);

/// The message for the last failure, never NULL.
const char *cpng_reader_message(const cpng_reader *reader);

/// Bytes consumed so far, for truncation messages.
size_t cpng_reader_offset(const cpng_reader *reader);

void cpng_reader_destroy(cpng_reader *reader);

#ifdef __cplusplus
}
#endif

#endif
