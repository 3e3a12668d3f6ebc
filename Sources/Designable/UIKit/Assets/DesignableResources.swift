import Foundation
import Locking

/// The folders an app's Interface Builder documents, asset catalogs and images live in, for code
/// compiled by the `UIKitSources` plugin: its generated `registerDesignables()` adds the folders
/// `uikit-sources.json` lists.
///
/// On iOS they would be inside the app bundle. Here, `UINib(nibName:bundle:)`,
/// `Bundle.loadNibNamed(_:owner:options:)` and `UIImage(named:in:compatibleWith:)` look in the
/// bundle they are given (or the app bundle, ``UIImage/appBundle``) first, then in these folders,
/// searched recursively: a `.xib` anywhere below them by name, an image in any asset catalog's
/// `name.imageset` or as a loose `name.png` or `name.jpg` (`@2x`, `@3x`). In Interface Builder's canvas, where
/// there is no app bundle, a lookup in the app bundle finds nothing, as there; a lookup in an
/// explicit bundle (`Bundle(for: Self.self)`) still finds them.
public enum DesignableResources {
    private struct Index {
        var folders: [URL] = []
        var nibs: [String: URL] = [:]
        var storyboards: [String: URL] = [:]
        var imageFolders: [URL] = []

        /// Every document found, sorted by path.
        var documents: [URL] { (Array(nibs.values) + Array(storyboards.values)).sorted { $0.path < $1.path } }
    }

    private static let index = Locked(Index())

    /// Adds resource folders; a folder already added is ignored. A folder that is a symbolic
    /// link is searched where it points.
    public static func addFolders(_ paths: [String]) {
        index.withLock { add(paths, to: &$0) }
    }

    private static func add(_ paths: [String], to index: inout Index) {
        for path in paths {
            // Foundation's enumerator lists nothing below a link to a folder; follow it first.
            let folder = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL
            guard !index.folders.contains(folder) else { continue }
            index.folders.append(folder)
            scan(folder, into: &index)
        }
    }

    /// The documents ``addFolders(_:)`` would find below `paths`, without adding them.
    package static func documents(inFolders paths: [String]) -> [URL] {
        var fresh = Index()
        add(paths, to: &fresh)
        return fresh.documents
    }

    /// Every `.xib` and `.storyboard` below `paths`, sorted by path, each once, however many share
    /// a name: what `designable scan` renders. ``documents`` keeps the first of each name, as
    /// lookups by name find it.
    package static func everyDocument(inFolders paths: [String]) -> [URL] {
        let folders = paths.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().standardizedFileURL }
        let found = Set(folders.flatMap(files(below:)).filter { ["xib", "storyboard"].contains($0.pathExtension) })
        return found.sorted { $0.path < $1.path }
    }

    /// The folders added so far, in order.
    public static var folders: [URL] { index.withLock { $0.folders } }

    /// Every `.xib` and `.storyboard` below the folders, sorted by path.
    public static var documents: [URL] { index.withLock(\.documents) }

    /// The `.xib` called `name` below the folders.
    static func nib(named name: String) -> URL? {
        let base = (name as NSString).pathExtension == "xib" ? (name as NSString).deletingPathExtension : name
        return index.withLock { $0.nibs[base] }
    }

    /// The `.storyboard` called `name` below the folders.
    static func storyboard(named name: String) -> URL? {
        index.withLock { $0.storyboards[name] }
    }

    /// The image `name` below the folders; a loose file's scale variant the best for `scale`.
    static func image(named name: String, scale: CGFloat) -> ImageLookup.Match? {
        ImageLookup.find(name, inFolders: index.withLock { $0.imageFolders }, scale: scale)
    }

    /// Records the folder's documents (the first of each name, in path order, wins) and the
    /// folders images may be found in: itself, every folder below it, and asset catalogs.
    private static func scan(_ folder: URL, into index: inout Index) {
        var imageFolders: Set<URL> = [folder]
        for url in files(below: folder) {
            let name = url.deletingPathExtension().lastPathComponent
            switch url.pathExtension.lowercased() {
            case "xib": if index.nibs[name] == nil { index.nibs[name] = url }
            case "storyboard": if index.storyboards[name] == nil { index.storyboards[name] = url }
            case let ext where ImageLookup.looseExtensions.contains(ext):
                // An asset catalog's images are found through the catalog, by their set's name.
                if !url.path.contains(".xcassets/") { imageFolders.insert(url.deletingLastPathComponent()) }
            case "xcassets": imageFolders.insert(url)
            default: break
            }
        }
        index.imageFolders += imageFolders.sorted { $0.path < $1.path }.filter { !index.imageFolders.contains($0) }
    }

    /// Every file below `folder`, sorted by path, leaving out hidden files and build products.
    private static func files(below folder: URL) -> [URL] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        var files: [URL] = []
        while let url = walker?.nextObject() as? URL {
            if [".build", "Pods", "Carthage", "DerivedData"].contains(url.lastPathComponent) {
                walker?.skipDescendants()
                continue
            }
            files.append(url.standardizedFileURL)
        }
        return files.sorted { $0.path < $1.path }
    }
}
