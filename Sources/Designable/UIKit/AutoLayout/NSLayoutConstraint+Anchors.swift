import Foundation

extension NSLayoutConstraint {
    /// The first item's anchor for the first attribute, as `firstAnchor`.
    ///
    /// Differs from UIKit on purpose: typed `NSLayoutAnchor<AnyObject>` as UIKit's is, but Swift
    /// generics do not let it be the `NSLayoutXAxisAnchor` the item gave; compare anchors with
    /// `==`, which matches item and attribute.
    public var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItem ?? NSNull(), attribute: firstAttribute)
    }

    /// The second item's anchor for the second attribute, or `nil` for a constant.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        guard let item = secondItem, secondAttribute != .notAnAttribute else { return nil }
        return NSLayoutAnchor<AnyObject>(item: item, attribute: secondAttribute)
    }
}

extension UILayoutPriority {
    /// The priority a window drag that may resize its scene has (Mac Catalyst and iPad windows).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority that keeps a scene's size as it is.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority of a drag that may not resize its scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
}

extension UILayoutGuide {
    /// The constraints of the owning view's tree that affect the guide along `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        let horizontal: Set<NSLayoutConstraint.Attribute> = [.left, .right, .leading, .trailing, .width, .centerX]
        var found: [NSLayoutConstraint] = []
        var view = owningView
        while let v = view {
            for c in v.constraints where c.firstItem === self || c.secondItem === self {
                let attribute = c.firstItem === self ? c.firstAttribute : c.secondAttribute
                if horizontal.contains(attribute) == (axis == .horizontal) { found.append(c) }
            }
            view = v.superview
        }
        return found
    }

    /// Whether the guide's frame is not fixed by its constraints; the owning view's answer,
    /// which covers its guides.
    public var hasAmbiguousLayout: Bool { owningView?.hasAmbiguousLayout ?? false }
}

/// A view controller's top or bottom layout guide, as UIKit's `UILayoutSupport`: a length and
/// its anchors.
public protocol UILayoutSupport: AnyObject {
    /// How far the guide reaches into the view.
    var length: CGFloat { get }
    /// The guide's top.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height.
    var heightAnchor: NSLayoutDimension { get }
}

extension UILayoutGuide: UILayoutSupport {
    /// The guide's height.
    public var length: CGFloat { layoutFrame.height }
}
