import Foundation

/// The round white thumb iOS gives switches and sliders: a disc with a soft shadow below and a
/// faint ring that keeps it visible on a white background.
enum RoundThumb {
    /// Draws the thumb filling `circle` in `colour`, its ring at `ringAlpha` black.
    static func draw(in circle: CGRect, colour: UIColor, ringAlpha: CGFloat, context ctx: CGContext) {
        ctx.saveGState()
        ctx.setShadow(offset: CGSize(width: 0, height: 3), blur: 8, color: UIColor(white: 0, alpha: 0.15).cgColor)
        colour.setFill()
        UIBezierPath(ovalIn: circle).fill()
        ctx.restoreGState()
        let ring = UIBezierPath(ovalIn: circle.insetBy(dx: 0.25, dy: 0.25))
        ring.lineWidth = 0.5
        UIColor(white: 0, alpha: ringAlpha).setStroke()
        ring.stroke()
    }
}
