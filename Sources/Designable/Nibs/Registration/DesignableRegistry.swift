import Foundation
import Locking

/// The view classes Interface Builder documents may name, and the inspectables and outlets
/// each declares.
///
/// Register each custom class once, before loading documents or rendering init paths, with
/// the factory for `init(frame:)` (Swift cannot call a non-required initialiser through a
/// metatype) and its declarations:
///
/// ```swift
/// DesignableRegistry.register(StarView.self, make: StarView.init(frame:)) {
///     $0.inspectable("starColor", \.starColor)
/// }
///
/// // An extension's inspectables, for every view (the seeds' UIView+Inspectables):
/// DesignableRegistry.extend(UIView.self) {
///     $0.inspectable("borderWidth", \.borderWidth)
///       .inspectable("borderColor", \.borderColor)
/// }
/// ```
///
/// `@IBDesignable` and `@IBInspectable` stay in the code as no-op attributes; this is where
/// Designable learns what they would have told Xcode.
///
/// Every registry already knows the key paths UIKit's own classes accept
/// (`layer.cornerRadius`, `layer.borderWidth`, `layer.masksToBounds`, `backgroundColor`,
/// `text`, …). Registering is thread-safe, and a class registered again replaces its earlier
/// registration.
public final class DesignableRegistry: Sendable {
    /// The registry the loader and ``InitPathMatrix`` use unless given another.
    public static let shared = DesignableRegistry()

    private struct Entries {
        var classes: [String: DesignableClass] = [:]
        var controllers: [String: DesignableControllerClass] = [:]
        var layouts: [String: (module: String?, make: () -> UICollectionViewLayout)] = [:]
        var extensions: [DesignableExtension] = []
        var registeredKeys: Set<String> = []
    }

    private let entries = Locked(Entries())
    /// Where each class is declared in its module's sources, by class name (see
    /// `DesignableRegistry+Declarations.swift`).
    let declarationSites = Locked<[String: DesignableDeclarationSite]>([:])
    /// Held while a module registers once; recursive, so a registration may register another.
    private let onceLock = NSRecursiveLock()

    /// A registry that knows only UIKit's standard key paths.
    public init() {
        StandardInspectables.declare(in: self)
        StandardOutlets.declare(in: self)
    }

    /// Registers a view class under its Interface Builder name.
    ///
    /// - Parameters:
    ///   - type: The view class.
    ///   - name: The `customClass` documents write; the Swift type's name by default.
    ///   - module: The `customModule` documents write; `nil` matches any.
    ///   - designable: Whether the class is `@IBDesignable` (or derives from one), so that
    ///     Interface Builder runs its code in the canvas; the design-time path draws any other
    ///     class as its UIKit class.
    ///   - decodable: Whether its `init?(coder:)` builds it; `false` when that initialiser only
    ///     traps or returns `nil`, as Xcode's stub `fatalError("init(coder:) has not been implemented")`
    ///     does, so that no document can make it (the UIKitSources plugin reads this from the source).
    ///   - make: Builds an instance for a frame: usually `YourView.init(frame:)`.
    ///   - declare: Declares the inspectable properties and outlets.
    @discardableResult
    public func register<V: UIView>(_ type: V.Type, name: String? = nil, module: String? = nil, designable: Bool = true,
                                    decodable: Bool = true, make: @escaping (CGRect) -> V,
                                    _ declare: (DesignableDeclarations<V>) -> Void = { _ in }) -> DesignableClass {
        add(type, name: name, module: module, designable: designable, decodable: decodable, make: make, declare)
    }

    /// Registers a view class that has no `init(frame:)`, only `init?(coder:)`: documents can
    /// name it and the coder path can build it, but it cannot be rendered in code or at design
    /// time, which both start from `init(frame:)`.
    ///
    /// With `decodable: false` (a class with neither `init(frame:)` nor a working `init?(coder:)`,
    /// such as a helper view made only by its own designated initialiser), nothing can make it:
    /// it is registered so that a document naming it fails with a message instead of as unknown.
    @discardableResult
    public func register<V: UIView>(_ type: V.Type, name: String? = nil, module: String? = nil, designable: Bool = true,
                                    decodable: Bool = true,
                                    _ declare: (DesignableDeclarations<V>) -> Void = { _ in }) -> DesignableClass {
        add(type, name: name, module: module, designable: designable, decodable: decodable, make: nil, declare)
    }

