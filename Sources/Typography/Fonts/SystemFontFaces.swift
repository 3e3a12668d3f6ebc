/// Which registered faces `Font.systemFont(ofSize:weight:)` uses.
///
/// By default weights below ``boldThreshold`` (semibold) use DejaVu Sans and the rest DejaVu
/// Sans Bold: DejaVu has no light or medium cut, and semibold text reads as bold on iOS.
/// Change ``FontRegistry/systemFontFaces`` to use other registered fonts, for example to
/// match a product's brand font.
public struct SystemFontFaces: Hashable, Sendable {
    /// PostScript (or family) name of the face for weights below ``boldThreshold``.
    public var regular: String
    /// PostScript (or family) name of the face for ``boldThreshold`` and above. When it is not
    /// registered, ``regular`` is used instead, so text still renders.
    public var bold: String
    public var boldThreshold: FontWeight

    public init(regular: String, bold: String, boldThreshold: FontWeight = .semibold) {
        self.regular = regular
        self.bold = bold
        self.boldThreshold = boldThreshold
    }

    public static let dejaVu = SystemFontFaces(regular: "DejaVuSans", bold: "DejaVuSans-Bold")

    /// The face name for `weight`.
    public func name(for weight: FontWeight) -> String { weight >= boldThreshold ? bold : regular }
}
