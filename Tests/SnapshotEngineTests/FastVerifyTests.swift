import Foundation
import PNGCodec
import Raster
import TestSupport
import XCTest
@testable import SnapshotEngine

/// A matching PNG reference is trusted from its fingerprint, and only when its data is intact.
final class FastVerifyTests: XCTestCase {
    private let bitmap = PNG.roundTripped(Sample.square())

    func testARecordedReferenceCarriesItsPixelHashAndImageDataCRC() throws {
        let data = try ReferencePNG.encode(bitmap)
        let image = try PNG.decodeImage(data)
        XCTAssertEqual(image.bitmap, bitmap, "the extra chunk leaves the pixels as they were")
        let entry = try XCTUnwrap(image.text(for: "Designable-Snapshot"))
        let crc = try PNG.imageDataCRC([UInt8](data))
        XCTAssertTrue(entry.contains("idat-crc32=\(String(crc, radix: 16))"), entry)
        XCTAssertTrue(entry.contains("pixels=") && entry.contains("size=40x30 epoch=\(RendererEpoch.current) fonts="), entry)
    }

    func testAMatchingRenderIsRecognisedWithoutDecoding() throws {
        XCTAssertTrue(ReferencePNG.matchesWithoutDecoding(bitmap, try ReferencePNG.encode(bitmap)))
    }

    func testADifferentRenderIsNotRecognised() throws {
        let other = Sample.painted(bitmap, (0, 0, 1, 1), PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        XCTAssertFalse(ReferencePNG.matchesWithoutDecoding(other, try ReferencePNG.encode(bitmap)))
    }

    func testEditedImageDataIsNeverTrusted() throws {
        // Another tool re-encodes different pixels but keeps our text chunk: the CRC no longer fits.
        let edited = Sample.painted(bitmap, (0, 0, 1, 1), PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        let originalText = try XCTUnwrap(PNG.decodeImage(try ReferencePNG.encode(bitmap)).text(for: "Designable-Snapshot"))
        let forged = Data(try PNG.encode(edited, text: [PNGText("Designable-Snapshot", originalText)]))
        XCTAssertFalse(ReferencePNG.matchesWithoutDecoding(bitmap, forged))

        let sandbox = SnapshotSandbox()
        try FileManager.default.createDirectory(at: sandbox.references, withIntermediateDirectories: true)
        try forged.write(to: sandbox.reference())
        let message = try XCTUnwrap(sandbox.verify(bitmap), "the decoded pixels differ, so the test fails")
        XCTAssertTrue(message.contains("1 of 1200 pixels differ"), message)
    }

    func testAReferenceWithoutAFingerprintIsDecodedAndCompared() throws {
        let sandbox = SnapshotSandbox()
        try FileManager.default.createDirectory(at: sandbox.references, withIntermediateDirectories: true)
        try PNG.write(bitmap, to: sandbox.reference())
        XCTAssertFalse(ReferencePNG.matchesWithoutDecoding(bitmap, try Data(contentsOf: sandbox.reference())))
        XCTAssertNil(sandbox.verify(bitmap), "plain PNGs, like the ones assertImage wrote, still verify")
    }

    func testThePixelHashSeesEveryByteAndTheSize() throws {
        var bytes = bitmap.bytes
        for index in [0, 5, bytes.count / 2, bytes.count - 1] {
            bytes[index] ^= 1
            let changed = try Bitmap(width: 40, height: 30, premultipliedBytes: bytes)
            XCTAssertNotEqual(PixelHash.of(changed), PixelHash.of(bitmap), "byte \(index)")
            bytes[index] ^= 1
        }
        let reshaped = try Bitmap(width: 30, height: 40, premultipliedBytes: bitmap.bytes)
        XCTAssertNotEqual(PixelHash.of(reshaped), PixelHash.of(bitmap))
    }
}
