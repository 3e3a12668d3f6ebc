import Foundation

/// Lays out a row or column of views with constraints, as UIKit's `UIStackView`.
///
/// ```swift
/// let row = UIStackView(arrangedSubviews: [icon, title])
/// row.axis = .horizontal
/// row.spacing = 8
/// row.alignment = .center
/// row.translatesAutoresizingMaskIntoConstraints = false
/// ```
///
/// As in UIKit, the stack generates constraints for its arranged subviews (visible in
/// descriptions and conflict reports under UIKit's `UISV-` identifiers), makes them
/// `translatesAutoresizingMaskIntoConstraints = false`, and collapses hidden ones to zero size
/// along the axis with the spacing next to them removed. The stack itself draws nothing.
///
/// Differs from UIKit: in `.fill`, when the views that would stretch have equal hugging
/// priorities (which UIKit calls ambiguous), the last of them stretches; `isBaselineRelativeArrangement` is
/// accepted but spacing is measured between edges; first and last baseline alignment use
/// `Baselines`.
open class UIStackView: UIView {
    /// How arranged views share the stack's length, with UIKit's raw values.
    public enum Distribution: Int, Sendable {
        /// Views keep their sizes; the one with the lowest hugging (or compression resistance)
        /// priority stretches (or shrinks) to fill.
        case fill = 0
        /// All views the same length.
        case fillEqually
        /// Lengths in proportion to the views' intrinsic lengths.
        case fillProportionally
        /// Views keep their intrinsic lengths; the gaps are equal, at least `spacing`.
        case equalSpacing
        /// Views keep their intrinsic lengths; their centres are equally far apart.
        case equalCentering
    }

    /// How arranged views sit across the axis, with UIKit's raw values.
    public enum Alignment: Int, Sendable {
        /// Arranged views fill the stack across its axis.
        case fill = 0
        /// Arranged views sit against the leading edge (the top, in a horizontal stack).
        case leading = 1
        /// In a horizontal stack, arranged views line up by their first baselines.
        case firstBaseline = 2
        /// Arranged views are centred across the axis.
        case center = 3
        /// Arranged views sit against the trailing edge (the bottom, in a horizontal stack).
        case trailing = 4
        /// In a horizontal stack, arranged views line up by their last baselines.
        case lastBaseline = 5
        /// For a horizontal stack, ``leading``.
        public static var top: Alignment { .leading }
        /// For a horizontal stack, ``trailing``.
        public static var bottom: Alignment { .trailing }
    }

    /// The direction the arranged views are laid out in; horizontal by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsAutoLayout() } }
    /// How the arranged views share the stack's length; fill by default.
    open var distribution: Distribution = .fill { didSet { setNeedsAutoLayout() } }
    /// How the arranged views sit across the axis; fill by default.
    open var alignment: Alignment = .fill { didSet { setNeedsAutoLayout() } }
    /// The gap between neighbours, or the smallest gap for ``Distribution/equalSpacing`` and ``Distribution/equalCentering``.
    open var spacing: CGFloat = 0 { didSet { setNeedsAutoLayout() } }
    /// Lays views out within the ``UIView/layoutMargins`` rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsAutoLayout() } }
    /// Accepted for source compatibility; spacing is measured between edges.
    open var isBaselineRelativeArrangement = false
    /// The views laid out, in order; each is also a subview.
    open private(set) var arrangedSubviews: [UIView] = []
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The gap guides of the current arrangement; constraints hold their items weakly, so the
    /// stack keeps them alive.
    var distributionGuides: [UILayoutGuide] = []

    /// Creates an empty horizontal stack view with the specified frame rectangle.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack decoded from an Interface Builder `<stackView>`: its `<subviews>` are its
    /// arranged subviews, in order, as IB writes them.
    ///
    /// Not failable, as UIKit declares it: a subclass writes `required init(coder: NSCoder)`.
    public required init(coder: NSCoder) {
        super.init(coder: coder)!
        if let a = coder.decodedEnum(ViewCodingKey.axis, as: NSLayoutConstraint.Axis.self) { axis = a }
        if let d = coder.decodedEnum(ViewCodingKey.distribution, as: Distribution.self) { distribution = d }
        if let a = coder.decodedEnum(ViewCodingKey.alignment, as: Alignment.self) { alignment = a }
        if let s = coder.decodedCGFloat(ViewCodingKey.spacing), s.isFinite { spacing = s }
        if let b = coder.decodedBool(ViewCodingKey.baselineRelativeArrangement) { isBaselineRelativeArrangement = b }
        if let m = coder.decodedBool(ViewCodingKey.layoutMarginsRelativeArrangement) { isLayoutMarginsRelativeArrangement = m }
        for view in subviews { addArrangedSubview(view) }
    }

    /// A horizontal stack of `views`, added as subviews.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Appends `view` to the arrangement, adding it as a subview if it is not one.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `stackIndex`, adding it as a subview if needed.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsAutoLayout()
        setNeedsLayout()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsAutoLayout()
        setNeedsLayout()
    }

    /// A gap after `arrangedSubview` other than ``spacing``.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        setNeedsAutoLayout()
    }

    /// The gap after `arrangedSubview` set by ``setCustomSpacing(_:after:)``, or ``spacingUseDefault``.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// Stands for "use ``spacing``" in ``customSpacing(after:)``, as UIKit's.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

    /// A subview removed from the stack leaves the arrangement too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    func spacing(after view: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(view)] ?? spacing
    }
}
