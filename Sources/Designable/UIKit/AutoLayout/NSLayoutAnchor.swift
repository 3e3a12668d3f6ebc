import Foundation

/// One attribute of a view or layout guide, from which constraints are made, as UIKit's
/// `NSLayoutAnchor`. The type parameter keeps anchors of different kinds apart, so
/// `leadingAnchor.constraint(equalTo: topAnchor)` does not compile.
///
/// ```swift
/// NSLayoutConstraint.activate([
///     field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
///     field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
///     field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
/// ])
/// ```
///
/// The constraints are made inactive; activate them.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide.
    public private(set) weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// A readable name, e.g. `UILabel.leading`.
    open var name: String { "\(LayoutNames.name(of: item)).\(attribute)" }

    /// The anchor's item and attribute, such as `UILabel.leading`, for messages.
    open override var description: String { name }

    /// Whether `object` is an anchor of the same item and attribute, as UIKit's anchors compare:
    /// `view.topAnchor == view.topAnchor`, though each read makes a new anchor.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSLayoutAnchorIdentity else { return false }
        return other.anchorItem === item && other.anchorAttribute == attribute
    }

    open override var hash: Int { item.map { ObjectIdentifier($0).hashValue } ?? 0 &+ attribute.rawValue }

    /// `self == anchor`
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: 0)
    }

    /// `self >= anchor`
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// `self <= anchor`
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: 0)
    }

    /// `self == anchor + c`
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: c)
    }

    /// `self >= anchor + c`
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self <= anchor + c`
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: c)
    }

    func constraint(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
                    multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        guard let item else { preconditionFailure("The item of anchor \(name) no longer exists") }
        return NSLayoutConstraint(first: item, attribute, relation, second: anchor?.item, anchor?.attribute ?? .notAnAttribute,
                                  multiplier: multiplier, constant: constant)
    }
}

/// A horizontal position: leading, trailing, left, right or centre X.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × 8`: UIKit's standard spacing after `anchor`, which is 8
    /// points here (UIKit's depends on the font size of text on either side).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: LayoutSpacing.standard * multiplier)
    }

    /// `self >= anchor + multiplier × 8`: at least the standard spacing after `anchor`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: LayoutSpacing.standard * multiplier)
    }

    /// `self <= anchor + multiplier × 8`: at most the standard spacing after `anchor`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: LayoutSpacing.standard * multiplier)
    }
}

/// A vertical position: top, bottom, centre Y or a baseline.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × 8`; see ``NSLayoutXAxisAnchor/constraint(equalToSystemSpacingAfter:multiplier:)``.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: LayoutSpacing.standard * multiplier)
    }

    /// `self >= anchor + multiplier × 8`: at least the standard spacing below `anchor`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: LayoutSpacing.standard * multiplier)
    }

    /// `self <= anchor + multiplier × 8`: at most the standard spacing below `anchor`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: LayoutSpacing.standard * multiplier)
    }
}

/// What anchors of any type compare by.
protocol NSLayoutAnchorIdentity {
    var anchorItem: AnyObject? { get }
    var anchorAttribute: NSLayoutConstraint.Attribute { get }
}

extension NSLayoutAnchor: NSLayoutAnchorIdentity {
    var anchorItem: AnyObject? { item }
    var anchorAttribute: NSLayoutConstraint.Attribute { attribute }
}
