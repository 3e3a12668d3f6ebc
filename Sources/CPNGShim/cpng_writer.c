// Encoding side of the shim: a libpng write struct appending to a growing memory buffer.
#include "cpng_writer.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// Every compression setting is pinned rather than left to libpng's defaults, so output bytes
// depend only on the pixels, the options, and the libpng/zlib versions linked.
// Level 6 is zlib's own default: close to level 9's size on rendered UI, at a fraction of the time.
#define CPNG_ZLIB_LEVEL 6
#define CPNG_ZLIB_MEM_LEVEL 8
#define CPNG_ZLIB_WINDOW_BITS 15

typedef struct cpng_sink {
    cpng_encoded *result;
    size_t capacity;
} cpng_sink;

static void cpng_write_error(png_structp png, png_const_charp message) {
    cpng_sink *sink = png_get_error_ptr(png);
    snprintf(sink->result->message, sizeof sink->result->message, "%s", message);
    png_longjmp(png, 1);
}

static void cpng_write_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void cpng_write_bytes(png_structp png, png_bytep bytes, size_t length) {
    cpng_sink *sink = png_get_io_ptr(png);
    cpng_encoded *result = sink->result;
    if (length > sink->capacity - result->size) {
        size_t needed = result->size + length;
        if (needed < result->size) png_error(png, "encoded PNG too large for memory");
        size_t capacity = sink->capacity ? sink->capacity : 4096;
        while (capacity < needed) {
            if (capacity > SIZE_MAX / 2) { capacity = needed; break; }
            capacity *= 2;
        }
        uint8_t *grown = realloc(result->data, capacity);
        if (grown == NULL) png_error(png, "out of memory for the encoded PNG");
        result->data = grown;
        sink->capacity = capacity;
    }
    memcpy(result->data + result->size, bytes, length);
    result->size += length;
}

static void cpng_flush(png_structp png) { (void)png; }

void cpng_encode_rgba8(const uint8_t *pixels, uint32_t width, uint32_t height,
                       const cpng_write_options *options, cpng_encoded *result) {
    memset(result, 0, sizeof *result);
    // Heap state, not locals: locals changed after setjmp are indeterminate after longjmp.
    cpng_sink *sink = calloc(1, sizeof *sink);
    png_bytep *rows = calloc(height ? height : 1, sizeof(png_bytep));
    png_textp text = calloc(options->text_count ? options->text_count : 1, sizeof(png_text));
    png_structp png = NULL;
    png_infop info = NULL;
    if (sink == NULL || rows == NULL || text == NULL) {
        result->status = CPNG_OUT_OF_MEMORY;
        snprintf(result->message, sizeof result->message, "out of memory preparing the encoder");
        goto done;
    }
    sink->result = result;
    png = png_create_write_struct(PNG_LIBPNG_VER_STRING, sink, cpng_write_error, cpng_write_warning);
    if (png != NULL) info = png_create_info_struct(png);
    if (png == NULL || info == NULL) {
        result->status = CPNG_OUT_OF_MEMORY;
        snprintf(result->message, sizeof result->message, "out of memory creating the libpng writer");
        goto done;
    }
    if (setjmp(png_jmpbuf(png))) {
        result->status = CPNG_CORRUPT;
        free(result->data);
        result->data = NULL;
        result->size = 0;
        goto done;
    }

    png_set_write_fn(png, sink, cpng_write_bytes, cpng_flush);
    png_set_compression_level(png, CPNG_ZLIB_LEVEL);
    png_set_compression_mem_level(png, CPNG_ZLIB_MEM_LEVEL);
    png_set_compression_window_bits(png, CPNG_ZLIB_WINDOW_BITS);
    png_set_compression_strategy(png, Z_FILTERED);
    // libpng's adaptive choice per row (minimum sum of absolute differences) is a pure
    // function of the row data, so it is deterministic, and beats any single fixed filter.
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_ALL_FILTERS);

    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (options->pixels_per_metre != 0) {
        png_set_pHYs(png, info, options->pixels_per_metre, options->pixels_per_metre, PNG_RESOLUTION_METER);
    }
    for (size_t i = 0; i < options->text_count; i++) {
        text[i].compression = PNG_TEXT_COMPRESSION_NONE;
        text[i].key = (png_charp)options->text_keys[i];
        text[i].text = (png_charp)options->text_values[i];
        text[i].text_length = strlen(options->text_values[i]);
    }
    if (options->text_count > 0) png_set_text(png, info, text, (int)options->text_count);
    // No tIME chunk is ever set: a timestamp would make identical pixels encode differently.

    for (uint32_t y = 0; y < height; y++) rows[y] = (png_bytep)pixels + (size_t)width * 4 * y;
    png_write_info(png, info);
    png_write_image(png, rows);
    png_write_end(png, info);
    result->status = CPNG_OK;

done:
    if (png != NULL) png_destroy_write_struct(&png, info ? &info : NULL);
    free(text);
    free(rows);
    free(sink);
}

void cpng_encoded_free(cpng_encoded *result) {
    free(result->data);
    result->data = NULL;
    result->size = 0;
}
