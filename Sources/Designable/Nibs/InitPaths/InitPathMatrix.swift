import Foundation
import InterfaceBuilder
import Raster

/// Renders a registered view along each of its three init paths, so that drift between them
/// shows up as differing pixels.
///
/// ```swift
/// DesignableRegistry.register(GaugeView.self, make: GaugeView.init(frame:)) {
///     $0.inspectable("value", \.value).inspectable("ringColor", \.ringColor)
/// }
/// let bitmaps = try InitPathMatrix.render(GaugeView.self, size: CGSize(width: 80, height: 80)) {
///     $0.value = 0.7
/// }
/// assertSnapshot(of: bitmaps[.code]!, as: .image)
/// XCTAssertEqual(bitmaps[.coder], bitmaps[.code], "init(coder:) drifted from init(frame:)")
/// ```
///
/// The configuration closure plays the designer: it sets properties on an instance made in
/// code. Each path then builds the view its own way:
///
/// - ``InitPath/code``: the factory (`init(frame:)`), the closure, layout, drawing.
/// - ``InitPath/coder``: the configured view is written as IB would store it (see
///   ``ViewArchiver``: class, frame, changed standard properties, and the inspectables that
///   differ from a fresh instance's as runtime attributes), the XML is read back, and
///   ``InterfaceBuilderLoader`` decodes it: `init?(coder:)`, runtime attributes through the
///   setters, outlets, `awakeFromNib()`.
/// - ``InitPath/designTime``: Interface Builder's sequence for a designable, below.
///
/// ## Interface Builder's design-time sequence
/// Emulated from what Apple documents and what developers have observed of Xcode's
/// IBDesignables agent:
/// 1. The view is created with **`init(frame:)`**, not `init?(coder:)`: IB does not decode
///    designables from the document. (Chris Hulbert, "IB_Designable: Pitfalls and Gotchas",
///    splinter.com.au/presentations/ibdesignable, tabulates initWithFrame for design time
///    against initWithCoder for a XIB at run time.)
/// 2. The properties set in IB, standard ones and inspectables alike, are then set on it by
///    key-value coding, through the setters, so they override what the initialiser set
///    (ibid.: "KVC of IB properties occurs after initWithFrame"; and the answer to "IBDesignable
///    view doesn't draw background color inside Interface Builder" on Stack Overflow, which
///    traced IB setting `backgroundColor` after `init`).
/// 3. **`prepareForInterfaceBuilder()`** is called, after the whole graph is created and
///    initialised ("Interface Builder waits until all objects in a graph have been created and
///    initialized before calling this method"; "The system does not call this method; only
///    Interface Builder calls it": Apple, NSObject `prepareForInterfaceBuilder()` reference).
/// 4. The view is laid out and drawn.
///
/// **`awakeFromNib()` is not called** at design time: it belongs to nib loading, which IB does
/// not perform for a designable (the same table lists no awakeFromNib for design time, and
/// answers on Stack Overflow observing the IB render cycle report "awakeFromNib also NOT
/// called"). So setup done only in `awakeFromNib` is missing both in code and in the canvas.
///
/// The designable runs inside IB's agent process, whose main bundle is not the app's:
/// `UIImage(named:)` finds nothing there, and images must be loaded from the view's own
/// bundle (`UIImage(named:in: Bundle(for: Self.self), compatibleWith:)` on iOS; the module's
/// `Bundle.module` with SwiftPM) (ibid., "Images and other Resources"). The design-time path
/// reproduces this by running with ``UIImage/appBundle`` set to `nil`, and sets
/// ``UIView/isRenderingForInterfaceBuilder``, this path's `TARGET_INTERFACE_BUILDER`. Both are
/// task-local, so parallel tests do not see each other's. Image inspectables set from the
/// document are still found: IB resolves those against the project's resources itself.
public enum InitPathMatrix {
    /// Why a path could not be rendered.
    public enum Failure: Error, CustomStringConvertible {
        /// The class has no registration, so there is no factory and no declarations.
        case notRegistered(String)
        /// Writing what IB would store and reading it back failed.
        case archive(IBDocumentError)
        /// Loading the written document failed, for example a runtime attribute error.
        case load(NibLoadError)
        /// The rendering failed.
        case render(InitPath, ViewRenderError)
        /// The class was registered without `init(frame:)`, which the code and design-time
        /// paths build it with.
        case noFrameInitializer(String)
        /// A document has no view, view controller or scene with this id; `available` lists
        /// the scenes and top-level views it has.
        case noSuchObject(String, available: [String])

