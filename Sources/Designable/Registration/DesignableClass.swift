import Foundation

/// A registered view class: how to build it along each init path, and what it declares.
///
/// Obtained from ``DesignableRegistry/register(_:name:module:make:_:)-method``; the loader and
/// ``InitPathMatrix`` use it to instantiate the class by its Interface Builder name.
public struct DesignableClass: @unchecked Sendable {
    /// The class name documents write in `customClass`.
    public let name: String
    /// The `customModule` documents write, or `nil` to match any module.
    public let module: String?
    /// The Swift class.
    public let type: UIView.Type
    /// The inspectable properties' names, in declaration order.
    public var inspectableNames: [String] { inspectables.map(\.name) }
    /// The outlets' names, in declaration order.
    public var outletNames: [String] { outlets.map(\.name) }

    let make: (CGRect) -> UIView
    let inspectables: [InspectableProperty]
    let outlets: [OutletProperty]
    /// Whether `view` is an instance of this class or a subclass.
    let accepts: (AnyObject) -> Bool

    /// A new instance through `init(frame:)`, the code and design-time path.
    public func make(frame: CGRect) -> UIView { make(frame) }

    /// A new instance through `init?(coder:)`, the path documents take.
    public func make(coder: NSCoder) -> UIView? { type.init(coder: coder) }
}

/// Inspectables and outlets that an extension declares for every instance of a class and its
/// subclasses, as the common `UIView+Inspectables` category does for `borderWidth`.
struct DesignableExtension {
    let inspectables: [InspectableProperty]
    let outlets: [OutletProperty]
    let accepts: (AnyObject) -> Bool
    /// The extended class; extensions of subclasses apply after those of their superclasses.
    let declaringClass: AnyClass
    /// Whether these are UIKit's own key paths, which an archive writes as standard
    /// properties rather than runtime attributes.
    let isStandard: Bool
}
