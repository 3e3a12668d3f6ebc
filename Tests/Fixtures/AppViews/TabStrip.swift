import UIKit

/// What a tab strip tells its owner; every requirement is optional.
@objc protocol TabStripDelegate {
    @objc optional func tabStrip(_ strip: TabStrip, didSelect index: Int)
    @objc optional func tabStripShouldHighlight(_ strip: TabStrip) -> Bool
}

/// A strip of tabs whose delegate is declared `AnyObject`, as older control libraries declare
/// delegates so that Interface Builder can connect any object, and calls it by method name.
@IBDesignable
class TabStrip: UIView {
    @IBOutlet weak var delegate: AnyObject? // TabStripDelegate
    @IBInspectable var tabCount: Int = 3 { didSet { setNeedsDisplay() } }
    @IBInspectable var selectedIndex: Int = 0 { didSet { setNeedsDisplay() } }
    private var highlights = true

    func select(_ index: Int) {
        highlights = delegate?.tabStripShouldHighlight?(self) ?? true
        selectedIndex = index
        delegate?.tabStrip?(self, didSelect: index)
    }

    override func draw(_ rect: CGRect) {
        guard tabCount > 0 else { return }
        let width = bounds.width / CGFloat(tabCount)
        for i in 0..<tabCount {
            let tab = CGRect(x: CGFloat(i) * width, y: 0, width: width, height: bounds.height).insetBy(dx: 2, dy: 2)
            (i == selectedIndex && highlights ? UIColor.systemBlue : UIColor.systemGray4).setFill()
            UIBezierPath(roundedRect: tab, cornerRadius: 4).fill()
        }
    }
}
