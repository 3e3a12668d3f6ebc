import InterfaceBuilder
import Foundation

extension UIView {
    /// Applies the standard properties `coder` holds; called by `init?(coder:)`.
    func decodeViewProperties(from coder: NSCoder) {
        if let frame = coder.decodedRect(ViewCodingKey.frame) { self.frame = frame }
        if let c = coder.decoded(ViewCodingKey.backgroundColor, as: UIColor.self) { backgroundColor = c }
        if let c = coder.decoded(ViewCodingKey.tintColor, as: UIColor.self) { tintColor = c }
        if let a = coder.decodedCGFloat(ViewCodingKey.alpha) { alpha = a }
        if let h = coder.decodedBool(ViewCodingKey.hidden) { isHidden = h }
        if let o = coder.decodedBool(ViewCodingKey.opaque) { isOpaque = o }
        if let c = coder.decodedBool(ViewCodingKey.clipsSubviews) { clipsToBounds = c }
        if let t = coder.decodedInteger(ViewCodingKey.tag) { tag = t }
        if let m = coder.decodedEnum(ViewCodingKey.contentMode, as: ContentMode.self) { contentMode = m }
        if let u = coder.decodedBool(ViewCodingKey.userInteractionEnabled) { isUserInteractionEnabled = u }
        if let m = coder.decodedInteger(ViewCodingKey.autoresizingMask) { autoresizingMask = AutoresizingMask(rawValue: UInt(Swift.max(0, m))) }
        if let id = coder.decoded(ViewCodingKey.accessibilityIdentifier, as: String.self) { accessibilityIdentifier = id }
        if let s = coder.decodedEnum(ViewCodingKey.overrideUserInterfaceStyle, as: UIUserInterfaceStyle.self) { overrideUserInterfaceStyle = s }
        if let m = coder.decoded(ViewCodingKey.layoutMargins, as: UIEdgeInsets.self) { layoutMargins = m }
        let priorities: [(key: String, hugging: Bool, axis: NSLayoutConstraint.Axis)] = [
            (ViewCodingKey.horizontalHuggingPriority, true, .horizontal), (ViewCodingKey.verticalHuggingPriority, true, .vertical),
            (ViewCodingKey.horizontalCompressionResistancePriority, false, .horizontal),
            (ViewCodingKey.verticalCompressionResistancePriority, false, .vertical),
        ]
        for p in priorities {
            guard let value = coder.decodedCGFloat(p.key), value.isFinite else { continue }
            let priority = UILayoutPriority(Float(Swift.min(Swift.max(value, 1), 1000)))
            if p.hugging { setContentHuggingPriority(priority, for: p.axis) } else { setContentCompressionResistancePriority(priority, for: p.axis) }
        }
        for subview in coder.decoded(ViewCodingKey.subviews, as: [UIView].self) ?? [] { addSubview(subview) }
    }

    /// Copies what decoding `object` set for layout (stored hugging and compression priorities,
    /// layout margins, a missing image's declared size) from `donor`, a view decoded from it,
    /// leaving what the document does not store as this view's initialiser set it.
    func copyStoredLayoutValues(of object: IBObject, from donor: UIView) {
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let name = axis == .horizontal ? "horizontal" : "vertical"
            if object.attributes["\(name)HuggingPriority"] != nil {
                setContentHuggingPriority(donor.contentHuggingPriority(for: axis), for: axis)
            }
            if object.attributes["\(name)CompressionResistancePriority"] != nil {
                setContentCompressionResistancePriority(donor.contentCompressionResistancePriority(for: axis), for: axis)
            }
        }
        if IBObjectValues.layoutMargins(of: object) != nil { layoutMargins = donor.layoutMargins }
        if let imageView = self as? UIImageView, let source = donor as? UIImageView, imageView.image == nil {
            imageView.missingImageSize = source.missingImageSize
        }
    }
}
