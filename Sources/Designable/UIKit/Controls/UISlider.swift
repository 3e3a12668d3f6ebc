import Foundation

/// A control for picking one value from a continuous range, drawn as iOS 17 draws it, as
/// UIKit's `UISlider`.
///
/// ```swift
/// let volume = UISlider(frame: CGRect(x: 0, y: 0, width: 240, height: 31))
/// volume.maximumValue = 10
/// volume.value = 7
/// volume.addTarget(self, action: #selector(volumeChanged(_:)), for: .valueChanged)
/// ```
///
/// A 4-point rounded track across the width, in the tint colour (``minimumTrackTintColor``)
/// up to the thumb and ``UIColor/systemFill`` after it, under a 28-point white thumb with a
/// soft shadow, centred vertically in the bounds; 31 points is the height iOS gives it.
/// Dragging the thumb (``UIView/simulate(_:)`` with a pan that starts on it) moves the value
/// and sends `.valueChanged`, while dragging or once at the end (``isContinuous``); a touch
/// that starts off the thumb does nothing, as on iOS.
///
/// In a right-to-left layout the slider is mirrored, as on iOS: the minimum is at the right.
/// A disabled slider is drawn at half opacity.
open class UISlider: UIControl {
    /// The height iOS gives a slider.
    static let height: CGFloat = 31
    /// The side of the rectangle the default thumb is drawn in; the white circle in it is 28
    /// points across, and the margin holds its shadow.
    static let thumbSide: CGFloat = 31
    /// The diameter of the default thumb.
    static let thumbDiameter: CGFloat = 28
    /// The height of the default track.
    static let trackHeight: CGFloat = 4
    /// How far the track starts inside the bounds (or after a value image), so that the
    /// thumb, at either end, lies within them.
    static let trackInset: CGFloat = 2
    /// The gap between a value image and the track.
    static let valueImageGap: CGFloat = 6

    private var range = PinnedRange<Float>(minimum: 0, maximum: 1)
    private var thumbImages = ControlStateImages()
    private var minimumTrackImages = ControlStateImages()
    private var maximumTrackImages = ControlStateImages()
    /// Where the finger was from the thumb's centre when it went down, so the thumb does not jump.
    private var trackingOffset: CGFloat = 0
    private var valueAtTrackingStart: Float = 0

    /// The slider's value, pinned to ``minimumValue`` … ``maximumValue``; 0 by default.
    /// Setting it sends no event, as on iOS. A NaN is ignored.
    open var value: Float {
        get { range.value }
        set { range.setValue(newValue) }
    }

    /// The value at the leading end; 0 by default. Setting it above ``maximumValue`` raises
    /// the maximum to it, and the value is pinned to the new range, as on iOS.
    open var minimumValue: Float {
        get { range.minimum }
        set { range.setMinimum(newValue) }
    }

    /// The value at the trailing end; 1 by default. Setting it below ``minimumValue`` lowers
    /// the minimum to it, and the value is pinned to the new range, as on iOS.
    open var maximumValue: Float {
        get { range.maximum }
        set { range.setMaximum(newValue) }
    }

    /// The image drawn before the track's leading end; `nil` by default. A template image
    /// takes the tint colour.
    open var minimumValueImage: UIImage?
    /// The image drawn after the track's trailing end; `nil` by default. A template image
    /// takes the tint colour.
    open var maximumValueImage: UIImage?

    /// Whether dragging sends `.valueChanged` as the value changes (`true`, the default) or
    /// once, when the finger lifts.
    open var isContinuous = true

    /// The colour of the track before the thumb; the tint colour when `nil`.
    open var minimumTrackTintColor: UIColor?
    /// The colour of the track after the thumb; ``UIColor/systemFill`` when `nil`.
    open var maximumTrackTintColor: UIColor?
    /// The colour of the default thumb; white when `nil`.
    open var thumbTintColor: UIColor?

    /// The style the slider asks for; ``UIBehavioralStyle/automatic`` by default.
    open var preferredBehavioralStyle: UIBehavioralStyle = .automatic
    /// The style the slider has: always ``UIBehavioralStyle/pad``, as on iPhone and iPad,
    /// where only Mac Catalyst honours ``UIBehavioralStyle/mac``.
    open var behavioralStyle: UIBehavioralStyle { .pad }

