import Foundation
import Locking
import Typography

extension UIFont {
    /// How wide the system font's letters are, as UIKit's `UIFont.Width` (iOS 16).
    public struct Width: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// The narrowest.
        public static let compressed = Width(-0.3)
        /// Narrow.
        public static let condensed = Width(-0.2)
        /// The regular width.
        public static let standard = Width(0)
        /// Wide.
        public static let expanded = Width(0.2)
    }

    /// The system font at `weight` and `width`, as iOS 16's `systemFont(ofSize:weight:width:)`.
    ///
    /// Differs from UIKit on purpose: the open font standing in for SF Pro has one width, so
    /// `width` is accepted and the standard width drawn.
    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight, width: UIFont.Width) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The system font with digits of equal width, as `monospacedDigitSystemFont(ofSize:weight:)`,
    /// so counters and timers do not shift. The system font's digits here (DejaVu Sans's) are
    /// all one width already, so it is the system font.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The monospaced system font, as `monospacedSystemFont(ofSize:weight:)` (SF Mono on iOS):
    /// DejaVu Sans Mono, from the same fonts-dejavu-core package, bold from semibold up; the
    /// system font when it is not installed. It is not registered by name.
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        let bold = weight.rawValue >= UIFont.Weight.semibold.rawValue
        guard let face = MonospacedFaces.face(bold: bold) else { return systemFont(ofSize: fontSize, weight: weight) }
        return UIFont(font: Font(face: face, size: Double(fontSize)))
    }

    /// The font families, sorted, as `familyNames`: iOS's own (see `IOSFontCatalog`), the
    /// app's registered fonts and the system font's.
    public class var familyNames: [String] {
        Array(Set(FontRegistry.shared.registeredFaces.map(\.familyName) + IOSFontCatalog.families.map(\.name))).sorted()
    }

    /// The PostScript names of the fonts of `familyName`, as `fontNames(forFamilyName:)`: an
    /// iOS family's names as iOS has them, or the registered faces of that family.
    public class func fontNames(forFamilyName familyName: String) -> [String] {
        if let family = IOSFontCatalog.families.first(where: { $0.name.caseInsensitiveCompare(familyName) == .orderedSame }) {
            return family.faces.map(\.postScriptName).sorted()
        }
        return FontRegistry.shared.registeredFaces.filter { $0.familyName.caseInsensitiveCompare(familyName) == .orderedSame }
            .map(\.postScriptName).sorted()
    }
}

extension UIFont.TextStyle {
    /// The metrics that scale fonts of this style for Dynamic Type, as iOS 17's `metrics`.
    public var metrics: UIFontMetrics { UIFontMetrics(forTextStyle: self) }
}

/// DejaVu Sans Mono, found beside DejaVu Sans and loaded once.
enum MonospacedFaces {
    private static let faces: Locked<(regular: FontFace?, bold: FontFace?)?> = Locked(nil)

    static func face(bold: Bool) -> FontFace? {
        let found = faces.withLock { cached -> (regular: FontFace?, bold: FontFace?) in
            if let cached { return cached }
            func load(_ file: String) -> FontFace? {
                let folders = DefaultFontLocator.standardDirectories
                    + (ProcessInfo.processInfo.environment[DefaultFontLocator.environmentVariable].map { [URL(fileURLWithPath: $0).deletingLastPathComponent().path] } ?? [])
                // Loaded without registering, so `UIFont(name:)` does not find it: iOS has no
                // font of that name either.
                for folder in folders {
                    let url = URL(fileURLWithPath: folder).appendingPathComponent(file)
                    if let data = FileManager.default.contents(atPath: url.path),
                       let face = try? FontFace.faces(in: [UInt8](data), fileName: url.path).first { return face }
                }
                return nil
            }
            let loaded = (regular: load("DejaVuSansMono.ttf"), bold: load("DejaVuSansMono-Bold.ttf"))
            cached = loaded
            return loaded
        }
        return bold ? (found.bold ?? found.regular) : found.regular
    }
}
