import UIKit

/// A spinner whose only initializer takes more than a frame, all defaulted, as
/// NVActivityIndicatorView's does: `SpinnerView(frame:)` works, `SpinnerView.init(frame:)` does not.
@IBDesignable
public class SpinnerView: UIView {
    public enum Style: Int { case dots, ring }
    var style: Style = .dots
    @IBInspectable var spinnerColor: UIColor = .systemBlue

    public init(frame: CGRect, style: Style = .ring, color: UIColor? = nil) {
        self.style = style
        super.init(frame: frame)
        if let color { spinnerColor = color }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func draw(_ rect: CGRect) {
        spinnerColor.setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).fill()
    }
}

/// A note that can only come from a document: its one other initializer needs a title.
class DocumentNote: UIView {
    init(title: String) { super.init(frame: .zero) }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = .systemYellow
    }
}
