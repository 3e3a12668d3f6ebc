// The status every shim call returns in place of libpng's longjmp.
#ifndef CPNG_STATUS_H
#define CPNG_STATUS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Outcome of a shim call. Anything but `CPNG_OK` leaves a message in the reader or writer.
typedef enum cpng_status {
    CPNG_OK = 0,
    /// No bytes at all.
    CPNG_EMPTY = 1,
    /// The first bytes are not the PNG signature.
    CPNG_NOT_PNG = 2,
    /// The data ends before the IEND chunk.
    CPNG_TRUNCATED = 3,
    /// libpng rejected the data; the message is libpng's.
    CPNG_CORRUPT = 4,
    /// An allocation failed, or a chunk exceeded the per-chunk memory limit.
    CPNG_OUT_OF_MEMORY = 5,
    /// The caller broke the protocol (wrong buffer size, calls out of order).
    CPNG_MISUSE = 6,
} cpng_status;

#ifdef __cplusplus
}
#endif

#endif
