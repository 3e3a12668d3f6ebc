import Designable
import Foundation

/// The image names an app's resource folders provide, as `UIImage(named:)` finds them in the
/// built app: asset catalogue image sets (also under their namespace folders) and loose image
/// files, whatever their `@2x`/`@3x` and `~ipad` suffixes.
struct ResourceImageIndex {
    private static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "heic", "gif", "svg", "tif", "tiff"]
    private(set) var names: Set<String> = []

    init(folders: [URL]) {
        let fm = FileManager.default
        for folder in folders {
            guard let walk = fm.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { continue }
            while let url = walk.nextObject() as? URL {
                let ext = url.pathExtension.lowercased()
                if ext == "imageset" || ext == "symbolset" {
                    names.insert(url.deletingPathExtension().lastPathComponent)
                    if let namespaced = Self.namespacedName(of: url) { names.insert(namespaced) }
                    walk.skipDescendants()
                } else if Self.imageExtensions.contains(ext) {
                    names.insert(url.lastPathComponent)
                    names.insert(Self.baseName(url.deletingPathExtension().lastPathComponent))
                }
            }
        }
    }

    /// Whether `name` (with or without an extension) is one of the images.
    func contains(_ name: String) -> Bool {
        names.contains(name) || names.contains(Self.baseName((name as NSString).deletingPathExtension))
    }

    /// `icon@2x~ipad` → `icon`.
    private static func baseName(_ stem: String) -> String {
        var stem = stem
        for suffix in ["~ipad", "~iphone"] where stem.hasSuffix(suffix) { stem.removeLast(suffix.count) }
        for suffix in ["@2x", "@3x", "@1x"] where stem.hasSuffix(suffix) { stem.removeLast(suffix.count) }
        return stem
    }

    /// `Assets.xcassets/Icons/star.imageset` → `Icons/star`, the name a namespace folder gives.
    private static func namespacedName(of imageset: URL) -> String? {
        var folders: [String] = []
        var current = imageset.deletingLastPathComponent()
        while current.pathExtension != "xcassets" {
            if current.pathComponents.count <= 1 { return nil }
            folders.insert(current.lastPathComponent, at: 0)
            current = current.deletingLastPathComponent()
        }
        guard !folders.isEmpty else { return nil }
        return (folders + [imageset.deletingPathExtension().lastPathComponent]).joined(separator: "/")
    }
}
