import Foundation

/// A control for incrementing or decrementing a value, drawn as iOS 17 draws it, as UIKit's
/// `UIStepper`.
///
/// ```swift
/// let copies = UIStepper()
/// copies.minimumValue = 1
/// copies.maximumValue = 10
/// copies.addTarget(self, action: #selector(copiesChanged(_:)), for: .valueChanged)
/// ```
///
/// Always 94 × 32 points, drawn at the top-left of its bounds, as on iOS: a rounded grey
/// background, a thin divider between its halves, and a − and a + glyph (drawn as paths) in
/// the label colour, each dimmed when the stepper cannot go further that way. A touch on a
/// half steps the value at once by ``stepValue`` (wrapping past the ends when ``wraps``) and
/// sends `.valueChanged` (at the end of the touch when not ``isContinuous``); held, it repeats
/// (``autorepeat``) after half a second, ten times a second of the snapshot clock.
open class UIStepper: UIControl {
    /// The size iOS gives every stepper.
    static let size = CGSize(width: 94, height: 32)
    /// How long a held touch waits before it repeats, and the time between repeats.
    static let repeatDelay: TimeInterval = 0.5, repeatInterval: TimeInterval = 0.1

    /// A half of the stepper.
    private enum Half { case decrement, increment }

    private var range = PinnedRange<Double>(minimum: 0, maximum: 100)
    private var storedStepValue: Double = 1
    private var backgroundImages = ControlStateImages()
    private var incrementImages = ControlStateImages()
    private var decrementImages = ControlStateImages()
    private var dividerImages: [DividerKey: UIImage] = [:]
    /// The half a touch is pressing, while it is tracked.
    private var pressedHalf: Half?
    private var trackingStart: TimeInterval = 0
    private var repeatsDone = 0
    private var valueAtTrackingStart: Double = 0

    /// The two segment states a divider image is set for.
    private struct DividerKey: Hashable {
        var left: UInt
        var right: UInt
    }

    /// Whether a touch sends `.valueChanged` at each step (`true`, the default) or once, when
    /// it ends.
    open var isContinuous = true
    /// Whether holding a half keeps stepping; `true` by default.
    open var autorepeat = true
    /// Whether stepping past ``maximumValue`` goes to ``minimumValue`` and below the minimum to
    /// the maximum, rather than stopping there; `false` by default.
    open var wraps = false

    /// The stepper's value, pinned to ``minimumValue`` … ``maximumValue``; 0 by default.
    /// Setting it sends no event, as on iOS. A NaN is ignored.
    open var value: Double {
        get { range.value }
        set { range.setValue(newValue) }
    }

    /// The lowest value; 0 by default. Set above ``maximumValue``, the maximum becomes the
    /// same value, as UIKit's class overview says; the value is pinned to the new range.
    open var minimumValue: Double {
        get { range.minimum }
        set { range.setMinimum(newValue) }
    }

    /// The highest value; 100 by default. Set below ``minimumValue``, the minimum becomes the
    /// same value; the value is pinned to the new range.
    open var maximumValue: Double {
        get { range.maximum }
        set { range.setMaximum(newValue) }
    }

    /// How much a step changes the value; 1 by default. iOS raises an exception for 0, a
    /// negative step or NaN; here such a step is ignored and the old one kept, so that a bad
    /// value fails no render.
    open var stepValue: Double {
        get { storedStepValue }
        set { if newValue > 0, newValue.isFinite { storedStepValue = newValue } }
    }

