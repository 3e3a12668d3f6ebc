import Foundation
import PNGCodec
import Raster
import XCTest

/// Encoding then decoding gives back the bitmap, and where it cannot, exactly what changes.
final class PNGRoundTripTests: XCTestCase {
    func testRoundTripPreservesOpaqueTransparentAndSemiTransparentPixels() throws {
        var bitmap = try Bitmap(width: 3, height: 2, scale: 1)
        bitmap.setPixel(x: 0, y: 0, PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        bitmap.setPixel(x: 1, y: 0, PremultipliedRGBA8(r: 10, g: 200, b: 30, a: 255))
        bitmap.setPixel(x: 2, y: 0, PremultipliedRGBA8(r: 64, g: 32, b: 0, a: 128))
        bitmap.setPixel(x: 0, y: 1, PremultipliedRGBA8(r: 1, g: 0, b: 1, a: 1))
        bitmap.setPixel(x: 1, y: 1, PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0))
        bitmap.setPixel(x: 2, y: 1, PremultipliedRGBA8(r: 200, g: 100, b: 254, a: 254))
        XCTAssertEqual(try PNG.decode(PNG.encode(bitmap)), bitmap)
    }

    /// Premultiplied → straight → premultiplied is exact for every valid pixel (channel ≤ alpha):
    /// unpremultiplying rounds to within half a step of c·255/a, and multiplying that error by
    /// a/255 < 1 keeps it under half a step, so premultiplying rounds back to c.
    func testRoundTripPreservesEveryValidPremultipliedChannelAlphaPair() throws {
        var pairs: [(UInt8, UInt8)] = []
        for a in 0...255 { for c in 0...a { pairs.append((UInt8(c), UInt8(a))) } }
        let width = 256
        let height = (pairs.count + width - 1) / width
        var bitmap = try Bitmap(width: width, height: height)
        for (i, (c, a)) in pairs.enumerated() {
            // Different values per channel so a channel mix-up would show.
            bitmap.setPixel(x: i % width, y: i / width, PremultipliedRGBA8(r: c, g: a - c, b: c / 2, a: a))
        }
        let decoded = try PNG.decode(PNG.encode(bitmap))
        XCTAssertEqual(decoded.bytes, bitmap.bytes)
    }

    func testChannelsAboveAlphaComeBackClampedToAlpha() throws {
        // Not valid premultiplied data, but a bitmap can hold it; it reads back as the brightest valid value.
        let bitmap = try Bitmap(width: 1, height: 1, premultipliedBytes: [200, 50, 100, 100])
        XCTAssertEqual(try PNG.decode(PNG.encode(bitmap)).pixel(x: 0, y: 0), PremultipliedRGBA8(r: 100, g: 50, b: 100, a: 100))
    }

    func testInvisibleColourOfTransparentPixelsIsDropped() throws {
        let bitmap = try Bitmap(width: 1, height: 1, premultipliedBytes: [9, 8, 7, 0])
        XCTAssertEqual(try PNG.decode(PNG.encode(bitmap)).pixel(x: 0, y: 0), .transparent)
    }

    /// The lossy direction: a straight-alpha file's colour survives decode + encode only when it
    /// is what unpremultiplying its own premultiplied value gives; others move to that value.
    func testStraightColoursSurviveDecodeThenEncodeOnlyWhenRepresentablePremultiplied() throws {
        let decoded = try PNG.decode(contentsOf: Fixture.url("grey_alpha8"))
        let reencoded = try PNG.decode(PNG.encode(decoded))
        XCTAssertEqual(reencoded, decoded)
        // Grey 200 at alpha 128 premultiplies to 100, which unpremultiplies to 199, not 200.
        XCTAssertEqual(decoded.unpremultipliedPixel(x: 1, y: 0), StraightRGBA8(r: 199, g: 199, b: 199, a: 128))
        for a in 1...255 {
            for s in 0...255 {
                let straight = StraightRGBA8(r: UInt8(s), g: UInt8(s), b: UInt8(s), a: UInt8(a))
                let back = straight.premultiplied.unpremultiplied
                XCTAssertEqual(back.premultiplied, straight.premultiplied, "premultiplying is idempotent through the round trip")
                if a == 255 { XCTAssertEqual(back, straight, "opaque colours are always exact") }
            }
        }
    }

    func testLargerImageWithGradientsRoundTrips() throws {
        var bitmap = try Bitmap(width: 97, height: 61, scale: 3)
        for y in 0..<61 {
            for x in 0..<97 {
                let a = UInt8((x * 255) / 96)
                bitmap.setPixel(x: x, y: y, StraightRGBA8(r: UInt8(y * 4), g: UInt8(x * 2), b: UInt8((x * y) % 256), a: a).premultiplied)
            }
        }
        XCTAssertEqual(try PNG.decode(PNG.encode(bitmap)), bitmap)
    }

    func testWriteThenDecodeFromFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("png-codec-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        var bitmap = try Bitmap(width: 4, height: 4, scale: 2)
        bitmap.fill(PremultipliedRGBA8(r: 0, g: 60, b: 120, a: 120))
        try PNG.write(bitmap, to: url, text: [PNGText("Software", "PNGCodecTests")])
        let image = try PNG.decodeImage(contentsOf: url)
        XCTAssertEqual(image.bitmap, bitmap)
        XCTAssertEqual(image.text(for: "Software"), "PNGCodecTests")
    }
}
