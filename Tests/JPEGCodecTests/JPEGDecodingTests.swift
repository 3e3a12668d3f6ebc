import Foundation
import JPEGCodec
import Raster
import XCTest

/// The JPEGs in Fixtures/, written by Fixtures/make-fixtures.c with libjpeg-turbo's encoder.
final class JPEGDecodingTests: XCTestCase {
    private func fixture(_ name: String) throws -> URL {
        try XCTUnwrap(Bundle.module.url(forResource: name, withExtension: "jpg", subdirectory: "Fixtures"), "missing fixture \(name).jpg")
    }

    /// Each quadrant's centre, within JPEG's loss at quality 95.
    private func assertQuadrants(_ bitmap: Bitmap, file: StaticString = #filePath, line: UInt = #line) {
        let expected: [(x: Int, y: Int, rgb: (Int, Int, Int))] = [
            (8, 8, (220, 30, 40)), (24, 8, (40, 200, 60)), (8, 24, (30, 60, 210)), (24, 24, (255, 255, 255)),
        ]
        for e in expected {
            guard let p = bitmap.pixel(x: e.x, y: e.y) else { return XCTFail("no pixel at \(e.x),\(e.y)", file: file, line: line) }
            XCTAssertEqual(p.a, 255, "JPEG is opaque", file: file, line: line)
            for (got, want) in [(Int(p.r), e.rgb.0), (Int(p.g), e.rgb.1), (Int(p.b), e.rgb.2)] {
                XCTAssertLessThanOrEqual(abs(got - want), 6, "pixel \(e.x),\(e.y): \(p) against \(e.rgb)", file: file, line: line)
            }
        }
    }

    func testBaselineChromaSubsampledFileDecodesToItsColours() throws {
        let bitmap = try JPEG.decode(contentsOf: fixture("quadrants-420"))
        XCTAssertEqual(bitmap.width, 32)
        XCTAssertEqual(bitmap.height, 32)
        XCTAssertEqual(bitmap.scale, 1)
        assertQuadrants(bitmap)
    }

    func testProgressiveFullChromaFileDecodesToItsColours() throws {
        assertQuadrants(try JPEG.decode(contentsOf: fixture("quadrants-444-progressive")))
    }

    func testGreyFileBecomesOpaqueGreyRGBA() throws {
        let bitmap = try JPEG.decode(contentsOf: fixture("ramp-grey"))
        let left = try XCTUnwrap(bitmap.pixel(x: 0, y: 4)), right = try XCTUnwrap(bitmap.pixel(x: 63, y: 4))
        XCTAssertEqual(left.r, left.g)
        XCTAssertEqual(left.g, left.b)
        XCTAssertLessThan(left.r, 8)
        XCTAssertGreaterThan(right.r, 247)
        XCTAssertEqual(right.a, 255)
    }

    /// libjpeg only warns about data that ends early and pads the picture with grey; here it
    /// is an error, so a broken file is never taken for a picture.
    func testTruncatedFileIsAnErrorNamingTheFile() throws {
        let url = try fixture("truncated")
        XCTAssertThrowsError(try JPEG.decode(contentsOf: url)) { error in
            guard case JPEGError.truncated = error else { return XCTFail("\(error)") }
            XCTAssertTrue("\(error)".hasPrefix(url.path), "\(error)")
            XCTAssertTrue("\(error)".contains("truncated JPEG"), "\(error)")
        }
    }

    func testNonJPEGDataIsRejectedWithoutCallingLibjpeg() {
        XCTAssertThrowsError(try JPEG.decode([0x89, 0x50, 0x4E, 0x47])) { XCTAssertEqual($0 as? JPEGError, .notJPEG(source: "<memory>")) }
        XCTAssertThrowsError(try JPEG.decode([UInt8]())) { XCTAssertEqual($0 as? JPEGError, .empty(source: "<memory>")) }
        XCTAssertFalse(JPEG.isJPEG([0x89, 0x50, 0x4E]))
    }

    func testDamagedHeaderIsCorruptWithLibjpegsReason() {
        // A start-of-image marker followed by a marker segment whose length runs nowhere.
        XCTAssertThrowsError(try JPEG.decode([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x02, 0xFF, 0xD9])) { error in
            XCTAssertTrue("\(error)".contains("JPEG"), "\(error)")
        }
    }

    /// The decoding options are pinned (integer IDCT, integer upsampling) so these pixels are
    /// the same on every machine; the hash was recorded from libjpeg-turbo 2.1.5 on x86-64, and
    /// a change here means a machine or library decodes differently from the references.
    func testDecodingIsPinnedToTheSamePixels() throws {
        let first = try JPEG.decode(contentsOf: fixture("quadrants-420"))
        let second = try JPEG.decode(contentsOf: fixture("quadrants-420"))
        XCTAssertEqual(first, second)
        XCTAssertEqual(String(first.contentHash, radix: 16), Self.recordedHash)
    }

    static let recordedHash = "96d778130a60b1ca"
}