    /// Creates a stepper at the frame's origin, 94 × 32 points whatever size the frame gives.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.size))
    }

    /// The stepper's rectangle; a new one keeps its origin but not its size, which stays
    /// 94 × 32 points, as on iOS (older documents store 29 points).
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UIStepper.size) }
    }

    /// Creates a stepper from an Interface Builder document: its range (`minimumValue`,
    /// `maximumValue`), `value`, `stepValue`, `wraps`, `autorepeat` and `continuous`. A number
    /// that is not one is an error naming the document, the line and the key.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = UIStepper.size
        // The range first, so that the value is pinned to the document's range.
        if let v = coder.decodedNumber(ViewCodingKey.minimumValue) { minimumValue = v }
        if let v = coder.decodedNumber(ViewCodingKey.maximumValue) { maximumValue = v }
        if let v = coder.decodedNumber(ViewCodingKey.value) { value = v }
        if let v = coder.decodedNumber(ViewCodingKey.stepValue) { stepValue = v }
        if let w = coder.decodedBool(ViewCodingKey.wraps) { wraps = w }
        if let a = coder.decodedBool(ViewCodingKey.autorepeat) { autorepeat = a }
        if let c = coder.decodedBool(ViewCodingKey.continuous) { isContinuous = c }
    }

    // MARK: Images

    /// Sets the background image for `state`, stretched over the stepper in place of the grey
    /// rounded background; `nil` removes it.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { backgroundImages[state] = image }
    /// The background image set for `state`, or `nil`.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state] }

    /// Sets the image drawn between the halves when the left (decrement) half is in
    /// `leftState` and the right (increment) half in `rightState`; `nil` removes it.
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
                              rightSegmentState rightState: UIControl.State) {
        dividerImages[DividerKey(left: leftState.rawValue, right: rightState.rawValue)] = image
    }

    /// The divider image set for the two halves' states, or `nil`.
    open func dividerImage(forLeftSegmentState state: UIControl.State, rightSegmentState state2: UIControl.State) -> UIImage? {
        dividerImages[DividerKey(left: state.rawValue, right: state2.rawValue)]
    }

    /// Sets the image of the increment (+) half for `state`, drawn centred in it in place of
    /// the + glyph; a template image takes the tint colour.
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) { incrementImages[state] = image }
    /// The increment image set for `state`, or `nil`; iOS answers its own + image when none is
    /// set, which Designable draws as a path rather than keeping as an image.
    open func incrementImage(for state: UIControl.State) -> UIImage? { incrementImages[state] }
    /// Sets the image of the decrement (−) half for `state`, drawn centred in it in place of
    /// the − glyph; a template image takes the tint colour.
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) { decrementImages[state] = image }
    /// The decrement image set for `state`, or `nil`; iOS answers its own − image when none is
    /// set, which Designable draws as a path rather than keeping as an image.
    open func decrementImage(for state: UIControl.State) -> UIImage? { decrementImages[state] }

    // MARK: Size

    /// 94 × 32 points, the size iOS gives every stepper.
    open override var intrinsicContentSize: CGSize { UIStepper.size }
    /// 94 × 32 points, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.size }

    // MARK: Stepping

    /// Whether a step that way changes anything: always when wrapping, else short of the end.
    private func canStep(_ half: Half) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        return half == .increment ? value < maximumValue : value > minimumValue
    }

    /// One step, wrapping or stopping at the ends; whether the value changed.
    private func step(_ half: Half) -> Bool {
        let old = value
        let next = half == .increment ? value + stepValue : value - stepValue
        if wraps, next > maximumValue {
            value = minimumValue
        } else if wraps, next < minimumValue {
            value = maximumValue
        } else {
            value = next
        }
        return value != old
    }

    private func half(at point: CGPoint) -> Half { point.x - bounds.minX < UIStepper.size.width / 2 ? .decrement : .increment }

    /// A touch on a half that can step steps at once, as on iOS, and sends `.valueChanged`
    /// when continuous.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let half = half(at: touch.location(in: self))
        guard canStep(half) else { return false }
        pressedHalf = half
        trackingStart = touch.timestamp
        repeatsDone = 0
        valueAtTrackingStart = value
        if step(half), isContinuous { sendActions(for: .valueChanged) }
        return true
    }

    /// A touch held on its half repeats the step when ``autorepeat`` is on: first after half a
    /// second, then every tenth of a second, by the touch's timestamps.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let pressed = pressedHalf else { return false }
        let onHalf = bounds.contains(touch.location(in: self)) && half(at: touch.location(in: self)) == pressed
        guard autorepeat, onHalf else { return true }
        let held = touch.timestamp - trackingStart
        // A microsecond's allowance, as timestamps that add tenths of a second fall just short of them.
        let due = held + 1e-6 < UIStepper.repeatDelay ? 0
            : Int(((held - UIStepper.repeatDelay) / UIStepper.repeatInterval + 1e-6).rounded(.down)) + 1
        while repeatsDone < due, canStep(pressed) {
            repeatsDone += 1
            if step(pressed), isContinuous { sendActions(for: .valueChanged) }
        }
        return true
    }

    /// Ends the press; a stepper that is not continuous sends its `.valueChanged` now, when
    /// the value differs from where the touch began.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        pressedHalf = nil
        if !isContinuous, value != valueAtTrackingStart { sendActions(for: .valueChanged) }
    }

    /// Ends the press without an event.
    open override func cancelTracking(with event: UIEvent?) { pressedHalf = nil }

    // MARK: Drawing

    /// The state of one half: disabled when it cannot step, highlighted while pressed.
    private func segmentState(of half: Half) -> UIControl.State {
        if !canStep(half) { return .disabled }
        return pressedHalf == half && isHighlighted ? .highlighted : .normal
    }

    /// Draws the background, the pressed half, the divider and the two glyphs.
    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let box = CGRect(origin: bounds.origin, size: UIStepper.size)
        let radius: CGFloat = 8
        if let image = backgroundImages.resolved(for: state) {
            image.draw(in: box, templateTint: tintColor)
        } else {
            UIColor.tertiarySystemFill.setFill()
            UIBezierPath(roundedRect: box, cornerRadius: radius).fill()
        }
        let left = CGRect(x: box.minX, y: box.minY, width: box.width / 2, height: box.height)
        let right = CGRect(x: box.midX, y: box.minY, width: box.width / 2, height: box.height)
        for (half, area) in [(Half.decrement, left), (.increment, right)] where segmentState(of: half) == .highlighted {
            // The pressed half darkens, with the outer corners rounded.
            ctx.saveGState()
            ctx.clip(to: area)
            UIColor.tertiarySystemFill.setFill()
            UIBezierPath(roundedRect: box, cornerRadius: radius).fill()
            ctx.restoreGState()
        }
        if let divider = dividerImage(forLeftSegmentState: segmentState(of: .decrement), rightSegmentState: segmentState(of: .increment))
            ?? dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal) {
            let size = divider.size
            divider.draw(in: CGRect(x: box.midX - size.width / 2, y: box.midY - size.height / 2, width: size.width, height: size.height),
                         templateTint: tintColor)
        } else {
            UIColor.separator.setFill()
            ctx.fill(CGRect(x: box.midX - 0.5, y: box.midY - 9, width: 1, height: 18))
        }
        drawGlyph(.decrement, in: left, images: decrementImages)
        drawGlyph(.increment, in: right, images: incrementImages)
    }

    /// The − or + of a half, or its image: the label colour, dimmed when the half cannot step.
    private func drawGlyph(_ half: Half, in area: CGRect, images: ControlStateImages) {
        let halfState = segmentState(of: half)
        let dimmed = halfState == .disabled
        if let image = images.resolved(for: halfState) {
            let size = image.size
            image.draw(in: CGRect(x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height),
                       templateTint: dimmed ? UIColor.tertiaryLabel : tintColor)
            return
        }
        (dimmed ? UIColor.tertiaryLabel : UIColor.label).setStroke()
        let arm: CGFloat = 6.5
        let glyph = UIBezierPath()
        glyph.lineWidth = 2
        glyph.lineCapStyle = .round
        glyph.move(to: CGPoint(x: area.midX - arm, y: area.midY))
        glyph.addLine(to: CGPoint(x: area.midX + arm, y: area.midY))
        if half == .increment {
            glyph.move(to: CGPoint(x: area.midX, y: area.midY - arm))
            glyph.addLine(to: CGPoint(x: area.midX, y: area.midY + arm))
        }
        glyph.stroke()
    }
}
