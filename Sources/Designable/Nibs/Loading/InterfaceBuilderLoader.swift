import Foundation
import InterfaceBuilder

/// Loads Interface Builder documents into views, as UIKit's `UINib` and `UIStoryboard` do.
///
/// ```swift
/// DesignableRegistry.register(StarView.self, make: StarView.init(frame:)) {
///     $0.inspectable("starColor", \.starColor)
/// }
/// let nib = try InterfaceBuilderLoader.load(contentsOf: url)
/// let screen = nib.sceneRootViews[0]                 // or nib.topLevelViews for a XIB
/// let bitmap = try ViewRenderer.render(screen, scale: 2)
/// for warning in nib.report.warnings { print(warning) }
/// ```
///
/// ## The sequence, as UIKit's nib loading
/// 1. Every object is instantiated with `init?(coder:)` and an ``IBDocumentCoder``: the class
///    registered under its `customClass`, or, for a class nobody registered, the element's
///    UIKit class with UIKit's warning "Unknown class X in Interface Builder file." A view's
///    subviews are decoded inside its `super.init(coder:)`.
/// 2. User-defined runtime attributes are set through the declared setters, so `didSet`
///    runs, object by object in document order.
/// 3. Outlets are connected, and actions added as target-action pairs.
/// 4. `awakeFromNib()` is sent to every view and view controller once the whole graph is
///    decoded and connected, in document order (parents before their subviews); never to
///    File's Owner.
///
/// Problems are collected rather than stopping at the first, so one run shows every typo;
/// errors are thrown together as a ``NibLoadError`` once loading is done, and warnings end up
/// in ``LoadedNib/report``. In strict mode the warnings are errors too.
///
/// Frames are the ones IB computed and stored. The document's installed constraints are added
/// to their views (identifier = the IB id) and views IB marks
/// `translatesAutoresizingMaskIntoConstraints="NO"` stop translating their masks, so a
/// `layoutIfNeeded()` solves the layout as UIKit would; until then the stored frames stand.
///
/// Root views get what IB simulated around them when it computed those frames (see
/// ``LoadedNib/displayScale``): the status, navigation and tab bars or the device's sensor
/// housing as ``UIView/deviceSafeAreaInsets`` (which the safe area and a controller's top and
/// bottom layout guides follow), and a controller's view UIKit's system minimum margins, 16 pt,
/// or 20 pt on wide screens.
public enum InterfaceBuilderLoader {
    /// Reads and loads the document at `url`, its strings in ``Localization/current`` (see
    /// `DocumentLocalization`).
    ///
    /// - Parameters:
    ///   - url: The `.xib` or `.storyboard` file.
    ///   - owner: File's Owner: the object the document's File's Owner outlets connect to.
    ///   - strict: Whether warnings are errors.
    ///   - registry: Where custom classes and their declarations are looked up.
    /// - Throws: `IBDocumentError` when the XML cannot be read; ``NibLoadError`` with every
    ///   error found while loading.
    public static func load(contentsOf url: URL, owner: AnyObject? = nil, strict: Bool = false,
                            registry: DesignableRegistry = .shared) throws -> LoadedNib {
        var loaded = try IBDocument.load(contentsOf: url)
        loaded.document = DocumentLocalization.localized(loaded.document, at: url)
        return try load(loaded, owner: owner, strict: strict, registry: registry)
    }

    /// Reads and loads a document from its XML; `file` names it in messages.
    public static func load(data: Data, file: String, owner: AnyObject? = nil, strict: Bool = false,
                            registry: DesignableRegistry = .shared) throws -> LoadedNib {
        try load(IBDocument.load(data: data, file: file), owner: owner, strict: strict, registry: registry)
    }

    /// Loads a document already read.
    public static func load(_ loaded: IBDocument.Loaded, owner: AnyObject? = nil, strict: Bool = false,
                            registry: DesignableRegistry = .shared) throws -> LoadedNib {
        try load(loaded, owner: owner, strict: strict, registry: registry, imageNamed: { UIImage(named: $0) })
    }

    static func load(_ loaded: IBDocument.Loaded, owner: AnyObject?, strict: Bool, registry: DesignableRegistry,
                     imageNamed: @escaping (String) -> UIImage?,
                     typeOverrides: [String: UIView.Type] = [:]) throws -> LoadedNib {
        let (nib, errors) = loadCollectingErrors(loaded, owner: owner, strict: strict, registry: registry,
                                                 imageNamed: imageNamed, typeOverrides: typeOverrides)
        if !errors.isEmpty { throw NibLoadError(issues: errors) }
        return nib
    }

    /// Loads as ``load(_:owner:strict:registry:)`` does, but hands back the errors with the
    /// views instead of throwing them, for a checker that reports everything at once.
    package static func loadCollectingErrors(_ loaded: IBDocument.Loaded, owner: AnyObject?, strict: Bool,
                                     registry: DesignableRegistry, imageNamed: @escaping (String) -> UIImage?,
                                     typeOverrides: [String: UIView.Type] = [:]) -> (LoadedNib, errors: [NibIssue]) {
        let document = loaded.document
        let decoder = NibDecoder(document: document, file: loaded.report.file, registry: registry, strict: strict,
                                 owner: owner, imageNamed: imageNamed)
        decoder.typeOverrides = typeOverrides

        // 1. Instantiate.
        let topLevel = document.objects.compactMap { object -> AnyObject? in
            let instance = decoder.decodeObject(object)
            return object.element == "placeholder" ? nil : instance
        }
        let scenes = document.scenes.map { scene -> LoadedNib.Scene in
            for object in scene.objects { decoder.decodeObject(object) }
            let controller = scene.viewController.flatMap { decoder.objects[$0.id] as? UIViewController }
            return LoadedNib.Scene(id: scene.id, viewController: controller, rootView: controller?.viewIfLoaded)
        }

        let displayScale = decoder.applySimulatedMetrics()

        // Constraints are part of each view's archive in UIKit, so they are in place before
        // runtime attributes, outlets and awakeFromNib.
        let all = document.allObjects
        decoder.installConstraints(of: all, controllers: decoder.objects.compactMapValues { $0 as? UIViewController })

        // 2–4, each over the whole graph before the next.
        for object in all { decoder.applyRuntimeAttributes(of: object) }
        for object in all { decoder.connectOutlets(of: object) }
        for object in all { decoder.connectActions(of: object) }
        for object in all where !object.isFilesOwner {
            switch decoder.objects[object.id] {
            case let view as UIView: view.awakeFromNib()
            case let controller as UIViewController: controller.awakeFromNib()
            default: break
            }
        }
        // 5. A scene's controller has its view, loaded from the storyboard with its outlets
        // connected: UIKit calls viewDidLoad() then.
        for scene in scenes where scene.rootView != nil { scene.viewController?.viewDidLoad() }

        let nib = LoadedNib(document: document, topLevelObjects: topLevel, scenes: scenes,
                            report: NibLoadReport(document: loaded.report, warnings: decoder.warnings),
                            objects: decoder.objects, displayScale: displayScale)
        return (nib, decoder.errors)
    }
}
