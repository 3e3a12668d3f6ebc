import Foundation
import InterfaceBuilder
import Raster

extension UIColor {
    /// The colour a document describes.
    ///
    /// A `systemColor` reference becomes Designable's dynamic colour of that name, and a
    /// `name` reference the asset catalogue's colour set (``init(named:in:compatibleWith:)``),
    /// so both follow light and dark as on iOS. Where Designable has no such system colour or
    /// the catalogue is not there, the value the document recorded (the light one) is used,
    /// still carrying the name so it is archived as the same reference. Every other colour is
    /// the fixed sRGB value ``IBColor`` converted it to.
    convenience init(ibColor: IBColor) {
        let c = ibColor.sRGB
        let recorded = Color(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        switch ibColor.specification {
        case .systemColor(let name):
            if let dynamic = UIColor.systemColorsByIBName[name] {
                self.init(dynamicProvider: { dynamic().resolvedColor(with: $0) }, name: .system(name))
            } else {
                self.init(recorded, name: .system(name))
            }
        case .named(let name):
            if let catalog = UIColor(named: name, in: ColorCatalog.documentBundle) {
                self.init(dynamicProvider: { catalog.resolvedColor(with: $0) }, name: .catalog(name))
            } else {
                self.init(recorded, name: .catalog(name))
            }
        default:
            self.init(recorded)
        }
    }

    /// The colour as a document stores it: a reference for a named colour (a system colour, an
    /// asset catalogue's), which keeps its dark value; otherwise sRGB components, resolved
    /// for light appearance, since IB stores one value per colour. The reference's recorded
    /// value, which a document lists in its `<resources>`, is the light one.
    var ibColor: IBColor {
        let c = rasterColor(for: UITraitCollection(displayScale: 1, userInterfaceStyle: .light))
        let components = IBColor.Components(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        let specification: IBColor.Specification = switch name {
        case .system(let name): .systemColor(name)
        case .catalog(let name): .named(name)
        case nil: .rgb(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha, space: .sRGB)
        }
        // References resolve to the recorded value, components need no resolving: no throw.
        return try! IBColor(specification) { _ in components }
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
