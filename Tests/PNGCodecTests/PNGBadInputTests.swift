import Foundation
import PNGCodec
import Raster
import XCTest

/// A catalogue of broken and hostile input: each is an error that names the source and says
/// what is wrong, never a crash and never an allocation the size of a forged header.
final class PNGBadInputTests: XCTestCase {
    private func decodeError(_ bytes: [UInt8], source: String = "ref.png",
                             file: StaticString = #filePath, line: UInt = #line) -> PNGError? {
        do {
            _ = try PNG.decode(bytes, source: source)
            XCTFail("decoding succeeded", file: file, line: line)
            return nil
        } catch {
            XCTAssertTrue(error.description.hasPrefix(source + ": "), "\(error) does not name \(source)", file: file, line: line)
            return error
        }
    }

    private func validFile() throws -> [UInt8] {
        var bitmap = try Bitmap(width: 5, height: 3, scale: 2)
        bitmap.fill(PremultipliedRGBA8(r: 20, g: 40, b: 60, a: 128))
        return try PNG.encode(bitmap, text: [PNGText("Title", "valid")])
    }

    func testEmptyDataIsNotAPNG() {
        XCTAssertEqual(decodeError([], source: PNG.memorySource), .empty(source: "<memory>"))
        XCTAssertEqual(decodeError([])?.description, "ref.png: not a PNG file (no data)")
    }

    func testMissingFileIsUnreadableNamingItsPath() {
        let url = URL(fileURLWithPath: "/nonexistent/ref.png")
        XCTAssertThrowsError(try PNG.decode(contentsOf: url)) { error in
            guard case .unreadable(let source, _)? = error as? PNGError else { return XCTFail("\(error)") }
            XCTAssertEqual(source, "/nonexistent/ref.png")
            XCTAssertTrue("\(error)".hasPrefix("/nonexistent/ref.png: cannot read the file"), "\(error)")
        }
    }

