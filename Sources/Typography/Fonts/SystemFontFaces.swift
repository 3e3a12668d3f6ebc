/// Which registered faces `Font.systemFont(ofSize:weight:)` uses, and the tracking it sets.
///
/// The default, ``inter``, stands in for San Francisco, which cannot be shipped: Inter has a
/// cut for each of UIKit's nine weights, and like SF Pro a Text design for small sizes and a
/// Display design from 20 pt. Its letters are about 5% wider than SF Pro Text's, so text
/// sizes take a tracking of −0.021 em, the figure that best matches the label widths
/// Interface Builder stored in the shared corpus (measured in the note). When Inter is
/// not installed the system font falls back to ``dejaVu``, with a note on standard error.
/// Change ``FontRegistry/systemFontFaces`` to use other registered fonts, for example a
/// product's brand font.
public struct SystemFontFaces: Hashable, Sendable {
    /// One weight's faces.
    public struct Cut: Hashable, Sendable {
        public var weight: FontWeight
        /// PostScript (or family) name of the face for text sizes.
        public var text: String
        /// PostScript name of the face from ``SystemFontFaces/displayPointSize`` up, if the
        /// family has a display design.
        public var display: String?

        public init(weight: FontWeight, text: String, display: String? = nil) {
            self.weight = weight
            self.text = text
            self.display = display
        }
    }

    /// PostScript (or family) name of the face for weights below ``boldThreshold``, when
    /// ``cuts`` is empty; and the face tried last when the chosen one is not registered.
    public var regular: String
    /// PostScript (or family) name of the face for ``boldThreshold`` and above, when ``cuts``
    /// is empty. When it is not registered, ``regular`` is used instead, so text still renders.
    public var bold: String
    public var boldThreshold: FontWeight
    /// Faces by weight; when not empty, the cut of the nearest weight is used.
    public var cuts: [Cut]
    /// The point size from which the display faces are used (SF Pro's is 20).
    public var displayPointSize: Double
    /// Tracking in ems below ``displayPointSize``, added after every character.
    public var textTracking: Double
    /// Tracking in ems from ``displayPointSize`` up.
    public var displayTracking: Double
    /// Line metrics in ems that replace the faces' own, so that lines are as tall as the font
    /// being stood in for makes them; `nil` keeps the faces'.
    public var lineMetrics: Font.LineMetrics?

    public init(regular: String, bold: String, boldThreshold: FontWeight = .semibold, cuts: [Cut] = [],
                displayPointSize: Double = 20, textTracking: Double = 0, displayTracking: Double = 0,
                lineMetrics: Font.LineMetrics? = nil) {
        self.regular = regular
        self.bold = bold
        self.boldThreshold = boldThreshold
        self.cuts = cuts
        self.displayPointSize = displayPointSize
        self.textTracking = textTracking
        self.displayTracking = displayTracking
        self.lineMetrics = lineMetrics
    }

    /// DejaVu Sans and DejaVu Sans Bold (from semibold up), untracked: the system font of
    /// epochs 1 and 2, and the fallback when Inter is not installed.
    public static let dejaVu = SystemFontFaces(regular: "DejaVuSans", bold: "DejaVuSans-Bold")

    /// Inter's nine weights, Inter Display from 20 pt, tracked to SF Pro's widths.
    public static let inter: SystemFontFaces = {
        let names: [(FontWeight, String)] = [(.ultraLight, "Thin"), (.thin, "ExtraLight"), (.light, "Light"), (.regular, "Regular"),
                                             (.medium, "Medium"), (.semibold, "SemiBold"), (.bold, "Bold"), (.heavy, "ExtraBold"),
                                             (.black, "Black")]
        return SystemFontFaces(regular: "Inter-Regular", bold: "Inter-Bold",
                               cuts: names.map { Cut(weight: $0.0, text: "Inter-\($0.1)", display: "InterDisplay-\($0.1)") },
                               textTracking: -0.021, lineMetrics: sfProLineMetrics)
    }()

    /// SF Pro's vertical metrics (hhea ascender 1950, descender −494, no line gap, in 2048
    /// units: 1.193 em a line, `UIFont.systemFont(ofSize: 17).lineHeight` 20.29 pt), which the
    /// system font's Inter faces take in place of their own 1.21 em, so that a line of system
    /// text is as tall as on iOS and its baseline where iOS puts it.
    public static let sfProLineMetrics = Font.LineMetrics(ascender: 1950.0 / 2048, descender: -494.0 / 2048)

    /// The files of ``inter``'s faces, which the registry loads when they are first needed.
    static let interFiles: [String] = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        .flatMap { ["Inter-\($0).otf", "InterDisplay-\($0).otf"] }

    /// The face name for `weight` (at `pointSize`, which picks text or display faces).
    public func name(for weight: FontWeight, pointSize: Double = 17) -> String {
        guard !cuts.isEmpty else { return weight >= boldThreshold ? bold : regular }
        var best = cuts[0]
        for cut in cuts where abs(cut.weight.rawValue - weight.rawValue) < abs(best.weight.rawValue - weight.rawValue) { best = cut }
        if pointSize >= displayPointSize, let display = best.display { return display }
        return best.text
    }

    /// The tracking in ems at `pointSize`: ``displayTracking`` from ``displayPointSize`` up,
    /// ``textTracking`` below.
    public func trackingEm(atPointSize pointSize: Double) -> Double {
        pointSize >= displayPointSize ? displayTracking : textTracking
    }
}
