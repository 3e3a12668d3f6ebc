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
    /// `extended-gray` space, and an appearance whose luminosity is `dark` for dark mode. The
    /// colour carries its name, so Interface Builder archives store it as `name="…"`.
    ///
    /// Differs from UIKit on purpose: `traitCollection` is ignored, since the colour resolves
    /// for whatever traits it is drawn with; high-contrast appearances are not read.
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil) {
        guard let set = ColorCatalog.colorSet(named: name, in: bundle ?? UIImage.appBundle) else { return nil }
        let light = set.light, dark = set.dark ?? set.light
        self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? UIColor(dark) : UIColor(light) }, name: .catalog(name))
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

    struct ColorSet {
        var light: Color
        var dark: Color?
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

    /// The universal appearance and the dark one, from a colour set's `Contents.json`.
    static func parse(_ data: Data) -> ColorSet? {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["colors"] as? [[String: Any]] else { return nil }
        var light: Color?, dark: Color?
        for entry in entries {
            guard let color = (entry["color"] as? [String: Any]).flatMap(parseColor) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.isEmpty {
                light = light ?? color
            } else if appearances.contains(where: { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }),
                      appearances.count == 1 {
                dark = color
            }
        }
        return light.map { ColorSet(light: $0, dark: dark) }
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