        /// What failed and, for an unregistered class, the call that registers it.
        public var description: String {
            switch self {
            case .notRegistered(let name):
                "\(name) is not registered: call DesignableRegistry.register(\(name).self, make: \(name).init(frame:)) first"
            case .noFrameInitializer(let name):
                "\(name) has no init(frame:), only init(coder:), so it cannot be made in code or in Interface Builder's canvas; render it along .coder only"
            case .archive(let e): "the archived document could not be read back: \(e)"
            case .load(let e): "the archived document could not be loaded:\n\(e)"
            case .render(let path, let e): "the \(path) path could not be rendered: \(e)"
            case .noSuchObject(let id, let available):
                "the document has no view, view controller or scene with id \"\(id)\"; scenes and top-level views: "
                    + (available.isEmpty ? "none" : available.joined(separator: ", "))
            }
        }
    }

    /// Renders `type` along each of `paths` and returns the bitmaps by path.
    ///
    /// - Parameters:
    ///   - type: The registered view class to render.
    ///   - size: The view's size, in points; every path uses the same frame.
    ///   - scale: Pixels per point.
    ///   - traits: The appearance to render with; light by default.
    ///   - paths: The paths to render along; all three by default.
    ///   - registry: Where the class's registration is looked up.
    ///   - configure: Sets the properties a designer would set in IB.
    public static func render<V: UIView>(_ type: V.Type, size: CGSize, scale: CGFloat = 2,
                                         traits: UITraitCollection? = nil,
                                         paths: Set<InitPath> = Set(InitPath.allCases),
                                         registry: DesignableRegistry = .shared,
                                         configure: (V) -> Void = { _ in }) throws(Failure) -> [InitPath: Bitmap] {
        var result: [InitPath: Bitmap] = [:]
        for path in InitPath.allCases where paths.contains(path) {
            result[path] = try render(type, along: path, size: size, scale: scale, traits: traits,
                                      registry: registry, configure: configure)
        }
        return result
    }

    /// Renders `type` along one path.
    public static func render<V: UIView>(_ type: V.Type, along path: InitPath, size: CGSize, scale: CGFloat = 2,
                                         traits: UITraitCollection? = nil, registry: DesignableRegistry = .shared,
                                         configure: (V) -> Void = { _ in }) throws(Failure) -> Bitmap {
        guard let registration = registry.designableClass(for: type) else {
            throw .notRegistered(String(describing: type))
        }
        let frame = CGRect(origin: .zero, size: size)
        func draw(_ view: UIView) throws(Failure) -> Bitmap {
            do { return try ViewRenderer.render(view, scale: scale, traits: traits) } catch { throw .render(path, error) }
        }
        switch path {
        case .code:
            guard let view = registration.make(frame: frame) else { throw .noFrameInitializer(registration.name) }
            if let view = view as? V { configure(view) }
            return try draw(view)
        case .coder:
            let archived = archive(registration, frame: frame, registry: registry, configure: configure)
            return try draw(decode(archived.object, types: archived.types, registry: registry))
        case .designTime:
            guard registration.canMakeInCode else { throw .noFrameInitializer(registration.name) }
            return try designTime(archive(registration, frame: frame, registry: registry, configure: configure),
                                  name: registration.name, registry: registry, draw: draw)
        }
    }

