import XCTest
@testable import Raster

final class ColorAndBitmapTests: XCTestCase {
    func testHexParsesWithAndWithoutHashAndWithAlpha() throws {
        let a = try XCTUnwrap(Color(hex: "#ebedf0"))
        XCTAssertEqual(a.premultiplied, PremultipliedRGBA8(r: 0xeb, g: 0xed, b: 0xf0, a: 255))
        XCTAssertEqual(Color(hex: "ebedf0"), a)
        let b = try XCTUnwrap(Color(hex: "#FF000080"))
        XCTAssertEqual(b.alpha, 128.0 / 255.0, accuracy: 1e-12)
        XCTAssertEqual(Color(hex: "#f00"), .red)
        XCTAssertNil(Color(hex: "#12345"))
        XCTAssertNil(Color(hex: "#gg0000"))
        XCTAssertNil(Color(hex: ""))
    }

    func testNamedColorsMatchUIKitComponents() {
        XCTAssertEqual(Color.darkGray.red, 1.0 / 3.0)
        XCTAssertEqual(Color.lightGray.red, 2.0 / 3.0)
        XCTAssertEqual(Color.gray.premultiplied, PremultipliedRGBA8(r: 128, g: 128, b: 128, a: 255))
        XCTAssertEqual(Color.orange, Color(red: 1, green: 0.5, blue: 0))
        XCTAssertEqual(Color.brown, Color(red: 0.6, green: 0.4, blue: 0.2))
        XCTAssertEqual(Color.clear.premultiplied, .transparent)
    }

    func testPremultiplicationRoundsToNearest() {
        // 0.5 · 0.5 · 255 = 63.75 → 64; 1/3 · 255 = 85.
        XCTAssertEqual(Color(red: 0.5, green: 1, blue: 0, alpha: 0.5).premultiplied, PremultipliedRGBA8(r: 64, g: 128, b: 0, a: 128))
        XCTAssertEqual(Color(white: 1, alpha: 1.0 / 3.0).premultiplied.a, 85)
        XCTAssertEqual(StraightRGBA8(r: 255, g: 100, b: 1, a: 128).premultiplied, PremultipliedRGBA8(r: 128, g: 50, b: 1, a: 128))
    }

    func testDiv255IsExactOverItsWholeRange() {
        for x in UInt32(0)...(255 * 255) {
            let exact = UInt32((Double(x) / 255).rounded(.toNearestOrAwayFromZero))
            if Blend.div255(x) != exact { XCTFail("div255(\(x)) = \(Blend.div255(x)), expected \(exact)"); return }
        }
    }

    func testUnpremultipliedReadOut() throws {
        var bitmap = try Bitmap(width: 2, height: 1)
        bitmap.setPixel(x: 0, y: 0, PremultipliedRGBA8(r: 64, g: 32, b: 0, a: 128))
        XCTAssertEqual(bitmap.unpremultipliedPixel(x: 0, y: 0), StraightRGBA8(r: 128, g: 64, b: 0, a: 128))
        XCTAssertEqual(bitmap.unpremultipliedPixel(x: 1, y: 0), StraightRGBA8(r: 0, g: 0, b: 0, a: 0))
        XCTAssertNil(bitmap.pixel(x: 2, y: 0))
        XCTAssertNil(bitmap.pixel(x: -1, y: 0))
    }

    func testOversizedBitmapIsRefusedBeforeAllocating() {
        XCTAssertThrowsError(try Bitmap(width: 16_385, height: 1)) { error in
            XCTAssertEqual(error as? BitmapError, .tooLarge(width: 16_385, height: 1))
            XCTAssertTrue("\(error)".contains("16384"), "\(error)")
        }
        // 16384 × 16384 is 256 Mpx: exactly at the limit, so the check alone must pass.
        XCTAssertNoThrow(try Bitmap.validate(width: 16_384, height: 16_384))
        XCTAssertThrowsError(try Bitmap(width: 0, height: 10))
        XCTAssertThrowsError(try Bitmap(width: 10, height: 10, scale: .nan))
        XCTAssertThrowsError(try Bitmap(width: 10, height: 10, premultipliedBytes: [0, 0, 0]))
    }

    func testContentHashDependsOnSizeAndPixels() throws {
        let a = try Bitmap(width: 2, height: 3), b = try Bitmap(width: 3, height: 2)
        XCTAssertNotEqual(a.contentHash, b.contentHash)
        var c = a
        c.setPixel(x: 1, y: 1, PremultipliedRGBA8(r: 1, g: 0, b: 0, a: 1))
        XCTAssertNotEqual(a.contentHash, c.contentHash)
        XCTAssertEqual(a.contentHash, try Bitmap(width: 2, height: 3).contentHash)
    }
}
