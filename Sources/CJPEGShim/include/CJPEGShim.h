// A narrow C interface over libjpeg-turbo for the JPEGCodec Swift module.
//
// libjpeg reports fatal errors through its error_exit hook, which must not return. Unwinding
// through Swift frames is undefined behaviour, so every libjpeg call happens inside these
// functions, each with its own setjmp, and failures come back as a status plus a message.
#ifndef CJPEGSHIM_H
#define CJPEGSHIM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Outcome of a shim call. Anything but `CJPEG_OK` leaves a message in the decoder.
typedef enum cjpeg_status {
    CJPEG_OK = 0,
    /// No bytes at all.
    CJPEG_EMPTY = 1,
    /// The first bytes are not a JPEG start-of-image marker.
    CJPEG_NOT_JPEG = 2,
    /// The data ends before the image does.
    CJPEG_TRUNCATED = 3,
    /// libjpeg rejected the data; the message is libjpeg's.
    CJPEG_CORRUPT = 4,
    /// An allocation failed.
    CJPEG_OUT_OF_MEMORY = 5,
    /// The caller broke the protocol (wrong buffer size, calls out of order).
    CJPEG_MISUSE = 6,
} cjpeg_status;

/// What the frame header says, available before any pixel memory is allocated.
typedef struct cjpeg_header {
    uint32_t width;
    uint32_t height;
    /// Colour components in the file: 1 (grey), 3 (YCbCr or RGB) or 4 (CMYK or YCCK).
    int components;
} cjpeg_header;

typedef struct cjpeg_decoder cjpeg_decoder;

/// A decoder over `size` bytes at `data`, which must outlive it; NULL when out of memory.
cjpeg_decoder *cjpeg_decoder_create(const uint8_t *data, size_t size);

/// Reads the markers up to the first scan and fills `header`.
cjpeg_status cjpeg_decoder_read_header(cjpeg_decoder *decoder, cjpeg_header *header);

/// Decodes into `pixels` (width × height × 4 bytes) as opaque RGBA8, rows top to bottom.
cjpeg_status cjpeg_decoder_decode_rgba8(cjpeg_decoder *decoder, uint8_t *pixels, size_t size);

/// The message for the last failure, never NULL.
const char *cjpeg_decoder_message(const cjpeg_decoder *decoder);

void cjpeg_decoder_destroy(cjpeg_decoder *decoder);

#ifdef __cplusplus
}
#endif

#endif
