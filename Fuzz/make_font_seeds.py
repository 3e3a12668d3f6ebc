#!/usr/bin/env python3
"""Writes the TrueType seeds in Fuzz/corpus/ttf: tiny subsets of DejaVu Sans.

The parser reads every table a face needs at load time, so a seed must be a whole font, but a
handful of glyphs is enough: composite "é", kerned "AV"/"To", "H" and "x" for the cap- and
x-height probes, and "fi". Variants reach the paths the plain subset does not:

- subset.ttf:        format 4 cmap, short loca, GPOS pair kerning and a legacy kern table
- format12.ttf:      a format 12 cmap only, with one scalar beyond the BMP
- long_loca.ttf:     32-bit loca offsets (fontTools would always pick 16-bit for so few glyphs)
- collection.ttc:    a two-face collection (Sans and Sans Bold)

DejaVu's licence (Fuzz/DejaVu-LICENSE.txt) allows modified copies under names without
"Bitstream" or "Vera"; the subsets keep the DejaVu names. Needs fontTools (pip install fonttools)
and fonts-dejavu-core. Run from the repository root: python3 Fuzz/make_font_seeds.py
"""
import io
import os
import struct

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont
from fontTools.ttLib.tables._c_m_a_p import CmapSubtable

DEJAVU = os.environ.get("DEJAVU_DIR", "/usr/share/fonts/truetype/dejavu")
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus", "ttf")
TEXT = "AVHTxeéfio "


def subset_font(path):
    options = subset.Options()
    options.layout_features = ["kern"]
    options.legacy_kern = True
    options.hinting = False
    options.drop_tables += ["FFTM", "MATH", "GSUB", "gasp", "post"]
    options.name_IDs = [1, 2, 4, 6, 16, 17]
    font = TTFont(path)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=TEXT)
    subsetter.subset(font)
    return font


def to_bytes(font):
    out = io.BytesIO()
    font.save(out)
    return out.getvalue()


def tables(data):
    """The tables of a plain sfnt, in directory order, as {tag: bytes}."""
    count = struct.unpack(">H", data[4:6])[0]
    result = {}
    for i in range(count):
        tag, _, offset, length = struct.unpack(">4sIII", data[12 + 16 * i:28 + 16 * i])
        result[tag] = data[offset:offset + length]
    return result


def sfnt(table_map):
    """A plain sfnt from {tag: bytes}; checksums are zero, as the parser does not check them."""
    tags = sorted(table_map)
    offset = 12 + 16 * len(tags)
    directory, body = b"", b""
    for tag in tags:
        data = table_map[tag]
        directory += struct.pack(">4sIII", tag, 0, offset + len(body), len(data))
        body += data + b"\0" * (-len(data) % 4)
    return struct.pack(">IHHHH", 0x00010000, len(tags), 0, 0, 0) + directory + body


def write(name, data):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)
    print(f"{name}: {len(data)} bytes")


def main():
    os.makedirs(OUT, exist_ok=True)
    sans = subset_font(os.path.join(DEJAVU, "DejaVuSans.ttf"))
    plain = to_bytes(sans)
    write("subset.ttf", plain)

    # Only a (3, 10) format 12 subtable, so the parser cannot fall back to format 4.
    font = TTFont(io.BytesIO(plain))
    mapping = dict(font.getBestCmap())
    mapping[0x1F600] = mapping[ord("H")]
    table = CmapSubtable.newSubtable(12)
    table.platformID, table.platEncID, table.language, table.cmap = 3, 10, 0, mapping
    font["cmap"].tables = [table]
    write("format12.ttf", to_bytes(font))

    # Rewrite loca with 32-bit offsets and flag it in head.
    t = tables(plain)
    head = bytearray(t[b"head"])
    short = struct.unpack(">H", head[50:52])[0] == 0
    loca = t[b"loca"]
    if short:
        offsets = [2 * v for v in struct.unpack(f">{len(loca) // 2}H", loca)]
        t[b"loca"] = struct.pack(f">{len(offsets)}I", *offsets)
        head[50:52] = struct.pack(">h", 1)
        t[b"head"] = bytes(head)
    write("long_loca.ttf", sfnt(t))

    collection = TTCollection()
    collection.fonts = [TTFont(io.BytesIO(plain)),
                        TTFont(io.BytesIO(to_bytes(subset_font(os.path.join(DEJAVU, "DejaVuSans-Bold.ttf")))))]
    out = io.BytesIO()
    collection.save(out, shareTables=True)
    write("collection.ttc", out.getvalue())


if __name__ == "__main__":
    main()
