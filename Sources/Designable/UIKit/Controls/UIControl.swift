import Foundation

/// The base of buttons, switches, text fields and segmented controls, as UIKit's `UIControl`:
/// enabled, selected and highlighted state, and content alignment.
///
/// Differs from UIKit on purpose: there is no target-action or event handling; controls are
/// rendered, not touched.
open class UIControl: UIView {
    /// Whether the control is enabled; a disabled control is in its `.disabled` state, which
    /// selects its disabled colours, titles and images.
    open var isEnabled = true { didSet { setNeedsLayout() } }
    /// Whether the control is selected, which puts it in its `.selected` state.
    open var isSelected = false { didSet { setNeedsLayout() } }
    /// Whether the control is highlighted, as while a finger presses it; puts it in its `.highlighted`
    /// state.
    open var isHighlighted = false { didSet { setNeedsLayout() } }
    /// How the control places its content horizontally within its bounds; centred by default.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    /// How the control places its content vertically within its bounds; centred by default.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }

    /// Creates a control with the specified frame rectangle.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a control from an Interface Builder document, decoding its enabled, selected and highlighted
    /// flags and its content alignments.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let e = coder.decodedBool(ViewCodingKey.enabled) { isEnabled = e }
        if let s = coder.decodedBool(ViewCodingKey.selected) { isSelected = s }
        if let h = coder.decodedBool(ViewCodingKey.highlighted) { isHighlighted = h }
        if let a = coder.decodedEnum(ViewCodingKey.contentHorizontalAlignment, as: ContentHorizontalAlignment.self) { contentHorizontalAlignment = a }
        if let a = coder.decodedEnum(ViewCodingKey.contentVerticalAlignment, as: ContentVerticalAlignment.self) { contentVerticalAlignment = a }
    }

    /// The control's state from its flags.
    open var state: State {
        var s: State = .normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Control states, as `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        /// The state's bits, as UIKit numbers them.
        public let rawValue: UInt
        /// A state from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The default state: enabled, not selected, not highlighted.
        public static let normal = State([])
        /// Pressed: the touch is inside the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled: ``UIControl/isEnabled`` is `false`.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected: ``UIControl/isSelected`` is `true`.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused, on platforms with a focus engine; never set here.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Horizontal placement of content, as `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable, CaseIterable {
        /// Content centred horizontally.
        case center = 0
        /// Content against the left edge.
        case left
        /// Content against the right edge.
        case right
        /// Content stretched to the full width.
        case fill
        /// Content against the leading edge, the left in left-to-right text.
        case leading
        /// Content against the trailing edge, the right in left-to-right text.
        case trailing
    }

    /// Vertical placement of content, as `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable, CaseIterable {
        /// Content centred vertically.
        case center = 0
        /// Content against the top edge.
        case top
        /// Content against the bottom edge.
        case bottom
        /// Content stretched to the full height.
        case fill
    }

    /// `rect` of content `size` placed in `container` by the control's alignments; `.fill` stretches.
    func align(_ size: CGSize, in container: CGRect) -> CGRect {
        var r = CGRect(origin: .zero, size: size)
        switch contentHorizontalAlignment {
        case .left, .leading: r.origin.x = container.minX
        case .right, .trailing: r.origin.x = container.maxX - size.width
        case .fill: r.origin.x = container.minX; r.size.width = container.width
        case .center: r.origin.x = container.midX - size.width / 2
        }
        switch contentVerticalAlignment {
        case .top: r.origin.y = container.minY
        case .bottom: r.origin.y = container.maxY - size.height
        case .fill: r.origin.y = container.minY; r.size.height = container.height
        case .center: r.origin.y = container.midY - size.height / 2
        }
        return r
    }
}
