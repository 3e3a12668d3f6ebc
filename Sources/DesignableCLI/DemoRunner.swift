import Designable
import DesignableTesting
import Foundation
import PNGCodec
import Raster
import SnapshotEngine

/// The demo's core: renders every gallery item along every init path with ``InitPathMatrix``,
/// writes the PNGs and the page, and returns the matrix.
///
/// ```swift
/// let result = try DemoRunner.run(DemoGallery.designable, into: URL(fileURLWithPath: "designable-demo"))
/// print(DemoSummary.table(result))
/// ```
///
/// Files, under `directory`: `<item>/<path>.png` for each render, `<item>/<path>-diff.png`
/// where a path disagrees with the first path, and `index.html`.
///
/// The renders run with `appBundle` as the app bundle (the gallery's bundle, standing for an app
/// that ships the gallery's images); the design-time path takes it away, as Interface Builder's
/// agent does.
package enum DemoRunner {
    /// Renders `gallery`'s items (or `items`, a selection of them) with its classes registered.
    package static func run(_ gallery: DemoGallery, items: [GalleryItem]? = nil, paths: [Designable.InitPath] = Designable.InitPath.allCases,
                           scale: CGFloat = 2, registry: DesignableRegistry = .shared, into directory: URL) throws -> DemoResult {
        try run(items: items ?? gallery.items, appBundle: gallery.appBundle, paths: paths, scale: scale, registry: registry,
                register: gallery.register, into: directory)
    }

    /// Renders `items` after `register` has registered their classes in `registry`.
    package static func run(items: [GalleryItem], appBundle: Bundle?, paths: [Designable.InitPath] = Designable.InitPath.allCases,
                           scale: CGFloat = 2, registry: DesignableRegistry = .shared, register: (DesignableRegistry) -> Void,
                           into directory: URL) throws -> DemoResult {
        let start = Date()
        register(registry)
        let rows = try PathMatrixRunner.run(items.map { $0.subject(registry: registry) }, paths: paths, scale: scale,
                                            appBundle: appBundle, into: directory)
        let page = directory.appendingPathComponent("index.html")
        var result = DemoResult(paths: paths.map(\.displayName), rows: rows, directory: directory, page: page,
                                scale: scale, seconds: 0)
        try Data(DemoPage.html(result).utf8).write(to: page, options: .atomic)
        result.seconds = Date().timeIntervalSince(start)
        return result
    }
}

/// Renders matrix rows along the init paths: each path's PNG, compared pixel for pixel with the
/// first path's, and the diff where they differ.
///
/// Files, under `directory`: `<row>/<path>.png` for each render and `<row>/<path>-diff.png`
/// where a path disagrees with the first path. The renders run with `appBundle` as the app
/// bundle; the design-time path takes it away, as Interface Builder's agent does.
package enum PathMatrixRunner {
    package static func run(_ subjects: [PathMatrixSubject], paths: [Designable.InitPath], scale: CGFloat, appBundle: Bundle?,
                           into directory: URL) throws -> [DemoResult.Row] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var rows: [DemoResult.Row] = []
        var usedFolders: Set<String> = []
        for subject in subjects {
            var folder = fileName(subject.name)
            var n = 2
            while !usedFolders.insert(folder).inserted {
                folder = fileName(subject.name) + "-\(n)"
                n += 1
            }
            try FileManager.default.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
            var baseline: Bitmap?
            var cells: [DemoResult.Cell] = []
            for path in paths {
                if let reason = subject.skipped[path] {
                    cells.append(.skipped(reason))
                    continue
                }
                let bitmap: Bitmap
                do {
                    let rendered = try UIImage.withAppBundle(appBundle) { try subject.render(path, scale) }
                    // What a PNG holds, so a comparison here agrees with one of the written files.
                    bitmap = PNG.roundTripped(rendered)
                } catch {
                    cells.append(.failed("\(error)"))
                    continue
                }
                let image = "\(folder)/\(path.rawValue).png"
                try PNG.write(bitmap, to: directory.appendingPathComponent(image))
                guard let reference = baseline else {
                    baseline = bitmap
                    cells.append(.agrees(image: image))
                    continue
                }
                if let (message, attachments) = Diffing<Bitmap>.image(.exact).diff(reference, bitmap) {
                    let diff = "\(folder)/\(path.rawValue)-diff.png"
                    if let diffImage = attachments.first(where: { $0.name == "diff.png" || $0.name == "composite.png" }) {
                        try diffImage.data.write(to: directory.appendingPathComponent(diff))
                    }
                    cells.append(.differs(image: image, diff: diff, summary: message))
                } else {
                    cells.append(.agrees(image: image))
                }
            }
            rows.append(DemoResult.Row(name: subject.name, summary: subject.summary, size: subject.size, bug: subject.bug,
                                       wrongOn: subject.wrongOn, cells: cells))
        }
        return rows
    }

    /// A name safe as a folder on every file system: letters, digits, `-` and `_`; others become `-`.
    static func fileName(_ name: String) -> String {
        String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
    }
}
