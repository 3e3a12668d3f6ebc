import Foundation

/// Finds the shared corpus of real IB documents, which users' clones don't have.
///
/// `DESIGNABLE_IB_CORPUS` wins; otherwise it is `../shared/corpus/ib` beside the package
/// root, found by walking up from this file to the directory holding `Package.swift`.
enum IBCorpus {
    static var directory: URL? {
        let fm = FileManager.default
        if let env = ProcessInfo.processInfo.environment["DESIGNABLE_IB_CORPUS"] {
            return fm.fileExists(atPath: env) ? URL(fileURLWithPath: env) : nil
        }
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while dir.path != "/" {
            if fm.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
                let corpus = dir.appendingPathComponent("../shared/corpus/ib").standardized
                return fm.fileExists(atPath: corpus.path) ? corpus : nil
            }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }

    /// Every `.xib` and `.storyboard` below the corpus directory, sorted by path.
    static func documents(in directory: URL) -> [URL] {
        let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        let all = (walker?.allObjects as? [URL]) ?? []
        return all.filter { ["xib", "storyboard"].contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
    }

    static let skipReason = """
        the Interface Builder corpus is absent: set DESIGNABLE_IB_CORPUS to its folder, \
        or put it at ../shared/corpus/ib beside the package (it is not part of the repository)
        """
}
