// A narrow C interface over libpng for the PNGCodec Swift module.
//
// libpng reports errors with longjmp. Unwinding through Swift frames is undefined behaviour,
// so every libpng call happens inside the shim's functions, each with its own setjmp, and
// failures come back as a status code plus a message copied out of libpng.
#ifndef CPNGSHIM_H
#define CPNGSHIM_H

#include "cpng_status.h"
#include "cpng_reader.h"
#include "cpng_writer.h"

#endif
