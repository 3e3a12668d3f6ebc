import Foundation
import InterfaceBuilder
import Raster

extension InitPathMatrix {
    /// Renders one view of a loaded document along each of `paths`: the matrix for a document,
    /// where every path is derived from the values the document stores.
    ///
    /// ```swift
    /// let nib = try InterfaceBuilderLoader.load(contentsOf: url)
    /// let bitmaps = try InitPathMatrix.render(document: nib, objectID: "BYZ-38-t0r")   // a scene
    /// XCTAssertEqual(bitmaps[.code], bitmaps[.coder], "the screen built in code drifted from the storyboard")
    /// ```
    ///
    /// `objectID` names a view, a view controller (its root view) or a storyboard scene (its
    /// controller's root view). Each path builds that view and everything below it:
    /// - ``InitPath/coder`` is the document as loaded: the view `nib` holds, which
    ///   `init?(coder:)`, the runtime attributes, the outlets and `awakeFromNib()` made.
    /// - ``InitPath/code`` makes each view with `init(frame:)` at the frame the document
    ///   stores (a registered class by its factory, a standard view as its UIKit class), sets
    ///   the standard properties the document stores through their setters, adds the
    ///   document's subviews after those the view builds itself, adds the document's
    ///   constraints, sets the runtime attributes through the declared setters and connects
    ///   the outlets within the view's tree: what a programmer porting the document to code
    ///   would write. `awakeFromNib()` is not called.
    /// - ``InitPath/designTime`` builds the same way inside Interface Builder's environment
    ///   (``UIView/isRenderingForInterfaceBuilder`` true, no app bundle; the document's own
    ///   images are still found, as IB resolves them), then calls
    ///   `prepareForInterfaceBuilder()` on every view, parents first.
    ///
    /// A class the document names but nobody registered was decoded as its UIKit class, and
    /// the code and design-time paths make it as that class too: there is no factory to
    /// call. The coder path's view is resized to `size` when one is given, so the `nib`'s
    /// view keeps that size afterwards.
    ///
    /// - Parameters:
    ///   - nib: The loaded document; its decoded views are the coder path's.
    ///   - objectID: The id of the scene or view to render, as the document writes it.
    ///   - paths: The paths to render along; all three by default.
    ///   - size: The root's size, in points, on every path; the stored frame's otherwise.
    ///   - scale: Pixels per point.
    ///   - traits: The appearance to render with; light by default.
    ///   - registry: The registry `nib` was loaded with: it supplies the factories.
    /// - Throws: ``Failure/noSuchObject(_:available:)`` for an id naming no view, and any
    ///   failure to build or render.
    public static func render(document nib: LoadedNib, objectID: String, paths: Set<InitPath> = Set(InitPath.allCases),
                              size: CGSize? = nil, scale: CGFloat = 2, traits: UITraitCollection? = nil,
                              registry: DesignableRegistry = .shared) throws(Failure) -> [InitPath: Bitmap] {
        var result: [InitPath: Bitmap] = [:]
        for path in InitPath.allCases where paths.contains(path) {
            result[path] = try render(document: nib, objectID: objectID, along: path, size: size, scale: scale,
                                      traits: traits, registry: registry)
        }
        return result
    }

    /// Renders one view of a loaded document along one path; see
    /// ``render(document:objectID:paths:size:scale:traits:registry:)``.
    public static func render(document nib: LoadedNib, objectID: String, along path: InitPath, size: CGSize? = nil,
                              scale: CGFloat = 2, traits: UITraitCollection? = nil,
                              registry: DesignableRegistry = .shared) throws(Failure) -> Bitmap {
        let view = try view(in: nib, objectID: objectID, along: path, size: size, registry: registry)
        do {
            return try path == .designTime
                ? DesignTime.run { () throws(ViewRenderError) -> Bitmap in try ViewRenderer.render(view, scale: scale, traits: traits) }
                : ViewRenderer.render(view, scale: scale, traits: traits)
        } catch { throw .render(path, error) }
    }

    /// The view `objectID` names, built along `path` (see
    /// ``render(document:objectID:paths:size:scale:traits:registry:)``), not yet laid out.
    ///
    /// For ``InitPath/designTime`` the view was built inside Interface Builder's environment;
    /// render it inside it too if its drawing asks ``UIView/isRenderingForInterfaceBuilder``,
    /// as ``render(document:objectID:along:size:scale:traits:registry:)`` does.
    public static func view(in nib: LoadedNib, objectID: String, along path: InitPath, size: CGSize? = nil,
                            registry: DesignableRegistry = .shared) throws(Failure) -> UIView {
        let (object, controller) = try target(in: nib, objectID: objectID)
        let view: UIView
        switch path {
        case .coder:
            guard let loaded = nib.view(withID: object.id) else {
                throw .noSuchObject(objectID, available: renderableIDs(in: nib))
            }
            view = loaded
        case .code:
            view = try DocumentBuilder(nib: nib, registry: registry, imageNamed: { UIImage(named: $0) })
                .build(object, controller: controller, designTime: false)
        case .designTime:
            let appBundle = UIImage.appBundle
            let resolveImage = { (name: String) in UIImage(named: name, in: appBundle, compatibleWith: nil) }
            view = try DesignTime.run { () throws(Failure) -> UIView in
                try DocumentBuilder(nib: nib, registry: registry, imageNamed: resolveImage)
                    .build(object, controller: controller, designTime: true)
            }
        }
        if let size { view.frame.size = size }
        return view
    }

