// How Interface Builder's XML spells UIKit's enumerations, for coders that pass names through.

extension UIView.ContentMode: InterfaceBuilderNamed {
    static let ibNames: [String: Self] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]
}

extension UIUserInterfaceStyle: InterfaceBuilderNamed {
    static let ibNames: [String: Self] = ["unspecified": .unspecified, "light": .light, "dark": .dark]
}

extension NSTextAlignment: InterfaceBuilderNamed {
    static let ibNames: [String: Self] = ["left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural]
}

extension NSLineBreakMode: InterfaceBuilderNamed {
    static let ibNames: [String: Self] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clipping": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail, "middleTruncation": .byTruncatingMiddle,
    ]
}

extension UITextField.BorderStyle: InterfaceBuilderNamed {
    static let ibNames: [String: Self] = ["none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect]
}

extension UIControl.ContentHorizontalAlignment: InterfaceBuilderNamed {
    static let ibNames: [String: Self] = [
        "center": .center, "left": .left, "right": .right, "fill": .fill, "leading": .leading, "trailing": .trailing,
    ]
}

extension UIControl.ContentVerticalAlignment: InterfaceBuilderNamed {
    static let ibNames: [String: Self] = ["center": .center, "top": .top, "bottom": .bottom, "fill": .fill]
}

extension UIButton.ButtonType: InterfaceBuilderNamed {
    static let ibNames: [String: Self] = ["custom": .custom, "system": .system, "roundedRect": .roundedRect]
}

extension UIActivityIndicatorView.Style: InterfaceBuilderNamed {
    static let ibNames: [String: Self] = ["medium": .medium, "large": .large, "gray": .medium, "white": .medium, "whiteLarge": .large]
}

extension UIProgressView.Style: InterfaceBuilderNamed {
    static let ibNames: [String: Self] = ["default": .default, "bar": .bar]
}

extension UIPageControl.BackgroundStyle: InterfaceBuilderNamed {
    static let ibNames: [String: Self] = ["automatic": .automatic, "prominent": .prominent, "minimal": .minimal]
}

extension UIPageControl.Direction: InterfaceBuilderNamed {
    static let ibNames: [String: Self] = [
        "natural": .natural, "leftToRight": .leftToRight, "rightToLeft": .rightToLeft, "topToBottom": .topToBottom,
        "bottomToTop": .bottomToTop,
    ]
}

extension UIControl.State {
    /// IB's name for a single state, as in `<state key="highlighted">`.
    var ibName: String {
        switch self {
        case .highlighted: "highlighted"
        case .disabled: "disabled"
        case .selected: "selected"
        case .focused: "focused"
        default: "normal"
        }
    }
}

extension NSLayoutConstraint.Axis: InterfaceBuilderNamed {
    static let ibNames: [String: Self] = ["horizontal": .horizontal, "vertical": .vertical]
}

extension UIStackView.Distribution: InterfaceBuilderNamed {
    static let ibNames: [String: Self] = [
        "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
        "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]
}

extension UIStackView.Alignment: InterfaceBuilderNamed {
    static let ibNames: [String: Self] = [
        "fill": .fill, "leading": .leading, "top": .leading, "firstBaseline": .firstBaseline, "center": .center,
        "trailing": .trailing, "bottom": .trailing, "lastBaseline": .lastBaseline,
    ]
}

extension UITableViewCell.CellStyle: InterfaceBuilderNamed {
    static let ibNames: [String: Self] = [
        "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
        "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
    ]
}

extension UITableViewCell.AccessoryType: InterfaceBuilderNamed {
    static let ibNames: [String: Self] = [
        "none": .none, "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
        "checkmark": .checkmark, "detailButton": .detailButton,
    ]
}

extension UITableViewCell.SelectionStyle: InterfaceBuilderNamed {
    static let ibNames: [String: Self] = ["none": .none, "blue": .blue, "gray": .gray, "default": .default]
}

extension UITableViewCell.SeparatorStyle: InterfaceBuilderNamed {
    static let ibNames: [String: Self] = ["none": .none, "default": .singleLine, "singleLine": .singleLine, "singleLineEtched": .singleLineEtched]
}

extension UITableView.Style: InterfaceBuilderNamed {
    static let ibNames: [String: Self] = ["plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped]
}
