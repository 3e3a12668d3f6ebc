import UIKit

/// One box of a PIN entry strip; the strip builds its boxes through its generic parameter.
protocol PinBox: UIView {
    var digit: String? { get set }
}

/// A PIN strip generic over the class of its boxes, which it builds with `Box(frame:)` as
/// one-time-code fields do: iOS compiles that call through the Objective-C runtime, though
/// UIKit's `init(frame:)` is not `required`.
class PinStrip<Box: PinBox>: UIStackView {
    var length = 4 { didSet { rebuild() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        distribution = .fillEqually
        spacing = 4
        rebuild()
    }

    required init(coder: NSCoder) {
        super.init(coder: coder)
        rebuild()
    }

    var boxes: [Box] { arrangedSubviews.compactMap { $0 as? Box } }

    func show(_ code: String) {
        for (box, character) in zip(boxes, code) { box.digit = String(character) }
    }

    private func rebuild() {
        arrangedSubviews.forEach { $0.removeFromSuperview() }
        for _ in 0..<length {
            let box = Box(frame: .zero)
            addArrangedSubview(box)
        }
    }
}

extension PinStrip where Box: UnderlinedPinBox {
    /// A spare box for the caller to place, built through the metatype's `init`.
    func makeSpare() -> Box { Box.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
}

/// A box drawn as a digit over an underline.
final class UnderlinedPinBox: UIView, PinBox {
    private let label = UILabel()
    var digit: String? {
        get { label.text }
        set { label.text = newValue }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray6
        label.textAlignment = .center
        label.font = .boldSystemFont(ofSize: 14)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }

    override func draw(_ rect: CGRect) {
        UIColor.systemBlue.setFill()
        UIRectFill(CGRect(x: 0, y: bounds.height - 2, width: bounds.width, height: 2))
    }
}

/// The strip Interface Builder documents name: a concrete subclass of the generic one.
@IBDesignable
final class UnderlinedPinStrip: PinStrip<UnderlinedPinBox> {}