    /// The document object `id` names, as a view, with the controller whose root view it is.
    private static func target(in nib: LoadedNib, objectID id: String) throws(Failure) -> (IBObject, IBObject?) {
        let document = nib.document
        if let scene = document.scenes.first(where: { $0.id == id }), let controller = scene.viewController,
           let root = controller.rootView {
            return (root, controller)
        }
        guard let object = document.object(withID: id) else { throw .noSuchObject(id, available: renderableIDs(in: nib)) }
        if let root = object.rootView { return (root, object) }
        guard StandardElementClass.viewClass(for: object.element) != nil else {
            throw .noSuchObject(id, available: renderableIDs(in: nib))
        }
        let controller = document.allObjects.first { $0.rootView?.id == id }
        return (object, controller)
    }

    /// The scenes with a root view, then the XIB's top-level views: what a caller can name.
    private static func renderableIDs(in nib: LoadedNib) -> [String] {
        nib.document.scenes.filter { $0.rootView != nil }.map(\.id)
            + nib.document.objects.filter { StandardElementClass.viewClass(for: $0.element) != nil }.map(\.id)
    }
}

/// Builds a document's view tree in code, from the values the document stores: the code and
/// design-time paths of ``InitPathMatrix/render(document:objectID:paths:size:scale:traits:registry:)``,
/// and the design-time path of an instance, from its archive.
struct DocumentBuilder {
    /// The class each object was decoded as, by id, which tells the registration that applies
    /// whatever name or module the document spelled.
    let decodedType: (String) -> UIView.Type?
    let registry: DesignableRegistry
    let decoder: NibDecoder

    init(document: IBDocument, file: String, decodedType: @escaping (String) -> UIView.Type?, registry: DesignableRegistry,
         imageNamed: @escaping (String) -> UIImage?) {
        self.decodedType = decodedType
        self.registry = registry
        decoder = NibDecoder(document: document, file: file, registry: registry, strict: false, owner: nil,
                             imageNamed: imageNamed)
    }

    init(nib: LoadedNib, registry: DesignableRegistry, imageNamed: @escaping (String) -> UIImage?) {
        self.init(document: nib.document, file: nib.report.document.file,
                  decodedType: { nib.view(withID: $0).map { type(of: $0) } }, registry: registry, imageNamed: imageNamed)
    }

    /// The tree below `root`, made as the code path does; with `designTime`, each view is then
    /// sent `prepareForInterfaceBuilder()`. Run it inside `DesignTime.run` for that path.
    func build(_ root: IBObject, controller: IBObject?, designTime: Bool) throws(InitPathMatrix.Failure) -> UIView {
        guard let view = make(root, designTime: designTime) else {
            throw .noSuchObject(root.id, available: [])
        }
        let objects = root.allObjects
        // A scene's constraints may name its controller's top and bottom layout guides.
        var controllers: [String: UIViewController] = [:]
        if let controller {
            let made = UIViewController()
            made.view = view
            controllers[controller.id] = made
            // The view outlives this controller, which owns the guides.
            view.retainedLayoutGuides = [made.topLayoutGuide, made.bottomLayoutGuide]
        }
        decoder.applySimulatedMetrics(toRoot: root, controller: controller)
        decoder.installConstraints(of: (controller.map { [$0] } ?? []) + objects, controllers: controllers)
        for object in objects { decoder.applyRuntimeAttributes(of: object) }
        for object in objects { decoder.connectOutlets(of: object) }
        if !decoder.errors.isEmpty { throw .load(NibLoadError(issues: decoder.errors)) }
        if designTime {
            for object in objects { (decoder.objects[object.id] as? UIView)?.prepareForInterfaceBuilder() }
        }
        return view
    }

