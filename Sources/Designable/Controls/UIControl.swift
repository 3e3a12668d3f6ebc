import Foundation

/// The base of buttons, switches, text fields and segmented controls, as UIKit's `UIControl`:
/// enabled, selected and highlighted state, and content alignment.
///
/// Differs from UIKit on purpose: there is no target-action or event handling; controls are
/// rendered, not touched.
open class UIControl: UIView {
    open var isEnabled = true { didSet { setNeedsLayout() } }
    open var isSelected = false { didSet { setNeedsLayout() } }
    open var isHighlighted = false { didSet { setNeedsLayout() } }
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }

    public override init(frame: CGRect) { super.init(frame: frame) }

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
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Horizontal placement of content, as `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable, CaseIterable {
        case center = 0, left, right, fill, leading, trailing
    }

    /// Vertical placement of content, as `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable, CaseIterable {
        case center = 0, top, bottom, fill
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
