import Foundation
import InterfaceBuilder

/// One load of one document: instantiates its objects, remembers them by id, and collects
/// what went wrong, in the order UIKit's nib loading does things.
final class NibDecoder: IBObjectValues.Resolver {
    let document: IBDocument
    let file: String
    let registry: DesignableRegistry
    let strict: Bool
    let owner: AnyObject?
    /// Looks an image up by name; the app bundle's `UIImage(named:)` unless a path says otherwise.
    let imageNamed: (String) -> UIImage?

    /// Classes to decode objects as, by id, whatever their `customClass` says: the init-path
    /// matrix decodes a view instance as its own class, registered or not.
    var typeOverrides: [String: UIView.Type] = [:]

    /// Every instantiated object, by id (File's Owner is the owner passed in).
    private(set) var objects: [String: AnyObject] = [:]
    /// The objects instantiated from a registered class, whose unknown keys are errors.
    private var registeredByID: [String: DesignableClass] = [:]
    private(set) var warnings: [NibIssue] = []
    private(set) var errors: [NibIssue] = []

    init(document: IBDocument, file: String, registry: DesignableRegistry, strict: Bool, owner: AnyObject?,
         imageNamed: @escaping (String) -> UIImage?) {
        self.document = document
        self.file = file
        self.registry = registry
        self.strict = strict
        self.owner = owner
        self.imageNamed = imageNamed
    }

    // MARK: Reporting

    func report(_ kind: NibIssue.Kind, line: IBSourceLine, object: IBObject, _ message: String) {
        let issue = NibIssue(kind: kind, file: file, line: line.number, objectID: object.id, message: message)
        if issue.isAlwaysError || strict { errors.append(issue) } else { warnings.append(issue) }
    }

    /// The class name to use in messages: the document's custom class, else UIKit's; for File's
    /// Owner, the owner's own class, which is the one whose keys count.
    func className(of object: IBObject, _ instance: AnyObject?) -> String {
        if object.isFilesOwner, let instance { return String(describing: type(of: instance)) }
        return object.customClass ?? instance.map { String(describing: type(of: $0)) } ?? object.element
    }

    func isRegistered(_ object: IBObject) -> Bool {
        if registeredByID[object.id] != nil { return true }
        if object.isFilesOwner, let view = owner as? UIView { return registry.designableClass(for: type(of: view)) != nil }
        return false
    }

    // MARK: Instantiation

    /// Instantiates a top-level object: a view, a view controller with its root view, or the
    /// File's Owner placeholder (which is the owner passed to the loader).
    @discardableResult
    func decodeObject(_ object: IBObject) -> AnyObject? {
        if object.isFilesOwner {
            if let owner { objects[object.id] = owner }
            return owner
        }
        if StandardElementClass.controllers.contains(object.element) { return decodeController(object) }
        if StandardElementClass.viewClass(for: object.element) != nil { return decodeView(object) }
        return nil
    }

    /// Instantiates a view through `init?(coder:)`: the registered class its `customClass`
    /// names, else the element's UIKit class.
    func decodeView(_ object: IBObject) -> UIView? {
        guard let standard = StandardElementClass.viewClass(for: object.element) else { return nil }
        var type = standard.type
        if standard.isStandIn {
            report(.standInView, line: object.line, object: object,
                   "<\(object.element)> has no Designable class; drawn as a plain UIView")
        }
        if let custom = object.customClass {
            if let registered = registry.designableClass(named: custom, module: object.customModule) {
                type = registered.type
                registeredByID[object.id] = registered
            } else {
                report(.unknownClass, line: object.line, object: object,
                       "Unknown class \(custom) in Interface Builder file. (Decoded as \(String(describing: type)); register \(custom) with DesignableRegistry.register.)")
            }
        }
        if let override = typeOverrides[object.id] {
            type = override
            if let registered = registry.designableClass(for: override) { registeredByID[object.id] = registered }
        }
        guard let view = type.init(coder: IBDocumentCoder(object: object, session: self)) else { return nil }
        objects[object.id] = view
        return view
    }

    /// Takes `view` as the instance of `object`, for paths that instantiate it themselves
    /// (the design-time path's `init(frame:)`).
    func adopt(_ view: UIView, as object: IBObject, registered: DesignableClass?) {
        objects[object.id] = view
        registeredByID[object.id] = registered
    }

    /// Instantiates a view controller through `init?(coder:)`: the registered class its
    /// `customClass` names, else `UIViewController`.
    private func decodeController(_ object: IBObject) -> UIViewController? {
        // An unregistered controller class is the app's own code, which a document renders
        // without: it is decoded as UIViewController, quietly, as before classes were registered.
        let type = object.customClass.flatMap { registry.controllerClass(named: $0, module: object.customModule)?.type }
            ?? Self.controllerClasses[object.element] ?? UIViewController.self
        guard let controller = type.init(coder: IBDocumentCoder(object: object, session: self)) else { return nil }
        objects[object.id] = controller
        if let root = object.rootView, let view = decodeView(root) { controller.view = view }
        return controller
    }

    /// UIKit's controller classes for their elements; the others load as `UIViewController`.
    private static let controllerClasses: [String: UIViewController.Type] = [
        "tableViewController": UITableViewController.self, "collectionViewController": UICollectionViewController.self,
    ]

    // MARK: Resolver

    func image(named name: String, for object: IBObject) -> UIImage? {
        let image = imageNamed(name)
        if image == nil {
            let size = Self.declaredSize(ofImage: name, in: document)
            let layout = size.map { " (an image view showing it is laid out at the \(IBNumberText.string(Double($0.width))) × \(IBNumberText.string(Double($0.height))) pt the document declares)" } ?? ""
            // An image that was found but could not be read says why; only one not found at all
            // is "not in the app bundle".
            let why = ImageLookup.problem(named: name).map { "\($0)" } ?? "it is not in the app bundle (UIImage.appBundle)"
            report(.missingImage, line: object.line, object: object,
                   "Could not load the \"\(name)\" image referenced from a nib: \(why)\(layout)")
        }
        return image
    }

    /// The size `<resources><image name=… width=… height=…/>` records for an image.
    static func declaredSize(ofImage name: String, in document: IBDocument) -> CGSize? {
        guard let e = document.resources.images[name], let w = e["width"].flatMap(Double.init),
              let h = e["height"].flatMap(Double.init), w.isFinite, h.isFinite, w >= 0, h >= 0 else { return nil }
        return CGSize(width: w, height: h)
    }

    func fontSubstituted(_ description: IBFontDescription, for object: IBObject) {
        guard case .custom(let name, _) = description.font else { return }
        report(.fontSubstituted, line: description.line, object: object,
               "font \"\(name)\" is not installed; using the system font at \(IBNumberText.string(description.pointSize)) pt")
    }
}

/// Numbers in messages as a person writes them: `17`, not `17.0`.
enum IBNumberText {
    static func string(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
