import UIKit
import QuartzCore

/// A bar filled to `value`; Interface Builder shows it at 60 % through an override declared in
/// an extension (see GaugeView+InterfaceBuilder.swift), as many real designables do.
@IBDesignable
public class GaugeView: UIView {
    @IBInspectable public var value: CGFloat = 0 { didSet { setNeedsDisplay() } }
    @IBInspectable public var barColor: UIColor = .systemGreen

    public override func draw(_ rect: CGRect) {
        UIColor.systemGray6.setFill()
        UIRectFill(bounds)
        barColor.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: bounds.width * max(0, min(1, value)), height: bounds.height))
    }
}