    /// Builds an archived view as Interface Builder's canvas does (see ``DocumentBuilder``):
    /// `init(frame:)` for each view the document owns, its stored properties and runtime
    /// attributes through the setters, its subviews and constraints, then
    /// `prepareForInterfaceBuilder()`, all in the design-time environment; and draws it there.
    static func designTime(_ archived: ViewArchiver.Archive, name: String, registry: DesignableRegistry,
                           draw: (UIView) throws(Failure) -> Bitmap) throws(Failure) -> Bitmap {
        // The document's images are IB's to find, in the project, before the agent's
        // bundle-less environment applies to the view's own code.
        let appBundle = UIImage.appBundle
        let resolveImage = { (name: String) in UIImage(named: name, in: appBundle, compatibleWith: nil) }
        let document = ViewArchiver.document(holding: archived.object)
        return try DesignTime.run { () throws(Failure) -> Bitmap in
            let view = try DocumentBuilder(document: document, file: "\(name).xib", decodedType: { archived.types[$0] },
                                           registry: registry, imageNamed: resolveImage)
                .build(archived.object, controller: nil, designTime: true)
            return try draw(view)
        }
    }

    /// The document object the coder and design-time paths start from: what IB would store
    /// for an instance configured by `configure`.
    public static func archive<V: UIView>(_ type: V.Type, size: CGSize, registry: DesignableRegistry = .shared,
                                          configure: (V) -> Void = { _ in }) throws(Failure) -> IBObject {
        guard let registration = registry.designableClass(for: type) else {
            throw .notRegistered(String(describing: type))
        }
        return archive(registration, frame: CGRect(origin: .zero, size: size), registry: registry, configure: configure).object
    }

    private static func archive<V: UIView>(_ registration: DesignableClass, frame: CGRect, registry: DesignableRegistry,
                                           configure: (V) -> Void) -> ViewArchiver.Archive {
        // A class with only init(coder:) starts from what that makes with nothing to decode.
        func make() -> UIView {
            if let view = registration.make(frame: frame) { return view }
            // Sized as a document would size it, so the coder path renders at the size asked for.
            let view = ViewArchiveWriter.decodedFresh(registration.type, registry: registry)
            view.frame = frame
            return view
        }
        let fresh = make()
        let configured = make()
        if let configured = configured as? V { configure(configured) }
        return ViewArchiver.archive(configured, comparedWith: fresh, registry: registry)
    }

    /// Writes the object as a XIB, reads the XML back, and loads it: the coder path proper.
    /// `rootType`, when given, is the class the object is decoded as, whatever its
    /// `customClass` says: an unregistered class has none in the document.
    static func decode(_ object: IBObject, as rootType: UIView.Type? = nil,
                       registry: DesignableRegistry) throws(Failure) -> UIView {
        try decode(object, types: rootType.map { [object.id: $0] } ?? [:], registry: registry)
    }

    /// Decodes an archived view, each object whose id `types` names as that class.
    static func decode(_ object: IBObject, types: [String: UIView.Type],
                       registry: DesignableRegistry) throws(Failure) -> UIView {
        let document = ViewArchiver.document(holding: object)
        let name = object.customClass ?? object.element
        let loaded: IBDocument.Loaded
        do { loaded = try IBDocument.load(data: document.xmlData(), file: "\(name).xib") } catch let e as IBDocumentError {
            throw .archive(e)
        } catch { fatalError("IBDocument.load throws only IBDocumentError: \(error)") }
        do {
            let nib = try InterfaceBuilderLoader.load(loaded, owner: nil, strict: false, registry: registry,
                                                      imageNamed: { UIImage(named: $0) },
                                                      typeOverrides: types)
            return nib.topLevelViews[0]
        } catch let e as NibLoadError {
            throw .load(e)
        } catch { fatalError("InterfaceBuilderLoader.load throws only NibLoadError here: \(error)") }
    }
}
