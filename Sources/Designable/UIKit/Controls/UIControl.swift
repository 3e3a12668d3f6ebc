import Foundation

/// The base of buttons, switches, text fields and segmented controls, as UIKit's `UIControl`:
/// enabled, selected and highlighted state, content alignment, target-action and touch tracking.
///
/// ```swift
/// button.addTarget(self, action: Selector("buy:"), for: .touchUpInside)
/// button.addAction(UIAction { _ in cart.add(item) }, for: .touchUpInside)
/// button.sendActions(for: .touchUpInside)   // calls buy(_:), then the closure
/// ```
///
/// Actions are called through ``SelectorTable`` (the `UIKitSources` plugin registers what
/// `#selector` names); targets are held weakly, as in UIKit, and a `nil` target sends the
/// action up the responder chain from the hierarchy's first responder.
///
/// Touches come from Designable's touch simulation (``UIView/simulate(_:)``): a touch down
/// highlights the control and sends `.touchDown`, dragging sends the drag events, and lifting
/// inside sends `.touchUpInside` (and `.primaryActionTriggered` for buttons), calling
/// ``beginTracking(_:with:)`` and its siblings on the way. A render never touches anything.
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

    /// Registered target-action pairs, in the order they were added.
    var targetActions: [ControlTargetAction] = []
    /// Registered `UIAction`s, in the order they were added.
    var actionHandlers: [(action: UIAction, events: Event)] = []

    /// Whether the control is following a touch (``beginTracking(_:with:)`` returned true).
    open private(set) var isTracking = false
    /// Whether the tracked touch is inside the control (with UIKit's 70-point allowance while dragging).
    open private(set) var isTouchInside = false

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

    // MARK: Sending actions

    /// Sends the actions registered for any of `controlEvents`: target-action pairs first, in
    /// the order they were added, then `UIAction`s.
    open func sendActions(for controlEvents: Event) {
        for entry in targetActions where !entry.events.intersection(controlEvents).isEmpty {
            if entry.targetIsNil { sendAction(entry.action, to: nil, for: currentEvent) } else if let target = entry.target {
                sendAction(entry.action, to: target, for: currentEvent)
            }
        }
        for (action, events) in actionHandlers where !events.intersection(controlEvents).isEmpty { sendAction(action) }
    }

    /// Calls `action` on `target` with the control as sender, or, when `target` is `nil`, on the
    /// first responder up the chain (from the hierarchy's first responder) that handles it.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        if let target {
            ActionDispatch.send(action, to: target as AnyObject, sender: self, event: event)
            return
        }
        let start: UIResponder = FirstResponder.current(for: self) ?? self
        if let handler = start.target(forAction: action, withSender: self) {
            ActionDispatch.send(action, to: handler as AnyObject, sender: self, event: event)
        }
    }

    /// Runs `action`'s handler with the control as its sender.
    open func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
        action.sender = nil
    }

    /// The event being delivered while touches are handled, for actions that take one.
    var currentEvent: UIEvent?

    // MARK: Tracking touches

    /// A touch went down in the control; return whether to keep tracking it. True by default.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; return whether to keep tracking it. True by default.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted (`touch` is `nil` when tracking stopped otherwise).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Tracking was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    /// Highlights the control, sends `.touchDown` and begins tracking.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        currentEvent = event
        defer { currentEvent = nil }
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    /// Sends the drag events and follows the touch in and out of the control.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        currentEvent = event
        defer { currentEvent = nil }
        let wasInside = isTouchInside
        isTouchInside = bounds.insetBy(dx: -70, dy: -70).contains(touch.location(in: self))
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        switch (wasInside, isTouchInside) {
        case (true, true): sendActions(for: .touchDragInside)
        case (true, false): sendActions(for: [.touchDragExit, .touchDragOutside])
        case (false, true): sendActions(for: [.touchDragEnter, .touchDragInside])
        case (false, false): sendActions(for: .touchDragOutside)
        }
    }

    /// Unhighlights the control, ends tracking and sends `.touchUpInside` or `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        currentEvent = event
        defer { currentEvent = nil }
        let inside = bounds.insetBy(dx: -70, dy: -70).contains(touch.location(in: self))
        isHighlighted = false
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        isTouchInside = false
        sendActions(for: inside ? Event.touchUpInside.union(touchUpInsideEvents(touch)) : .touchUpOutside)
    }

    /// Unhighlights the control, cancels tracking and sends `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return }
        currentEvent = event
        defer { currentEvent = nil }
        isHighlighted = false
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isTouchInside = false
        sendActions(for: .touchCancel)
    }

    /// What a control does when a touch lifts inside it, and the further events it sends then:
    /// a button triggers its primary action; a switch and a segmented control change value.
    func touchUpInsideEvents(_ touch: UITouch) -> Event { [] }

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
        /// The bits an app may use for states of its own controls, as UIKit reserves them.
        public static let application = State(rawValue: 0x00FF_0000)
        /// The bits UIKit keeps for its own use.
        public static let reserved = State(rawValue: 0xFF00_0000)
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

    /// The horizontal alignment with `.leading` and `.trailing` resolved to `.left` or `.right`
    /// for the control's layout direction, as UIKit's.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    /// `rect` of content `size` placed in `container` by the control's alignments; `.fill` stretches.
    func align(_ size: CGSize, in container: CGRect) -> CGRect {
        var r = CGRect(origin: .zero, size: size)
        switch effectiveContentHorizontalAlignment {
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
