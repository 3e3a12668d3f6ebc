import Foundation
import Locking

/// Where one assertion's reference file lives, and the names derived from it.
///
/// By default: `<package root>/__Snapshots__/<TestFileName>/<testName>.<counter or name>.<ext>`,
/// where the package root is the nearest folder above the test file holding `Package.swift`.
/// `snapshotDirectory:` replaces the whole `__Snapshots__/<TestFileName>` folder, as in
/// swift-snapshot-testing; `SNAPSHOT_REFERENCE_DIR` replaces `<package root>/__Snapshots__`.
struct SnapshotLocation: Equatable {
    var packageRoot: URL
    /// `<TestFileName>`, the test file's name without extension.
    var testFileName: String
    /// `<testName>.<counter or name>`.
    var identifier: String
    var reference: URL

    init(filePath: String, testName: String, name: String?, pathExtension: String?,
         snapshotDirectory: String?, environment: SnapshotEnvironment) {
        let fileURL = URL(fileURLWithPath: filePath)
        packageRoot = SnapshotLocation.packageRoot(containing: fileURL)
        testFileName = fileURL.deletingPathExtension().lastPathComponent
        let directory: URL
        if let snapshotDirectory {
            directory = URL(fileURLWithPath: snapshotDirectory, isDirectory: true)
        } else if let root = environment.referenceDirectory {
            directory = URL(fileURLWithPath: root, isDirectory: true).appendingPathComponent(testFileName, isDirectory: true)
        } else {
            directory = packageRoot.appendingPathComponent("__Snapshots__", isDirectory: true).appendingPathComponent(testFileName, isDirectory: true)
        }
        let sanitizedTest = sanitizePathComponent(testName)
        let suffix = name.map(sanitizePathComponent) ?? String(SnapshotCounter.shared.next(for: directory.appendingPathComponent(sanitizedTest).path))
        identifier = "\(sanitizedTest).\(suffix)"
        var file = directory.appendingPathComponent(identifier)
        if let pathExtension, !pathExtension.isEmpty { file.appendPathExtension(pathExtension) }
        reference = file
    }

    /// The nearest folder at or above `file` that holds `Package.swift`, or the current folder
    /// when there is none (a test file outside any package).
    static func packageRoot(containing file: URL) -> URL {
        var directory = file.deletingLastPathComponent()
        while directory.path != "/" && !directory.path.isEmpty {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) { return directory }
            directory.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    }
}

/// A test name or snapshot name made safe for a file name, as swift-snapshot-testing does:
/// each run of characters other than letters, digits and `_` becomes `-`, and a `-` at
/// either end is dropped. `"testBadge()"` becomes `"testBadge"`, `"dark mode"` `"dark-mode"`.
func sanitizePathComponent(_ string: String) -> String {
    var result = ""
    var pendingDash = false
    for scalar in string.unicodeScalars {
        let isWord = scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        if isWord {
            if pendingDash && !result.isEmpty { result.append("-") }
            pendingDash = false
            result.unicodeScalars.append(scalar)
        } else {
            pendingDash = true
        }
    }
    return result
}

/// Numbers unnamed snapshots within one test: the first is `.1`, the next `.2`, …
final class SnapshotCounter: Sendable {
    static let shared = SnapshotCounter()
    private let counts = Locked<[String: Int]>([:])

    func next(for key: String) -> Int {
        counts.withLock { counts in
            counts[key, default: 0] += 1
            return counts[key]!
        }
    }
}
