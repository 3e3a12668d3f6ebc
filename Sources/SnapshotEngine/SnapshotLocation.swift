import Foundation

/// Where one assertion's reference file lives, and the names derived from it.
///
/// By default: `<package root>/__Snapshots__/<TestTarget>/<TestFileName>/<testName>.<counter or name>.<ext>`,
/// where the package root is the nearest folder above the test file holding `Package.swift`
/// and the test target is the module `#fileID` names, so two targets' test files of the same
/// name never share a folder.
///
/// References recorded before the target's folder existed are used where they are, so that
/// nothing has to move: when the file is not in the target's folder, the package's
/// `__Snapshots__/<TestFileName>/` (the earlier layout) and swift-snapshot-testing's
/// `__Snapshots__/<TestFileName>/` beside the test file are looked in, in that order. New
/// references always go to the target's folder.
///
/// `snapshotDirectory:` replaces the whole `__Snapshots__/<TestTarget>/<TestFileName>` folder,
/// as in swift-snapshot-testing; `SNAPSHOT_REFERENCE_DIR` replaces `<package root>/__Snapshots__`.
struct SnapshotLocation: Equatable {
    var packageRoot: URL
    /// The test target, from `#fileID`; `nil` when the file ID names none.
    var module: String?
    /// `<TestFileName>`, the test file's name without extension.
    var testFileName: String
    /// `<testName>.<counter or name>`; a parameterized Swift Testing case's arguments follow
    /// the test name (`render-size-3.1`), so its cases never share a reference.
    var identifier: String
    /// The reference compared with: an existing file in an earlier layout, else ``canonicalReference``.
    var reference: URL
    /// Where the reference belongs in the current layout.
    var canonicalReference: URL

    init(filePath: String, fileID: String? = nil, testName: String, name: String?, pathExtension: String?,
         snapshotDirectory: String?, environment: SnapshotEnvironment) {
        let fileURL = URL(fileURLWithPath: filePath)
        packageRoot = SnapshotLocation.packageRoot(containing: fileURL)
        let testFileName = fileURL.deletingPathExtension().lastPathComponent
        self.testFileName = testFileName
        let module = fileID.flatMap { id in id.contains("/") ? id.split(separator: "/").first.map(String.init) : nil }
        self.module = module
        var folders: [URL]
        if let snapshotDirectory {
            folders = [URL(fileURLWithPath: snapshotDirectory, isDirectory: true)]
        } else {
            let base = environment.referenceDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
                ?? packageRoot.appendingPathComponent("__Snapshots__", isDirectory: true)
            let legacy = base.appendingPathComponent(testFileName, isDirectory: true)
            if let module {
                folders = [base.appendingPathComponent(module, isDirectory: true).appendingPathComponent(testFileName, isDirectory: true), legacy]
            } else {
                folders = [legacy]
            }
            if environment.referenceDirectory == nil {
                folders.append(fileURL.deletingLastPathComponent().appendingPathComponent("__Snapshots__/\(testFileName)", isDirectory: true))
            }
        }
        var stem = sanitizePathComponent(testName)
        if let arguments = ParameterizedCase.currentArguments { stem += "-" + sanitizePathComponent(arguments) }
        let suffix = name.map(sanitizePathComponent) ?? String(SnapshotCounter.shared.next(for: folders[0].appendingPathComponent(stem).path))
        let identifier = "\(stem).\(suffix)"
        self.identifier = identifier
        let files = folders.map { folder in
            var file = folder.appendingPathComponent(identifier)
            if let pathExtension, !pathExtension.isEmpty { file.appendPathExtension(pathExtension) }
            return file
        }
        canonicalReference = files[0]
        self.reference = files.first { FileManager.default.fileExists(atPath: $0.path) } ?? files[0]
    }

    /// `url` relative to the package root when it is inside it, else its absolute path.
    func packageRelativePath(of url: URL) -> String {
        let root = packageRoot.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        let base = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
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
