import Foundation
import Raster

extension UIColor {
    /// A colour given in Display P3, as `UIColor(displayP3Red:green:blue:alpha:)`, converted
    /// to sRGB: the components are linearised, taken through the P3-to-sRGB matrix and encoded
    /// again, with `DeterministicMath` so every machine gets the same bits.
    ///
    /// Differs from UIKit on purpose: a P3 colour outside sRGB is clipped to it, as snapshots
    /// are sRGB; UIKit keeps it in extended range for wide-gamut screens.
    public convenience init(displayP3Red displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func linear(_ v: CGFloat) -> Double {
            let x = Double(v)
            return x <= 0.04045 ? x / 12.92 : DeterministicMath.pow((x + 0.055) / 1.055, 2.4)
        }
        func encoded(_ v: Double) -> CGFloat {
            let x = Swift.min(1, Swift.max(0, v))
            return CGFloat(x <= 0.0031308 ? 12.92 * x : 1.055 * DeterministicMath.pow(x, 1 / 2.4) - 0.055)
        }
        let r = linear(displayP3Red), g = linear(green), b = linear(blue)
        self.init(red: encoded(1.2249401 * r - 0.2249404 * g),
                  green: encoded(-0.0420569 * r + 1.0420571 * g),
                  blue: encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b),
                  alpha: alpha)
    }

    /// A plain-language name of the colour, as VoiceOver reads it (`accessibilityName`): a hue
    /// such as "blue" or "orange", with "dark" or "light" as its lightness calls for, or a grey.
    ///
    /// An approximation of UIKit's names, which are not documented: hue bands of the colour
    /// wheel and three lightness steps.
    public var accessibilityName: String {
        let c = resolvedColor(with: UITraitCollection.current).rasterColor(for: UITraitCollection.current)
        let maximum = Swift.max(c.red, c.green, c.blue), minimum = Swift.min(c.red, c.green, c.blue)
        let lightness = (maximum + minimum) / 2
        let chroma = maximum - minimum
        if chroma < 0.08 {
            switch lightness {
            case ..<0.1: return "black"
            case ..<0.35: return "dark gray"
            case ..<0.65: return "gray"
            case ..<0.92: return "light gray"
            default: return "white"
            }
        }
        var hue: Double
        if maximum == c.red { hue = ((c.green - c.blue) / chroma).truncatingRemainder(dividingBy: 6) }
        else if maximum == c.green { hue = (c.blue - c.red) / chroma + 2 }
        else { hue = (c.red - c.green) / chroma + 4 }
        hue *= 60
        if hue < 0 { hue += 360 }
        let names: [(Double, String)] = [(15, "red"), (45, "orange"), (70, "yellow"), (165, "green"), (195, "cyan"),
                                         (255, "blue"), (290, "purple"), (335, "pink"), (360, "red")]
        let name = names.first { hue < $0.0 }?.1 ?? "red"
        if lightness < 0.3 { return "dark \(name)" }
        if lightness > 0.75 { return "light \(name)" }
        return name
    }
}
