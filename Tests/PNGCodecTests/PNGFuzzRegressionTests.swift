import PNGCodec
import Raster
import XCTest

/// Inputs found by `scripts/fuzz.sh png`, reduced to what triggers each problem, so that a
/// fixed bug stays fixed without running the fuzzer.
final class PNGFuzzRegressionTests: XCTestCase {
    /// Signature and a valid 2×2 RGB IHDR: the start every case below shares.
    private let header = PNGChunks.signature + PNGChunks.ihdr(width: 2, height: 2, colorType: 2)

    /// A 2 GB zTXt declared in a file of a hundred bytes. libpng allocates and zeroes a
    /// chunk's declared length before reading it (its limit only warns), so this took 2 GB and
    /// seconds before failing; the shim now stops at the chunk header.
    func testChunkLongerThanTheDataIsTruncatedBeforeAllocatingForIt() {
        let file = header + PNGChunks.bigEndian(0x7400_001A) + Array("zTXtComment".utf8) + [0, 0, 0x78, 0x9C]
            + PNGChunks.chunk("IEND", [])
        for read in [{ try PNG.decode(file, source: "bomb.png") as Any }, { try PNG.readText(file, source: "bomb.png") as Any }] {
            XCTAssertThrowsError(try read()) { error in
                guard case .truncated(let source, let detail)? = error as? PNGError else { return XCTFail("\(error)") }
                XCTAssertEqual(source, "bomb.png")
                XCTAssertTrue(detail.contains("inside the zTXt chunk at byte 33, which declares 1946157082 bytes"), detail)
            }
        }
    }

    /// The check is exact: a chunk ending on the last byte is whole, one byte more is not.
    func testChunkEndingOneBytePastTheDataIsTruncated() throws {
        var bitmap = try Bitmap(width: 2, height: 2)
        bitmap.fill(PremultipliedRGBA8(r: 10, g: 20, b: 30, a: 255))
        let file = try PNG.encode(bitmap)
        XCTAssertEqual(try PNG.decode(file), bitmap)
        var longer = file
        let iend = try XCTUnwrap(PNGChunks.parse(file).last)
        longer[iend.offset + 3] = 1  // IEND now declares one data byte the file does not hold.
        XCTAssertThrowsError(try PNG.decode(longer)) { error in
            guard case .truncated(_, let detail)? = error as? PNGError else { return XCTFail("\(error)") }
            XCTAssertTrue(detail.contains("inside the IEND chunk"), detail)
        }
    }
}