    /// One view made with `init(frame:)`, its stored standard properties set, and its subviews.
    /// In Interface Builder's canvas only designable classes run their own code; any other custom
    /// class is drawn as its UIKit class, as Interface Builder draws it.
    private func make(_ object: IBObject, designTime: Bool) -> UIView? {
        guard let element = StandardElementClass.viewClass(for: object.element) else { return nil }
        let frame = object.frame.map { CGRect($0) } ?? .zero
        var registration = registry.designableClass(for: decodedType(object.id) ?? element.type)
        if designTime, registration?.isDesignable == false { registration = nil }
        let donor = storedValues(of: object)
        let view: UIView
        if let registration, let made = registration.make(frame: frame) {
            view = made
        } else if let registration {
            // Only init(coder:): the code path builds it the one way it can be built.
            view = ViewArchiveWriter.decodedFresh(registration.type, registry: registry)
            view.frame = frame
        } else if let button = donor as? UIButton {
            // A button's type is fixed when it is made.
            view = UIButton(type: button.buttonType)
            view.frame = frame
        } else if donor is UICollectionView {
            // Its layout is the document's, made anew for this view.
            view = UICollectionView(frame: frame, collectionViewLayout: CollectionLayoutDecoding.layout(of: object, registry: registry) { _, _ in })
        } else if let table = donor as? UITableView {
            // So are a table's style and a cell's.
            view = UITableView(frame: frame, style: table.style)
        } else if let cell = donor as? UITableViewCell {
            view = UITableViewCell(style: cell.cellStyle, reuseIdentifier: cell.reuseIdentifier)
            view.frame = frame
        } else {
            view = StandardElementClass.freshInstance(of: object.element)
            view.frame = frame
        }
        if let donor {
            for property in StandardProperty.all where property.isStored(object) { property.copy(donor, view) }
            view.copyStoredLayoutValues(of: object, from: donor)
        }
        if let mask = object.autoresizingMask { view.autoresizingMask = UIView.AutoresizingMask(rawValue: mask.rawValue) }
        decoder.adopt(view, as: object, registered: registration)
        for child in IBObjectValues.subviewObjects(of: object) {
            if child.key == "contentView", let content = Self.ownContentView(of: view) {
                // A cell made in code has its content view already: the document's is that one.
                decoder.adopt(content, as: child, registered: nil)
                if let donor = storedValues(of: child) {
                    for property in StandardProperty.all where property.isStored(child) { property.copy(donor, content) }
                }
                for grandchild in IBObjectValues.subviewObjects(of: child) {
                    if let subview = make(grandchild, designTime: designTime) { content.addSubview(subview) }
                }
                continue
            }
            guard let subview = make(child, designTime: designTime) else { continue }
            if let table = view as? UITableView, child.key == "tableHeaderView" || child.key == "tableFooterView" {
                // A table places these itself, as its init(coder:) takes them.
                if child.key == "tableHeaderView" { table.tableHeaderView = subview } else { table.tableFooterView = subview }
                continue
            }
            // A stack view's subviews in a document are its arranged subviews.
            if let stack = view as? UIStackView { stack.addArrangedSubview(subview) } else { view.addSubview(subview) }
        }
        if let table = view as? UITableView, !object.sections.isEmpty {
            table.staticContent = StaticTableContent(sections: IBObjectValues.staticSections(of: object) {
                make($0, designTime: designTime) as? UITableViewCell
            })
        }
        if let cell = view as? UITableViewCell {
            func named<V: UIView>(_ key: String, _: V.Type) -> V? { object.attributes[key].flatMap { decoder.objects[$0] as? V } }
            cell.adoptStandardViews(text: named(ViewCodingKey.textLabel, UILabel.self), detail: named(ViewCodingKey.detailTextLabel, UILabel.self),
                                    image: named(ViewCodingKey.imageView, UIImageView.self))
        }
        // A <stackView>'s subviews are its arranged subviews, as its init(coder:) takes them.
        if let stack = view as? UIStackView { for subview in stack.subviews { stack.addArrangedSubview(subview) } }
        return view
    }

    /// The content view a cell made with `init(frame:)` already has.
    private static func ownContentView(of view: UIView) -> UIView? {
        switch view {
        case let cell as UITableViewCell: cell.contentView
        case let cell as UICollectionViewCell: cell.contentView
        default: nil
        }
    }

    /// The standard properties the document stores for `object`, decoded onto its UIKit class
    /// alone: no custom class, runtime attributes, subviews or `awakeFromNib()`, whose
    /// changes are not the document's values.
    private func storedValues(of object: IBObject) -> UIView? {
        var plain = object
        plain.customClass = nil
        plain.runtimeAttributes = []
        plain.subviews = []
        plain.children = []
        plain.sections = []
        plain.connections = []
        plain.constraints = []
        // The document's resources come along: a missing image's declared size (its
        // `<resources>` entry) lays the view out, on the coder path and so on every path.
        var alone = IBDocument(kind: .xib, objects: [plain])
        alone.resources = decoder.document.resources
        let donorDecoder = NibDecoder(document: alone, file: decoder.file,
                                      registry: registry, strict: false, owner: nil, imageNamed: decoder.imageNamed)
        return donorDecoder.decodeView(plain)
    }
}
