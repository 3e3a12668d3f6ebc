import Foundation
import PNGCodec
import Raster
import TestSupport
import XCTest
@testable import SnapshotEngine

/// References survive what the machine does to them: folders that cannot be written or do not
/// exist, a disk that fills up halfway, another process recording first, and edits on disk.
final class HostileEnvironmentTests: XCTestCase {
    /// Runs `body` with every atomic write failing at `step` with `code`.
    private func failing<R>(_ step: AtomicFile.Step, with code: Int32, after bytes: Int = 0, _ body: () throws -> R) rethrows -> R {
        try AtomicFile.$faults.withValue(AtomicFile.Faults { s, _, written in s == step && written >= bytes ? code : nil }, operation: body)
    }

    /// Files in `folder` whose names mark them as temporary.
    private func temporaryFiles(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".tmp") }
    }

    /// 300×300 pixels of noise: a PNG of several hundred KB, written in many pieces.
    private func noise(seed: UInt32) -> Bitmap {
        var state = seed
        var bitmap = try! Bitmap(width: 300, height: 300)
        for y in 0..<300 {
            for x in 0..<300 {
                state = state &* 1_664_525 &+ 1_013_904_223
                bitmap.setPixel(x: x, y: y, PremultipliedRGBA8(r: UInt8(state >> 24), g: UInt8((state >> 16) & 0xFF), b: UInt8((state >> 8) & 0xFF), a: 255))
            }
        }
        return bitmap
    }

    func testRecordingIntoAReadOnlyFolderFailsNamingTheReferenceAndWritesNothing() throws {
        let sandbox = SnapshotSandbox()
        try FileManager.default.createDirectory(at: sandbox.references, withIntermediateDirectories: true)
        // A read-only mount refuses the temporary file's creation; root ignores permission bits,
        // so the refusal is injected, and the real thing is tried below where it can be.
        let message = try XCTUnwrap(failing(.create, with: EROFS) { sandbox.verify(Sample.square()) })
        XCTAssertEqual(message, "Could not record the reference \(sandbox.reference().path): cannot create a temporary file beside "
                       + "\(sandbox.reference().path) (Read-only file system). Nothing was written.")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: sandbox.references.path), [])

        guard geteuid() != 0 else { return }
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: sandbox.references.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sandbox.references.path) }
        let real = try XCTUnwrap(sandbox.verify(Sample.square()))
        XCTAssertTrue(real.contains("(Permission denied). Nothing was written."), real)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: sandbox.references.path), [])
    }

    func testAMissingFolderIsCreatedWhenRecording() throws {
        let sandbox = SnapshotSandbox()
        let nested = sandbox.root.appendingPathComponent("not/yet/there", isDirectory: true)
        let message = try XCTUnwrap(sandbox.run {
            verifySnapshot(of: Sample.square(), as: .image, named: "shape", snapshotDirectory: nested.path, testName: "testSandbox()")
        })
        XCTAssertTrue(message.hasPrefix("No reference was found on disk. Recorded the snapshot at \(nested.path)/testSandbox.shape.png."), message)
        XCTAssertEqual(try PNG.decodeImage(Data(contentsOf: nested.appendingPathComponent("testSandbox.shape.png"))).bitmap, Sample.square())
    }

    func testAMissingFolderUnderCIFailsAndIsNotCreated() throws {
        let sandbox = SnapshotSandbox(["CI": "1"])
        let message = try XCTUnwrap(sandbox.verify(Sample.square()))
        XCTAssertTrue(message.hasPrefix("No reference at \(sandbox.reference().path). References are never recorded under CI"), message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.references.path), "verifying creates no folder")
    }

    func testAFileWhereTheFolderShouldBeIsAClearFailure() throws {
        let sandbox = SnapshotSandbox()
        try Data("not a folder".utf8).write(to: sandbox.references)
        let message = try XCTUnwrap(sandbox.verify(Sample.square()))
        XCTAssertTrue(message.hasPrefix("Could not record the reference \(sandbox.reference().path): cannot create the folder \(sandbox.references.path) ("), message)
        XCTAssertEqual(try String(contentsOf: sandbox.references, encoding: .utf8), "not a folder")
    }

    func testAFullDiskAtAnyStepLeavesTheOldReferenceAndNoTemporaryFile() throws {
        let sandbox = SnapshotSandbox()
        _ = sandbox.verify(noise(seed: 1))
        let before = try Data(contentsOf: sandbox.reference())
        let steps: [(AtomicFile.Step, Int)] = [(.create, 0), (.write, 0), (.write, 100_000), (.flush, 0), (.publish, 0)]
        for (step, bytes) in steps {
            let message = try XCTUnwrap(failing(step, with: ENOSPC, after: bytes) { sandbox.verify(noise(seed: 2), record: .all) }, "\(step)")
            XCTAssertTrue(message.hasPrefix("Could not record the reference \(sandbox.reference().path): cannot "), message)
            XCTAssertTrue(message.hasSuffix("(No space left on device). The existing reference was left as it was."), message)
            XCTAssertEqual(try Data(contentsOf: sandbox.reference()), before, "\(step) after \(bytes) bytes")
            XCTAssertEqual(temporaryFiles(in: sandbox.references), [], "\(step) after \(bytes) bytes")
        }
        XCTAssertGreaterThan(before.count, 200_000, "big enough that the disk fills after the first piece")
        XCTAssertNotNil(sandbox.verify(noise(seed: 2), record: .all), "recording still reports itself")
        XCTAssertNil(sandbox.verify(noise(seed: 2)), "and with space again the new reference is whole")
    }

    func testAFullDiskWhileWritingArtifactsStillReportsTheMismatch() throws {
        let sandbox = SnapshotSandbox()
        _ = sandbox.verify(Sample.square())
        let message = try XCTUnwrap(failing(.write, with: ENOSPC) { sandbox.verify(Sample.square(at: (0, 0))) })
        XCTAssertTrue(message.hasPrefix("Snapshot does not match the reference \(sandbox.reference().path)."), message)
        XCTAssertTrue(message.contains("(Could not write the artifacts: cannot write \(sandbox.artifacts.path)/"), message)
        XCTAssertTrue(message.contains("(No space left on device))"), message)
    }

    func testOfTwoProcessesRecordingOneMissingReferenceOnlyTheFirstWrites() throws {
        // Another process records a different image between this one's look and its write.
        let sandbox = SnapshotSandbox()
        let theirs = Data(try ReferencePNG.encode(PNG.roundTripped(Sample.square(at: (0, 0)))))
        let reference = sandbox.reference()
        let message = try XCTUnwrap(AtomicFile.$faults.withValue(AtomicFile.Faults { step, destination, _ in
            if step == .publish, destination == reference.path { try! theirs.write(to: reference) }
            return nil
        }) { sandbox.verify(Sample.square()) })
        XCTAssertTrue(message.hasPrefix("Snapshot does not match the reference \(reference.path)."), message)
        XCTAssertEqual(try Data(contentsOf: reference), theirs, "the first writer's reference stands")
        XCTAssertEqual(temporaryFiles(in: sandbox.references), [])
    }

    func testAReferenceChangedOnDiskBetweenRunsIsCaught() throws {
        let sandbox = SnapshotSandbox()
        let bitmap = PNG.roundTripped(Sample.square())
        _ = sandbox.verify(bitmap)
        XCTAssertNil(sandbox.verify(bitmap), "the second run trusts the untouched reference")
        let recorded = try Data(contentsOf: sandbox.reference())

        // An image editor repaints one pixel and keeps our text chunk, hash and all: the IDAT
        // CRC no longer matches, so the stored hash is not trusted and the pixels are compared.
        let text = try XCTUnwrap(PNG.decodeImage(recorded).text(for: ReferencePNG.key))
        let repainted = Sample.painted(bitmap, (39, 29, 1, 1), PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        try Data(try PNG.encode(repainted, text: [PNGText(ReferencePNG.key, text)])).write(to: sandbox.reference())
        let message = try XCTUnwrap(sandbox.verify(bitmap))
        XCTAssertTrue(message.contains("1 of 1200 pixels differ"), message)

        // One flipped bit in the compressed image data: damaged, reported, and left for a person.
        var flipped = recorded
        let idat = try XCTUnwrap(flipped.range(of: Data("IDAT".utf8)))
        flipped[idat.upperBound + 4] ^= 0x10
        try flipped.write(to: sandbox.reference())
        let damaged = try XCTUnwrap(sandbox.verify(bitmap, record: .failed))
        XCTAssertTrue(damaged.hasPrefix("The reference \(sandbox.reference().path) is damaged and cannot be read: "), damaged)
        XCTAssertEqual(try Data(contentsOf: sandbox.reference()), flipped)
    }
}
