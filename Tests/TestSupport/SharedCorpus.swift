import Foundation
import XCTest

/// The material beside the repository that users' clones do not have: `../shared/corpus/ib`,
/// the real Interface Builder documents the tests read by path (never copied into the tree).
///
/// `DESIGNABLE_IB_CORPUS` names another folder of documents. A test that needs the corpus
/// skips when it is absent, saying where it looked and how to point at it.
public enum SharedCorpus {
    /// The folder holding the package's `Package.swift`, found from this file.
    public static let packageRoot: URL = {
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while dir.path != "/" {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
            dir = dir.deletingLastPathComponent()
        }
        fatalError("no Package.swift above \(#filePath)")
    }()

    /// `DESIGNABLE_IB_CORPUS`, else `../shared/corpus/ib` beside the package, or `nil` when absent.
    public static var interfaceBuilderFolderIfPresent: URL? {
        let folder = ProcessInfo.processInfo.environment["DESIGNABLE_IB_CORPUS"].map { URL(fileURLWithPath: $0) }
            ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/ib")
        return FileManager.default.fileExists(atPath: folder.path) ? folder.standardized : nil
    }

    /// The Interface Builder corpus folder; skips the calling test when it is absent.
    public static func interfaceBuilderFolder() throws -> URL {
        guard let folder = interfaceBuilderFolderIfPresent else { throw XCTSkip(skipReason) }
        return folder
    }

    /// One project's folder of the corpus (such as `mbogh__NibDesignable`); skips when absent.
    public static func interfaceBuilderProject(_ name: String) throws -> URL {
        let folder = try interfaceBuilderFolder().appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: folder.path) else {
            throw XCTSkip("The Interface Builder corpus project \(name) is not at \(folder.path); \(hint)")
        }
        return folder
    }

    /// Every `.xib` and `.storyboard` below `folder`, sorted by path.
    public static func documents(in folder: URL) -> [URL] {
        let all = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return all.filter { ["xib", "storyboard"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
    }

    private static let hint = "set DESIGNABLE_IB_CORPUS to a folder of .xib and .storyboard files, or put the corpus at ../shared/corpus/ib beside the package (it is not part of the repository)"

    /// Why a corpus test skipped.
    public static var skipReason: String {
        let looked = ProcessInfo.processInfo.environment["DESIGNABLE_IB_CORPUS"]
            ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/ib").path
        return "The Interface Builder corpus is not at \(looked); \(hint) to run this test."
    }
}
