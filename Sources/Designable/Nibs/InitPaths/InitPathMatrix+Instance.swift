import Foundation
import InterfaceBuilder
import Raster

extension InitPathMatrix {
    /// Renders a view you already built along each of `paths`: the form the snapshot
    /// assertions use, where the value under test is an instance rather than a class and a
    /// configuration closure.
    ///
    /// ```swift
    /// let star = StarView(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
    /// star.points = 6
    /// let bitmaps = try InitPathMatrix.render(instance: star, paths: [.code, .coder])
    /// XCTAssertEqual(bitmaps[.coder], bitmaps[.code])
    /// ```
    ///
    /// Each path starts from the instance as it is now:
    /// - ``InitPath/code`` renders the instance itself, as given.
    /// - ``InitPath/coder`` writes the instance as IB would store it (``ViewArchiver``) and
    ///   decodes that with `init?(coder:)` of the instance's own class, through its metatype,
    ///   so it works for any view, registered or not. Only a registered class's inspectables
    ///   travel as runtime attributes, and only a registered class's factory tells which
    ///   values are its defaults; for an unregistered class every standard property that
    ///   differs from UIKit's default is written, as if set in the inspector.
    /// - ``InitPath/designTime`` needs the class registered (its `init(frame:)` factory and
    ///   inspectables): it makes a new instance with the factory and applies the instance's
    ///   stored values through the setters, adds the subviews and constraints the document
    ///   owns (each subview made with `init(frame:)` as well), then calls
    ///   `prepareForInterfaceBuilder()`, as in ``render(_:size:scale:traits:paths:registry:configure:)``.
    ///
    /// The archive is taken before the code path renders, so layout done while rendering
    /// does not leak into what IB would store. It holds the subviews the document owns, not
    /// those a view builds in its initialisers, which build themselves again (see
    /// ``ViewArchiver``); each archived view decodes as its own class, registered or not.
    ///
    /// - Parameters:
    ///   - view: The configured instance, as a test built it; it is the code path's view.
    ///   - paths: The paths to render along; all three by default.
    ///   - size: Resizes the instance first; its own size otherwise.
    ///   - scale: Pixels per point.
    ///   - traits: The appearance to render with; light by default.
    ///   - registry: Where the view's class and its declarations are looked up.
    ///   - freshInstance: For a class registered without a factory, or not at all: a new
    ///     instance built the way `view` was, before anything a designer would set. The coder
    ///     path then archives only what `view` has beyond it, so setup that `init(frame:)` does
    ///     and `init(coder:)` forgets shows as drift. Without one, an unregistered class is
    ///     compared with its UIKit class's defaults, which archives that setup as if set in
    ///     Interface Builder.
    /// - Throws: ``Failure/notRegistered(_:)`` when ``InitPath/designTime`` is asked for an
    ///   unregistered class, and any failure to decode or render.
    public static func render(instance view: UIView, paths: Set<InitPath> = Set(InitPath.allCases), size: CGSize? = nil,
                              scale: CGFloat = 2, traits: UITraitCollection? = nil,
                              registry: DesignableRegistry = .shared, freshInstance: UIView? = nil) throws(Failure) -> [InitPath: Bitmap] {
        if let size { view.frame.size = size }
        // Checked before anything renders, so the error is the same whatever the order.
        if paths.contains(.designTime), registry.designableClass(for: type(of: view)) == nil {
            throw .notRegistered(String(describing: type(of: view)))
        }
        // Archived first: IB stores what was set, not what rendering laid out.
        let archived = paths.subtracting([.code]).isEmpty ? nil : archived(instance: view, registry: registry, fresh: freshInstance)
        var result: [InitPath: Bitmap] = [:]
        for path in InitPath.allCases where paths.contains(path) {
            result[path] = try render(instance: view, archived: archived, along: path, scale: scale, traits: traits,
                                      registry: registry)
        }
        return result
    }

    /// Renders a view instance along one path; see ``render(instance:paths:size:scale:traits:registry:freshInstance:)``.
    public static func render(instance view: UIView, along path: InitPath, scale: CGFloat = 2,
                              traits: UITraitCollection? = nil,
                              registry: DesignableRegistry = .shared) throws(Failure) -> Bitmap {
        try render(instance: view, archived: path == .code ? nil : archived(instance: view, registry: registry),
                   along: path, scale: scale, traits: traits, registry: registry)
    }

    /// What IB would store for `view`: compared with a fresh instance from its registered
    /// factory, or with UIKit's defaults for an unregistered class.
    public static func archive(instance view: UIView, registry: DesignableRegistry = .shared) -> IBObject {
        archived(instance: view, registry: registry).object
    }

    private static func archived(instance view: UIView, registry: DesignableRegistry, fresh given: UIView? = nil) -> ViewArchiver.Archive {
        let fresh = registry.designableClass(for: type(of: view))?.make(frame: view.frame) ?? given
        return ViewArchiver.archive(view, comparedWith: fresh, registry: registry)
    }

    private static func render(instance view: UIView, archived: ViewArchiver.Archive?, along path: InitPath,
                               scale: CGFloat, traits: UITraitCollection?,
                               registry: DesignableRegistry) throws(Failure) -> Bitmap {
        let object = archived?.object
        func draw(_ view: UIView) throws(Failure) -> Bitmap {
            do { return try ViewRenderer.render(view, scale: scale, traits: traits) } catch { throw .render(path, error) }
        }
        switch path {
        case .code:
            return try draw(view)
        case .coder:
            return try draw(decode(object!, types: archived!.types, registry: registry))
        case .designTime:
            guard let registration = registry.designableClass(for: type(of: view)) else {
                throw .notRegistered(String(describing: type(of: view)))
            }
            return try designTime(archived!, name: registration.name, registry: registry, draw: draw)
        }
    }
}
