import Foundation

/// An on/off switch drawn at rest as iOS draws it, as UIKit's `UISwitch`.
///
/// Always 51 × 31 points, drawn at the top-left of its bounds, whatever frame it is given,
/// as on iOS. On, the track is ``onTintColor`` (system green); off, a light grey fill.
open class UISwitch: UIControl {
    /// The size iOS gives every switch.
    static let size = CGSize(width: 51, height: 31)

    /// Whether the switch is on.
    open var isOn = false
    /// The track colour when on; system green when `nil`.
    open var onTintColor: UIColor?
    /// The thumb colour; white when `nil`.
    open var thumbTintColor: UIColor?

    /// Creates a switch at the frame's origin, 51 × 31 points whatever size the frame gives.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
    }

    /// Creates a switch from an Interface Builder document, decoding its state and tint colours.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = UISwitch.size
        if let on = coder.decodedBool(ViewCodingKey.on) { isOn = on }
        onTintColor = coder.decoded(ViewCodingKey.onTintColor, as: UIColor.self)
        thumbTintColor = coder.decoded(ViewCodingKey.thumbTintColor, as: UIColor.self)
    }

    /// An image for the on side of the track; ignored since iOS 7, as on iOS.
    open var onImage: UIImage?
    /// An image for the off side of the track; ignored since iOS 7, as on iOS.
    open var offImage: UIImage?
    /// The label Mac Catalyst shows beside a checkbox; not drawn on iOS, as here.
    open var title: String?
    /// The style asked for; iOS draws every switch sliding.
    open var preferredStyle: Style = .automatic
    /// The style drawn: always ``Style/sliding`` on iOS.
    open var style: Style { .sliding }

    /// How a switch is drawn, as UIKit's `UISwitch.Style`.
    public enum Style: Int, Sendable {
        /// As the platform draws it: sliding on iOS.
        case automatic = 0
        /// A Mac checkbox.
        case checkbox = 1
        /// The sliding switch.
        case sliding = 2
    }

    /// Turns the switch on or off; `animated` is ignored.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// A tap toggles the switch, which then sends `.valueChanged` and its primary action.
    override func touchUpInsideEvents(_ touch: UITouch) -> Event {
        setOn(!isOn, animated: true)
        return [.valueChanged, .primaryActionTriggered]
    }

    /// 51 × 31 points, the size iOS gives every switch.
    open override var intrinsicContentSize: CGSize { UISwitch.size }
    /// 51 × 31 points, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }

    /// The thumb's shadow reaches past the bounds, as on iOS, so the drawing is not clipped to them.
    override func renderContent(in context: CGContext, bounds drawRect: CGRect) {
        UIGraphicsWithContext(context) { DrawBreadcrumb.during(self) { draw(bounds) } }
    }

    /// Draws the track and the thumb.
    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let track = CGRect(origin: bounds.origin, size: UISwitch.size)
        (isOn ? (onTintColor ?? .systemGreen) : .secondarySystemFill).setFill()
        UIBezierPath(roundedRect: track, cornerRadius: track.height / 2).fill()
        let thumb = CGRect(x: track.minX + (isOn ? 22 : 2), y: track.minY + 2, width: 27, height: 27)
        RoundThumb.draw(in: thumb, colour: thumbTintColor ?? .white, ringAlpha: 0.04, context: ctx)
    }
}
