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
/// Every value is set through the key path, that is through the property's setter, so
/// `didSet` observers run exactly as when UIKit sets a runtime attribute by key-value coding.
public final class DesignableDeclarations<View: UIView> {
    var inspectables: [InspectableProperty] = []
    var outlets: [OutletProperty] = []

    init() {}

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

    /// Refuses, at compile time, a property of a type Interface Builder cannot inspect.
    @available(*, unavailable, message: "Interface Builder cannot inspect this type: an @IBInspectable must be Bool, Int, Double, CGFloat, Float, String, UIColor, UIImage, CGPoint, CGSize, CGRect or an optional of one")
    @discardableResult
    public func inspectable<T>(_ name: String, _ keyPath: ReferenceWritableKeyPath<View, T>) -> Self {
        fatalError("unavailable")
    }

    /// Declares an outlet: a property the document connects to another of its objects.
    ///
    /// This is the one porting step outlets need. On Linux `@IBOutlet` on a class-typed
    /// property does not compile (it needs `@objc`), so delete the attribute, keep the
    /// property, and declare it here:
    ///
    /// ```swift
    /// // iOS:   @IBOutlet weak var titleLabel: UILabel!
    /// // Linux:            weak var titleLabel: UILabel!
    /// $0.outlet("titleLabel", \.titleLabel)
    /// ```
    @discardableResult
    public func outlet<T: AnyObject>(_ name: String, _ keyPath: ReferenceWritableKeyPath<View, T?>) -> Self {
        outlets.append(OutletProperty(name, keyPath))
        return self
    }
}
