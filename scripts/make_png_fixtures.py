#!/usr/bin/env python3
"""Writes the PNG fixtures for Tests/PNGCodecTests.

The fixtures are built here, from the PNG specification, with nothing but zlib and struct,
so that the decoder is checked against files that libpng did not write. Each image is tiny
and its pixels are spelled out below, so the tests can assert exact decoded values.

Run from the repository root: python3 scripts/make_png_fixtures.py
"""
import os
import struct
import zlib

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "PNGCodecTests", "Fixtures")

GREY, RGB, PALETTE, GREY_ALPHA, RGBA = 0, 2, 3, 4, 6
CHANNELS = {GREY: 1, RGB: 3, PALETTE: 1, GREY_ALPHA: 2, RGBA: 4}


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def ihdr(width, height, depth, colour, interlace=0):
    return chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, interlace))


def pack_row(samples, depth):
    """Packs one row of samples at `depth` bits each, big-endian, padding the last byte."""
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc, bits = (acc << depth) | s, bits + depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filter_row(kind, row, previous, bpp):
    """Applies filter `kind` (0 none, 1 sub, 2 up, 3 average, 4 paeth) to one packed row."""
    out = bytearray([kind])
    for i, x in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = previous[i] if previous else 0
        c = previous[i - bpp] if previous and i >= bpp else 0
        predictor = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
        out.append((x - predictor) & 0xFF)
    return bytes(out)


def scanlines(rows, depth, colour, filters=None):
    """Filters packed rows, cycling through `filters` (default: none) row by row."""
    bpp = max(1, CHANNELS[colour] * depth // 8)
    out, previous = bytearray(), None
    for y, samples in enumerate(rows):
        packed = pack_row(samples, depth)
        kind = filters[y % len(filters)] if filters else 0
        out += filter_row(kind, packed, previous, bpp)
        previous = packed
    return bytes(out)


ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def adam7(pixels, width, height, depth, colour):
    """Splits rows of per-pixel sample lists into the seven Adam7 passes, each filtered on its own."""
    out = b""
    for x0, y0, dx, dy in ADAM7:
        rows = [sum((pixels[y][x] for x in range(x0, width, dx)), []) for y in range(y0, height, dy)]
        if rows and rows[0]:
            out += scanlines(rows, depth, colour, filters=[0, 1, 2, 3, 4])
    return out


def png(header, raw, before=b"", after=b"", level=9):
    return (b"\x89PNG\r\n\x1a\n" + header + before
            + chunk(b"IDAT", zlib.compress(raw, level)) + after + chunk(b"IEND", b""))


def write(name, data):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)


def main():
    os.makedirs(OUT, exist_ok=True)

    # Grey ramp, 8 bits: each value becomes (v, v, v, 255).
    write("grey8.png", png(ihdr(4, 1, 8, GREY), scanlines([[0, 64, 128, 255]], 8, GREY)))

    # 1-bit grey: 0 -> black, 1 -> white; ten pixels so the last byte is padded.
    bits = [1, 0, 1, 1, 0, 0, 0, 1, 1, 0]
    write("grey1.png", png(ihdr(10, 1, 1, GREY), scanlines([bits], 1, GREY)))

    # Grey with a tRNS key: value 50 is transparent, 51 is not.
    write("grey_trns.png", png(ihdr(2, 1, 8, GREY), scanlines([[50, 51]], 8, GREY),
                               before=chunk(b"tRNS", struct.pack(">H", 50))))

    # Grey + alpha: opaque, half, and fully transparent (whose grey must not survive).
    write("grey_alpha8.png", png(ihdr(3, 1, 8, GREY_ALPHA),
                                 scanlines([[200, 255, 200, 128, 100, 0]], 8, GREY_ALPHA)))

    # 2-bit palette without tRNS: every entry is opaque.
    palette = bytes([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30])
    write("palette2.png", png(ihdr(4, 1, 2, PALETTE), scanlines([[0, 1, 2, 3]], 2, PALETTE),
                              before=chunk(b"PLTE", palette)))

    # 8-bit palette with a tRNS shorter than the palette: missing entries are opaque.
    palette = bytes([255, 0, 0, 0, 0, 255, 255, 255, 255])
    write("palette_trns.png", png(ihdr(3, 1, 8, PALETTE), scanlines([[0, 1, 2]], 8, PALETTE),
                                  before=chunk(b"PLTE", palette) + chunk(b"tRNS", bytes([0, 128]))))

    # 16-bit RGBA. 0x8080 scales to exactly 128; 0x12FF rounds up to 19 (truncation would give 18).
    write("rgba16.png", png(ihdr(2, 1, 16, RGBA),
                            scanlines([[0xFFFF, 0x8080, 0x12FF, 0xFFFF, 0xFFFF, 0x0000, 0x0000, 0x8080]], 16, RGBA)))

    # Adam7-interlaced 8x8 RGB (all seven passes non-empty): pixel (x, y) is (32x, 32y, 16(x+y)).
    pixels = [[[32 * x, 32 * y, 16 * (x + y)] for x in range(8)] for y in range(8)]
    write("interlaced_rgb.png", png(ihdr(8, 8, 8, RGB, interlace=1), adam7(pixels, 8, 8, 8, RGB)))

    # RGB at 144 ppi (5669 pixels per metre), rows filtered with Sub and Paeth.
    rows = [[10, 20, 30, 40, 50, 60], [70, 80, 90, 100, 110, 120]]
    write("rgb_phys.png", png(ihdr(2, 2, 8, RGB), scanlines(rows, 8, RGB, filters=[1, 4]),
                              before=chunk(b"pHYs", struct.pack(">IIB", 5669, 5669, 1))))

    # Text before and after the image data, in all three text chunk types.
    itxt = b"Author\x00" + b"\x00\x00" + b"en\x00" + b"\x00" + "Zoë".encode("utf-8")
    ztxt = b"Comment\x00" + b"\x00" + zlib.compress(b"after the pixels")
    write("text.png", png(ihdr(1, 1, 8, RGBA), scanlines([[1, 2, 3, 255]], 8, RGBA),
                          before=chunk(b"tEXt", b"Title\x00Before"),
                          after=chunk(b"zTXt", ztxt) + chunk(b"iTXt", itxt)))

    # A zTXt chunk whose 16 KiB of deflate inflates to 16 MiB, beyond libpng's per-chunk limit.
    ztxt = b"Comment\x00" + b"\x00" + zlib.compress(bytes(16 * 1024 * 1024), 9)
    write("ztxt_bomb.png", png(ihdr(1, 1, 8, GREY), scanlines([[7]], 8, GREY), before=chunk(b"zTXt", ztxt)))

    # A small file declaring a large but permitted image: 2048x2048 of black, 16 MiB decoded.
    width = 2048
    raw = (b"\x00" + bytes(width)) * width
    write("bomb_within_limits.png", png(ihdr(width, width, 8, GREY), raw))

    # A small file whose zeros inflate to 17000x17000: beyond the 16384-a-side limit.
    width = 17000
    raw = (b"\x00" + bytes((width + 7) // 8)) * width
    write("bomb_beyond_limits.png", png(ihdr(width, width, 1, GREY), raw))

    # Valid headers with absurd sizes and one row of image data: a decoder that allocated
    # before checking would try to find gigabytes.
    for width in (100000, 20000):
        write(f"absurd_{width}.png", png(ihdr(width, width, 8, RGBA), b"\x00" + bytes(width * 4)))


if __name__ == "__main__":
    main()
