import UIKit

/// The list of choices under a ``SelectorTextField``: one row per option, with hairline
/// separators, as the seed's table view shows them when the selector is open.
open class SelectorOptionsTable: UIView {
    /// The height of each row, in points.
    public static let rowHeight: CGFloat = 32

    /// The choices, top to bottom.
    public var options: [String] = [] {
        didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() }
    }
    public var textColor: UIColor = .label { didSet { setNeedsDisplay() } }
    public var font: UIFont = .systemFont(ofSize: 15) { didSet { setNeedsDisplay() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = .systemBackground
    }

    /// As many rows as options; the width is the container's to choose.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: CGFloat(options.count) * SelectorOptionsTable.rowHeight)
    }

    open override func draw(_ rect: CGRect) {
        let rowHeight = SelectorOptionsTable.rowHeight
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: textColor]
        for (row, option) in options.enumerated() {
            let top = CGFloat(row) * rowHeight
            let textHeight = option.size(withAttributes: attributes).height
            option.draw(at: CGPoint(x: 12, y: top + (rowHeight - textHeight) / 2), withAttributes: attributes)
            if row > 0 {
                UIColor.separator.setFill()
                UIBezierPath(rect: CGRect(x: 12, y: top, width: bounds.width - 12, height: 0.5)).fill()
            }
        }
    }
}
