#!/usr/bin/env python3
"""Writes Tests/Fixtures/AssetCatalogs: small asset catalogues whose image sets each test one
thing UIKit reads from Contents.json. Images are flat colours written with zlib and struct
alone; the JPEG is the JPEGCodecTests fixture written by its make-fixtures.c."""
import json, os, shutil, struct, zlib

ROOT = os.path.join(os.path.dirname(__file__), "..", "Tests", "Fixtures", "AssetCatalogs")
CATALOG = os.path.join(ROOT, "Images.xcassets")

def png(path, w, h, rgba):
    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
    raw = b"".join(b"\0" + bytes(rgba) * w for _ in range(h))
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
    data += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    open(path, "wb").write(data)

def imageset(name, images, properties=None, files=()):
    folder = os.path.join(CATALOG, name + ".imageset")
    os.makedirs(folder, exist_ok=True)
    contents = {"images": images, "info": {"author": "xcode", "version": 1}}
    if properties:
        contents["properties"] = properties
    json.dump(contents, open(os.path.join(folder, "Contents.json"), "w"), indent=2)
    for filename, w, h, rgba in files:
        png(os.path.join(folder, filename), w, h, rgba)
    return folder

RED, GREEN, BLUE = (220, 30, 40, 255), (40, 200, 60, 255), (30, 60, 210, 255)
YELLOW, PURPLE = (250, 210, 40, 255), (120, 40, 160, 255)

shutil.rmtree(ROOT, ignore_errors=True)
os.makedirs(CATALOG)
json.dump({"info": {"author": "xcode", "version": 1}}, open(os.path.join(CATALOG, "Contents.json"), "w"), indent=2)

# 10 × 10 pt at every scale; the file names carry no @2x/@3x, so only Contents.json gives the scale.
imageset("scaled", [
    {"idiom": "universal", "filename": "small.png", "scale": "1x"},
    {"idiom": "universal", "filename": "medium.png", "scale": "2x"},
    {"idiom": "universal", "filename": "large.png", "scale": "3x"},
], files=[("small.png", 10, 10, RED), ("medium.png", 20, 20, GREEN), ("large.png", 30, 30, BLUE)])
imageset("only3x", [
    {"idiom": "universal", "scale": "1x"},
    {"idiom": "universal", "scale": "2x"},
    {"idiom": "universal", "filename": "big.png", "scale": "3x"},
], files=[("big.png", 30, 30, BLUE)])
imageset("idioms", [
    {"idiom": "universal", "filename": "any.png", "scale": "2x"},
    {"idiom": "iphone", "filename": "phone.png", "scale": "2x"},
    {"idiom": "ipad", "filename": "pad.png", "scale": "2x"},
], files=[("any.png", 8, 8, GREEN), ("phone.png", 8, 8, RED), ("pad.png", 8, 8, BLUE)])
imageset("padonly", [{"idiom": "ipad", "filename": "pad.png", "scale": "2x"}], files=[("pad.png", 8, 8, BLUE)])
imageset("appearance", [
    {"idiom": "universal", "filename": "light.png", "scale": "2x"},
    {"idiom": "universal", "filename": "dark.png", "scale": "2x", "appearances": [{"appearance": "luminosity", "value": "dark"}]},
    {"idiom": "universal", "filename": "light@3x.png", "scale": "3x"},
], files=[("light.png", 20, 20, YELLOW), ("dark.png", 20, 20, PURPLE), ("light@3x.png", 30, 30, YELLOW)])
imageset("template", [{"idiom": "universal", "filename": "glyph.png", "scale": "2x"}],
         properties={"template-rendering-intent": "template"}, files=[("glyph.png", 8, 8, RED)])
imageset("sliced", [{
    "idiom": "universal", "filename": "bubble.png", "scale": "2x",
    "resizing": {"mode": "9-part", "center": {"mode": "tile", "width": 2, "height": 2},
                 "cap-insets": {"top": 8, "left": 6, "bottom": 4, "right": 2}},
}], files=[("bubble.png", 20, 20, GREEN)])
photo = imageset("photo", [{"idiom": "universal", "filename": "photo.JPG"}])
shutil.copy(os.path.join(os.path.dirname(__file__), "..", "Tests", "JPEGCodecTests", "Fixtures", "quadrants-420.jpg"),
            os.path.join(photo, "photo.JPG"))
broken = os.path.join(CATALOG, "broken.imageset")
os.makedirs(broken)
open(os.path.join(broken, "Contents.json"), "w").write(
    '{"images": [{"idiom": "universal", "filename": "b.png", "scale": "4x"}], "info": {"version": 1}}\n')
png(os.path.join(broken, "b.png"), 4, 4, RED)
heic = imageset("heic", [{"idiom": "universal", "filename": "pic.heic"}])
# The first bytes of a HEIF file, enough to be told apart; no picture follows.
open(os.path.join(heic, "pic.heic"), "wb").write(struct.pack(">I", 24) + b"ftypheic" + b"\0\0\0\0mif1heic")
# Loose files with upper-case extensions, beside the catalogue.
png(os.path.join(ROOT, "icon.PNG"), 6, 6, RED)
shutil.copy(os.path.join(os.path.dirname(__file__), "..", "Tests", "JPEGCodecTests", "Fixtures", "quadrants-420.jpg"),
            os.path.join(ROOT, "banner@2x.JPG"))

# A vector (PDF) image set, as Xcode writes one with "Preserve Vector Data": a single entry
# without a scale. The page is 12 × 8 pt: a red rectangle over the left half of the lower half
# (PDF's y goes up) and a blue triangle on the right, in an uncompressed content stream.
vector = imageset("vector", [{"idiom": "universal", "filename": "icon.pdf"}],
                  properties={"preserves-vector-representation": True})
content = b"1 0 0 rg 0 0 6 4 re f\n0 0 1 rg 8 1 m 12 1 l 10 7 l h f\n"
objects = [
    b"<< /Type /Catalog /Pages 2 0 R >>",
    b"<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 12 8] >>",
    b"<< /Type /Page /Parent 2 0 R /Resources << >> /Contents 4 0 R >>",
    b"<< /Length %d >>\nstream\n" % len(content) + content + b"endstream",
]
pdf, offsets = b"%PDF-1.4\n", []
for number, body in enumerate(objects, 1):
    offsets.append(len(pdf))
    pdf += b"%d 0 obj\n" % number + body + b"\nendobj\n"
xref = len(pdf)
pdf += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1) + b"".join(b"%010d 00000 n \n" % o for o in offsets)
pdf += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
open(os.path.join(vector, "icon.pdf"), "wb").write(pdf)
