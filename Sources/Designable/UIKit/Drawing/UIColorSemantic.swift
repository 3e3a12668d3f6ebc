import Foundation
import Raster

// UIKit's semantic and system colours, light and dark, with the sRGB values iOS 15 and later
// use. They are dynamic: each resolves for the trait collection it is drawn with. The tints and
// greys also have their Increase Contrast values (`accessibilityContrast == .high`), from the
// same table of Apple's Human Interface Guidelines (Color › Specifications, as published before
// the 2025 redesign); the label, background, fill and separator colours keep their normal ones.
extension UIColor {
    /// 8-bit sRGB components and an alpha, as the system palette is published.
    private typealias Components = (Int, Int, Int, Double)

    /// A dynamic colour from its light and dark components, and its high-contrast light and
    /// dark ones when it has them. `name` is UIKit's class-method name for it, which Interface
    /// Builder documents use too.
    private static func system(_ name: String, _ light: Components, _ dark: Components,
                               highContrast: (light: Components, dark: Components)? = nil) -> UIColor {
        func color(_ c: Components) -> Color {
            Color(red: Double(c.0) / 255, green: Double(c.1) / 255, blue: Double(c.2) / 255, alpha: c.3)
        }
        let l = color(light), d = color(dark)
        let high = highContrast.map { (light: color($0.light), dark: color($0.dark)) }
        return UIColor(dynamicProvider: { traits in
            let dark = traits.userInterfaceStyle == .dark
            if let high, traits.accessibilityContrast == .high { return UIColor(dark ? high.dark : high.light) }
            return UIColor(dark ? d : l)
        }, name: .system(name))
    }

    // MARK: Labels
    /// The colour for primary text: black in light appearance, white in dark.
    public class var label: UIColor { system("labelColor", (0, 0, 0, 1), (255, 255, 255, 1)) }
    /// The colour for secondary text: grey at 60% opacity.
    public class var secondaryLabel: UIColor { system("secondaryLabelColor", (60, 60, 67, 0.6), (235, 235, 245, 0.6)) }
    /// The colour for tertiary text: grey at 30% opacity.
    public class var tertiaryLabel: UIColor { system("tertiaryLabelColor", (60, 60, 67, 0.3), (235, 235, 245, 0.3)) }
    /// The colour for quaternary text, the faintest label colour.
    public class var quaternaryLabel: UIColor { system("quaternaryLabelColor", (60, 60, 67, 0.18), (235, 235, 245, 0.16)) }
    /// The colour of placeholder text in text fields and text views.
    public class var placeholderText: UIColor { system("placeholderTextColor", (60, 60, 67, 0.3), (235, 235, 245, 0.3)) }
    /// The colour of links: system blue.
    public class var link: UIColor { system("linkColor", (0, 122, 255, 1), (9, 132, 255, 1)) }

    // MARK: Backgrounds
    /// The background of a screen: white in light appearance, black in dark.
    public class var systemBackground: UIColor { system("systemBackgroundColor", (255, 255, 255, 1), (0, 0, 0, 1)) }
    /// The background of content layered on ``systemBackground``.
    public class var secondarySystemBackground: UIColor { system("secondarySystemBackgroundColor", (242, 242, 247, 1), (28, 28, 30, 1)) }
    /// The background of content layered on ``secondarySystemBackground``.
    public class var tertiarySystemBackground: UIColor { system("tertiarySystemBackgroundColor", (255, 255, 255, 1), (44, 44, 46, 1)) }
    /// The background of a grouped screen, such as a grouped table.
    public class var systemGroupedBackground: UIColor { system("systemGroupedBackgroundColor", (242, 242, 247, 1), (0, 0, 0, 1)) }
    /// The background of content layered on ``systemGroupedBackground``.
    public class var secondarySystemGroupedBackground: UIColor { system("secondarySystemGroupedBackgroundColor", (255, 255, 255, 1), (28, 28, 30, 1)) }
    /// The background of content layered on ``secondarySystemGroupedBackground``.
    public class var tertiarySystemGroupedBackground: UIColor { system("tertiarySystemGroupedBackgroundColor", (242, 242, 247, 1), (44, 44, 46, 1)) }

    // MARK: Fills and separators
    /// A translucent grey fill for thin, small shapes, such as a slider's track.
    public class var systemFill: UIColor { system("systemFillColor", (120, 120, 128, 0.2), (120, 120, 128, 0.36)) }
    /// A translucent grey fill for medium-size shapes, such as a switch's background.
    public class var secondarySystemFill: UIColor { system("secondarySystemFillColor", (120, 120, 128, 0.16), (120, 120, 128, 0.32)) }
    /// A translucent grey fill for large shapes, such as input fields.
    public class var tertiarySystemFill: UIColor { system("tertiarySystemFillColor", (118, 118, 128, 0.12), (118, 118, 128, 0.24)) }
    /// A translucent grey fill for large areas holding complex content.
    public class var quaternarySystemFill: UIColor { system("quaternarySystemFillColor", (116, 116, 128, 0.08), (118, 118, 128, 0.18)) }
    /// The translucent colour of thin lines between content.
    public class var separator: UIColor { system("separatorColor", (60, 60, 67, 0.29), (84, 84, 88, 0.6)) }
    /// The opaque colour of separators that must hide what is beneath them.
    public class var opaqueSeparator: UIColor { system("opaqueSeparatorColor", (198, 198, 200, 1), (56, 56, 58, 1)) }

