import Foundation
import InterfaceBuilder
import Raster

extension UIColor {
    /// The colour a document describes.
    ///
    /// A `systemColor` reference becomes Designable's dynamic colour of that name, so it
    /// follows light and dark as on iOS; the value the document recorded (its light variant)
    /// is used for names Designable does not have. Every other colour is the fixed sRGB value
    /// ``IBColor`` converted it to.
    convenience init(ibColor: IBColor) {
        if case .systemColor(let name) = ibColor.specification, let dynamic = UIColor.systemColorsByIBName[name] {
            self.init(dynamicProvider: { dynamic().resolvedColor(with: $0) })
            return
        }
        let c = ibColor.sRGB
        self.init(Color(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha))
    }

    /// The colour as a document stores it: sRGB components, resolved for light appearance
    /// (IB stores one value per colour; dynamic colours come from named references).
    var ibColor: IBColor {
        let c = rasterColor(for: UITraitCollection(displayScale: 1, userInterfaceStyle: .light))
        // `.rgb` in sRGB never needs resolving, so this cannot throw.
        return try! IBColor(.rgb(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha, space: .sRGB))
    }

    /// IB's `systemColor` names for the semantic colours Designable has.
    private static let systemColorsByIBName: [String: @Sendable () -> UIColor] = [
        "labelColor": { .label }, "secondaryLabelColor": { .secondaryLabel },
        "tertiaryLabelColor": { .tertiaryLabel }, "quaternaryLabelColor": { .quaternaryLabel },
        "placeholderTextColor": { .placeholderText }, "linkColor": { .link },
        "systemBackgroundColor": { .systemBackground },
        "secondarySystemBackgroundColor": { .secondarySystemBackground },
        "tertiarySystemBackgroundColor": { .tertiarySystemBackground },
        "systemGroupedBackgroundColor": { .systemGroupedBackground },
        "secondarySystemGroupedBackgroundColor": { .secondarySystemGroupedBackground },
        "tertiarySystemGroupedBackgroundColor": { .tertiarySystemGroupedBackground },
        "systemFillColor": { .systemFill }, "secondarySystemFillColor": { .secondarySystemFill },
        "tertiarySystemFillColor": { .tertiarySystemFill }, "quaternarySystemFillColor": { .quaternarySystemFill },
        "separatorColor": { .separator }, "opaqueSeparatorColor": { .opaqueSeparator },
        "systemBlueColor": { .systemBlue }, "systemGreenColor": { .systemGreen }, "systemRedColor": { .systemRed },
        "systemOrangeColor": { .systemOrange }, "systemYellowColor": { .systemYellow },
        "systemPinkColor": { .systemPink }, "systemPurpleColor": { .systemPurple },
        "systemTealColor": { .systemTeal }, "systemIndigoColor": { .systemIndigo },
        "systemBrownColor": { .systemBrown }, "systemMintColor": { .systemMint }, "systemCyanColor": { .systemCyan },
        "systemGrayColor": { .systemGray }, "systemGray2Color": { .systemGray2 }, "systemGray3Color": { .systemGray3 },
        "systemGray4Color": { .systemGray4 }, "systemGray5Color": { .systemGray5 }, "systemGray6Color": { .systemGray6 },
    ]
}
