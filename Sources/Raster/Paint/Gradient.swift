/// Colours at positions along a gradient, as `CGGradient`.
///
/// Colours are interpolated unpremultiplied, as Core Graphics does, so a gradient from
/// `.clear` (transparent black) to white passes through translucent grey exactly like on iOS.
public struct Gradient: Hashable, Sendable {
    /// One colour at one position of a gradient.
    public struct Stop: Hashable, Sendable {
        /// Where along the gradient: 0 at its start, 1 at its end. Drawing looks colours up for
        /// 0…1 only, at 256 steps.
        public var location: Double
        /// The colour there; neighbouring stops are mixed unpremultiplied.
        public var color: Color
        /// A stop of `color` at `location`.
        public init(location: Double, color: Color) {
            self.location = location
            self.color = color
        }
    }

    /// Stops sorted by location.
    public let stops: [Stop]

    /// `locations` default to evenly spaced from 0 to 1, as in `CGGradient(colorsSpace:colors:locations:)` with `nil`.
    public init(colors: [Color], locations: [Double]? = nil) {
        let count = colors.count
        let locs = locations ?? (0..<count).map { count == 1 ? 0 : Double($0) / Double(count - 1) }
        stops = zip(colors, locs).map { Stop(location: $1, color: $0) }.sorted { $0.location < $1.location }
    }

    /// A gradient through `stops`, in any order: they are sorted by location.
    public init(stops: [Stop]) { self.stops = stops.sorted { $0.location < $1.location } }

    /// The colour at `t`, clamped to the end stops.
    public func color(at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if !(t > first.location) { return first.color }
        if t >= last.location { return last.color }
        var i = 1
        while stops[i].location < t { i += 1 }
        let a = stops[i - 1], b = stops[i]
        let span = b.location - a.location
        let f = span > 0 ? (t - a.location) / span : 1
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        return Color(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                     blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
    }

    /// 256 premultiplied entries from t = 0 to 1, the shaders' lookup table.
    func lookupTable() -> [UInt8] {
        var table = [UInt8](repeating: 0, count: 256 * 4)
        for i in 0..<256 {
            let p = color(at: Double(i) / 255).premultiplied
            table[i * 4] = p.r; table[i * 4 + 1] = p.g; table[i * 4 + 2] = p.b; table[i * 4 + 3] = p.a
        }
        return table
    }
}

/// Whether a gradient paints beyond its start and end, as `CGGradientDrawingOptions`.
public struct GradientDrawingOptions: OptionSet, Sendable, Hashable {
    /// The option bits: 1 before the start, 2 after the end, as in Core Graphics.
    public let rawValue: Int
    /// The options whose bits `rawValue` sets.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Paints the colour at location 0 before the start (a parameter below 0), as
    /// `CGGradientDrawingOptions.drawsBeforeStartLocation`; without it that area is left alone.
    public static let drawsBeforeStartLocation = GradientDrawingOptions(rawValue: 1)
    /// Paints the colour at location 1 past the end (a parameter above 1), as
    /// `CGGradientDrawingOptions.drawsAfterEndLocation`; without it that area is left alone.
    public static let drawsAfterEndLocation = GradientDrawingOptions(rawValue: 2)
}
