import Designable
import Foundation
import InterfaceBuilder
import Raster

extension Snapshotting where Value == LoadedNib, Format == Bitmap {
    /// Renders a loaded Interface Builder document's first storyboard scene, or its XIB's first
    /// top-level view, at the size the document stores, at @2x in light appearance.
    ///
    /// ```swift
    /// let nib = try InterfaceBuilderLoader.load(contentsOf: Bundle.module.url(forResource: "Card", withExtension: "xib")!)
    /// assertSnapshot(of: nib, as: .image)
    /// ```
    public static var image: Snapshotting { .image() }

    /// Renders one scene of a loaded storyboard (its view controller's root view), or, without
    /// `scene`, the first scene with a root view or the XIB's first top-level view.
    ///
    /// ```swift
    /// let storyboard = try InterfaceBuilderLoader.load(contentsOf: url)
    /// assertSnapshot(of: storyboard, as: .image(scene: "BYZ-38-t0r", on: .iPhone15))
    /// assertSnapshot(of: storyboard, as: .image(scene: "BYZ-38-t0r", traits: .init(userInterfaceStyle: .dark)), named: "dark")
    /// ```
    ///
    /// The views are the ones the document decoded, with `init(coder:)`, runtime attributes,
    /// outlets and `awakeFromNib()`: the `InitPath.coder` path, as the app gets them.
    /// `paths: [.coder, .designTime]` also renders the view as Interface Builder's canvas
    /// would from the same decoded values (the view's class must be registered), and compares
    /// both with the one reference, which is recorded from the coder path. There is no code
    /// path for a document; asking for it fails saying so.
    ///
    /// The other parameters are those of ``ViewImageOptions``:
    /// without `size`, `width` or `config` the view keeps the frame the document stores.
    ///
    /// - Parameters:
    ///   - scene: the scene's id (the `<scene sceneID=…>`, or its view controller's
    ///     id); a scene without a root view of its own (a navigation or tab bar controller)
    ///     fails, naming the scenes that have one.
    ///   - config: a screen whose size the view takes, unless `size` or `width` is given, and
    ///     whose traits it renders with.
    ///   - precision: the fraction of pixels that must match.
    ///   - perceptualPrecision: how closely a pixel must match.
    ///   - maxDifferingPixels: how many pixels may differ whatever `precision` says.
    ///   - size: the view's size in points.
    ///   - width: a fixed width in points; the height is the one the view asks for at that width.
    ///   - scale: pixels per point; otherwise the traits' display scale, otherwise 2.
    ///   - traits: light or dark, and a display scale; they win over `config`'s.
    ///   - masking: regions left out of the comparison (see ``SnapshotMaskRegion``).
    ///   - paths: `.coder`, and `.designTime` to compare Interface Builder's canvas too.
    ///   - registry: where the design-time path finds the view's class.
    ///   - layoutConflicts: whether Auto Layout breaking a required constraint fails the snapshot.
    public static func image(
        scene: String? = nil,
        on config: ViewImageConfig? = nil,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        maxDifferingPixels: Int = 0,
        size: CGSize? = nil,
        width: CGFloat? = nil,
        scale: CGFloat? = nil,
        traits: UITraitCollection? = nil,
        masking: [any SnapshotMaskRegion] = [],
        paths: Set<InitPath> = [.coder],
        registry: DesignableRegistry = .shared,
        layoutConflicts: LayoutConflictPolicy = .fail
    ) -> Snapshotting {
        .image(scene: scene, ViewImageOptions(on: config, precision: precision, perceptualPrecision: perceptualPrecision,
                                              maxDifferingPixels: maxDifferingPixels, size: size, width: width, scale: scale,
                                              traits: traits, masking: masking, paths: paths, registry: registry,
                                              layoutConflicts: layoutConflicts))
    }

