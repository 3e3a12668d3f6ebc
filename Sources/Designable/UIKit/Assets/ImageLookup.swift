import Foundation
import Locking

extension UIImage {
    private static let store = Locked<Bundle?>(Bundle.main)
    @TaskLocal private static var scopedAppBundle: Bundle??

    /// Where `UIImage(named:)` looks: the main bundle by default.
    ///
    /// Under `swift test` the main bundle is the test runner's, so tests point this at their
    /// resources, `Bundle.module`, or a plain folder (`Bundle(path: "…/Images")`). Setting it is
    /// process-wide and thread-safe; to change it for one test only, among parallel tests, use
    /// ``withAppBundle(_:operation:)``. `nil` means there is no app bundle: every lookup that
    /// relies on it finds nothing, as in Interface Builder's design-time process.
    ///
    /// Differs from UIKit on purpose: UIKit always uses `Bundle.main`.
    public static var appBundle: Bundle? {
        get {
            if let scoped = scopedAppBundle { return scoped }
            return store.withLock { $0 }
        }
        set { store.withLock { $0 = newValue } }
    }

    /// Runs `operation` with ``appBundle`` set to `bundle` for this task and its child tasks only.
    public static func withAppBundle<R>(_ bundle: Bundle?, operation: () throws -> R) rethrows -> R {
        try $scopedAppBundle.withValue(.some(bundle), operation: operation)
    }
}

/// Finding a named PNG in a bundle or folder, as UIKit's `imageNamed:` does.
enum ImageLookup {
    /// The scale a file name's `@2x`/`@3x` suffix gives; 1 without one.
    static func scale(ofFile path: String) -> CGFloat {
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        for s in [3, 2] where stem.hasSuffix("@\(s)x") { return CGFloat(s) }
        return 1
    }

    /// The best file for `name` in `bundle`: among `name.png`, `name@2x.png`, `name@3x.png` (in
    /// the bundle's resources, its root, or an asset catalog's `name.imageset`), the one whose
    /// scale equals `scale`, else the largest.
    static func find(_ name: String, in bundle: Bundle, scale: CGFloat) -> URL? {
        find(name, inFolders: [bundle.resourceURL, bundle.bundleURL].compactMap { $0 }, scale: scale)
    }

    /// The best file for `name` in `folders`, or in the asset catalogs (`.xcassets`) directly
    /// inside them, the catalogs' groups included.
    static func find(_ name: String, inFolders roots: [URL], scale: CGFloat) -> URL? {
        let base = (name as NSString).deletingPathExtension
        let ext = (name as NSString).pathExtension.isEmpty ? "png" : (name as NSString).pathExtension
        let fm = FileManager.default
        var folders: [URL] = []
        for root in roots {
            if root.pathExtension == "xcassets" {
                folders += imagesets(named: base, in: root)
                continue
            }
            folders.append(root)
            for entry in (try? fm.contentsOfDirectory(atPath: root.path)) ?? [] where entry.hasSuffix(".xcassets") {
                folders += imagesets(named: base, in: root.appendingPathComponent(entry))
            }
        }
        for folder in folders {
            var candidates: [(url: URL, scale: CGFloat)] = []
            let names = ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for file in names where (file as NSString).pathExtension == ext {
                let stem = (file as NSString).deletingPathExtension
                let isImageset = folder.pathExtension == "imageset"
                guard isImageset || stem == base || stem == "\(base)@2x" || stem == "\(base)@3x" else { continue }
                let url = folder.appendingPathComponent(file)
                candidates.append((url, self.scale(ofFile: url.path)))
            }
            if let exact = candidates.first(where: { $0.scale == scale }) { return exact.url }
            if let best = candidates.max(by: { $0.scale < $1.scale }) { return best.url }
        }
        return nil
    }

    /// `name.imageset` in a catalog, at its top level or inside its groups.
    private static func imagesets(named name: String, in catalog: URL) -> [URL] {
        let direct = catalog.appendingPathComponent("\(name).imageset")
        if FileManager.default.fileExists(atPath: direct.path) { return [direct] }
        let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil)
        var found: [URL] = []
        while let url = walker?.nextObject() as? URL {
            if url.lastPathComponent == "\(name).imageset" { found.append(url) }
            if url.pathExtension == "imageset" { walker?.skipDescendants() }
        }
        return found.sorted { $0.path < $1.path }
    }
}
