import Foundation

/// A linear relation between two attributes of views or layout guides, as UIKit's
/// `NSLayoutConstraint`: `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`.
///
/// ```swift
/// NSLayoutConstraint.activate([
///     NSLayoutConstraint(item: star, attribute: .centerX, relatedBy: .equal,
///                        toItem: ellipse, attribute: .centerX, multiplier: 1, constant: 0),
///     NSLayoutConstraint(item: star, attribute: .width, relatedBy: .equal,
///                        toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44),
/// ])
/// ```
///
/// Items are views or ``UILayoutGuide``s, held weakly as in UIKit. Positions are measured in the
/// coordinates of the view the constraint is installed on, which matters only for multipliers
/// other than 1 (`centerX == 0.5 × superview.centerX` puts a view at a quarter of its superview).
///
/// Changing ``constant``, ``priority`` or activation makes the next ``UIView/layoutIfNeeded()``
/// solve again.
///
/// Differs from UIKit: an invalid pairing (a horizontal with a vertical attribute, a position
/// with a size, a position related to a constant) stops the program with UIKit's message, as
/// UIKit's exception would; there is no Objective-C exception to catch on Linux.
open class NSLayoutConstraint: NSObject {
    /// What a constraint is for: one of yours, or one the layout engine makes itself.
    package enum Origin {
        case user
        /// A view's frame kept by `translatesAutoresizingMaskIntoConstraints`; the text is the
        /// mask in UIKit's `h=-&- v=--&` notation.
        case autoresizingMask(String)
        /// Content hugging or compression resistance from `intrinsicContentSize`.
        case contentSize(String)
        /// The root of a layout, held at its frame, or a fitting size's target.
        case rootFrame
    }

    /// The view or layout guide whose attribute the constraint sets.
    open private(set) weak var firstItem: AnyObject?
    /// The attribute of ``firstItem`` the constraint sets.
    open private(set) var firstAttribute: Attribute
    /// How the first attribute compares with the second.
    open private(set) var relation: Relation
    /// The view or layout guide the first is related to; `nil` for a constant.
    open private(set) weak var secondItem: AnyObject?
    /// The attribute of ``secondItem``, or ``Attribute/notAnAttribute`` for a constant.
    open private(set) var secondAttribute: Attribute
    /// The factor the second attribute is multiplied by.
    open private(set) var multiplier: CGFloat

    /// The offset added to the second attribute; changing it re-solves at the next layout.
    open var constant: CGFloat {
        didSet { if constant != oldValue { layoutInputsDidChange() } }
    }

    /// How much the constraint matters; ``UILayoutPriority/required`` unless set.
    open var priority: UILayoutPriority = .required {
        didSet { if priority != oldValue { layoutInputsDidChange() } }
    }

    /// A name shown in descriptions and conflict reports.
    open var identifier: String?

    /// Accepted for source compatibility; nothing is archived.
    open var shouldBeArchived = false

    /// The view the constraint is installed on: the nearest common ancestor of its items when
    /// activated, or the view given to `addConstraint(_:)`.
    weak var container: UIView?
    /// Whether a root or synthetic constraint measures positions from the root (when `container` is nil).
    package let origin: Origin

    /// Creates `item.attribute  relation  multiplier × toItem.attribute + constant`, inactive.
    ///
    /// Pass `nil` and `.notAnAttribute` as the second item and attribute to relate a size to a
    /// constant (`width == 44`).
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute,
                            multiplier: CGFloat, constant c: CGFloat) {
        NSLayoutConstraint.validate(view1, attr1, view2, attr2)
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
                  multiplier: multiplier, constant: c, origin: .user)
    }

    /// The unchecked initialiser the engine and the anchors use.
    init(first: AnyObject, _ firstAttribute: Attribute, _ relation: Relation,
         second: AnyObject?, _ secondAttribute: Attribute,
         multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required,
         origin: Origin = .user) {
        firstItem = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        secondItem = second
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.origin = origin
        super.init()
    }

    /// Stops with UIKit's message on the pairings UIKit rejects.
    private static func validate(_ item1: Any, _ attr1: Attribute, _ item2: Any?, _ attr2: Attribute) {
        precondition(item1 is LayoutItem, "NSLayoutConstraint items must be views or layout guides, not \(type(of: item1))")
        if let item2 {
            precondition(item2 is LayoutItem, "NSLayoutConstraint items must be views or layout guides, not \(type(of: item2))")
        }
        if let problem = pairingProblem(attr1, hasSecondItem: item2 != nil, attr2) { preconditionFailure(problem) }
    }

    /// UIKit's message for a pairing of attributes it rejects, or `nil` when the pairing is
    /// valid; for callers such as the nib loader that must report rather than stop.
    static func pairingProblem(_ attr1: Attribute, hasSecondItem: Bool, _ attr2: Attribute) -> String? {
        if attr1 == .notAnAttribute { return "Invalid first attribute: notAnAttribute" }
        guard hasSecondItem else {
            return attr1.isDimension ? nil
                : "A constraint cannot be made between \(attr1) and a constant; only width and height can be constants"
        }
        if attr1.isDimension != attr2.isDimension {
            return "Invalid pairing of layout attributes: \(attr1) and \(attr2) (a size cannot equal a position)"
        }
        if !attr1.isDimension && attr1.axis != attr2.axis {
            return "Invalid pairing of layout attributes: \(attr1) and \(attr2) (they lie on different axes)"
        }
        return nil
    }

    /// Asks the layout that holds the constraint to solve again, telling it which constraint
    /// changed so that it can update just that one.
    private func layoutInputsDidChange() {
        let view = container ?? (firstItem as? LayoutItem)?.layoutItemView
        view?.layoutRoot.layoutState.engine?.constraintDidChange(self)
    }

    /// Reads as UIKit prints constraints, without addresses so that logs are stable:
    /// `<NSLayoutConstraint 'gap' UILabel:'title'.leading == UIView.leading + 20 @750>`.
    open override var description: String {
        var text = "<"
        switch origin {
        case .user, .rootFrame: text += "NSLayoutConstraint"
        case .autoresizingMask(let mask): text += "NSAutoresizingMaskLayoutConstraint \(mask)"
        case .contentSize(let kind): text += "NSContentSizeLayoutConstraint \(kind)"
        }
        if let identifier { text += " '\(identifier)'" }
        text += " " + LayoutNames.name(of: firstItem) + ".\(firstAttribute) \(relation)"
        var right = ""
        if let secondItem {
            if multiplier != 1 { right += LayoutNames.number(multiplier) + "*" }
            right += LayoutNames.name(of: secondItem) + ".\(secondAttribute)"
            if constant > 0 { right += " + " + LayoutNames.number(constant) }
            if constant < 0 { right += " - " + LayoutNames.number(-constant) }
        } else {
            right = LayoutNames.number(constant)
        }
        text += " " + right
        if priority != .required { text += " @\(priority)" }
        return text + ">"
    }
}
