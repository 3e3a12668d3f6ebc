import Designable
import Foundation
import InterfaceBuilder
import Raster

/// `designable scan`'s core: every registered view class rendered along code, coder and
/// design time, and every Interface Builder document of the resource folders rendered along
/// the same paths with every registered class known; the matrix, the PNGs and the page.
///
/// A team registers its module (`AppViews.registerDesignables()`, which the UIKitSources plugin
/// generates) and gets a drift report for its whole codebase without writing a test.
package enum ScanRunner {
    ///
    /// The documents are every `.xib` and `.storyboard` below `documentFolders` (by default every
    /// resource folder added so far: the registered modules' and `resourceFolders`), each named
    /// by as much of its path as tells it from the others; nothing else is scanned, so a module
    /// that registers no view class gets only its documents.
    ///
    /// Steps in `traps` are not run: a document that traps while loading is reported as not
    /// loaded, a class that traps when made is scanned at the default size, and a render that
    /// traps fails its cell with the trap's message (see ``ScanIsolation``). `progress` hears
    /// of every other step before it runs.
    package static func run(registry: DesignableRegistry = .shared, resourceFolders: [URL] = [], documentFolders: [URL]? = nil,
                           scale: CGFloat = 2, traps: ScanTraps = ScanTraps(), progress: ((ScanStep) -> Void)? = nil,
                           into directory: URL) throws -> ScanResult {
        let start = Date()
        DesignableResources.addFolders(resourceFolders.map(\.path))
        let paths = Designable.InitPath.allCases
        let urls = DesignableResources.everyDocument(inFolders: (documentFolders ?? DesignableResources.folders).map(\.path))
        let loaded = loadDocuments(urls, registry: registry, traps: traps, progress: progress)
        let classes = registry.registeredClasses
        let sizes = documentSizes(loaded.compactMap(\.nib))
        let naming = classesNamed(in: loaded)
        var subjects = classes.map { registration in
            let step = ScanStep.size(className: registration.name)
            let size: CGSize
            if traps[step] != nil {
                size = defaultSize
            } else if !registration.canMakeInCode && !registration.canMakeFromDocuments {
                size = sizes[registration.name] ?? defaultSize  // nothing to make one with
            } else {
                progress?(step)
                size = self.size(of: registration, documents: sizes)
            }
            return classSubject(registration, size: size, namedIn: naming[registration.name] ?? [], registry: registry)
        }
        subjects = subjects.map { guarded($0, traps: traps, progress: progress) }
        var documents: [ScanResult.Document] = []
        for document in loaded {
            var entry = ScanResult.Document(file: document.url.path, error: document.error, unknownClasses: [], warnings: [], rows: [])
            if let model = document.nib?.document ?? document.model {
                entry.unknownClasses = registry.unknownClasses(in: model)
                for name in entry.unknownClasses {
                    entry.lines[name] = model.allObjects.first { $0.customClass == name }?.line.number
                }
            }
            if let nib = document.nib {
                entry.warnings = nib.report.warnings.map(\.description)
                for (id, name, size) in renderableViews(in: nib) {
                    let row = "\(document.name) › \(name)"
                    entry.rows.append(row)
                    entry.lines[row] = nib.document.scenes.first { $0.id == id }?.line.number
                        ?? nib.document.allObjects.first { $0.id == id }?.line.number
                    subjects.append(guarded(PathMatrixSubject(name: row, summary: "\(document.url.path), \(id)", size: size) { path, scale in
                        try InitPathMatrix.render(document: nib, objectID: id, along: path, scale: scale, registry: registry)
                    }, traps: traps, progress: progress))
                }
            }
            documents.append(entry)
        }
        let rows = try PathMatrixRunner.run(subjects, paths: paths, scale: scale, appBundle: UIImage.appBundle, into: directory)
        let page = directory.appendingPathComponent("index.html")
        var result = ScanResult(matrix: DemoResult(paths: paths.map(\.displayName), rows: rows, directory: directory, page: page,
                                                   scale: scale, seconds: 0),
                                classCount: classes.count, documents: documents)
        try Data(ScanPage.html(result).utf8).write(to: page, options: .atomic)
        result.matrix.seconds = Date().timeIntervalSince(start)
        return result
    }

    /// A registered class as a row: rendered along the paths that apply to it. A class whose
    /// `init(coder:)` is not implemented is not made from documents, as on iOS, unless
    /// `documents` (the names of those that name it) is not empty: then its coder path fails.
    private static func classSubject(_ registration: DesignableClass, size: CGSize, namedIn documents: [String],
                                     registry: DesignableRegistry) -> PathMatrixSubject {
        var skipped: [Designable.InitPath: String] = [:]
        if !registration.canMakeInCode {
            skipped[.code] = "no init(frame:): made only from documents"
            skipped[.designTime] = skipped[.code]
        } else if !registration.isDesignable {
            skipped[.designTime] = "not @IBDesignable: Interface Builder runs none of its code"
        }
        if !registration.canMakeFromDocuments, documents.isEmpty {
            skipped[.coder] = "init(coder:) not implemented: not made from documents"
        }
        let kind = registration.isDesignable ? "@IBDesignable" : "not @IBDesignable"
        let inspectables = registration.inspectableNames.count
        return PathMatrixSubject(name: registration.name, summary: "\(kind), \(inspectables) inspectable\(inspectables == 1 ? "" : "s")",
                                 size: size, skipped: skipped) { path, scale in
            if path == .coder, !registration.canMakeFromDocuments {
                throw CoderNotImplemented(className: registration.name, documents: documents)
            }
            return try InitPathMatrix.render(registration.type, along: path, size: size, scale: scale, registry: registry)
        }
    }

    /// The coder path of a class whose `init(coder:)` only traps, which a document names: iOS
    /// traps loading that document, so the path fails without running it.
    struct CoderNotImplemented: Error, CustomStringConvertible {
        var className: String
        var documents: [String]
        var description: String {
            "init(coder:) is not implemented, yet \(documents.joined(separator: ", ")) name\(documents.count == 1 ? "s" : "") \(className): "
                + "loading \(documents.count == 1 ? "it" : "them") traps on iOS"
        }
    }

    /// A subject whose renders are reported to `progress` first, and fail with their trap's
    /// message instead of running when `traps` knows them.
    private static func guarded(_ subject: PathMatrixSubject, traps: ScanTraps, progress: ((ScanStep) -> Void)?) -> PathMatrixSubject {
        var guarded = subject
        let render = subject.render, row = subject.name
        guarded.render = { path, scale in
            let step = ScanStep.render(row: row, path: path)
            if let message = traps[step] { throw ScanTrapped(message: message) }
            progress?(step)
            return try render(path, scale)
        }
        return guarded
    }

    private static let defaultSize = CGSize(width: 240, height: 120)

    /// The size a class is scanned at: its first frame in a document, else its intrinsic size,
    /// else a fresh instance's own, else 240 × 120 points.
    private static func size(of registration: DesignableClass, documents: [String: CGSize]) -> CGSize {
        if let size = documents[registration.name] { return size }
        let fresh = registration.freshInstance(frame: .zero)
        let intrinsic = fresh.intrinsicContentSize
        if intrinsic.width > 0, intrinsic.height > 0 { return intrinsic }
        if fresh.bounds.width > 0, fresh.bounds.height > 0 { return fresh.bounds.size }
        return defaultSize
    }

    /// The first frame each custom class has in the documents.
    private static func documentSizes(_ nibs: [LoadedNib]) -> [String: CGSize] {
        var sizes: [String: CGSize] = [:]
        for nib in nibs {
            for object in nib.document.allObjects {
                guard let name = object.customClass, sizes[name] == nil, let frame = object.frame,
                      frame.width > 0, frame.height > 0 else { continue }
                sizes[name] = CGSize(width: frame.width, height: frame.height)
            }
        }
        return sizes
    }

    private struct LoadedDocument {
        var url: URL
        /// As much of its path as tells it from the other documents: `Main.storyboard`, or
        /// `Widgets/Main.storyboard` beside `App/Main.storyboard`.
        var name: String
        var nib: LoadedNib?
        /// The document read without making its objects, when it could not be loaded.
        var model: IBDocument?
        var error: String?
    }

    private static func loadDocuments(_ urls: [URL], registry: DesignableRegistry, traps: ScanTraps,
                                      progress: ((ScanStep) -> Void)?) -> [LoadedDocument] {
        zip(urls, distinctNames(urls)).map { url, name in
            var document = LoadedDocument(url: url, name: name)
            let step = ScanStep.load(document: url.path)
            if let message = traps[step] {
                document.error = "\(ScanTrapped(message: message))"
            } else {
                progress?(step)
                do {
                    document.nib = try InterfaceBuilderLoader.load(contentsOf: url, registry: registry)
                } catch {
                    document.error = "\(error)"
                }
            }
            if document.nib == nil { document.model = try? IBDocument.load(contentsOf: url).document }
            return document
        }
    }

    /// Each path's shortest tail of components that no other path ends with.
    static func distinctNames(_ urls: [URL]) -> [String] {
        let components = urls.map { $0.standardizedFileURL.pathComponents.filter { $0 != "/" } }
        return components.map { mine in
            var count = 1
            while count < mine.count, components.contains(where: { $0 != mine && $0.suffix(count) == mine.suffix(count) }) {
                count += 1
            }
            return mine.suffix(count).joined(separator: "/")
        }
    }

    /// For each custom class the documents name, the names of the documents that name it.
    private static func classesNamed(in documents: [LoadedDocument]) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for document in documents {
            guard let model = document.nib?.document ?? document.model else { continue }
            for name in Set(model.allObjects.filter { $0.element != "placeholder" }.compactMap(\.customClass)).sorted() {
                result[name, default: []].append(document.name)
            }
        }
        return result
    }

    /// The scenes with a root view, then a XIB's top-level views: id, name and size.
    private static func renderableViews(in nib: LoadedNib) -> [(id: String, name: String, size: CGSize)] {
        var result: [(String, String, CGSize)] = []
        for scene in nib.scenes {
            guard let root = scene.rootView, root.bounds.width > 0, root.bounds.height > 0 else { continue }
            let controller = scene.viewController.map { String(describing: type(of: $0)) } ?? "scene"
            let custom = nib.document.scenes.first { $0.id == scene.id }?.viewController?.customClass
            result.append((scene.id, "\(custom ?? controller) (\(scene.id))", root.bounds.size))
        }
        for object in nib.document.objects where nib.view(withID: object.id) != nil && nib.document.scenes.isEmpty {
            guard let view = nib.view(withID: object.id), view.bounds.width > 0, view.bounds.height > 0 else { continue }
            result.append((object.id, "\(object.customClass ?? object.element) (\(object.id))", view.bounds.size))
        }
        return result
    }
}

/// What `designable scan` found: the matrix (registered classes first, then the documents'
/// scenes), and each document's problems.
package struct ScanResult {
    package var matrix: DemoResult
    /// How many of the matrix's rows, from the top, are registered classes.
    package var classCount: Int
    package var documents: [Document]

    /// One Interface Builder document of the resource folders.
    package struct Document {
        package var file: String
        /// Why it could not be loaded.
        package var error: String?
        /// Custom classes it names that nobody registered: they render as their UIKit class.
        package var unknownClasses: [String]
        package var warnings: [String]
        /// The names of its matrix rows.
        package var rows: [String]
        /// The document's line for each row (its scene or top-level view) and for each unknown
        /// class (the first object naming it), for `--sarif` and `--junit`.
        package var lines: [String: Int] = [:]
    }

    package var classRows: ArraySlice<DemoResult.Row> { matrix.rows.prefix(classCount) }
    package var documentRows: ArraySlice<DemoResult.Row> { matrix.rows.dropFirst(classCount) }

    /// Whether anything drifts, fails to render, or fails to load: `designable scan`'s exit 1.
    package var hasProblems: Bool {
        !matrix.drifting.isEmpty || !matrix.failures.isEmpty || documents.contains { $0.error != nil }
    }
}
