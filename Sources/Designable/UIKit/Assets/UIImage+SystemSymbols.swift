import Foundation
import Raster
import Typography

/// A system symbol image: its name, the glyph drawing its stand-in, and the configuration it
/// was drawn with.
struct SymbolImage {
    let name: String
    /// The Material Icons codepoint, or `nil` for the placeholder.
    let codepoint: UInt32?
    let configuration: UIImage.SymbolConfiguration
}

/// The open icon font that stands in for SF Symbols.
///
/// Apple's symbol artwork cannot be shipped, so system symbols are drawn from Google's Material
/// Icons (Apache-2.0), as Debian packages it in fonts-material-design-icons-iconfont;
/// `DESIGNABLE_SYMBOL_FONT_PATH` names another copy.
enum SystemSymbolFont {
    static let defaultPath = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"

    /// The font, or why it could not be loaded.
    static let face: Result<FontFace, SymbolFontError> = {
        let path = ProcessInfo.processInfo.environment["DESIGNABLE_SYMBOL_FONT_PATH"] ?? defaultPath
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(.missing(path)) }
        do {
            guard let face = try FontFace.faces(in: [UInt8](data), fileName: path).first else { return .failure(.unreadable(path, "no font in the file")) }
            return .success(face)
        } catch {
            return .failure(.unreadable(path, "\(error)"))
        }
    }()

    /// Why the symbol font is unavailable; said once, on the first symbol drawn without it.
    enum SymbolFontError: Error, CustomStringConvertible {
        case missing(String)
        case unreadable(String, String)

        var description: String {
            switch self {
            case .missing(let path):
                "Designable draws SF Symbols with Material Icons, which is not at \(path): apt-get install fonts-material-design-icons-iconfont, or set DESIGNABLE_SYMBOL_FONT_PATH; symbols are drawn as placeholders"
            case .unreadable(let path, let reason):
                "the symbol font \(path) could not be read (\(reason)); symbols are drawn as placeholders"
            }
        }
    }

    static let warnedOnce: Void = {
        if case .failure(let error) = face { FileHandle.standardError.write(Data("warning: \(error)\n".utf8)) }
    }()
}

