/// A face at a point size, with metrics in points: Typography's counterpart of `UIFont`.
///
/// Vertical metrics follow UIKit's conventions: ``descender`` is negative, and
/// ``lineHeight`` is `ascender − descender + leading`, which is what `UIFont.lineHeight`
/// reports and what a label's line box uses.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public let face: FontFace
    /// The size in points (the em square is this many points tall).
    public let pointSize: Double
    /// Tracking in ems, added after every character: the system font's optical-size tracking
    /// (see ``SystemFontFaces``); 0 for other fonts.
    public let trackingEm: Double
    /// Line metrics in ems that replace the face's own: the system font's, which are SF Pro's
    /// (see ``SystemFontFaces/lineMetrics``); `nil` for other fonts.
    public let lineMetricsEm: LineMetrics?

    /// A font's ascender, descender (negative) and leading, in ems.
    public struct LineMetrics: Hashable, Sendable {
        public var ascender: Double
        public var descender: Double
        public var leading: Double

        public init(ascender: Double, descender: Double, leading: Double = 0) {
            self.ascender = ascender
            self.descender = descender
            self.leading = leading
        }
    }

    public init(face: FontFace, size: Double, trackingEm: Double = 0, lineMetricsEm: LineMetrics? = nil) {
        self.face = face
        self.pointSize = size.isFinite ? Swift.max(0, size) : 0
        self.trackingEm = trackingEm.isFinite ? trackingEm : 0
        self.lineMetricsEm = lineMetricsEm
    }

    /// The tracking in points per character.
    public var tracking: Double { trackingEm * pointSize }

    /// The registered face with this PostScript, full or family name, as `UIFont(name:size:)`;
    /// `nil` when there is none.
    public init?(name: String, size: Double, registry: FontRegistry = .shared) {
        guard let face = registry.face(named: name) else { return nil }
        self.init(face: face, size: size)
    }

    /// The system font: Inter at the nearest of its nine weights (Inter Display from 20 pt),
    /// tracked to San Francisco's widths, unless ``FontRegistry/systemFontFaces`` says
    /// otherwise; DejaVu Sans when Inter is not installed.
    ///
    /// - Throws: ``FontError/defaultFontNotFound(triedPaths:)`` when neither Inter nor DejaVu
    ///   is installed; the message lists every path tried and the package to install.
    public static func systemFont(ofSize size: Double, weight: FontWeight = .regular,
                                  registry: FontRegistry = .shared) throws(FontError) -> Font {
        let (face, trackingEm, lineMetrics) = try registry.systemFaceAndTracking(weight: weight, pointSize: size)
        return Font(face: face, size: size, trackingEm: trackingEm, lineMetricsEm: lineMetrics)
    }

    /// The bold system font, as `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize size: Double, registry: FontRegistry = .shared) throws(FontError) -> Font {
        try systemFont(ofSize: size, weight: .bold, registry: registry)
    }

    /// The same face at another size.
    public func withSize(_ size: Double) -> Font { Font(face: face, size: size, trackingEm: trackingEm, lineMetricsEm: lineMetricsEm) }

    /// Points per font unit.
    public var scale: Double { pointSize / Double(face.unitsPerEm) }

    public var ascender: Double { lineMetricsEm.map { $0.ascender * pointSize } ?? Double(face.ascender) * scale }
    /// Negative: the distance below the baseline.
    public var descender: Double { lineMetricsEm.map { $0.descender * pointSize } ?? Double(face.descender) * scale }
    /// The extra space between lines the font asks for (hhea lineGap).
    public var leading: Double { lineMetricsEm.map { $0.leading * pointSize } ?? Double(face.lineGap) * scale }
    public var lineHeight: Double { ascender - descender + leading }
    public var capHeight: Double { Double(face.capHeight) * scale }
    public var xHeight: Double { Double(face.xHeight) * scale }

    /// The underline's top above the baseline (negative: below it), in points.
    public var underlinePosition: Double { Double(face.underlinePosition) * scale }
    public var underlineThickness: Double { Double(face.underlineThickness) * scale }
    /// The strikethrough's top above the baseline, in points.
    public var strikeoutPosition: Double { Double(face.strikeoutPosition) * scale }
    public var strikeoutThickness: Double { Double(face.strikeoutThickness) * scale }

    public var familyName: String { face.familyName }
    public var fontName: String { face.postScriptName }

    public static func == (a: Font, b: Font) -> Bool { a.face === b.face && a.pointSize == b.pointSize && a.trackingEm == b.trackingEm }
    public func hash(into h: inout Hasher) { h.combine(face.id); h.combine(pointSize); h.combine(trackingEm) }

    public var description: String { "\(face.postScriptName) \(pointSize)pt" }
}
