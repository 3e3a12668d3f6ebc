// Decoding side of the shim: a libpng read struct over an in-memory byte range.
#include "cpng_reader.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Ancillary chunks (iCCP, zTXt, iTXt, ...) are decompressed into memory; a few kilobytes of
// deflate can claim gigabytes, so no single chunk may need more than this.
#define CPNG_CHUNK_MALLOC_MAX ((png_alloc_size_t)4 * 1024 * 1024)
// A file made of millions of tiny ancillary chunks costs memory per chunk kept.
#define CPNG_CHUNK_CACHE_MAX 256u

struct cpng_reader {
    png_structp png;
    png_infop info;
    const uint8_t *data;
    size_t size;
    size_t offset;
    // Where the next chunk header starts, so the read callback can check each declared length.
    size_t next_chunk;
    // Set by the read callback so the longjmp landing pad can tell truncation from corruption.
    int truncated;
    int out_of_memory;
    int header_read;
    int image_read;
    // libpng often explains an error in a warning just before it (png_check_IHDR warns
    // "Image width is zero in IHDR", then fails with "Invalid IHDR data"), so the last one is kept.
    char warning[128];
    // Owned here rather than on the stack: a local assigned after setjmp is indeterminate
    // once longjmp returns, so it could not be freed reliably.
    png_bytep *rows;
    png_bytep scratch_row;
    char message[256];
};

static void cpng_set_message(cpng_reader *reader, const char *message) {
    snprintf(reader->message, sizeof reader->message, "%s", message);
}

static void cpng_read_error(png_structp png, png_const_charp message) {
    cpng_reader *reader = png_get_error_ptr(png);
    // The truncation message was already set by the read callback; keep it.
    if (!reader->truncated) {
        if (reader->warning[0] != '\0') {
            snprintf(reader->message, sizeof reader->message, "%s; libpng warned: %s", message, reader->warning);
        } else {
            cpng_set_message(reader, message);
        }
        // png_malloc reports a failed allocation with this text and no other signal.
        reader->out_of_memory = strstr(message, "ut of memory") != NULL;
    }
    png_longjmp(png, 1);
}

// Warnings are not fatal to libpng and the codec does not print them; the last one is kept to
// explain a later error. Data problems that matter (CRC errors, including in ancillary chunks)
// are configured to be errors instead.
static void cpng_read_warning(png_structp png, png_const_charp message) {
    cpng_reader *reader = png_get_error_ptr(png);
    snprintf(reader->warning, sizeof reader->warning, "%s", message);
}

// libpng allocates (and zeroes) a buffer of a text or other ancillary chunk's declared length
// before it reads the data, and when reading, its cap on that length is only a warning: a
// 116-byte file declaring a 2 GB zTXt chunk cost 2 GB and seconds of memset before failing as
// truncated. libpng reads strictly in order, and each chunk header in one 8-byte read, so the
// callback sees every header as it is read and can refuse a chunk that runs past the end of
// the data before libpng sizes anything by it. Lengths that fit are bounded by the input.
static void cpng_check_chunk_header(png_structp png, cpng_reader *reader, size_t length) {
    if (reader->offset != reader->next_chunk || length != 8 || reader->size - reader->offset < 8) return;
    const uint8_t *header = reader->data + reader->offset;
    uint32_t declared = (uint32_t)header[0] << 24 | (uint32_t)header[1] << 16 | (uint32_t)header[2] << 8 | header[3];
    size_t after_header = reader->size - reader->offset - 8;
    if ((uint64_t)declared + 4 > after_header) {
        reader->truncated = 1;
        char type[5];
        for (int i = 0; i < 4; i++) type[i] = header[4 + i] >= 32 && header[4 + i] < 127 ? (char)header[4 + i] : '?';
        type[4] = '\0';
        snprintf(reader->message, sizeof reader->message,
                 "truncated PNG: the data ends after %zu bytes, inside the %s chunk at byte %zu, which declares %u bytes",
                 reader->size, type, reader->offset, (unsigned)declared);
        png_error(png, reader->message);
    }
    reader->next_chunk = reader->offset + 12 + (size_t)declared;
}

static void cpng_read_bytes(png_structp png, png_bytep out, size_t length) {
    cpng_reader *reader = png_get_io_ptr(png);
    if (length > reader->size - reader->offset) {
        reader->truncated = 1;
        snprintf(reader->message, sizeof reader->message,
                 "truncated PNG: the data ends after %zu bytes, before the IEND chunk", reader->size);
        png_error(png, reader->message);
    }
    cpng_check_chunk_header(png, reader, length);
    memcpy(out, reader->data + reader->offset, length);
    reader->offset += length;
}

