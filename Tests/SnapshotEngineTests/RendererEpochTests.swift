import Foundation
import PNGCodec
import Raster
import TestSupport
import Typography
import XCTest
@testable import SnapshotEngine

/// References carry the renderer epoch and fonts that drew them, and a failure against one
/// drawn by an older renderer, or with other fonts, says so instead of failing unexplained.
final class RendererEpochTests: XCTestCase {
    private let recorded = PNG.roundTripped(Sample.square())
    private let changed = PNG.roundTripped(Sample.painted(Sample.square(), (0, 0, 3, 2), PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)))

    /// `recorded` as a reference whose stamp is `stamp` rewritten by `edit`.
    private func reference(in sandbox: SnapshotSandbox, _ edit: (String) -> String) throws {
        let stamp = try XCTUnwrap(PNG.decodeImage(try ReferencePNG.encode(recorded)).text(for: ReferencePNG.key))
        let data = Data(try PNG.encode(recorded, text: [PNGText(ReferencePNG.key, edit(stamp))]))
        try FileManager.default.createDirectory(at: sandbox.references, withIntermediateDirectories: true)
        try data.write(to: sandbox.reference())
    }

    func testARecordedReferenceNamesThisEpochAndTheSystemFontFaces() throws {
        let sandbox = SnapshotSandbox()
        XCTAssertNotNil(sandbox.verify(recorded), "records the missing reference")
        let provenance = ReferencePNG.provenance(of: try Data(contentsOf: sandbox.reference()))
        XCTAssertEqual(provenance, .init(epoch: RendererEpoch.current, fonts: FontRegistry.shared.systemFontSignature, isStamped: true))
        XCTAssertFalse(provenance.fonts!.contains(" "), "a space would end the field")
    }

    func testAReferenceFromAnOlderEpochFailsSayingSoAndHowToAcceptTheChanges() throws {
        let sandbox = SnapshotSandbox()
        try reference(in: sandbox) { $0.replacingOccurrences(of: "epoch=\(RendererEpoch.current)", with: "epoch=1") }
        let message = try XCTUnwrap(sandbox.verify(changed))
        XCTAssertTrue(message.contains("6 of 1200 pixels differ"), message)
        XCTAssertTrue(message.contains("The reference was drawn by renderer epoch 1; this is epoch \(RendererEpoch.current), in which "), message)
        XCTAssertTrue(message.contains(try XCTUnwrap(RendererEpoch.changes(in: 2))), "names what changed since: \(message)")
        XCTAssertTrue(message.contains("`designable accept --all-changed-by-renderer`"), message)
        let failures = try SnapshotArtifactsFolder(sandbox.artifacts).contents().failures
        XCTAssertEqual(failures.map(\.rendererChanged), [true], "the failure is marked for accepting renderer changes")
    }

    func testAReferenceRecordedBeforeEpochsWereStampedCountsAsTheFirst() throws {
        let sandbox = SnapshotSandbox()
        // What every reference recorded before this epoch holds: the fingerprint alone.
        try reference(in: sandbox) { String($0[..<$0.range(of: " epoch=")!.lowerBound]) }
        let message = try XCTUnwrap(sandbox.verify(changed))
        XCTAssertTrue(message.contains("drawn by renderer epoch 1 (recorded before references named their epoch)"), message)
    }

    func testAReferenceOfThisEpochWithOtherFontsNamesBothFontSets() throws {
        let sandbox = SnapshotSandbox()
        try reference(in: sandbox) { stamp in
            String(stamp[..<stamp.range(of: " fonts=")!.lowerBound]) + " fonts=HelveticaNeue/2000"
        }
        let message = try XCTUnwrap(sandbox.verify(changed))
        XCTAssertTrue(message.contains("drawn with the system font faces HelveticaNeue/2000; this machine has \(FontRegistry.shared.systemFontSignature)"), message)
        XCTAssertFalse(message.contains("--all-changed-by-renderer"), "not the renderer's change: \(message)")
        XCTAssertEqual(try SnapshotArtifactsFolder(sandbox.artifacts).contents().failures.map(\.rendererChanged), [false])
    }

    func testAReferenceOfThisEpochAndFontsFailsWithTheDifferenceAlone() throws {
        let sandbox = SnapshotSandbox()
        try reference(in: sandbox) { $0 }
        let message = try XCTUnwrap(sandbox.verify(changed))
        XCTAssertFalse(message.contains("epoch"), message)
        XCTAssertFalse(message.contains("font"), message)
    }

    func testAPNGFromAnotherToolSaysNothingOfEpochs() throws {
        let sandbox = SnapshotSandbox()
        try FileManager.default.createDirectory(at: sandbox.references, withIntermediateDirectories: true)
        try PNG.write(recorded, to: sandbox.reference())
        let message = try XCTUnwrap(sandbox.verify(changed))
        XCTAssertFalse(message.contains("epoch"), "nothing is known of how it was drawn: \(message)")
    }

    func testAReferenceFromANewerEpochAsksForANewerDesignable() throws {
        let sandbox = SnapshotSandbox()
        try reference(in: sandbox) { $0.replacingOccurrences(of: "epoch=\(RendererEpoch.current)", with: "epoch=\(RendererEpoch.current + 1)") }
        let message = try XCTUnwrap(sandbox.verify(changed))
        XCTAssertTrue(message.contains("newer than this build's \(RendererEpoch.current): update Designable rather than the reference"), message)
    }

    func testAMatchingReferenceFromAnOlderEpochStillPasses() throws {
        let sandbox = SnapshotSandbox()
        try reference(in: sandbox) { $0.replacingOccurrences(of: "epoch=\(RendererEpoch.current)", with: "epoch=1") }
        XCTAssertNil(sandbox.verify(recorded), "pictures the new epoch left alone need no re-recording")
    }
}
