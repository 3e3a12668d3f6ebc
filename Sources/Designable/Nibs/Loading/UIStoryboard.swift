import Foundation
import InterfaceBuilder

/// A storyboard's view controllers, made on request, as UIKit's `UIStoryboard`.
///
/// ```swift
/// let storyboard = UIStoryboard(name: "Main", bundle: nil)
/// let settings = storyboard.instantiateViewController(withIdentifier: "Settings") as! SettingsViewController
/// assertSnapshot(of: settings, as: .image(on: .iPhone13))
/// ```
///
/// Each call loads the document afresh, so every controller it gives is new, with its outlets
/// connected and `awakeFromNib()` sent, as on iOS. The storyboard is `name.storyboard` in the
/// bundle (its resources, root and `Base.lproj`), or in the app's resource folders.
///
/// Differs from UIKit on purpose: a storyboard or identifier that cannot be found stops the
/// program with UIKit's message and the places searched, where UIKit raises an exception.
open class UIStoryboard: NSObject {
    /// The storyboard's name, without extension.
    public let name: String
    private let bundle: Bundle?

    /// The storyboard called `name` in `storyboardBundleOrNil` (the app bundle when `nil`);
    /// nothing is read until a controller is asked for.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        bundle = storyboardBundleOrNil
        super.init()
    }

    /// The storyboard's initial view controller, or `nil` when it marks none.
    open func instantiateInitialViewController() -> UIViewController? {
        let (loaded, document) = load()
        guard let initial = document.attributes["initialViewController"] else { return nil }
        return controller(in: loaded, document: document) { $0.id == initial }
    }

    /// The initial view controller, made by `block` from the document's coder when it gives one.
    open func instantiateInitialViewController(creator block: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        instantiateInitialViewController()
    }

    /// The view controller whose Storyboard ID is `identifier`.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        let (loaded, document) = load()
        guard let found = controller(in: loaded, document: document, where: { $0.attributes["storyboardIdentifier"] == identifier }) else {
            let known = document.scenes.compactMap { $0.viewController?.attributes["storyboardIdentifier"] }.sorted()
            fatalError("Storyboard (\(name).storyboard) doesn't contain a view controller with identifier '\(identifier)'; its identifiers: \(known.isEmpty ? "none" : known.joined(separator: ", "))")
        }
        return found
    }

    /// The view controller whose Storyboard ID is `identifier`, as the type asked for.
    open func instantiateViewController<ViewController: UIViewController>(identifier: String,
                                                                        creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        let controller = instantiateViewController(withIdentifier: identifier)
        guard let typed = controller as? ViewController else {
            fatalError("Storyboard (\(name).storyboard): the view controller '\(identifier)' is a \(type(of: controller)), not a \(ViewController.self)")
        }
        return typed
    }

    private func controller(in loaded: LoadedNib, document: IBDocument, where matches: (IBObject) -> Bool) -> UIViewController? {
        guard let scene = document.scenes.first(where: { $0.viewController.map(matches) ?? false }) else { return nil }
        let made = loaded.scenes.first { $0.id == scene.id }?.viewController
        made?.storyboard = self
        return made
    }

    private func load() -> (LoadedNib, IBDocument) {
        let lookupBundle = bundle ?? UIImage.appBundle
        let folders = lookupBundle.map(NibLookup.folders(in:)) ?? []
        let file = "\(name).storyboard"
        let url = folders.lazy.map { $0.appendingPathComponent(file) }.first { FileManager.default.fileExists(atPath: $0.path) }
            ?? DesignableResources.storyboard(named: name)
        guard let url else {
            fatalError("Could not find a storyboard named '\(name)' in bundle \(lookupBundle?.bundlePath ?? "(none)"); searched \(folders.map(\.path).joined(separator: ", ")) and the app's resource folders")
        }
        do {
            let loaded = try InterfaceBuilderLoader.load(contentsOf: url)
            return (loaded, loaded.document)
        } catch {
            fatalError("Storyboard (\(url.path)) could not be loaded: \(error)")
        }
    }
}

extension UIViewController {
    nonisolated(unsafe) private static let storyboardKey = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

    /// The storyboard the controller was made from, or `nil` for one made in code.
    public internal(set) var storyboard: UIStoryboard? {
        get { objc_getAssociatedObject(self, UIViewController.storyboardKey) as? UIStoryboard }
        set { objc_setAssociatedObject(self, UIViewController.storyboardKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
