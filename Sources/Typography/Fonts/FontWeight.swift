/// A font weight with `UIFont.Weight`'s raw values, from −0.8 (ultra light) to 0.62 (black).
public struct FontWeight: Hashable, Sendable, Comparable, RawRepresentable {
    public var rawValue: Double
    public init(rawValue: Double) { self.rawValue = rawValue }
    public init(_ rawValue: Double) { self.rawValue = rawValue }

    public static let ultraLight = FontWeight(-0.8)
    public static let thin = FontWeight(-0.6)
    public static let light = FontWeight(-0.4)
    public static let regular = FontWeight(0)
    public static let medium = FontWeight(0.23)
    public static let semibold = FontWeight(0.3)
    public static let bold = FontWeight(0.4)
    public static let heavy = FontWeight(0.56)
    public static let black = FontWeight(0.62)

    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.rawValue < b.rawValue }
}
