import Foundation
import InterfaceBuilder
import Raster

extension UIColor {
    /// The colour set `name` of an asset catalogue in `bundle` (the app bundle when `nil`),
    /// with its light and dark appearances, as UIKit's `UIColor(named:in:compatibleWith:)`;
    /// `nil` when there is none.
    ///
    /// It reads `NAME.colorset/Contents.json` from the `.xcassets` folders at the top of the
    /// bundle, as Xcode writes them: components as decimals (`"0.5"`), bytes (`"128"`) or hex
    /// (`"0x80"`) in the `srgb`, `extended-srgb`, `display-p3`, `gray-gamma-22` or
    /// `extended-gray` space, appearances whose luminosity is `light` or `dark` (Xcode's "Any,
    /// Light, Dark" and "Any, Dark"), and ones whose contrast is `high` for Increase Contrast
    /// (`accessibilityContrast == .high`), alone or with a luminosity. The colour carries its
    /// name, so Interface Builder archives store it as `name="…"`.
    ///
    /// Differs from UIKit on purpose: `traitCollection` is ignored, since the colour resolves
    /// for whatever traits it is drawn with.
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil) {
        guard let set = ColorCatalog.colorSet(named: name, in: bundle ?? UIImage.appBundle) else { return nil }
        self.init(dynamicProvider: { UIColor(set.color(for: $0)) }, name: .catalog(name))
    }
}

/// Reading Xcode asset catalogues' colour sets.
enum ColorCatalog {
    @TaskLocal private static var scopedDocumentBundle: Bundle??

    /// Where a document's `name="…"` colours are looked up: the app bundle, except at design
    /// time, where Interface Builder resolves them in the project although the designable's
    /// own `UIColor(named:)` finds nothing (see ``DesignTime``).
    static var documentBundle: Bundle? { scopedDocumentBundle ?? UIImage.appBundle }

    /// Runs `body` with the document's colours looked up in `bundle`.
    static func withDocumentBundle<R>(_ bundle: Bundle?, _ body: () -> R) -> R {
        $scopedDocumentBundle.withValue(.some(bundle), operation: body)
    }

    /// A colour set's appearances: the universal one ("Any"), and those Xcode adds for light
    /// and dark mode and for high contrast; a missing one falls back luminosity before
    /// contrast, as UIKit's lookup does for dark (high-contrast dark to dark, then to
    /// high-contrast any, then to any), and the light ones alike through light. A style left
    /// unspecified takes the universal appearances, as "Any" stands for.
    struct ColorSet {
        var any: Color
        var light: Color?
        var dark: Color?
        var highContrast: Color?
        var highContrastLight: Color?
        var highContrastDark: Color?

        /// The appearance for `traits`' luminosity and contrast.
        func color(for traits: UITraitCollection) -> Color {
            let high = traits.accessibilityContrast == .high
            switch traits.userInterfaceStyle {
            case .dark: return (high ? highContrastDark ?? dark ?? highContrast : nil) ?? dark ?? any
            case .light: return (high ? highContrastLight ?? light ?? highContrast : nil) ?? light ?? any
            default: return (high ? highContrast : nil) ?? any
            }
        }
    }

    static func colorSet(named name: String, in bundle: Bundle?) -> ColorSet? {
        guard let bundle else { return nil }
        let fm = FileManager.default
        for root in [bundle.resourceURL, bundle.bundleURL].compactMap({ $0 }) {
            for entry in (try? fm.contentsOfDirectory(atPath: root.path))?.sorted() ?? [] where entry.hasSuffix(".xcassets") {
                let file = root.appendingPathComponent(entry).appendingPathComponent("\(name).colorset/Contents.json")
                if let data = try? Data(contentsOf: file), let set = parse(data) { return set }
            }
        }
        return nil
    }

    /// The universal appearance, the light and dark ones and the high-contrast ones, from a
    /// colour set's `Contents.json`; appearances of other kinds (a gamut) are skipped. A set
    /// with no universal appearance uses its light one in its place.
    static func parse(_ data: Data) -> ColorSet? {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["colors"] as? [[String: Any]] else { return nil }
        var any: Color?, light: Color?, dark: Color?, high: Color?, highLight: Color?, highDark: Color?
        for entry in entries {
            guard let color = (entry["color"] as? [String: Any]).flatMap(parseColor) else { continue }
            let appearances = (entry["appearances"] as? [[String: Any]] ?? []).map {
                "\($0["appearance"] as? String ?? "")=\($0["value"] as? String ?? "")"
            }
            switch Set(appearances) {
            case []: any = any ?? color
            case ["luminosity=light"]: light = color
            case ["luminosity=dark"]: dark = color
            case ["contrast=high"]: high = color
            case ["luminosity=light", "contrast=high"]: highLight = color
            case ["luminosity=dark", "contrast=high"]: highDark = color
            default: continue
            }
        }
        return (any ?? light).map {
            ColorSet(any: $0, light: light, dark: dark, highContrast: high, highContrastLight: highLight, highContrastDark: highDark)
        }
    }

    private static func parseColor(_ color: [String: Any]) -> Color? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> Double? {
            guard let text = (components[key] as? String) ?? (components[key] as? NSNumber)?.stringValue else { return nil }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.lowercased().hasPrefix("0x") { return UInt8(trimmed.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            // Whole numbers above 1 are bytes; "1" is full intensity either way.
            if !trimmed.contains("."), let byte = Int(trimmed), byte > 1 { return Double(byte) / 255 }
            return Double(trimmed)
        }
        let alpha = component("alpha") ?? 1
        let space: IBColorSpace
        switch color["color-space"] as? String ?? "srgb" {
        case "display-p3": space = .displayP3
        case "gray-gamma-22", "extended-gray": space = .genericGamma22Gray
        default: space = .sRGB
        }
        let specification: IBColor.Specification
        if let white = component("white") {
            specification = .white(white, alpha: alpha, space: space == .displayP3 ? .sRGB : space)
        } else if let r = component("red"), let g = component("green"), let b = component("blue") {
            specification = .rgb(red: r, green: g, blue: b, alpha: alpha, space: space == .genericGamma22Gray ? .sRGB : space)
        } else {
            return nil
        }
        return try? IBColor(specification).color
    }
}
