import Raster

/// A colour as a document writes it, together with its value in sRGB.
///
/// The ``specification`` keeps what was written, so writing the document back reproduces it;
/// ``sRGB`` is what a view should draw, already converted from the colour's space (see
/// ``IBColorSpace``) or looked up in the document's `<resources>` for references.
public struct IBColor: Hashable, Sendable {
    /// The five ways IB writes a colour.
    public enum Specification: Hashable, Sendable {
        /// `white="0.5" alpha="1" colorSpace="calibratedWhite"`.
        case white(Double, alpha: Double, space: IBColorSpace)
        /// `red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"`.
        case rgb(red: Double, green: Double, blue: Double, alpha: Double, space: IBColorSpace)
        /// `systemColor="systemGreenColor"`, resolved through `<resources><systemColor>`.
        case systemColor(String)
        /// `cocoaTouchSystemColor="darkTextColor"`: the pre-iOS 13 names, with fixed values.
        case cocoaTouchSystemColor(String)
        /// `name="Brand"`: an asset-catalogue colour, resolved through `<resources><namedColor>`.
        case named(String)
    }

    /// Straight (unpremultiplied) sRGB components. They may lie outside 0…1 for wide-gamut
    /// colours; ``color`` clamps them.
    public struct Components: Hashable, Sendable {
        public var red: Double
        public var green: Double
        public var blue: Double
        public var alpha: Double

        public init(red: Double, green: Double, blue: Double, alpha: Double) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    /// What the document wrote.
    public var specification: Specification
    /// The colour in sRGB, unclamped.
    public var sRGB: Components

    /// A colour given by its components, converted to sRGB now.
    public init(_ specification: Specification, resolving resolve: (Specification) -> Components? = { _ in nil }) throws(UnresolvedColor) {
        self.specification = specification
        switch specification {
        case let .white(w, alpha, space):
            let (r, g, b) = space.toSRGB(w, w, w)
            sRGB = Components(red: r, green: g, blue: b, alpha: alpha)
        case let .rgb(red, green, blue, alpha, space):
            let (r, g, b) = space.toSRGB(red, green, blue)
            sRGB = Components(red: r, green: g, blue: b, alpha: alpha)
        case .cocoaTouchSystemColor(let name):
            guard let value = IBColor.cocoaTouchSystemColors[name] else { throw UnresolvedColor(specification: specification) }
            sRGB = value
        case .systemColor, .named:
            guard let value = resolve(specification) else { throw UnresolvedColor(specification: specification) }
            sRGB = value
        }
    }

    /// Thrown for a reference that cannot be resolved.
    public struct UnresolvedColor: Error, Sendable {
        public var specification: Specification
    }

    /// The colour for drawing: sRGB, each component clamped to 0…1.
    public var color: Color { Color(red: sRGB.red, green: sRGB.green, blue: sRGB.blue, alpha: sRGB.alpha) }

    /// The `cocoaTouchSystemColor` names, with the values UIKit gives them.
    static let cocoaTouchSystemColors: [String: Components] = [
        "darkTextColor": Components(red: 0, green: 0, blue: 0, alpha: 1),
        "lightTextColor": Components(red: 1, green: 1, blue: 1, alpha: 0.6),
        "groupTableViewBackgroundColor": Components(red: 239 / 255, green: 239 / 255, blue: 244 / 255, alpha: 1),
        "tableCellGroupedBackgroundColor": Components(red: 1, green: 1, blue: 1, alpha: 1),
        "viewFlipsideBackgroundColor": Components(red: 31 / 255, green: 33 / 255, blue: 36 / 255, alpha: 1),
        "clearColor": Components(red: 0, green: 0, blue: 0, alpha: 0),
        "whiteColor": Components(red: 1, green: 1, blue: 1, alpha: 1),
        "blackColor": Components(red: 0, green: 0, blue: 0, alpha: 1),
    ]
}
