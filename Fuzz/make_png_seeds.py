#!/usr/bin/env python3
"""Writes the extra PNG seeds in Fuzz/corpus/png (the rest are copies of the test fixtures).

Each seed is a tiny, valid file that reaches a part of libpng or the shim the fixtures do not:
compressed and international text, an ICC profile, 16-bit grey with a colour key, packed
interlaced palettes, background and significant-bit chunks, and text after the image data.
libFuzzer mutates from these, so reaching a chunk type once is what matters, not realism.

Run from the repository root: python3 Fuzz/make_png_seeds.py
"""
import os
import struct
import zlib

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus", "png")


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def png(width, height, depth, colour, rows, interlace=0, before=b"", after=b""):
    """`rows` are already filtered scanlines (filter byte first), concatenated."""
    ihdr = chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, interlace))
    return (b"\x89PNG\r\n\x1a\n" + ihdr + before + chunk(b"IDAT", zlib.compress(rows))
            + after + chunk(b"IEND", b""))


def write(name, data):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)


def main():
    os.makedirs(OUT, exist_ok=True)
    # 2×2 RGB with zTXt before and iTXt (compressed and not) after the image data.
    rgb = b"\x00" + bytes([255, 0, 0, 0, 255, 0]) + b"\x01" + bytes([0, 0, 255, 10, 10, 10])
    ztxt = chunk(b"zTXt", b"Comment\x00\x00" + zlib.compress(b"seed text"))
    itxt = chunk(b"iTXt", b"Title\x00\x00\x00en\x00Titel\x00caf\xc3\xa9")
    itxt_z = chunk(b"iTXt", b"Author\x00\x01\x00\x00\x00" + zlib.compress("\u00e9t\u00e9".encode()))
    write("text_compressed.png", png(2, 2, 8, 2, rgb, before=ztxt, after=itxt + itxt_z))

    # 3×1 grey 16-bit with a colour key, gAMA and sBIT.
    grey16 = b"\x00" + struct.pack(">HHH", 0, 0x8000, 0xFFFF)
    trns = chunk(b"tRNS", struct.pack(">H", 0x8000))
    extras = chunk(b"gAMA", struct.pack(">I", 45455)) + chunk(b"sBIT", b"\x0c")
    write("grey16_trns.png", png(3, 1, 16, 0, grey16, before=extras + trns))

    # 5×5 interlaced 4-bit palette with bKGD and a partial tRNS.
    plte = chunk(b"PLTE", bytes([0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 0, 255]))
    ptrns = chunk(b"tRNS", bytes([0, 128]))
    bkgd = chunk(b"bKGD", b"\x02")
    # Adam7 splits 5×5 into seven passes of (rows, width): every pass row is all palette index 0.
    passes = [(1, 1), (1, 1), (1, 2), (2, 1), (1, 3), (3, 2), (2, 5)]
    data = b"".join(b"\x00" + bytes((w * 4 + 7) // 8) for rows, w in passes for _ in range(rows))
    write("palette4_interlaced.png", png(5, 5, 4, 3, data, interlace=1, before=plte + ptrns + bkgd))

    # 1×1 RGBA with an iCCP chunk (a deflated stand-in profile) and pHYs without units.
    iccp = chunk(b"iCCP", b"seed\x00\x00" + zlib.compress(b"\x00" * 132))
    phys = chunk(b"pHYs", struct.pack(">IIB", 3, 2, 0))
    write("rgba_iccp.png", png(1, 1, 8, 6, b"\x00\x10\x20\x30\x80", before=iccp + phys))


if __name__ == "__main__":
    main()