    private func add<V: UIView>(_ type: V.Type, name: String?, module: String?, designable: Bool, decodable: Bool,
                                make: ((CGRect) -> V)?, _ declare: (DesignableDeclarations<V>) -> Void) -> DesignableClass {
        let declarations = DesignableDeclarations<V>()
        declare(declarations)
        let entry = DesignableClass(name: name ?? String(describing: type), module: module, type: type,
                                    isDesignable: designable, canMakeFromDocuments: decodable, make: make,
                                    inspectables: declarations.inspectables, outlets: declarations.outlets,
                                    outletCollections: declarations.outletCollections, accepts: { $0 is V })
        entries.withLock { $0.classes[entry.name] = entry }
        return entry
    }

    /// Registers a view class in the ``shared`` registry; see ``register(_:name:module:designable:decodable:make:_:)``.
    @discardableResult
    public static func register<V: UIView>(_ type: V.Type, name: String? = nil, module: String? = nil, designable: Bool = true,
                                           decodable: Bool = true, make: @escaping (CGRect) -> V,
                                           _ declare: (DesignableDeclarations<V>) -> Void = { _ in }) -> DesignableClass {
        shared.register(type, name: name, module: module, designable: designable, decodable: decodable, make: make, declare)
    }

    /// Registers a view controller class under its Interface Builder name, with its outlets, so
    /// a storyboard scene whose `customClass` names it is decoded through its `init?(coder:)`.
    public func registerController<C: UIViewController>(_ type: C.Type, name: String? = nil, module: String? = nil,
                                                        _ declare: (DesignableDeclarations<C>) -> Void = { _ in }) {
        let declarations = DesignableDeclarations<C>()
        declare(declarations)
        let entry = DesignableControllerClass(name: name ?? String(describing: type), module: module, type: type,
                                              outlets: declarations.outlets, outletCollections: declarations.outletCollections,
                                              accepts: { $0 is C })
        entries.withLock { $0.controllers[entry.name] = entry }
    }

    /// Registers a collection view layout class under its Interface Builder name, so a document
    /// whose `<collectionViewFlowLayout>` or `<collectionViewLayout>` names it as its custom class
    /// gets one made by `make` (a flow layout subclass then takes the document's metrics). Swift
    /// on Linux cannot make a class by its name, so the factory is given, as the UIKitSources
    /// plugin writes it: `registry.registerLayout(CarouselLayout.self) { CarouselLayout() }`.
    public func registerLayout<L: UICollectionViewLayout>(_ type: L.Type, name: String? = nil, module: String? = nil,
                                                          make: @escaping () -> L) {
        let name = name ?? String(describing: type)
        entries.withLock { $0.layouts[name] = (module, { make() }) }
    }

    /// The factory of the layout class registered under `name`, if its module agrees with `module`.
    func layoutFactory(named name: String, module: String? = nil) -> (() -> UICollectionViewLayout)? {
        guard let entry = entries.withLock({ $0.layouts[name] }) else { return nil }
        if let module, let declared = entry.module, module != declared { return nil }
        return entry.make
    }

    /// The view controller class registered under `name`, if its module agrees with `module`.
    func controllerClass(named name: String, module: String? = nil) -> DesignableControllerClass? {
        guard let entry = entries.withLock({ $0.controllers[name] }) else { return nil }
        if let module, let declared = entry.module, module != declared { return nil }
        return entry
    }

    /// Runs `register` the first time this registry sees `key`, and never again: how a module's
    /// generated `registerDesignables(in:)` stays cheap and idempotent. A caller on another
    /// thread with the same key waits until the first has finished, so it never sees half a
    /// module registered; `register` may itself register other keys.
    public func registerOnce(_ key: String, _ register: () -> Void) {
        onceLock.lock()
        defer { onceLock.unlock() }
        let isFirst = entries.withLock { $0.registeredKeys.insert(key).inserted }
        if isFirst { register() }
    }

    /// Declares inspectables (and outlets) that an extension adds to `type` and every subclass.
    ///
    /// Keys an extension declares on a standard class stay warnings-only when missing, as for
    /// any standard view; a registered class sees them as its own.
    public func extend<V: UIView>(_ type: V.Type, _ declare: (DesignableDeclarations<V>) -> Void) {
        extend(type, isStandard: false, declare)
    }

    func extend<V: UIView>(_ type: V.Type, isStandard: Bool, _ declare: (DesignableDeclarations<V>) -> Void) {
        let declarations = DesignableDeclarations<V>()
        declare(declarations)
        let entry = DesignableExtension(inspectables: declarations.inspectables, outlets: declarations.outlets,
                                        outletCollections: declarations.outletCollections,
                                        accepts: { $0 is V }, declaringClass: type, isStandard: isStandard)
        entries.withLock { $0.extensions.append(entry) }
    }

