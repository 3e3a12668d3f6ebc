import Foundation
import PNGCodec
import Testing
import TestSupport
@testable import SnapshotEngine

/// Under Swift Testing a failed snapshot's images reach the test's attachments, where
/// `swift test --attachments-path` (and IDEs) collect them.
///
/// Attachments cannot be read back from inside the test that makes them, so the check runs
/// this test binary again under Swift Testing with `--attachments-path`, filtered to the
/// entry point below, and looks at the files it leaves.
@Suite struct AttachmentDeliveryTests {
    static let entryVariable = "DESIGNABLE_ATTACHMENT_ENTRY"
    static let artifactsVariable = "DESIGNABLE_ATTACHMENT_ARTIFACTS"

    @Test func aFailedSnapshotsImagesAreDeliveredAsAttachments() throws {
        let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        try #require(binary.pathExtension == "xctest", "needs to rerun this .xctest binary; running \(binary.path)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("attachments-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--testing-library", "swift-testing", "--attachments-path", folder.path,
                             "--filter", "AttachmentDeliveryTests/entryPoint"]
        let artifacts = folder.appendingPathComponent("artifacts", isDirectory: true)
        var environment = ProcessInfo.processInfo.environment
        environment[Self.entryVariable] = "1"
        environment[Self.artifactsVariable] = artifacts.path
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(log.suffix(3000))")

        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "artifacts" }.sorted()
        for name in ["reference", "actual", "diff", "composite"] {
            let matches = files.filter { $0.hasPrefix(name) && $0.hasSuffix(".png") }
            #expect(matches.count == 1, "\(name).png among \(files)")
            if let file = matches.first {
                #expect(throws: Never.self) { try PNG.decodeImage(Data(contentsOf: folder.appendingPathComponent(file))) }
            }
        }
        // The artifacts folder is written as under XCTest, attachments or not.
        let failure = artifacts.appendingPathComponent("AttachmentDeliveryTests/testSandbox.moved")
        let written = (try? FileManager.default.contentsOfDirectory(atPath: failure.path).sorted()) ?? []
        #expect(written == ["actual.png", "composite.png", "diff.png", "failure.json", "reference.png"])
        #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("results.sarif").path))
    }

    /// Fails one snapshot as a known issue when the test above starts it; does nothing otherwise.
    @Test func entryPoint() {
        guard ProcessInfo.processInfo.environment[Self.entryVariable] == "1" else { return }
        var variables: [String: String] = [:]
        variables["SNAPSHOT_ARTIFACTS"] = ProcessInfo.processInfo.environment[Self.artifactsVariable]
        let sandbox = SnapshotSandbox(variables)
        _ = sandbox.verify(Sample.square(), named: "moved")
        withKnownIssue {
            sandbox.run {
                assertSnapshot(of: Sample.square(at: (0, 0)), as: .image, named: "moved",
                               snapshotDirectory: sandbox.references.path, testName: "testSandbox()")
            }
        } matching: { issue in
            "\(issue)".contains("pixels differ")
        }
    }
}