static cpng_status cpng_failure(cpng_reader *reader) {
    if (reader->truncated) return CPNG_TRUNCATED;
    if (reader->out_of_memory) return CPNG_OUT_OF_MEMORY;
    return CPNG_CORRUPT;
}

cpng_reader *cpng_reader_create(const uint8_t *data, size_t size) {
    cpng_reader *reader = calloc(1, sizeof *reader);
    if (reader == NULL) return NULL;
    reader->data = data;
    reader->size = size;
    reader->next_chunk = 8;  // The first chunk follows the signature.
    cpng_set_message(reader, "no error");
    return reader;
}

cpng_status cpng_reader_read_header(cpng_reader *reader, cpng_header *header) {
    if (reader->header_read || reader->png != NULL) {
        cpng_set_message(reader, "the header was already read");
        return CPNG_MISUSE;
    }
    // The signature is checked here so that the two most common mistakes, no data and a file
    // that is not a PNG at all, get precise messages instead of libpng's generic one.
    if (reader->size == 0) {
        cpng_set_message(reader, "no data");
        return CPNG_EMPTY;
    }
    size_t signature_length = reader->size < 8 ? reader->size : 8;
    if (png_sig_cmp(reader->data, 0, signature_length) != 0) {
        cpng_set_message(reader, "not a PNG file (signature mismatch)");
        return CPNG_NOT_PNG;
    }
    if (reader->size < 8) {
        snprintf(reader->message, sizeof reader->message,
                 "truncated PNG: the data ends after %zu bytes, inside the signature", reader->size);
        return CPNG_TRUNCATED;
    }

    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, cpng_read_error, cpng_read_warning);
    if (reader->png == NULL) {
        cpng_set_message(reader, "out of memory creating the libpng reader");
        return CPNG_OUT_OF_MEMORY;
    }
    reader->info = png_create_info_struct(reader->png);
    if (reader->info == NULL) {
        cpng_set_message(reader, "out of memory creating the libpng info");
        return CPNG_OUT_OF_MEMORY;
    }
    if (setjmp(png_jmpbuf(reader->png))) return cpng_failure(reader);

    png_set_read_fn(reader->png, reader, cpng_read_bytes);
    // Size policy lives in Swift (Bitmap.validate), checked before any pixel memory exists,
    // so that every oversized image gets the same message; libpng's own cap is lifted.
    png_set_user_limits(reader->png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    png_set_chunk_malloc_max(reader->png, CPNG_CHUNK_MALLOC_MAX);
    png_set_chunk_cache_max(reader->png, CPNG_CHUNK_CACHE_MAX);
    // libpng's default discards an ancillary chunk with a bad CRC and carries on; a damaged
    // file should be reported, not decoded differently from how its author wrote it.
    png_set_crc_action(reader->png, PNG_CRC_ERROR_QUIT, PNG_CRC_ERROR_QUIT);

    png_read_info(reader->png, reader->info);

    png_uint_32 width = 0, height = 0;
    int bit_depth = 0, color_type = 0, interlace = 0;
    png_get_IHDR(reader->png, reader->info, &width, &height, &bit_depth, &color_type, &interlace, NULL, NULL);
    memset(header, 0, sizeof *header);
    header->width = width;
    header->height = height;
    header->bit_depth = bit_depth;
    header->color_type = color_type;
    header->interlaced = interlace != PNG_INTERLACE_NONE;
    png_uint_32 x = 0, y = 0;
    int unit = PNG_RESOLUTION_UNKNOWN;
    if (png_get_pHYs(reader->png, reader->info, &x, &y, &unit) != 0) {
        header->has_phys = 1;
        header->phys_x_per_unit = x;
        header->phys_y_per_unit = y;
        header->phys_unit_is_metre = unit == PNG_RESOLUTION_METER;
    }
    reader->header_read = 1;
    return CPNG_OK;
}

// Asks libpng for 8-bit RGBA whatever the file holds, and returns the number of passes.
static int cpng_request_rgba8(cpng_reader *reader) {
    png_structp png = reader->png;
    png_infop info = reader->info;
    int color_type = png_get_color_type(png, info);
    // Palette to RGB, grey below 8 bits to 8 bits, tRNS to an alpha channel.
    png_set_expand(png);
    // Rounds (v * 255 / 65535) to nearest, where png_set_strip_16 would truncate.
    png_set_scale_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) {
        png_set_gray_to_rgb(png);
    }
    // Opaque formats get alpha 255; a tRNS chunk already became a real alpha channel above.
    if ((color_type & PNG_COLOR_MASK_ALPHA) == 0 && !png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    }
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    return passes;
}

