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

    @Test func aFailedSnapshotsImagesAreDeliveredAsAttachments() throws {
        let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        try #require(binary.pathExtension == "xctest", "needs to rerun this .xctest binary; running \(binary.path)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("attachments-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--testing-library", "swift-testing", "--attachments-path", folder.path,
                             "--filter", "AttachmentDeliveryTests/entryPoint"]
        var environment = ProcessInfo.processInfo.environment
        environment[Self.entryVariable] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(log.suffix(3000))")

        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        for name in ["reference", "actual", "diff", "composite"] {
            let matches = files.filter { $0.hasPrefix(name) && $0.hasSuffix(".png") }
            #expect(matches.count == 1, "\(name).png among \(files)")
            if let file = matches.first {
                #expect(throws: Never.self) { try PNG.decodeImage(Data(contentsOf: folder.appendingPathComponent(file))) }
            }
        }
    }

    /// Fails one snapshot as a known issue when the test above starts it; does nothing otherwise.
    @Test func entryPoint() {
        guard ProcessInfo.processInfo.environment[Self.entryVariable] == "1" else { return }
        let sandbox = SnapshotSandbox()
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