    /// Creates a slider with the specified frame rectangle, kept as given, as on iOS.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a slider from an Interface Builder document: its range (`minValue`,
    /// `maxValue`), `value`, `continuous`, value images and track and thumb colours. A number
    /// that is not one is an error naming the document, the line and the key.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        // The range first, so that the value is pinned to the document's range, not the default one.
        if let v = coder.decodedNumber(ViewCodingKey.sliderMinimumValue) { minimumValue = Float(v) }
        if let v = coder.decodedNumber(ViewCodingKey.sliderMaximumValue) { maximumValue = Float(v) }
        if let v = coder.decodedNumber(ViewCodingKey.value) { value = Float(v) }
        if let c = coder.decodedBool(ViewCodingKey.continuous) { isContinuous = c }
        minimumValueImage = coder.decoded(ViewCodingKey.minimumValueImage, as: UIImage.self)
        maximumValueImage = coder.decoded(ViewCodingKey.maximumValueImage, as: UIImage.self)
        minimumTrackTintColor = coder.decoded(ViewCodingKey.minimumTrackTintColor, as: UIColor.self)
        maximumTrackTintColor = coder.decoded(ViewCodingKey.maximumTrackTintColor, as: UIColor.self)
        thumbTintColor = coder.decoded(ViewCodingKey.thumbTintColor, as: UIColor.self)
    }

    /// Sets ``value``. Nothing is animated in a snapshot, so `animated` changes nothing: the
    /// value is the new one at once, as it is at the end of iOS's animation.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    // MARK: Images per state

    /// Sets the thumb's image for `state`; `nil` removes it. A slider with a thumb image
    /// draws it instead of the white circle, at its own size.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) { thumbImages[state] = image }
    /// Sets the image of the track before the thumb for `state`, stretched along the track.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) { minimumTrackImages[state] = image }
    /// Sets the image of the track after the thumb for `state`, stretched along the track.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) { maximumTrackImages[state] = image }

    /// The thumb image set for `state`, or `nil`.
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state] }
    /// The minimum track image set for `state`, or `nil`.
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages[state] }
    /// The maximum track image set for `state`, or `nil`.
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages[state] }

    /// The thumb image for the current state (else the normal state's); `nil` when the
    /// default thumb is drawn.
    open var currentThumbImage: UIImage? { thumbImages.resolved(for: state) }
    /// The minimum track image for the current state (else the normal state's), or `nil`.
    open var currentMinimumTrackImage: UIImage? { minimumTrackImages.resolved(for: state) }
    /// The maximum track image for the current state (else the normal state's), or `nil`.
    open var currentMaximumTrackImage: UIImage? { maximumTrackImages.resolved(for: state) }

    // MARK: Geometry

    /// Whether the minimum is at the right: in a right-to-left layout, as iOS mirrors sliders.
    private var isMirrored: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// An image's rectangle at its size against the left or right edge, centred vertically.
    private func valueImageRect(_ image: UIImage?, atRight: Bool, in bounds: CGRect) -> CGRect {
        let size = image?.size ?? .zero
        return CGRect(x: atRight ? bounds.maxX - size.width : bounds.minX, y: bounds.midY - size.height / 2,
                      width: size.width, height: size.height)
    }

    /// Where ``minimumValueImage`` is drawn: at its size, against the leading edge, centred
    /// vertically; empty there when there is no image.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        valueImageRect(minimumValueImage, atRight: isMirrored, in: bounds)
    }

    /// Where ``maximumValueImage`` is drawn: at its size, against the trailing edge, centred
    /// vertically; empty there when there is no image.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        valueImageRect(maximumValueImage, atRight: !isMirrored, in: bounds)
    }

    /// The track: between the value images (or 2 points inside the bounds), centred
    /// vertically, 4 points tall, or as tall as a track image.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX + UISlider.trackInset, maxX = bounds.maxX - UISlider.trackInset
        let (left, right) = isMirrored ? (maximumValueImage, minimumValueImage) : (minimumValueImage, maximumValueImage)
        if left != nil { minX = valueImageRect(left, atRight: false, in: bounds).maxX + UISlider.valueImageGap }
        if right != nil { maxX = valueImageRect(right, atRight: true, in: bounds).minX - UISlider.valueImageGap }
        let height = Swift.max(currentMinimumTrackImage?.size.height ?? 0, currentMaximumTrackImage?.size.height ?? 0)
        let trackHeight = height > 0 ? height : UISlider.trackHeight
        return CGRect(x: minX, y: bounds.midY - trackHeight / 2, width: Swift.max(0, maxX - minX), height: trackHeight)
    }

    /// The thumb for `value` on `rect`: 31 points square for the default thumb (the size of
    /// the thumb image otherwise), centred on the track vertically, its leading edge 2 points
    /// before the track's at the minimum and its trailing edge 2 points past the track's at
    /// the maximum, so that it stays within the bounds.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: UISlider.thumbSide, height: UISlider.thumbSide)
        let travel = rect.width + 2 * UISlider.trackInset - size.width
        var t = CGFloat(range.fraction(of: value))
        if isMirrored { t = 1 - t }
        let x = rect.minX - UISlider.trackInset + travel * t
        return CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The thumb where the slider draws it now.
    private var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
    }

    /// Sizes a slider: no width of its own, 31 points tall (a thumb image's height when taller).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: contentHeight)
    }

    /// The offered width and the slider's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: contentHeight) }

    private var contentHeight: CGFloat {
        let images = [currentThumbImage, minimumValueImage, maximumValueImage].compactMap { $0?.size.height }
        return Swift.max(UISlider.height, images.max() ?? 0)
    }

    // MARK: Tracking

    /// Begins tracking a touch that lands on the thumb (within a few points of it), as iOS
    /// does; elsewhere the touch is ignored and the value stays.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let thumb = currentThumbRect
        guard thumb.insetBy(dx: -6, dy: -6).contains(point) else { return false }
        trackingOffset = point.x - thumb.midX
        valueAtTrackingStart = value
        return true
    }

    /// Moves the value with the finger; sends `.valueChanged` when it changed and the slider
    /// is continuous.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if follow(touch), isContinuous { sendActions(for: .valueChanged) }
        return true
    }

    /// Takes the finger's last position; a slider that is not continuous sends its one
    /// `.valueChanged` now, when the value differs from where the drag began.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let moved = touch.map(follow) ?? false
        if isContinuous ? moved : value != valueAtTrackingStart { sendActions(for: .valueChanged) }
    }

    /// Sets the value for the thumb centred under the finger; whether it changed.
    private func follow(_ touch: UITouch) -> Bool {
        let track = trackRect(forBounds: bounds)
        let side = currentThumbImage?.size.width ?? UISlider.thumbSide
        let travel = track.width + 2 * UISlider.trackInset - side
        guard travel > 0 else { return false }
        let start = track.minX - UISlider.trackInset + side / 2
        let centre = touch.location(in: self).x - trackingOffset
        let across = Swift.min(1, Swift.max(0, (centre - start) / travel))
        let t = Float(isMirrored ? 1 - across : across)
        let old = value
        value = minimumValue + (maximumValue - minimumValue) * t
        return value != old
    }

    // MARK: Drawing

    /// The thumb's shadow reaches past the bounds, as on iOS, so the drawing is not clipped to them.
    override func renderContent(in context: CGContext, bounds drawRect: CGRect) {
        UIGraphicsWithContext(context) { DrawBreadcrumb.during(self) { draw(bounds) } }
    }

    /// Draws the value images, the two parts of the track and the thumb.
    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        if !isEnabled {
            // Faded as a whole, so the track does not show through the thumb.
            ctx.setAlpha(0.5)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        }
        if let image = minimumValueImage { image.draw(in: minimumValueImageRect(forBounds: bounds), templateTint: tintColor) }
        if let image = maximumValueImage { image.draw(in: maximumValueImageRect(forBounds: bounds), templateTint: tintColor) }
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)
        let split = Swift.min(Swift.max(thumb.midX, track.minX), track.maxX)
        // The minimum's side of the thumb is its left, or its right when mirrored.
        let (minimumFrom, minimumTo) = isMirrored ? (split, track.maxX) : (track.minX, split)
        let (maximumFrom, maximumTo) = isMirrored ? (track.minX, split) : (split, track.maxX)
        drawTrack(track, from: minimumFrom, to: minimumTo, image: currentMinimumTrackImage, color: minimumTrackTintColor ?? tintColor, in: ctx)
        drawTrack(track, from: maximumFrom, to: maximumTo, image: currentMaximumTrackImage, color: maximumTrackTintColor ?? .systemFill, in: ctx)
        if let image = currentThumbImage {
            image.draw(in: thumb, templateTint: tintColor)
        } else {
            drawDefaultThumb(in: thumb, ctx)
        }
        if !isEnabled { ctx.endTransparencyLayer() }
        ctx.restoreGState()
    }

    /// One side of the track: the whole track's rounded shape (or image) clipped to `minX` … `maxX`.
    private func drawTrack(_ track: CGRect, from minX: CGFloat, to maxX: CGFloat, image: UIImage?, color: UIColor, in ctx: CGContext) {
        guard maxX > minX, track.width > 0 else { return }
        ctx.saveGState()
        ctx.clip(to: CGRect(x: minX, y: track.minY - 1, width: maxX - minX, height: track.height + 2))
        if let image {
            image.draw(in: track, templateTint: color)
        } else {
            color.setFill()
            UIBezierPath(roundedRect: track, cornerRadius: track.height / 2).fill()
        }
        ctx.restoreGState()
    }

    /// The white circle with iOS's soft shadow and a faint ring that keeps it visible on white.
    private func drawDefaultThumb(in rect: CGRect, _ ctx: CGContext) {
        let d = UISlider.thumbDiameter
        let circle = CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d)
        RoundThumb.draw(in: circle, colour: thumbTintColor ?? .white, ringAlpha: 0.06, context: ctx)
    }
}