    /// Declares an extension's inspectables in the ``shared`` registry; see ``extend(_:_:)``.
    public static func extend<V: UIView>(_ type: V.Type, _ declare: (DesignableDeclarations<V>) -> Void) {
        shared.extend(type, declare)
    }

    /// The class registered under `name`, if its module agrees with `module` (either may be `nil`).
    public func designableClass(named name: String, module: String? = nil) -> DesignableClass? {
        guard let entry = entries.withLock({ $0.classes[name] }) else { return nil }
        if let module, let declared = entry.module, module != declared { return nil }
        return entry
    }

    /// Every registered view class, by name.
    public var registeredClasses: [DesignableClass] {
        entries.withLock { $0.classes.values.sorted { $0.name < $1.name } }
    }

    /// The registration of exactly this class, if any.
    public func designableClass(for type: UIView.Type) -> DesignableClass? {
        entries.withLock { $0.classes.values.first { $0.type == type } }
    }

    /// Every inspectable `object` accepts, by key path: the standard ones, then extensions',
    /// then its registered classes', each more specific declaration replacing a general one.
    func inspectables(for object: UIView) -> [String: InspectableProperty] {
        var result: [String: InspectableProperty] = [:]
        for group in declarationGroups(for: object) {
            for p in group.inspectables { result[p.name] = p }
        }
        return result
    }

    /// The inspectables an archive writes as runtime attributes: those of `view`'s registered
    /// classes and of users' extensions, not UIKit's own key paths.
    func archivableInspectables(for view: UIView) -> [InspectableProperty] {
        var result: [String: InspectableProperty] = [:]
        var order: [String] = []
        for group in declarationGroups(for: view, includingStandard: false) {
            for p in group.inspectables where p.noEffect == nil {
                if result.updateValue(p, forKey: p.name) == nil { order.append(p.name) }
            }
        }
        return order.map { result[$0]! }
    }

    /// Every outlet `object` declares, by name.
    func outlets(for object: AnyObject) -> [String: OutletProperty] {
        var result: [String: OutletProperty] = [:]
        for group in declarationGroups(for: object) {
            for o in group.outlets { result[o.name] = o }
        }
        return result
    }

    /// Every outlet collection `object` declares, by name.
    func outletCollections(for object: AnyObject) -> [String: OutletCollectionProperty] {
        var result: [String: OutletCollectionProperty] = [:]
        for group in declarationGroups(for: object) {
            for o in group.outletCollections { result[o.name] = o }
        }
        return result
    }

    private struct DeclarationGroup {
        var inspectables: [InspectableProperty]
        var outlets: [OutletProperty]
        var outletCollections: [OutletCollectionProperty]
    }

    private func declarationGroups(for object: AnyObject, includingStandard: Bool = true) -> [DeclarationGroup] {
        let (classes, controllers, extensions) = entries.withLock { ($0.classes, $0.controllers, $0.extensions) }
        // Extensions from the most general class to the most specific, then the registered
        // classes the object belongs to, superclasses first.
        let matchingExtensions = extensions.enumerated()
            .filter { $0.element.accepts(object) && (includingStandard || !$0.element.isStandard) }
            .sorted { a, b in
                let depthA = depth(of: a.element.declaringClass), depthB = depth(of: b.element.declaringClass)
                return depthA != depthB ? depthA < depthB : a.offset < b.offset
            }
            .map(\.element)
        let matchingClasses = classes.values.filter { $0.accepts(object) }.sorted { depth(of: $0.type) < depth(of: $1.type) }
        let matchingControllers = controllers.values.filter { $0.accepts(object) }.sorted { depth(of: $0.type) < depth(of: $1.type) }
        return matchingExtensions.map { DeclarationGroup(inspectables: $0.inspectables, outlets: $0.outlets, outletCollections: $0.outletCollections) }
            + matchingClasses.map { DeclarationGroup(inspectables: $0.inspectables, outlets: $0.outlets, outletCollections: $0.outletCollections) }
            + matchingControllers.map { DeclarationGroup(inspectables: [], outlets: $0.outlets, outletCollections: $0.outletCollections) }
    }
}

/// How many superclasses `cls` has: a subclass is always deeper than its superclasses.
func depth(of cls: AnyClass) -> Int {
    var n = 0
    var c: AnyClass? = cls
    while let current = c {
        n += 1
        c = _getSuperclass(current)
    }
    return n
}
