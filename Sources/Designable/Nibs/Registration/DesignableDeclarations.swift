import Foundation

/// What a registration declares about a view class: its inspectable properties and outlets,
/// by the names documents use and the key paths that set them.
///
/// ```swift
/// DesignableRegistry.register(CardView.self, make: CardView.init(frame:)) {
///     $0.inspectable("cornerRadius", \.cornerRadius)
///       .inspectable("accentColor", \.accentColor)
///       .outlet("titleLabel", \.titleLabel)
/// }
/// ```
///
/// Every value is set through the property's setter, so `didSet` observers run exactly as when
/// UIKit sets a runtime attribute by key-value coding. A key-path write also reads the getter
/// first; declare with `set:` (as the `UIKitSources` plugin does) to call the setter alone.
///
/// `View` is the registered class: a view, or a view controller, which declares outlets only.
public final class DesignableDeclarations<View: NSObject> {
    var inspectables: [InspectableProperty] = []
    var outlets: [OutletProperty] = []
    var outletCollections: [OutletCollectionProperty] = []

    init() {}

    /// Declares an outlet: a property the document connects to another of its objects.
    ///
    /// This is the one porting step outlets need. On Linux `@IBOutlet` on a class-typed
    /// property does not compile (it needs `@objc`), so delete the attribute, keep the
    /// property, and declare it here (the `UIKitSources` plugin does both for you):
    ///
    /// ```swift
    /// // iOS:   @IBOutlet weak var titleLabel: UILabel!
    /// // Linux:            weak var titleLabel: UILabel!
    /// $0.outlet("titleLabel", \.titleLabel)
    /// ```
    ///
    /// The property's type may be a protocol (`@IBOutlet weak var delegate: RatingDelegate?`): the
    /// destination is connected when it conforms.
    @discardableResult
    public func outlet<T>(_ name: String, _ keyPath: ReferenceWritableKeyPath<View, T?>) -> Self {
        outlets.append(OutletProperty(name, keyPath))
        return self
    }

    /// Declares an outlet collection (`@IBOutlet var stars: [UIImageView]!`): the document's
    /// `<outletCollection>` connections fill it, in their order.
    @discardableResult
    public func outletCollection<T>(_ name: String, _ keyPath: ReferenceWritableKeyPath<View, [T]?>) -> Self {
        outletCollections.append(OutletCollectionProperty(name, keyPath))
        return self
    }

    /// Declares a non-optional outlet collection (`@IBOutlet var stars: [UIImageView] = []`).
    @discardableResult
    public func outletCollection<T>(_ name: String, _ keyPath: ReferenceWritableKeyPath<View, [T]>) -> Self {
        outletCollections.append(OutletCollectionProperty(name, keyPath))
        return self
    }
}

extension DesignableDeclarations where View: UIView {
    /// Declares an `@IBInspectable` property (or any property a document's user-defined
    /// runtime attributes set) under the key path documents use.
    ///
    /// The name may be dotted to reach into an object the view owns, as UIKit's key paths do:
    /// `$0.inspectable("layer.shadowRadius", \.layer.shadowRadius)`.
    @discardableResult
    public func inspectable<T: InspectableValue>(_ name: String, _ keyPath: ReferenceWritableKeyPath<View, T>) -> Self {
        inspectables.append(InspectableProperty(name, keyPath))
        return self
    }

    /// Declares an inspectable property set through `set` alone, as UIKit's key-value coding
    /// sets it: `setValue(_:forKey:)` calls only the setter.
    ///
    /// A key-path write (the overload without `set`) reads the property's getter before calling
    /// its setter. Most getters do not mind; one that recurses, or force-unwraps a value only its
    /// setter provides, traps there and not on iOS. The `UIKitSources` plugin generates this form:
    ///
    /// ```swift
    /// $0.inspectable("title", \.title) { view, value in view.title = value }
    /// ```
    @discardableResult
    public func inspectable<T: InspectableValue>(_ name: String, _ keyPath: KeyPath<View, T>,
                                                 set: @escaping (View, T) -> Void) -> Self {
        inspectables.append(InspectableProperty(name, keyPath, set: set))
        return self
    }

    /// Refuses, at compile time, a property of a type Interface Builder cannot inspect.
    @available(*, unavailable, message: "Interface Builder cannot inspect this type: an @IBInspectable must be Bool, Int, Double, CGFloat, Float, String, UIColor, UIImage, CGPoint, CGSize, CGRect or an optional of one")
    @discardableResult
    public func inspectable<T>(_ name: String, _ keyPath: ReferenceWritableKeyPath<View, T>) -> Self {
        fatalError("unavailable")
    }

    /// Declares an `@IBInspectable` the `UIKitSources` plugin found in the source. A property of
    /// a type Interface Builder can inspect is declared as `inspectable(_:_:)` declares
    /// it; any other type is recorded as one Interface Builder ignores, as it does, instead of
    /// failing to compile the generated registration.
    @discardableResult
    public func generatedInspectable<T: InspectableValue>(_ name: String, _ keyPath: ReferenceWritableKeyPath<View, T>) -> Self {
        inspectable(name, keyPath)
    }

    /// Records an `@IBInspectable` of a type Interface Builder cannot inspect; see the other overload.
    @discardableResult
    public func generatedInspectable<T>(_ name: String, _ keyPath: ReferenceWritableKeyPath<View, T>) -> Self {
        let type = String(describing: T.self)
        inspectables.append(InspectableProperty(ignored: name, typeName: type,
                                                because: "'\(name)' is a \(type), which Interface Builder cannot inspect, so the document's value is not applied"))
        return self
    }

    /// Declares an `@IBInspectable` the `UIKitSources` plugin found, set through `set` alone as
    /// `inspectable(_:_:set:)` sets it, so its getter is never called to apply a document's value.
    @discardableResult
    public func generatedInspectable<T: InspectableValue>(_ name: String, _ keyPath: KeyPath<View, T>,
                                                          set: @escaping (View, T) -> Void) -> Self {
        inspectable(name, keyPath, set: set)
    }

    /// Records an `@IBInspectable` of a type Interface Builder cannot inspect; see the other overload.
    @discardableResult
    public func generatedInspectable<T>(_ name: String, _ keyPath: KeyPath<View, T>,
                                        set: @escaping (View, T) -> Void) -> Self {
        let type = String(describing: T.self)
        inspectables.append(InspectableProperty(ignored: name, typeName: type,
                                                because: "'\(name)' is a \(type), which Interface Builder cannot inspect, so the document's value is not applied"))
        return self
    }
}
