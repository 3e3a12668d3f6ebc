// libjpeg-turbo decoding over an in-memory byte range, with setjmp-based error handling.
#include "CJPEGShim.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

struct cjpeg_error_manager {
    struct jpeg_error_mgr pub;
    jmp_buf landing;
};

struct cjpeg_decoder {
    struct jpeg_decompress_struct info;
    struct cjpeg_error_manager error;
    const uint8_t *data;
    size_t size;
    int created;
    int header_read;
    int image_read;
    int truncated;
    char message[JMSG_LENGTH_MAX + 64];
};

static void cjpeg_error_exit(j_common_ptr info) {
    cjpeg_decoder *decoder = (cjpeg_decoder *)info->client_data;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    snprintf(decoder->message, sizeof decoder->message, "%s", text);
    longjmp(decoder->error.landing, 1);
}

// libjpeg reports data that ends early only as a warning, then pads the image with grey: a
// truncated file would decode "successfully" into a different picture. That one warning is
// made an error; others (extraneous bytes between markers, which real files carry and iOS
// accepts) are kept as warnings and ignored.
static void cjpeg_emit_message(j_common_ptr info, int level) {
    if (level >= 0) return;  // trace messages
    cjpeg_decoder *decoder = (cjpeg_decoder *)info->client_data;
    if (info->err->msg_code == JWRN_JPEG_EOF) {
        decoder->truncated = 1;
        snprintf(decoder->message, sizeof decoder->message,
                 "truncated JPEG: the data ends after %zu bytes, before the end of the image", decoder->size);
        longjmp(decoder->error.landing, 1);
    }
    info->err->num_warnings++;
}

static void cjpeg_output_message(j_common_ptr info) { (void)info; }

static cjpeg_status cjpeg_failure(cjpeg_decoder *decoder) {
    if (decoder->truncated) return CJPEG_TRUNCATED;
    if (decoder->error.pub.msg_code == JERR_OUT_OF_MEMORY) return CJPEG_OUT_OF_MEMORY;
    return CJPEG_CORRUPT;
}

cjpeg_decoder *cjpeg_decoder_create(const uint8_t *data, size_t size) {
    cjpeg_decoder *decoder = calloc(1, sizeof *decoder);
    if (decoder == NULL) return NULL;
    decoder->data = data;
    decoder->size = size;
    snprintf(decoder->message, sizeof decoder->message, "no error");
    return decoder;
}

cjpeg_status cjpeg_decoder_read_header(cjpeg_decoder *decoder, cjpeg_header *header) {
    if (decoder->header_read || decoder->created) {
        snprintf(decoder->message, sizeof decoder->message, "the header was already read");
        return CJPEG_MISUSE;
    }
    if (decoder->size == 0) {
        snprintf(decoder->message, sizeof decoder->message, "no data");
        return CJPEG_EMPTY;
    }
    if (decoder->size < 3 || decoder->data[0] != 0xFF || decoder->data[1] != 0xD8 || decoder->data[2] != 0xFF) {
        snprintf(decoder->message, sizeof decoder->message, "not a JPEG file (no start-of-image marker)");
        return CJPEG_NOT_JPEG;
    }
    decoder->info.err = jpeg_std_error(&decoder->error.pub);
    decoder->error.pub.error_exit = cjpeg_error_exit;
    decoder->error.pub.emit_message = cjpeg_emit_message;
    decoder->error.pub.output_message = cjpeg_output_message;
    if (setjmp(decoder->error.landing)) return cjpeg_failure(decoder);
    jpeg_create_decompress(&decoder->info);
    decoder->created = 1;
    decoder->info.client_data = decoder;
    jpeg_mem_src(&decoder->info, decoder->data, (unsigned long)decoder->size);
    jpeg_read_header(&decoder->info, TRUE);
    header->width = decoder->info.image_width;
    header->height = decoder->info.image_height;
    header->components = decoder->info.num_components;
    decoder->header_read = 1;
    return CJPEG_OK;
}

cjpeg_status cjpeg_decoder_decode_rgba8(cjpeg_decoder *decoder, uint8_t *pixels, size_t size) {
    if (!decoder->header_read || decoder->image_read) {
        snprintf(decoder->message, sizeof decoder->message, "decode needs a header read and can run only once");
        return CJPEG_MISUSE;
    }
    struct jpeg_decompress_struct *info = &decoder->info;
    size_t width = info->image_width, height = info->image_height, row_bytes = width * 4;
    if (width == 0 || size != row_bytes * height) {
        snprintf(decoder->message, sizeof decoder->message, "the pixel buffer does not match the image size");
        return CJPEG_MISUSE;
    }
    decoder->image_read = 1;
    if (setjmp(decoder->error.landing)) return cjpeg_failure(decoder);

    // Pinned so that the same file gives the same pixels on every machine and build of
    // libjpeg-turbo 2.x: the accurate integer IDCT, whose SIMD and C versions are bit-exact
    // (JDCT_FLOAT varies with the CPU's floating point, JDCT_IFAST loses precision, and
    // JDCT_DEFAULT is a compile-time choice of the library's build). Chroma is upsampled with
    // the "fancy" triangle filter, integer arithmetic whose SIMD and C paths agree, and what
    // iOS's decoder does; the merged upsampler that turning it off selects is not used, so
    // whether a build has SIMD merged upsampling makes no difference. Block smoothing of
    // progressive files is integer too. No dithering, no colour quantisation, no scaling.
    info->dct_method = JDCT_ISLOW;
    info->do_fancy_upsampling = TRUE;
    info->do_block_smoothing = TRUE;
    info->dither_mode = JDITHER_NONE;
    info->quantize_colors = FALSE;
    info->two_pass_quantize = FALSE;
    info->scale_num = 1;
    info->scale_denom = 1;
    int cmyk = info->jpeg_color_space == JCS_CMYK || info->jpeg_color_space == JCS_YCCK;
    info->out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;

    jpeg_start_decompress(info);
    if (info->output_width != width || info->output_height != height
        || info->output_components != 4) {
        snprintf(decoder->message, sizeof decoder->message, "libjpeg could not convert this image to 8-bit RGBA");
        longjmp(decoder->error.landing, 1);
    }
    while (info->output_scanline < info->output_height) {
        uint8_t *row = pixels + row_bytes * info->output_scanline;
        JSAMPROW rows[1] = {row};
        jpeg_read_scanlines(info, rows, 1);
        if (cmyk) {
            // Photoshop writes CMYK JPEGs inverted (an Adobe marker), as nearly every CMYK
            // JPEG is; a naive, device-independent conversion, as there is no profile here.
            int inverted = info->saw_Adobe_marker;
            for (size_t x = 0; x < width; x++) {
                uint8_t *p = row + 4 * x;
                unsigned c = p[0], m = p[1], y = p[2], k = p[3];
                if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
                p[0] = (uint8_t)((c * k + 127) / 255);
                p[1] = (uint8_t)((m * k + 127) / 255);
                p[2] = (uint8_t)((y * k + 127) / 255);
                p[3] = 255;
            }
        }
    }
    jpeg_finish_decompress(info);
    return CJPEG_OK;
}

const char *cjpeg_decoder_message(const cjpeg_decoder *decoder) { return decoder->message; }

void cjpeg_decoder_destroy(cjpeg_decoder *decoder) {
    if (decoder == NULL) return;
    if (decoder->created) jpeg_destroy_decompress(&decoder->info);
    free(decoder);
}
