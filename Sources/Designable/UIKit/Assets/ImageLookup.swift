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

/// Finding a named image in a bundle or folder, as UIKit's `imageNamed:` does: a loose file
/// (`name.png`, `name@2x.png`, `name.jpg`, any case of extension) or an asset catalogue's
/// `name.imageset`, whose `Contents.json` says which file serves which traits.
enum ImageLookup {
    /// Where an image was found.
    enum Match: Equatable {
        /// A loose file, its scale from its `@2x`/`@3x` suffix.
        case file(URL)
        /// An asset catalogue's `NAME.imageset` folder.
        case imageset(URL)
    }

    /// The scale a file name's `@2x`/`@3x` suffix gives; 1 without one.
    static func scale(ofFile path: String) -> CGFloat {
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        for s in [3, 2] where stem.hasSuffix("@\(s)x") { return CGFloat(s) }
        return 1
    }

    /// Extensions of the loose files a name without one may stand for, best first: the ones
    /// Designable decodes, then ones it finds only to say why it cannot draw them.
    static let looseExtensions = ["png", "jpg", "jpeg", "heic", "gif", "webp", "tif", "tiff"]

    /// The image `name` in `bundle`: in its resources or its root, as a loose file or in the
    /// asset catalogues there; a loose file's scale variant is the one closest to `scale`.
    static func find(_ name: String, in bundle: Bundle, scale: CGFloat) -> Match? {
        find(name, inFolders: [bundle.resourceURL, bundle.bundleURL].compactMap { $0 }, scale: scale)
    }

    /// The image `name` in `folders`, or in the asset catalogs (`.xcassets`) directly inside
    /// them, the catalogs' groups included; folders are searched in order, each folder's loose
    /// files before its catalogues.
    static func find(_ name: String, inFolders roots: [URL], scale: CGFloat) -> Match? {
        let given = (name as NSString).pathExtension.lowercased()
        let hasExtension = looseExtensions.contains(given) || given == "pdf"
        let base = hasExtension ? (name as NSString).deletingPathExtension : name
        let extensions = hasExtension ? [given] : looseExtensions
        let fm = FileManager.default
        for root in roots {
            if root.pathExtension == "xcassets" {
                if !hasExtension, let set = imagesets(named: base, in: root).first { return .imageset(set) }
                continue
            }
            if let file = looseFile(base, extensions: extensions, in: root, scale: scale) { return .file(file) }
            guard !hasExtension else { continue }
            for entry in ((try? fm.contentsOfDirectory(atPath: root.path)) ?? []).sorted() where entry.hasSuffix(".xcassets") {
                if let set = imagesets(named: base, in: root.appendingPathComponent(entry)).first { return .imageset(set) }
            }
        }
        return nil
    }

    /// The image `match` holds, for `traits`: a loose file at its suffix's scale, or the image
    /// set's variant for the traits, which keeps its set so that it is drawn as the variant
    /// for the traits it is drawn with. A set with nothing for this device is an error too, as
    /// UIKit finds no image in it.
    static func load(_ match: Match, name: String, traits: UITraitCollection) throws(AssetCatalogError) -> UIImage {
        switch match {
        case .file(let url):
            let data: Data
            do { data = try Data(contentsOf: url) } catch {
                throw AssetCatalogError(file: url.path, reason: "cannot read the file (\(error.localizedDescription))")
            }
            return UIImage(bitmap: try ImageFileFormat.decode(data, source: url.path), scale: scale(ofFile: url.path))
        case .imageset(let folder):
            let asset = try CatalogImageAsset(name: name, folder: folder)
            guard let variant = try asset.variant(for: traits) else {
                let device = traits.userInterfaceIdiom == .pad ? "an iPad (idiom \"ipad\"" : "an iPhone (idiom \"iphone\""
                throw AssetCatalogError(file: folder.appendingPathComponent("Contents.json").path,
                                        reason: "no entry with a file is for \(device) or \"universal\")")
            }
            return variant.with { $0.catalog = asset }
        }
    }

    /// Why the last lookup of each name found an image it could not draw, for the warnings
    /// that name it (a document's missing image); cleared when the name loads.
    private static let problems = Locked<[String: AssetCatalogError]>([:])
    private static let reported = Locked<Set<String>>([])

    /// Why the image `name` could not be drawn the last time it was looked up, if it was found.
    static func problem(named name: String) -> AssetCatalogError? { problems.withLock { $0[name] } }

    /// Records the outcome of loading `name`; a failure is written to standard error once, as
    /// `UIImage(named:)` can only return `nil`.
    static func record(_ problem: AssetCatalogError?, for name: String) {
        problems.withLock { $0[name] = problem }
        guard let problem, reported.withLock({ $0.insert(problem.description).inserted }) else { return }
        FileHandle.standardError.write(Data("warning: UIImage(named: \"\(name)\"): \(problem)\n".utf8))
    }

    /// `base.ext` (or `@2x`, `@3x`) in `folder`, matching the extension in any case: the first
    /// extension of `extensions` that has a file, and of its scales the best for `scale`.
    private static func looseFile(_ base: String, extensions: [String], in folder: URL, scale: CGFloat) -> URL? {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for ext in extensions {
            var candidates: [(url: URL, scale: CGFloat)] = []
            for file in names where (file as NSString).pathExtension.lowercased() == ext {
                let stem = (file as NSString).deletingPathExtension
                guard stem == base || stem == "\(base)@2x" || stem == "\(base)@3x" else { continue }
                let url = folder.appendingPathComponent(file)
                candidates.append((url, self.scale(ofFile: url.path)))
            }
            if let best = bestScale(candidates, for: scale) { return best.url }
        }
        return nil
    }

    /// The candidate at `scale`, else the nearest larger one, else the largest: UIKit draws a
    /// larger image down rather than a smaller one up.
    static func bestScale<T>(_ candidates: [(url: T, scale: CGFloat)], for scale: CGFloat) -> (url: T, scale: CGFloat)? {
        if let exact = candidates.first(where: { $0.scale == scale }) { return exact }
        let larger = candidates.filter { $0.scale > scale }.min { $0.scale < $1.scale }
        return larger ?? candidates.max { $0.scale < $1.scale }
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