    func testOtherFormatsFailTheSignatureCheck() {
        let gif = Array("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8)
        XCTAssertEqual(decodeError(gif)?.description, "ref.png: not a PNG file (signature mismatch)")
        XCTAssertEqual(decodeError(Array("hello".utf8)), .notPNG(source: "ref.png"))
        // A PNG sent through a text-mode transfer loses its CR: the signature exists to catch exactly this.
        let mangled = [0x89, 0x50, 0x4E, 0x47, 0x0A, 0x1A, 0x0A] + PNGChunks.ihdr(width: 1, height: 1)
        XCTAssertEqual(decodeError(mangled), .notPNG(source: "ref.png"))
    }

    func testTruncationAtEveryChunkBoundaryIsReportedAsTruncated() throws {
        let file = try validFile()
        let boundaries = [4, 8] + PNGChunks.parse(file).map(\.end).dropLast()
        XCTAssertEqual(boundaries.count, 2 + 4, "inside the signature, after it, and after IHDR, pHYs, tEXt and IDAT")
        for length in boundaries {
            guard case .truncated(_, let detail)? = decodeError(Array(file.prefix(length))) else {
                XCTFail("cut at \(length) not reported as truncated")
                continue
            }
            XCTAssertTrue(detail.contains("truncated"), detail)
            XCTAssertTrue(detail.contains("\(length) bytes"), detail)
        }
    }

    func testTruncationAtEveryByteIsAnErrorOfTheRightKind() throws {
        for file in [try validFile(), try Fixture.bytes("interlaced_rgb"), try Fixture.bytes("text")] {
            for length in 1..<file.count {
                guard case .truncated? = decodeError(Array(file.prefix(length))) else {
                    XCTFail("cut at \(length) of \(file.count) not reported as truncated")
                    continue
                }
            }
            XCTAssertThrowsError(try PNG.readText(Array(file.dropLast())))
        }
    }

    func testCRCErrorInAnyChunkCriticalOrAncillaryIsReportedWithTheChunkName() throws {
        let file = try validFile()
        for chunk in PNGChunks.parse(file) {
            var damaged = file
            damaged[chunk.end - 1] ^= 0x01
            let error = decodeError(damaged)
            guard case .corrupt(_, let reason)? = error else {
                XCTFail("\(chunk.type): \(String(describing: error))")
                continue
            }
            XCTAssertTrue(reason.contains("CRC error") && reason.contains(chunk.type), "\(chunk.type): \(reason)")
        }
    }

    func testDamagedImageDataIsCorrupt() throws {
        var file = try validFile()
        let idat = try XCTUnwrap(PNGChunks.parse(file).first { $0.type == "IDAT" })
        // Replace the zlib stream with garbage but keep a correct CRC, so only inflate can object.
        let garbage = [UInt8](repeating: 0xFF, count: idat.data.count)
        file.replaceSubrange(idat.offset..<idat.end, with: PNGChunks.chunk("IDAT", garbage))
        guard case .corrupt(_, let reason)? = decodeError(file) else { return XCTFail("not corrupt") }
        XCTAssertFalse(reason.isEmpty)
    }

    func testAbsurdDimensionsAreRejectedBeforeAllocating() throws {
        // Each file holds one row of data: had the decoder allocated and started, it would fail
        // with a data error (or exhaust memory), not the size error.
        for size in [100_000, 20_000] {
            let url = try Fixture.url("absurd_\(size)")
            XCTAssertThrowsError(try PNG.decode(contentsOf: url)) { error in
                XCTAssertEqual(error as? PNGError, .tooLarge(source: url.path, width: size, height: size))
                XCTAssertTrue("\(error)".contains("image \(size)×\(size) exceeds the limit"), "\(error)")
                XCTAssertTrue("\(error)".hasPrefix(url.path), "\(error)")
            }
            XCTAssertThrowsError(try PNG.readText(contentsOf: url)) { error in
                XCTAssertEqual(error as? PNGError, .tooLarge(source: url.path, width: size, height: size))
            }
        }
    }

    func testLimitsApplyToEachSideAndToTheTotal() {
        // The size is checked once every chunk before the image data has been read.
        let rest = PNGChunks.chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + PNGChunks.chunk("IEND", [])
        for (width, height) in [(16_385, 1), (1, 16_385), (0x7FFF_FFFF, 0x7FFF_FFFF)] {
            let file = PNGChunks.signature + PNGChunks.ihdr(width: UInt32(width), height: UInt32(height)) + rest
            XCTAssertEqual(decodeError(file), .tooLarge(source: "ref.png", width: width, height: height))
        }
    }

    func testDecompressionBombWithinLimitsDecodesToItsDeclaredSize() throws {
        let bitmap = try PNG.decode(contentsOf: Fixture.url("bomb_within_limits"))
        XCTAssertEqual(bitmap.width, 2048)
        XCTAssertEqual(bitmap.height, 2048)
        XCTAssertTrue(bitmap.bytes.withUnsafeBytes { raw in
            raw.bindMemory(to: UInt32.self).allSatisfy { $0 == UInt32(0xFF00_0000).littleEndian }
        })
    }

    func testDecompressionBombBeyondLimitsIsRejectedFromItsHeader() throws {
        let url = try Fixture.url("bomb_beyond_limits")
        XCTAssertThrowsError(try PNG.decode(contentsOf: url)) { error in
            XCTAssertEqual(error as? PNGError, .tooLarge(source: url.path, width: 17_000, height: 17_000))
        }
    }

    /// libpng refuses to inflate an ancillary chunk past 4 MiB and, as for any damaged
    /// ancillary chunk it can do without, drops it; the image itself still decodes.
    func testCompressedTextBombIsDroppedWithoutInflatingIt() throws {
        let image = try PNG.decodeImage(contentsOf: Fixture.url("ztxt_bomb"))
        XCTAssertEqual(image.text, [])
        XCTAssertEqual(image.bitmap.pixel(x: 0, y: 0), PremultipliedRGBA8(r: 7, g: 7, b: 7, a: 255))
    }

    func testInvalidHeadersAreCorruptWithLibpngsReason() {
        let cases: [([UInt8], String)] = [
            (PNGChunks.ihdr(width: 0, height: 1), "width"),
            (PNGChunks.ihdr(width: 1, height: 0), "height"),
            (PNGChunks.ihdr(width: 1, height: 1, bitDepth: 3, colorType: 0), "bit depth"),
            (PNGChunks.ihdr(width: 1, height: 1, bitDepth: 8, colorType: 5), "color type"),
            (PNGChunks.ihdr(width: 1, height: 1, interlace: 2), "interlace"),
            (PNGChunks.chunk("IDAT", [0]), "IHDR"),
        ]
        for (chunks, reason) in cases {
            let file = PNGChunks.signature + chunks + PNGChunks.chunk("IEND", [])
            guard case .corrupt(_, let message)? = decodeError(file) else {
                XCTFail("\(reason): not corrupt")
                continue
            }
            XCTAssertTrue(message.lowercased().contains(reason.lowercased()), "expected “\(reason)” in “\(message)”")
            XCTAssertFalse(message.isEmpty)
        }
    }

    func testPaletteImageWithoutPLTEIsCorrupt() {
        let file = PNGChunks.signature + PNGChunks.ihdr(width: 1, height: 1, bitDepth: 8, colorType: 3)
            + PNGChunks.chunk("IDAT", [0x78, 0x9C, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01])
            + PNGChunks.chunk("IEND", [])
        guard case .corrupt? = decodeError(file) else { return XCTFail("palette image without PLTE decoded") }
    }

    /// Thousands of damaged variants of real files: any outcome but a crash is acceptable.
    func testRandomDamageNeverCrashes() throws {
        var generator = SplitMix64(seed: 0x5EED)
        let files = [try validFile(), try Fixture.bytes("interlaced_rgb"), try Fixture.bytes("palette_trns"),
                     try Fixture.bytes("text"), try Fixture.bytes("rgba16")]
        var decoded = 0
        for round in 0..<3000 {
            var file = files[round % files.count]
            for _ in 0...(generator.next() % 4) {
                let index = Int(generator.next() % UInt64(file.count))
                switch generator.next() % 3 {
                case 0: file[index] = UInt8(truncatingIfNeeded: generator.next())
                case 1: file[index] ^= 1 << UInt8(generator.next() % 8)
                default: file.removeSubrange(index...)
                }
                if file.isEmpty { break }
            }
            if (try? PNG.decode(file)) != nil { decoded += 1 }
            _ = try? PNG.readText(file)
        }
        // Most damage breaks a CRC; the few survivors are changes to bytes nothing checks.
        XCTAssertLessThan(decoded, 300)
    }
}

/// A tiny deterministic generator, so a failing damage pattern can be replayed.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
