import Designable
import Foundation
import Raster

/// `designable render`'s core: loads an Interface Builder document into views and renders
/// one scene's root view, or one of a XIB's views.
package enum DocumentRender {
    /// What to render and how.
    package struct Options: Sendable {
        /// A storyboard scene's id, or the id of any view in the document; the first scene's
        /// root view (or the XIB's first top-level view) when `nil`.
        package var scene: String?
        /// The size to give the view, in points; the frame the document stores when `nil`.
        package var size: CGSize?
        /// Pixels per point.
        package var scale: CGFloat
        /// Dark appearance instead of light.
        package var dark: Bool
        /// A device whose screen the view fills, with its safe-area insets; ``size`` wins over
        /// its size, and ``scale`` is used as given (pass the device's for its pixels).
        package var device: DeviceScreen?

        /// Options for ``DocumentRender/render(_:options:registry:)``.
        package init(scene: String? = nil, size: CGSize? = nil, scale: CGFloat = 2, dark: Bool = false, device: DeviceScreen? = nil) {
            self.scene = scene
            self.size = size
            self.scale = scale
            self.dark = dark
            self.device = device
        }
    }

    /// The rendered pixels, what was rendered, and what loading tolerated.
    package struct Output {
        package var bitmap: Bitmap
        /// "scene BYZ-38-t0r (ViewController)" or "view iN0-l3-epB (StarView)".
        package var subject: String
        /// The loader's warnings, as `file:line: message`.
        package var warnings: [String]
    }

    /// Why a document could not be rendered.
    package enum Failure: Error, CustomStringConvertible {
        case nothingToRender(String)
        case noSuchObject(String, available: [String])

        package var description: String {
            switch self {
            case let .nothingToRender(file):
                "\(file) has no scene with a root view and no top-level view to render."
            case let .noSuchObject(id, available):
                "No scene or view with id \"\(id)\". Scenes: \(available.isEmpty ? "none" : available.joined(separator: ", "))."
            }
        }
    }

    /// Loads the document at `url` with the demo gallery's classes registered besides yours, and renders it.
    ///
    /// Classes the registry does not know render as their UIKit base class, with UIKit's
    /// "Unknown class" warning among ``Output/warnings``.
    package static func render(_ url: URL, options: Options = Options(), registry: DesignableRegistry = .shared) throws -> Output {
        DesignableCommand.registerDemo(in: registry)
        let nib = try InterfaceBuilderLoader.load(contentsOf: url, registry: registry)
        let (view, subject) = try choose(in: nib, id: options.scene, file: url.lastPathComponent)
        if let size = options.size ?? options.device?.size {
            view.frame = CGRect(origin: view.frame.origin, size: size)
        }
        if let device = options.device { view.deviceSafeAreaInsets = device.safeArea }
        let style = UITraitCollection(userInterfaceStyle: options.dark ? .dark : .light)
        let traits = options.device.map { UITraitCollection(traitsFrom: [$0.traits, style]) } ?? style
        let bitmap = try DeviceScope.on(options.device?.device ?? DeviceScope.Device(screenSize: nil, idiom: .unspecified)) {
            try ViewRenderer.render(view, scale: options.scale, traits: traits)
        }
        let warnings = nib.report.warnings.map(\.description)
        return Output(bitmap: bitmap, subject: subject, warnings: warnings)
    }

    private static func choose(in nib: LoadedNib, id: String?, file: String) throws -> (UIView, String) {
        if let id {
            if let scene = nib.scenes.first(where: { $0.id == id }), let root = scene.rootView {
                return (root, "scene \(id) (\(className(of: scene.viewController)))")
            }
            if let view = nib.view(withID: id) {
                return (view, "view \(id) (\(className(of: view)))")
            }
            throw Failure.noSuchObject(id, available: nib.scenes.filter { $0.rootView != nil }.map(\.id))
        }
        if let scene = nib.scenes.first(where: { $0.rootView != nil }), let root = scene.rootView {
            return (root, "scene \(scene.id) (\(className(of: scene.viewController)))")
        }
        if let view = nib.topLevelViews.first {
            return (view, "the first top-level view (\(className(of: view)))")
        }
        throw Failure.nothingToRender(file)
    }

    private static func className(of object: AnyObject?) -> String {
        object.map { String(describing: type(of: $0)) } ?? "no controller"
    }
}