    /// Renders one scene of a loaded storyboard, or the XIB's first top-level view, with
    /// `options` (the coder path unless they say otherwise), as the parameter list above does.
    public static func image(scene: String? = nil, _ options: ViewImageOptions) -> Snapshotting {
        .document(scene.map(DocumentSubject.scene) ?? .first, options)
    }

    /// Renders one view of a loaded document, found by its Interface Builder id: a XIB's
    /// top-level view, or any view inside a scene or a XIB.
    ///
    /// ```swift
    /// let nib = try InterfaceBuilderLoader.load(contentsOf: url)
    /// assertSnapshot(of: nib, as: .image(object: "str-vw-001", scale: 3))
    /// ```
    ///
    /// See ``image(scene:on:precision:perceptualPrecision:size:width:scale:traits:paths:registry:layoutConflicts:)``
    /// for the parameters; a view inside another is rendered on its own, at its own frame's size.
    ///
    /// - Parameters:
    ///   - object: the view's `id` attribute in the document.
    ///   - config: a screen whose size the view takes, unless `size` or `width` is given, and
    ///     whose traits it renders with.
    ///   - precision: the fraction of pixels that must match.
    ///   - perceptualPrecision: how closely a pixel must match.
    ///   - maxDifferingPixels: how many pixels may differ whatever `precision` says.
    ///   - size: the view's size in points.
    ///   - width: a fixed width in points; the height is the one the view asks for at that width.
    ///   - scale: pixels per point; otherwise the traits' display scale, otherwise 2.
    ///   - traits: light or dark, and a display scale; they win over `config`'s.
    ///   - masking: regions left out of the comparison (see ``SnapshotMaskRegion``).
    ///   - paths: `.coder`, and `.designTime` to compare Interface Builder's canvas too.
    ///   - registry: where the design-time path finds the view's class.
    ///   - layoutConflicts: whether Auto Layout breaking a required constraint fails the snapshot.
    public static func image(
        object: String,
        on config: ViewImageConfig? = nil,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        maxDifferingPixels: Int = 0,
        size: CGSize? = nil,
        width: CGFloat? = nil,
        scale: CGFloat? = nil,
        traits: UITraitCollection? = nil,
        masking: [any SnapshotMaskRegion] = [],
        paths: Set<InitPath> = [.coder],
        registry: DesignableRegistry = .shared,
        layoutConflicts: LayoutConflictPolicy = .fail
    ) -> Snapshotting {
        .image(object: object, ViewImageOptions(on: config, precision: precision, perceptualPrecision: perceptualPrecision,
                                              maxDifferingPixels: maxDifferingPixels, size: size, width: width, scale: scale,
                                              traits: traits, masking: masking, paths: paths, registry: registry,
                                              layoutConflicts: layoutConflicts))
    }

    /// Renders the document's top-level object `object` with `options`.
    public static func image(object: String, _ options: ViewImageOptions) -> Snapshotting {
        .document(.object(object), options)
    }

    /// The view strategy pulled back along "find the view in the document", with the coder
    /// path standing for the view as loaded.
    private static func document(_ subject: DocumentSubject, _ options: ViewImageOptions) -> Snapshotting {
        var viewRender = options.render(defaultPaths: [.coder])
        let paths = viewRender.paths
        // The view strategy's code path renders the view as given, which for a loaded
        // document is the view init(coder:) made.
        viewRender.paths = Set(paths.map { $0 == .coder ? InitPath.code : $0 })
        let render = viewRender
        let base = Snapshotting<Bitmap, Bitmap>.image(comparator: options.comparator)
        var strategy = base.pullback { (nib: LoadedNib) in
            try DocumentSubject.checkPaths(paths)
            return try render.bitmap(of: subject.view(in: nib))
        }
        let normalise = base.snapshot
        strategy.variants = SnapshotVariants(wording: .initPaths) { nib in
            try DocumentSubject.checkPaths(paths)
            return try render.variants(of: subject.view(in: nib)).map { variant in
                guard variant.name == InitPath.code.snapshotName else { return try variant.map(normalise) }
                return SnapshotVariant(name: InitPath.coder.snapshotName, fileSuffix: InitPath.coder.fileSuffix,
                                       snapshot: try normalise(variant.snapshot))
            }
        }
        return strategy
    }
}

