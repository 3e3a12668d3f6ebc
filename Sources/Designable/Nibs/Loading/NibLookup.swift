import Foundation

/// Finding `name.xib` in a bundle, where SwiftPM and Xcode put resources.
enum NibLookup {
    /// The folders searched, in order: the bundle's resources, its root, and the `Base.lproj`
    /// folder of each (Xcode's base localisation).
    static func folders(in bundle: Bundle) -> [URL] {
        var roots: [URL] = []
        for url in [bundle.resourceURL, bundle.bundleURL].compactMap({ $0?.standardizedFileURL })
        where !roots.contains(url) {
            roots.append(url)
        }
        return roots + roots.map { $0.appendingPathComponent("Base.lproj") }
    }

    /// The first `name.xib` in `folders`; `nil` when there is none.
    static func find(_ name: String, in folders: [URL]) -> URL? {
        let file = (name as NSString).pathExtension == "xib" ? name : "\(name).xib"
        return folders.lazy.map { $0.appendingPathComponent(file) }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }
}
