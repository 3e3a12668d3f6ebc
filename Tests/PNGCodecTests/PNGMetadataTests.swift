import PNGCodec
import Raster
import XCTest

/// Scale travels as pHYs (72 ppi per unit of scale) and text as tEXt.
final class PNGMetadataTests: XCTestCase {
    private func pHYs(_ bytes: [UInt8]) -> [UInt8]? { PNGChunks.parse(bytes).first { $0.type == "pHYs" }?.data }

    func testScaleIsStoredAs72PixelsPerInchPerUnit() throws {
        for (scale, perMetre) in [(1.0, UInt32(2835)), (2, 5669), (3, 8504), (0.5, 1417)] {
            let bitmap = try Bitmap(width: 1, height: 1, scale: scale)
            XCTAssertEqual(pHYs(try PNG.encode(bitmap)), PNGChunks.bigEndian(perMetre) + PNGChunks.bigEndian(perMetre) + [1], "scale \(scale)")
        }
    }

    func testScaleRoundTripsExactlyForUpToThreeDecimalPlaces() throws {
        for scale in [1, 2, 3, 0.5, 1.5, 2.625, 1.333, 0.01, 4.25, 10, 100.5, 0.001] {
            let bitmap = try Bitmap(width: 1, height: 1, scale: scale)
            XCTAssertEqual(try PNG.decode(PNG.encode(bitmap)).scale, scale)
        }
    }

    func testFinerScalesComeBackAsTheShortestDecimalWithTheSameDensity() throws {
        // 1.3333 and 1.333 are both 3779 pixels per metre; a whole pixel per metre is 0.00035 of scale.
        let bitmap = try Bitmap(width: 1, height: 1, scale: 1.3333)
        XCTAssertEqual(try PNG.decode(PNG.encode(bitmap)).scale, 1.333)
    }

    func testScaleWithNoPixelDensityIsRejected() throws {
        for scale in [1e-6, 1e7] {
            let bitmap = try Bitmap(width: 1, height: 1, scale: scale)
            XCTAssertThrowsError(try PNG.encode(bitmap)) { error in
                XCTAssertEqual(error as? PNGError, .unrepresentableScale(scale))
            }
        }
    }

    func testTextRoundTripsInOrderIncludingLatin1AndRepeatedKeys() throws {
        let text = [PNGText("Title", "Café ±½"), PNGText("Comment", ""), PNGText("Comment", "second"),
                    PNGText("Snapshot Key", "line one\nline two")]
        let bytes = try PNG.encode(Bitmap(width: 2, height: 2), text: text)
        XCTAssertEqual(try PNG.readText(bytes), text)
        XCTAssertEqual(try PNG.decodeImage(bytes).text, text)
    }

    func testTextChunksOfEveryKindBeforeAndAfterTheImageDataAreRead() throws {
        let expected = [PNGText("Title", "Before"), PNGText("Comment", "after the pixels"), PNGText("Author", "Zoë")]
        XCTAssertEqual(try PNG.readText(contentsOf: Fixture.url("text")), expected)
        let image = try PNG.decodeImage(contentsOf: Fixture.url("text"))
        XCTAssertEqual(image.text, expected)
        XCTAssertEqual(image.text(for: "Author"), "Zoë")
        XCTAssertEqual(image.bitmap.pixel(x: 0, y: 0), PremultipliedRGBA8(r: 1, g: 2, b: 3, a: 255))
    }

    func testReadingTextPassesOverInterlacedAndSixteenBitImageData() throws {
        XCTAssertEqual(try PNG.readText(contentsOf: Fixture.url("interlaced_rgb")), [])
        XCTAssertEqual(try PNG.readText(contentsOf: Fixture.url("rgba16")), [])
    }

    func testTextThatTEXtCannotHoldIsRejectedNamingTheKey() throws {
        let bitmap = try Bitmap(width: 1, height: 1)
        let cases: [(PNGText, String)] = [
            (PNGText("", "v"), "1 to 79"),
            (PNGText(String(repeating: "k", count: 80), "v"), "1 to 79"),
            (PNGText(" Title", "v"), "space"),
            (PNGText("Two  Spaces", "v"), "space"),
            (PNGText("Tab\tKey", "v"), "printable"),
            (PNGText("日本", "v"), "Latin-1"),
            (PNGText("Title", "日本"), "Latin-1"),
            (PNGText("Title", "a\u{0}b"), "NUL"),
        ]
        for (entry, reason) in cases {
            XCTAssertThrowsError(try PNG.encode(bitmap, text: [entry])) { error in
                guard case .invalidText(let key, _)? = error as? PNGError else { return XCTFail("\(error)") }
                XCTAssertEqual(key, entry.key)
                XCTAssertTrue("\(error)".contains(reason), "\(error)")
            }
        }
    }
}
