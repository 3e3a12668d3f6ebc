import PNGCodec
import Raster
import XCTest

/// The encoder is a pure function of pixels, scale and text, so snapshot files only change when the image does.
final class PNGDeterminismTests: XCTestCase {
    private func sample() throws -> Bitmap {
        var bitmap = try Bitmap(width: 40, height: 30, scale: 2)
        for y in 0..<30 {
            for x in 0..<40 {
                bitmap.setPixel(x: x, y: y, StraightRGBA8(r: UInt8(x * 6), g: UInt8(y * 8), b: 90, a: UInt8(128 + x)).premultiplied)
            }
        }
        return bitmap
    }

    func testEncodingTheSameBitmapTwiceGivesTheSameBytes() throws {
        let bitmap = try sample()
        XCTAssertEqual(try PNG.encode(bitmap, text: [PNGText("a", "b")]), try PNG.encode(bitmap, text: [PNGText("a", "b")]))
    }

    func testIndependentlyBuiltBitmapsWithIdenticalPixelsEncodeIdentically() throws {
        let built = try sample()
        let copied = try Bitmap(width: built.width, height: built.height, scale: 2, premultipliedBytes: built.bytes)
        XCTAssertEqual(try PNG.encode(built), try PNG.encode(copied))
    }

    func testHiddenColourUnderZeroAlphaDoesNotChangeTheBytes() throws {
        let clean = try Bitmap(width: 2, height: 1, premultipliedBytes: [0, 0, 0, 0, 10, 20, 30, 255])
        let dirty = try Bitmap(width: 2, height: 1, premultipliedBytes: [77, 66, 55, 0, 10, 20, 30, 255])
        XCTAssertEqual(try PNG.encode(clean), try PNG.encode(dirty))
    }

    func testOutputHasOnlyHeaderDensityTextImageAndEndChunksWithNoTimestamp() throws {
        let bytes = try PNG.encode(sample(), text: [PNGText("Title", "x"), PNGText("Software", "y")])
        XCTAssertEqual(Array(bytes.prefix(8)), PNGChunks.signature)
        let types = PNGChunks.parse(bytes).map(\.type)
        XCTAssertEqual(types.first, "IHDR")
        XCTAssertEqual(Array(types.drop { $0 != "pHYs" }.prefix(3)), ["pHYs", "tEXt", "tEXt"])
        XCTAssertEqual(types.last, "IEND")
        XCTAssertEqual(Set(types), ["IHDR", "pHYs", "tEXt", "IDAT", "IEND"])
        XCTAssertFalse(types.contains("tIME"))
    }

    func testHeaderDeclaresEightBitRGBANonInterlaced() throws {
        let ihdr = try XCTUnwrap(PNGChunks.parse(PNG.encode(sample())).first)
        XCTAssertEqual(ihdr.data, PNGChunks.bigEndian(40) + PNGChunks.bigEndian(30) + [8, 6, 0, 0, 0])
    }
}
