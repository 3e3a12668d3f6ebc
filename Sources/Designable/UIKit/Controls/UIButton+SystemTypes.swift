import Foundation

extension UIButton {
    /// The glyph UIKit gives a button of one of its system types, which sizes the button as on
    /// iOS: 22 × 22 pt for `.contactAdd` (a plus in a circle), `.detailDisclosure`, `.infoLight`
    /// and `.infoDark` (an "i" in a circle), tinted like a system button; 30 × 30 pt for `.close`
    /// (a cross in a grey disc). `nil` for `.custom` and `.system`.
    ///
    /// Differs from UIKit on purpose: the glyphs are the system symbols drawn from Material
    /// Icons (see `UIImage(systemName:)`), not SF Symbols, and the close button's cross is cut
    /// out of its disc rather than drawn over it.
    var systemTypeImage: UIImage? {
        let name: String, side: CGFloat, glyph: CGFloat
        switch buttonType {
        case .contactAdd: (name, side, glyph) = ("plus.circle", 22, 20)
        case .detailDisclosure, .infoLight, .infoDark: (name, side, glyph) = ("info.circle", 22, 20)
        case .close: (name, side, glyph) = ("xmark.circle.fill", 30, 30)
        case .custom, .system: return nil
        }
        guard let symbol = UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: glyph)) else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = UIScreen.main.scale
        let drawn = buttonType == .close ? symbol.withTintColor(.systemGray2, renderingMode: .alwaysOriginal) : symbol
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { _ in
            // The glyph centred, kept within the box.
            let s = Swift.min(1, side / Swift.max(drawn.size.width, drawn.size.height, 1))
            let size = CGSize(width: drawn.size.width * s, height: drawn.size.height * s)
            drawn.draw(in: CGRect(x: (side - size.width) / 2, y: (side - size.height) / 2, width: size.width, height: size.height))
        }
        return image.withRenderingMode(buttonType == .close ? .alwaysOriginal : .alwaysTemplate)
    }
}
