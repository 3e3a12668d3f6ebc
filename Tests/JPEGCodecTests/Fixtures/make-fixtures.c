// Writes this folder's JPEG fixtures with the system libjpeg-turbo. Not built by SwiftPM; run
// `cc make-fixtures.c -ljpeg -o /tmp/mk && /tmp/mk` here to regenerate them.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

// Four flat quadrants, 16 × 16 px each: red, green / blue, white.
static void quadrant(int x, int y, int w, int h, unsigned char *p) {
    int right = x >= w / 2, bottom = y >= h / 2;
    static const unsigned char colours[4][3] = {{220, 30, 40}, {40, 200, 60}, {30, 60, 210}, {255, 255, 255}};
    memcpy(p, colours[bottom * 2 + right], 3);
}

static void write_jpeg(const char *path, int w, int h, int grey, int progressive, int sampling) {
    struct jpeg_compress_struct c;
    struct jpeg_error_mgr err;
    c.err = jpeg_std_error(&err);
    jpeg_create_compress(&c);
    FILE *f = fopen(path, "wb");
    jpeg_stdio_dest(&c, f);
    c.image_width = w;
    c.image_height = h;
    c.input_components = grey ? 1 : 3;
    c.in_color_space = grey ? JCS_GRAYSCALE : JCS_RGB;
    jpeg_set_defaults(&c);
    jpeg_set_quality(&c, 95, TRUE);
    if (!grey) {
        c.comp_info[0].h_samp_factor = sampling;  // 2: 4:2:0, 1: 4:4:4
        c.comp_info[0].v_samp_factor = sampling;
    }
    if (progressive) jpeg_simple_progression(&c);
    jpeg_start_compress(&c, TRUE);
    unsigned char *row = malloc((size_t)w * 3);
    while (c.next_scanline < c.image_height) {
        int y = c.next_scanline;
        for (int x = 0; x < w; x++) {
            if (grey) row[x] = (unsigned char)(x * 255 / (w - 1));
            else quadrant(x, y, w, h, row + 3 * x);
        }
        JSAMPROW rows[1] = {row};
        jpeg_write_scanlines(&c, rows, 1);
    }
    jpeg_finish_compress(&c);
    fclose(f);
    jpeg_destroy_compress(&c);
    free(row);
}

int main(void) {
    write_jpeg("quadrants-420.jpg", 32, 32, 0, 0, 2);
    write_jpeg("quadrants-444-progressive.jpg", 32, 32, 0, 1, 1);
    write_jpeg("ramp-grey.jpg", 64, 8, 1, 0, 1);
    // The first half of a file: what a broken download leaves.
    FILE *f = fopen("quadrants-420.jpg", "rb");
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *bytes = malloc((size_t)size);
    fread(bytes, 1, (size_t)size, f);
    fclose(f);
    f = fopen("truncated.jpg", "wb");
    fwrite(bytes, 1, (size_t)(size * 2 / 3), f);
    fclose(f);
    free(bytes);
    return 0;
}
