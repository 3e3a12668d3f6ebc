import Foundation

/// The view a cell shows for its ``UITableViewCell/accessoryType``: the disclosure chevron, the
/// checkmark, the detail button, or the detail button and chevron, drawn as strokes rather than
/// from the SF Symbols font, in the colours iOS uses (the chevron in `tertiaryLabel`, the
/// others in the tint colour).
final class TableAccessoryView: UIView, ListChrome {
    let type: UITableViewCell.AccessoryType

    /// The sizes iOS gives the standard accessories.
    static let chevronSize = CGSize(width: 8, height: 13)
    static let checkmarkSize = CGSize(width: 14, height: 12)
    static let detailButtonSize = CGSize(width: 22, height: 22)
    static let gap: CGFloat = 10

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: type)))
        backgroundColor = .clear
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        type = .none
        super.init(coder: coder)
    }

    /// The size of the standard accessory of `type`.
    static func size(of type: UITableViewCell.AccessoryType) -> CGSize {
        switch type {
        case .none: .zero
        case .disclosureIndicator: chevronSize
        case .checkmark: checkmarkSize
        case .detailButton: detailButtonSize
        case .detailDisclosureButton: CGSize(width: detailButtonSize.width + gap + chevronSize.width, height: detailButtonSize.height)
        }
    }

    override func draw(_ rect: CGRect) {
        switch type {
        case .none: break
        case .disclosureIndicator: drawChevron(in: bounds)
        case .checkmark: drawCheckmark(in: bounds)
        case .detailButton: drawDetailButton(in: bounds)
        case .detailDisclosureButton:
            drawDetailButton(in: CGRect(origin: bounds.origin, size: Self.detailButtonSize))
            let size = Self.chevronSize
            drawChevron(in: CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height))
        }
    }

    private func stroke(_ path: UIBezierPath, width: CGFloat, color: UIColor) {
        path.lineWidth = width
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        color.setStroke()
        path.stroke()
    }

    private func drawChevron(in frame: CGRect) {
        let chevron = UIBezierPath()
        chevron.move(to: CGPoint(x: frame.minX + 1.5, y: frame.minY + 1.5))
        chevron.addLine(to: CGPoint(x: frame.maxX - 1.5, y: frame.midY))
        chevron.addLine(to: CGPoint(x: frame.minX + 1.5, y: frame.maxY - 1.5))
        stroke(chevron, width: 2.2, color: .tertiaryLabel)
    }

    private func drawCheckmark(in frame: CGRect) {
        let check = UIBezierPath()
        check.move(to: CGPoint(x: frame.minX + 1.2, y: frame.minY + frame.height * 0.55))
        check.addLine(to: CGPoint(x: frame.minX + frame.width * 0.38, y: frame.maxY - 1.2))
        check.addLine(to: CGPoint(x: frame.maxX - 1.2, y: frame.minY + 1.2))
        stroke(check, width: 2.2, color: tintColor)
    }

    private func drawDetailButton(in frame: CGRect) {
        let ring = UIBezierPath(ovalIn: frame.insetBy(dx: 1, dy: 1))
        stroke(ring, width: 1.5, color: tintColor)
        tintColor.setFill()
        UIBezierPath(ovalIn: CGRect(x: frame.midX - 1.25, y: frame.minY + 5.5, width: 2.5, height: 2.5)).fill()
        let stem = UIBezierPath()
        stem.move(to: CGPoint(x: frame.midX, y: frame.minY + 10))
        stem.addLine(to: CGPoint(x: frame.midX, y: frame.maxY - 5.5))
        stroke(stem, width: 2, color: tintColor)
    }
}
