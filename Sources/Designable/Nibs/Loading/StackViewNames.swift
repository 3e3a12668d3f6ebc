/// How Interface Builder spells a stack view's distribution and alignment.
enum StackViewNames {
    static let distribution: [UIStackView.Distribution: String] = [
        .fill: "fill", .fillEqually: "fillEqually", .fillProportionally: "fillProportionally",
        .equalSpacing: "equalSpacing", .equalCentering: "equalCentering",
    ]

    /// IB names the cross-axis ends by the axis: a horizontal stack's leading alignment is
    /// `top`, a vertical one's `leading`.
    static func alignment(_ alignment: UIStackView.Alignment, axis: NSLayoutConstraint.Axis) -> String {
        switch alignment {
        case .fill: "fill"
        case .leading: axis == .horizontal ? "top" : "leading"
        case .trailing: axis == .horizontal ? "bottom" : "trailing"
        case .center: "center"
        case .firstBaseline: "firstBaseline"
        case .lastBaseline: "lastBaseline"
        }
    }
}