cpng_status cpng_reader_decode_rgba8(cpng_reader *reader, uint8_t *pixels, size_t size) {
    if (!reader->header_read || reader->image_read) {
        cpng_set_message(reader, "decode needs a header read and can run only once");
        return CPNG_MISUSE;
    }
    png_structp png = reader->png;
    png_infop info = reader->info;
    png_uint_32 width = png_get_image_width(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    size_t row_bytes = (size_t)width * 4;
    if (width == 0 || size / 4 / width != height || size != row_bytes * height) {
        cpng_set_message(reader, "the pixel buffer does not match the image size");
        return CPNG_MISUSE;
    }
    reader->image_read = 1;
    reader->rows = malloc(sizeof(png_bytep) * height);
    if (reader->rows == NULL) {
        cpng_set_message(reader, "out of memory for row pointers");
        return CPNG_OUT_OF_MEMORY;
    }
    for (png_uint_32 y = 0; y < height; y++) reader->rows[y] = pixels + row_bytes * y;

    if (setjmp(png_jmpbuf(png))) return cpng_failure(reader);
    cpng_request_rgba8(reader);
    // The transforms must land on exactly 4 bytes a pixel or the rows would overrun.
    if (png_get_rowbytes(png, info) != row_bytes || png_get_channels(png, info) != 4
        || png_get_bit_depth(png, info) != 8) {
        png_error(png, "libpng could not convert this image to 8-bit RGBA");
    }
    png_read_image(png, reader->rows);
    // Reading through IEND verifies the CRC of every later chunk and collects trailing text.
    png_read_end(png, info);
    return CPNG_OK;
}

cpng_status cpng_reader_skip_image(cpng_reader *reader) {
    if (!reader->header_read || reader->image_read) {
        cpng_set_message(reader, "skipping needs a header read and can run only once");
        return CPNG_MISUSE;
    }
    png_structp png = reader->png;
    png_infop info = reader->info;
    reader->image_read = 1;
    if (setjmp(png_jmpbuf(png))) return cpng_failure(reader);
    // No transforms: the rows are thrown away, so the file's own row size is the cheapest.
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    reader->scratch_row = png_malloc(png, png_get_rowbytes(png, info));
    png_uint_32 height = png_get_image_height(png, info);
    for (int pass = 0; pass < passes; pass++) {
        for (png_uint_32 y = 0; y < height; y++) png_read_row(png, reader->scratch_row, NULL);
    }
    png_read_end(png, info);
    return CPNG_OK;
}

size_t cpng_reader_text_count(const cpng_reader *reader) {
    if (reader->png == NULL || reader->info == NULL) return 0;
    png_textp text = NULL;
    int count = png_get_text(reader->png, reader->info, &text, NULL);
    return count > 0 ? (size_t)count : 0;
}

cpng_text cpng_reader_text_at(const cpng_reader *reader, size_t index) {
    cpng_text result = {"", 0, "", 0, 0};
    png_textp text = NULL;
    int count = reader->png ? png_get_text(reader->png, reader->info, &text, NULL) : 0;
    if (count <= 0 || index >= (size_t)count) return result;
    png_const_textp entry = &text[index];
    int is_itxt = entry->compression == PNG_ITXT_COMPRESSION_NONE || entry->compression == PNG_ITXT_COMPRESSION_zTXt;
    result.key = entry->key ? entry->key : "";
    result.key_length = strlen(result.key);
    result.value = entry->text ? entry->text : "";
    result.value_length = is_itxt ? entry->itxt_length : entry->text_length;
    if (entry->text == NULL) result.value_length = 0;
    result.is_utf8 = is_itxt;
    return result;
}

const char *cpng_reader_message(const cpng_reader *reader) { return reader->message; }

size_t cpng_reader_offset(const cpng_reader *reader) { return reader->offset; }

void cpng_reader_destroy(cpng_reader *reader) {
    if (reader == NULL) return;
    if (reader->png != NULL) {
        if (reader->scratch_row != NULL) png_free(reader->png, reader->scratch_row);
        png_destroy_read_struct(&reader->png, reader->info ? &reader->info : NULL, NULL);
    }
    free(reader->rows);
    free(reader);
}