    // MARK: System tints
    /// The system blue tint, adapted to light and dark appearance and to Increase Contrast.
    public class var systemBlue: UIColor { system("systemBlueColor", (0, 122, 255, 1), (10, 132, 255, 1),
                                        highContrast: ((0, 64, 221, 1), (64, 156, 255, 1))) }
    /// The system green tint, adapted to light and dark appearance and to Increase Contrast.
    public class var systemGreen: UIColor { system("systemGreenColor", (52, 199, 89, 1), (48, 209, 88, 1),
                                        highContrast: ((36, 138, 61, 1), (48, 219, 91, 1))) }
    /// The system red tint, adapted to light and dark appearance and to Increase Contrast.
    public class var systemRed: UIColor { system("systemRedColor", (255, 59, 48, 1), (255, 69, 58, 1),
                                        highContrast: ((215, 0, 21, 1), (255, 105, 97, 1))) }
    /// The system orange tint, adapted to light and dark appearance and to Increase Contrast.
    public class var systemOrange: UIColor { system("systemOrangeColor", (255, 149, 0, 1), (255, 159, 10, 1),
                                        highContrast: ((201, 52, 0, 1), (255, 179, 64, 1))) }
    /// The system yellow tint, adapted to light and dark appearance and to Increase Contrast.
    public class var systemYellow: UIColor { system("systemYellowColor", (255, 204, 0, 1), (255, 214, 10, 1),
                                        highContrast: ((178, 80, 0, 1), (255, 212, 38, 1))) }
    /// The system pink tint, adapted to light and dark appearance and to Increase Contrast.
    public class var systemPink: UIColor { system("systemPinkColor", (255, 45, 85, 1), (255, 55, 95, 1),
                                        highContrast: ((211, 15, 69, 1), (255, 100, 130, 1))) }
    /// The system purple tint, adapted to light and dark appearance and to Increase Contrast.
    public class var systemPurple: UIColor { system("systemPurpleColor", (175, 82, 222, 1), (191, 90, 242, 1),
                                        highContrast: ((137, 68, 171, 1), (218, 143, 255, 1))) }
    /// The system teal tint, adapted to light and dark appearance and to Increase Contrast.
    public class var systemTeal: UIColor { system("systemTealColor", (48, 176, 199, 1), (64, 200, 224, 1),
                                        highContrast: ((0, 130, 153, 1), (93, 230, 255, 1))) }
    /// The system indigo tint, adapted to light and dark appearance and to Increase Contrast.
    public class var systemIndigo: UIColor { system("systemIndigoColor", (88, 86, 214, 1), (94, 92, 230, 1),
                                        highContrast: ((54, 52, 163, 1), (125, 122, 255, 1))) }
    /// The system brown tint, adapted to light and dark appearance and to Increase Contrast.
    public class var systemBrown: UIColor { system("systemBrownColor", (162, 132, 94, 1), (172, 142, 104, 1),
                                        highContrast: ((127, 101, 69, 1), (181, 148, 105, 1))) }
    /// The system mint tint, adapted to light and dark appearance and to Increase Contrast.
    public class var systemMint: UIColor { system("systemMintColor", (0, 199, 190, 1), (99, 230, 226, 1),
                                        highContrast: ((12, 129, 123, 1), (102, 212, 207, 1))) }
    /// The system cyan tint, adapted to light and dark appearance and to Increase Contrast.
    public class var systemCyan: UIColor { system("systemCyanColor", (50, 173, 230, 1), (100, 210, 255, 1),
                                        highContrast: ((0, 113, 164, 1), (112, 215, 255, 1))) }

    // MARK: Greys
    /// The base system grey, the same in light and dark appearance.
    public class var systemGray: UIColor { system("systemGrayColor", (142, 142, 147, 1), (142, 142, 147, 1),
                                        highContrast: ((108, 108, 112, 1), (174, 174, 178, 1))) }
    /// A system grey one step lighter than ``systemGray`` in light appearance, darker in dark.
    public class var systemGray2: UIColor { system("systemGray2Color", (174, 174, 178, 1), (99, 99, 102, 1),
                                        highContrast: ((142, 142, 147, 1), (124, 124, 128, 1))) }
    /// A system grey two steps from ``systemGray``, towards the background.
    public class var systemGray3: UIColor { system("systemGray3Color", (199, 199, 204, 1), (72, 72, 74, 1),
                                        highContrast: ((174, 174, 178, 1), (84, 84, 86, 1))) }
    /// A system grey three steps from ``systemGray``, towards the background.
    public class var systemGray4: UIColor { system("systemGray4Color", (209, 209, 214, 1), (58, 58, 60, 1),
                                        highContrast: ((188, 188, 192, 1), (68, 68, 70, 1))) }
    /// A system grey four steps from ``systemGray``, towards the background.
    public class var systemGray5: UIColor { system("systemGray5Color", (229, 229, 234, 1), (44, 44, 46, 1),
                                        highContrast: ((216, 216, 220, 1), (54, 54, 56, 1))) }
    /// The system grey closest to the background.
    public class var systemGray6: UIColor { system("systemGray6Color", (242, 242, 247, 1), (28, 28, 30, 1),
                                        highContrast: ((235, 235, 240, 1), (36, 36, 38, 1))) }

    /// The tint views inherit when no ancestor sets one.
    public class var tintColor: UIColor { systemBlue }
}
