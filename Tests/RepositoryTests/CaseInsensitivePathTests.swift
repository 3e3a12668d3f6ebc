import Foundation
import TestSupport
import XCTest

/// The package must check out on a case-insensitive disk (macOS's default): two tracked paths
/// that differ only in case land in one folder there, and a target silently gains the other's
/// files (as `Sources/designable` once put `main.swift` inside the `Designable` module).
final class CaseInsensitivePathTests: XCTestCase {
    func testNoTwoTrackedPathsDifferOnlyInCase() throws {
        let paths = try trackedPaths()
        XCTAssertGreaterThan(paths.count, 100, "expected the repository's own files")
        XCTAssertEqual(CasePathCollisions.find(in: paths), [], "these paths collide on a case-insensitive disk")
    }

    func testTheCheckFindsFilesAndFoldersThatDifferOnlyInCase() {
        let collisions = CasePathCollisions.find(in: [
            "Sources/designable/main.swift", "Sources/Designable/UIView.swift", "README.md", "Readme.md", "Tests/A.swift",
        ])
        XCTAssertEqual(collisions, [["README.md", "Readme.md"], ["Sources/Designable", "Sources/designable"]])
    }

    /// `git ls-files`, or every file below the package when it is not a git checkout.
    private func trackedPaths() throws -> [String] {
        let root = SharedCorpus.packageRoot
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", root.path, "ls-files", "-z"]
        let output = Pipe()
        git.standardOutput = output
        git.standardError = FileHandle.nullDevice
        if (try? git.run()) != nil {
            let data = output.fileHandleForReading.readDataToEndOfFile()
            git.waitUntilExit()
            if git.terminationStatus == 0 {
                return String(decoding: data, as: UTF8.self).split(separator: "\0").map(String.init)
            }
        }
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        return (walker?.allObjects as? [URL] ?? []).map { String($0.path.dropFirst(root.path.count + 1)) }
            .filter { !$0.hasPrefix(".build") && !$0.hasPrefix(".git/") }
    }
}
