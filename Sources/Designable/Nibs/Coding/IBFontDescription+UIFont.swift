import Foundation
import InterfaceBuilder

extension UIFont {
    /// The font a document's `<fontDescription>` describes, and whether it had to be replaced.
    ///
    /// A custom font that is not installed is replaced by the system font at the same size,
    /// as iOS does for a missing font; `substituted` is then `true` so the loader can say so.
    static func from(_ description: IBFontDescription) -> (font: UIFont, substituted: Bool) {
        let size = CGFloat(description.pointSize)
        switch description.font {
        case .custom(let name, let family):
            if let font = UIFont(name: name, size: size) ?? family.flatMap({ UIFont(name: $0, size: size) }) {
                return (font, false)
            }
            return (.systemFont(ofSize: size), true)
        case .textStyle(let style):
            // A text style font follows Dynamic Type, as `preferredFont(forTextStyle:)`'s does.
            let font = UIFont.preferredFont(forTextStyle: TextStyle(rawValue: style))
            return (font.pointSize == size ? font : .systemFont(ofSize: size, weight: Weight(CGFloat(description.weight))), false)
        case .system, .boldSystem, .italicSystem:
            return (.systemFont(ofSize: size, weight: Weight(CGFloat(description.weight))), false)
        }
    }

    /// The font as a document describes it: the system font as `type="system"` with its
    /// weight, as Xcode writes it; any other by name, which reads back to this face.
    var ibFontDescription: IBFontDescription {
        if let systemWeight {
            let nearest = IBFontWeight.allCases.min { abs($0.value - Double(systemWeight.rawValue)) < abs($1.value - Double(systemWeight.rawValue)) }
            return IBFontDescription(font: .system(weight: nearest == .regular ? nil : nearest), pointSize: Double(pointSize))
        }
        return IBFontDescription(font: .custom(name: fontName, family: familyName), pointSize: Double(pointSize))
    }
}