/// Which view of a loaded document a document strategy renders.
enum DocumentSubject: Sendable, Equatable {
    /// The first scene with a root view, else the first top-level view.
    case first
    case scene(String)
    case object(String)

    func view(in nib: LoadedNib) throws(DocumentSnapshotError) -> UIView {
        let file = nib.report.document.file
        switch self {
        case .first:
            if let root = nib.sceneRootViews.first ?? nib.topLevelViews.first { return root }
            throw .nothingToRender(file: file)
        case let .scene(id):
            let controller = nib.object(withID: id) as? UIViewController
            guard let scene = nib.scenes.first(where: { $0.id == id || (controller != nil && $0.viewController === controller) }) else {
                throw .noSuchScene(id, file: file, available: Self.sceneNames(nib))
            }
            guard let root = scene.rootView else { throw .sceneWithoutRootView(id, file: file, available: Self.sceneNames(nib)) }
            return root
        case let .object(id):
            guard let object = nib.object(withID: id) else { throw .noSuchObject(id, file: file, topLevel: Self.topLevelNames(nib)) }
            guard let view = object as? UIView else {
                throw .notAView(id, file: file, className: String(describing: type(of: object)))
            }
            return view
        }
    }

    /// A document's views come from `init(coder:)`: there is no code path to render.
    static func checkPaths(_ paths: Set<InitPath>) throws {
        if paths.isEmpty { throw InitPathError.noPaths }
        if paths.contains(.code) { throw DocumentSnapshotError.codePath }
    }

    private static func sceneNames(_ nib: LoadedNib) -> [String] {
        nib.scenes.filter { $0.rootView != nil }.map(\.id)
    }

    private static func topLevelNames(_ nib: LoadedNib) -> [String] {
        nib.document.objects.filter { $0.frame != nil }.map(\.id)
    }
}

/// Why a document strategy found nothing to render.
public enum DocumentSnapshotError: Error, Equatable, CustomStringConvertible {
    /// The document has no scene with a root view and no top-level view.
    case nothingToRender(file: String)
    /// No scene has this id; the scenes with a root view are listed.
    case noSuchScene(String, file: String, available: [String])
    /// The scene's controller has no root view of its own (a navigation or tab bar controller).
    case sceneWithoutRootView(String, file: String, available: [String])
    /// No object has this id; the document's top-level views are listed.
    case noSuchObject(String, file: String, topLevel: [String])
    /// The object with this id is not a view.
    case notAView(String, file: String, className: String)
    /// `paths` asked for the code path, which a document does not have.
    case codePath

    /// What was asked for, what the document has instead, and what to do.
    public var description: String {
        switch self {
        case let .nothingToRender(file):
            "\(file) has no scene with a root view and no top-level view to render."
        case let .noSuchScene(id, file, available):
            "\(file) has no scene \"\(id)\". Scenes with a root view: \(Self.list(available))."
        case let .sceneWithoutRootView(id, file, available):
            "Scene \"\(id)\" in \(file) has no root view of its own (a container controller); snapshot one of its "
                + "children's scenes: \(Self.list(available))."
        case let .noSuchObject(id, file, topLevel):
            "\(file) has no object \"\(id)\". Its top-level views: \(Self.list(topLevel)); any view's id works too."
        case let .notAView(id, file, className):
            "Object \"\(id)\" in \(file) is a \(className), not a view; pass a view's id, or a scene: for a controller."
        case .codePath:
            "A document's views are made by init(coder:), so it has no code path: pass paths: [.coder] (the default) "
                + "or [.coder, .designTime]. To compare a custom view's code path, snapshot an instance you make with "
                + ".image(paths: [.code, .coder])."
        }
    }

    private static func list(_ names: [String]) -> String { names.isEmpty ? "none" : names.joined(separator: ", ") }
}