extension UIImage {
    /// The system symbol called `name`, as `UIImage(systemName:)`, drawn at 17-point body size,
    /// regular weight and medium scale; `nil` for a name that is not an SF Symbols name.
    ///
    /// Differs from UIKit on purpose: Apple's symbol artwork cannot be shipped, so each symbol is
    /// drawn from the Material Icons glyph that looks most like it (see `SystemSymbolMap`; a
    /// `.fill` or other variant not mapped takes its base symbol's glyph). A name written as SF
    /// Symbols names are (lower-case words and numbers joined by dots) but not mapped draws a
    /// placeholder, a crossed-out rounded square of the symbol's size, so a snapshot shows where
    /// it is. Sizes follow the configuration: the symbol is as tall as its point size times its
    /// scale, and its baseline sits so it centres on the cap height of text beside it.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The system symbol called `name` drawn with `configuration`.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard let symbol = UIImage.symbol(named: name, configuration: configuration) else { return nil }
        self.init(bitmap: symbol.bitmap, scale: symbol.scale, renderingMode: .automatic, tint: symbol.tint,
                  attributes: symbol.attributes)
    }

    /// The system symbol called `name` for `traitCollection`.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: traitCollection.map { SymbolConfiguration.unspecified.withTraitCollection($0) })
    }

    /// The system symbol called `name` with `variableValue` (0…1); the stand-in glyph has no
    /// variable layers, so the value does not change the drawing.
    public convenience init?(systemName name: String, variableValue: Double, configuration: Configuration?) {
        self.init(systemName: name, withConfiguration: configuration)
    }

    /// The image called `name` in `bundle`, drawn for `configuration`'s traits, as
    /// `UIImage(named:in:with:)`.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        guard let image = UIImage(named: name, in: bundle, compatibleWith: configuration?.traitCollection) else { return nil }
        self.init(bitmap: image.bitmap, scale: image.scale, renderingMode: image.renderingMode, tint: nil,
                  attributes: image.attributes)
    }

    /// The image called `name`; `variableValue` is accepted for custom symbols.
    public convenience init?(named name: String, in bundle: Bundle?, variableValue: Double, configuration: Configuration?) {
        self.init(named: name, in: bundle, with: configuration)
    }

    /// Whether the image is a system symbol.
    public var isSymbolImage: Bool { attributes.symbol != nil }

    /// The configuration the image was drawn with; `nil` for an image that is not a symbol and
    /// was given none.
    public var configuration: Configuration? { attributes.symbol?.configuration ?? attributes.configuration }

    /// The symbol configuration a symbol was drawn with.
    public var symbolConfiguration: SymbolConfiguration? { attributes.symbol?.configuration }

    /// The image drawn with `configuration` laid over its own: a symbol is drawn again at the
    /// new size and weight; another image keeps its pixels and records the configuration.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbol = attributes.symbol else { return with { $0.configuration = configuration } }
        return UIImage(systemName: symbol.name, withConfiguration: symbol.configuration.applying(configuration)) ?? self
    }

    /// The symbol drawn with `configuration` laid over its own; `nil` for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let symbol = attributes.symbol else { return nil }
        let drawn = UIImage(systemName: symbol.name, withConfiguration: symbol.configuration.applying(configuration)) ?? self
        return renderingMode == .automatic ? drawn : drawn.withRenderingMode(renderingMode)
    }

    /// The "plus" symbol, as `UIImage.add`.
    public static var add: UIImage { UIImage(systemName: "plus")! }
    /// The "minus" symbol, as `UIImage.remove`.
    public static var remove: UIImage { UIImage(systemName: "minus")! }
    /// The "checkmark" symbol, as `UIImage.checkmark`.
    public static var checkmark: UIImage { UIImage(systemName: "checkmark")! }
    /// A heavier checkmark, as `UIImage.strokedCheckmark`.
    public static var strokedCheckmark: UIImage { UIImage(systemName: "checkmark", withConfiguration: SymbolConfiguration(weight: .bold))! }
    /// The "ellipsis" symbol for a menu of actions, as `UIImage.actions`.
    public static var actions: UIImage { UIImage(systemName: "ellipsis.circle")! }

    /// The pixels, scale, tint and attributes of the symbol `name` drawn for `configuration`.
    static func symbol(named name: String, configuration: Configuration?) -> (bitmap: Bitmap, scale: CGFloat, tint: UIColor?, attributes: ImageAttributes)? {
        guard isSymbolName(name) else { return nil }
        let config = SymbolConfiguration.unspecified.applying(configuration)
        let traits = config.traitCollection ?? UITraitCollection.current
        let displayScale = traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
        let pointSize = config.resolvedPointSize(for: traits) * config.scale.factor
        let codepoint = codepoint(for: name)
        let face: FontFace?
        if case .success(let f) = SystemSymbolFont.face { face = f } else { face = nil; _ = SystemSymbolFont.warnedOnce }
        var outline = Raster.Path()
        var emboldening = 0.0
        if let codepoint, let face, let scalar = Unicode.Scalar(codepoint),
           case let glyph = face.glyph(for: scalar), glyph != 0, let glyphPath = try? face.outline(of: glyph), !glyphPath.isEmpty {
            // Material's icons fill 20 of 24 units; that live area is drawn as tall as the point size.
            let s = Double(pointSize) * 24 / 20 / Double(face.unitsPerEm)
            outline = glyphPath.applying(Transform(scaleX: s, y: -s))
            let steps = Double(config.weight == .unspecified ? 0 : config.weight.rawValue - SymbolWeight.regular.rawValue)
            emboldening = Swift.max(0, steps) * Double(pointSize) * 0.012
        } else {
            outline = placeholder(size: Double(pointSize))
        }
        let ink = outline.bounds
        guard ink.width > 0, ink.height > 0 else { return nil }
        let pad = emboldening / 2
        // Whole pixels around the ink, as UIKit's symbol images are.
        let px = 1 / Double(displayScale)
        let minX = ((ink.minX - pad) / px).rounded(.down) * px, maxX = ((ink.maxX + pad) / px).rounded(.up) * px
        let minY = ((ink.minY - pad) / px).rounded(.down) * px, maxY = ((ink.maxY + pad) / px).rounded(.up) * px
        guard let canvas = try? Canvas(width: maxX - minX, height: maxY - minY, scale: Double(displayScale)) else { return nil }
        canvas.translateBy(x: -minX, y: -minY)
        canvas.setFillColor(.black)
        canvas.fill(outline)
        if emboldening > 0 {
            canvas.setStrokeColor(.black)
            canvas.setLineWidth(emboldening)
            canvas.setLineJoin(.round)
            canvas.stroke(outline)
        }
        var attributes = ImageAttributes()
        attributes.symbol = SymbolImage(name: name, codepoint: codepoint, configuration: config)
        attributes.traitCollection = config.traitCollection
        // SF Symbols centre on the cap height of the text beside them (0.35 of the point size
        // above the baseline), so the baseline is that far below the image's middle.
        attributes.baselineOffsetFromBottom = CGFloat((maxY - minY) / 2 - 0.35 * Double(pointSize))
        let tint = config.paletteColors?.first ?? config.hierarchicalColor
        return (canvas.bitmap, displayScale, tint, attributes)
    }

    /// Whether `name` is written as SF Symbols names are: lower-case words and numbers joined by dots.
    static func isSymbolName(_ name: String) -> Bool {
        guard !name.isEmpty, !name.hasPrefix("."), !name.hasSuffix("."), !name.contains("..") else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." }
    }

    /// The codepoint of `name`'s glyph, or of its base symbol's with variant suffixes dropped
    /// (`heart.circle.fill` → `heart.circle` → `heart`); `nil` when none is mapped.
    static func codepoint(for name: String) -> UInt32? {
        var parts = name.split(separator: ".")
        while !parts.isEmpty {
            if let c = SystemSymbolMap.codepoints[parts.joined(separator: ".")] { return c }
            parts.removeLast()
        }
        return nil
    }

    /// A crossed-out rounded square as tall as `size`, sitting on the baseline: the stand-in
    /// for a symbol that has no glyph here.
    private static func placeholder(size: Double) -> Raster.Path {
        let rect = Rect(x: 0, y: -size, width: size, height: size)
        let inset = size * 0.1, line = Swift.max(1, size * 0.08)
        var frame = Raster.Path()
        frame.addRoundedRect(in: Rect(x: rect.minX + inset, y: rect.minY + inset, width: size - 2 * inset, height: size - 2 * inset),
                             cornerRadius: size * 0.18)
        var cross = Raster.Path()
        cross.move(to: Point(x: rect.minX + 2 * inset, y: rect.minY + 2 * inset))
        cross.addLine(to: Point(x: rect.maxX - 2 * inset, y: rect.maxY - 2 * inset))
        cross.move(to: Point(x: rect.maxX - 2 * inset, y: rect.minY + 2 * inset))
        cross.addLine(to: Point(x: rect.minX + 2 * inset, y: rect.maxY - 2 * inset))
        var out = frame.stroked(StrokeStyle(width: line))
        out.addPath(cross.stroked(StrokeStyle(width: line, cap: .round)))
        return out
    }
}
