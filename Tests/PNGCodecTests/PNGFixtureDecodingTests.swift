import Foundation
import PNGCodec
import Raster
import XCTest

/// Every colour type and bit depth decodes to the premultiplied RGBA8 the PNG specification implies.
final class PNGFixtureDecodingTests: XCTestCase {
    private func pixels(_ bitmap: Bitmap) -> [PremultipliedRGBA8] {
        (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { x in bitmap.pixel(x: x, y: y)! } }
    }

    private func p(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> PremultipliedRGBA8 {
        PremultipliedRGBA8(r: r, g: g, b: b, a: a)
    }

    func testGrey8BitBecomesOpaqueRGB() throws {
        let bitmap = try PNG.decode(contentsOf: Fixture.url("grey8"))
        XCTAssertEqual(pixels(bitmap), [p(0, 0, 0, 255), p(64, 64, 64, 255), p(128, 128, 128, 255), p(255, 255, 255, 255)])
    }

    func testOneBitGreyExpandsToBlackAndWhite() throws {
        let bitmap = try PNG.decode(contentsOf: Fixture.url("grey1"))
        let bits = [1, 0, 1, 1, 0, 0, 0, 1, 1, 0]
        XCTAssertEqual(pixels(bitmap), bits.map { $0 == 1 ? p(255, 255, 255, 255) : p(0, 0, 0, 255) })
    }

    func testGreyColourKeyInTRNSBecomesTransparent() throws {
        let bitmap = try PNG.decode(contentsOf: Fixture.url("grey_trns"))
        XCTAssertEqual(pixels(bitmap), [p(0, 0, 0, 0), p(51, 51, 51, 255)])
    }

    func testGreyAlphaIsPremultipliedWithRoundingToNearest() throws {
        let bitmap = try PNG.decode(contentsOf: Fixture.url("grey_alpha8"))
        // 200 × 128 / 255 = 100.4; a transparent pixel's grey (100) does not survive.
        XCTAssertEqual(pixels(bitmap), [p(200, 200, 200, 255), p(100, 100, 100, 128), p(0, 0, 0, 0)])
    }

    func testPaletteWithoutTRNSIsOpaque() throws {
        let bitmap = try PNG.decode(contentsOf: Fixture.url("palette2"))
        XCTAssertEqual(pixels(bitmap), [p(255, 0, 0, 255), p(0, 255, 0, 255), p(0, 0, 255, 255), p(10, 20, 30, 255)])
    }

    func testPaletteTRNSGivesAlphaAndEntriesPastItsEndAreOpaque() throws {
        let bitmap = try PNG.decode(contentsOf: Fixture.url("palette_trns"))
        XCTAssertEqual(pixels(bitmap), [p(0, 0, 0, 0), p(0, 0, 128, 128), p(255, 255, 255, 255)])
    }

    func testSixteenBitSamplesRoundToNearestEightBitValue() throws {
        let bitmap = try PNG.decode(contentsOf: Fixture.url("rgba16"))
        // 0x12FF rounds to 19 where dropping the low byte would give 18; 0x8080 is exactly 128.
        XCTAssertEqual(pixels(bitmap), [p(255, 128, 19, 255), p(128, 0, 0, 128)])
    }

    func testAdam7InterlacedImageDecodesToTheSamePixelsAsItsSource() throws {
        let bitmap = try PNG.decode(contentsOf: Fixture.url("interlaced_rgb"))
        XCTAssertEqual(bitmap.width, 8)
        XCTAssertEqual(bitmap.height, 8)
        for y in 0..<8 {
            for x in 0..<8 {
                XCTAssertEqual(bitmap.pixel(x: x, y: y), p(UInt8(32 * x), UInt8(32 * y), UInt8(16 * (x + y)), 255), "at (\(x), \(y))")
            }
        }
    }

    func testFilteredRGBWithPHYsAt144PPIDecodesAtScaleTwo() throws {
        let bitmap = try PNG.decode(contentsOf: Fixture.url("rgb_phys"))
        XCTAssertEqual(bitmap.scale, 2)
        XCTAssertEqual(pixels(bitmap), [p(10, 20, 30, 255), p(40, 50, 60, 255), p(70, 80, 90, 255), p(100, 110, 120, 255)])
    }

    func testMissingPHYsMeansScaleOne() throws {
        XCTAssertEqual(try PNG.decode(contentsOf: Fixture.url("grey8")).scale, 1)
    }

    func testDataAndByteArrayAndFileDecodeAlike() throws {
        let url = try Fixture.url("palette_trns")
        let data = try Data(contentsOf: url)
        let fromFile = try PNG.decode(contentsOf: url)
        XCTAssertEqual(try PNG.decode(data), fromFile)
        XCTAssertEqual(try PNG.decode([UInt8](data)), fromFile)
    }
}
