import ArgumentParser
import DesignableTesting
import Foundation
import SnapshotEngine

/// The arguments `report`, `accept` and `review` share: which artifacts folder, and which package's.
package struct ArtifactsLocation: ParsableArguments {
    @Argument(help: ArgumentHelp(
        "The artifacts folder; SNAPSHOT_ARTIFACTS, or .build/snapshot-artifacts in the package, by default.",
        valueName: "artifacts"))
    package var artifacts: String?

    @Option(help: ArgumentHelp("The package's folder; the nearest folder above the current one holding Package.swift by default.",
                               valueName: "dir"))
    package var packagePath: String?

    package init() {}

    /// The package root: `--package-path`, or the nearest folder at or above the current one
    /// with a `Package.swift`, as the snapshot tests find theirs from the test file.
    package func packageRoot() throws -> URL {
        try Self.packageRoot(packagePath)
    }

    /// `packagePath`'s package, or the nearest one at or above the current folder.
    package static func packageRoot(_ packagePath: String?) throws -> URL {
        if let packagePath {
            let url = URL(fileURLWithPath: packagePath, isDirectory: true)
            guard FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) else {
                throw ValidationError("--package-path \(packagePath) holds no Package.swift.")
            }
            return url.standardizedFileURL
        }
        var directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) { return directory }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { break }
            directory = parent
        }
        throw ValidationError("No Package.swift here or above: run inside the package, or pass --package-path DIR.")
    }

    /// The folder named, or the one the package's tests write to.
    package func folder(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> SnapshotArtifactsFolder {
        // A folder downloaded from CI stores references relative to the package: they resolve against this one.
        if let artifacts {
            return SnapshotArtifactsFolder(URL(fileURLWithPath: artifacts, isDirectory: true).standardizedFileURL,
                                           packageRoot: try? packageRoot())
        }
        return SnapshotArtifactsFolder(packageRoot: try packageRoot(), environment: environment)
    }

    /// `path` relative to the current folder when inside it, for shorter lines.
    package static func display(_ url: URL) -> String {
        let here = FileManager.default.currentDirectoryPath
        let path = url.standardizedFileURL.path
        let base = here.hasSuffix("/") ? here : here + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
