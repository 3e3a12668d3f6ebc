/// How an open end of a stroked line is finished, as `CGLineCap`.
public enum LineCap: Hashable, Sendable {
    /// The stroke stops square at the end point.
    case butt
    /// A half disc of the line's width is added beyond the end point.
    case round
    /// The stroke continues half the line's width beyond the end point, square.
    case square
}

/// How two connected segments of a stroked line meet, as `CGLineJoin`.
public enum LineJoin: Hashable, Sendable {
    /// The outer edges are extended until they meet, unless that point lies too far away
    /// (see ``StrokeStyle/miterLimit``), in which case the corner is bevelled.
    case miter
    /// The corner is rounded with a circular arc of half the line's width.
    case round
    /// The outer corners of the two segments are connected by a straight line.
    case bevel
}

/// Everything, besides the path itself, that decides which area a stroke covers:
/// the counterpart of Core Graphics' line width, cap, join, miter limit and dash state.
public struct StrokeStyle: Hashable, Sendable {
    /// The line's full width in user space. Zero or less asks for the thinnest visible line,
    /// one device pixel wide, as Core Graphics does for a width of 0.
    public var width: Double
    /// How the open ends of subpaths, and of dashes, are finished.
    public var cap: LineCap
    /// How two segments of the path meet.
    public var join: LineJoin
    /// The longest miter allowed, as a multiple of ``width``. A miter join whose length
    /// would exceed it is drawn as a bevel. For two segments meeting at angle θ the miter is
    /// `1 / sin(θ/2)` widths long, so the default of 10 bevels corners sharper than about 11.5°.
    public var miterLimit: Double
    /// Alternating lengths, in user space, of painted and unpainted stretches, starting with
    /// a painted one. An odd count is used twice over, as in PostScript. An empty pattern,
    /// one that sums to zero, or one with a negative or non-finite length strokes solid.
    public var dashes: [Double]
    /// How far into the dash pattern each subpath starts.
    public var dashPhase: Double

    /// A style whose defaults are Core Graphics': width 1, butt caps, miter joins, a miter limit
    /// of 10 and no dashes.
    public init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
                dashes: [Double] = [], dashPhase: Double = 0) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dashes = dashes
        self.dashPhase = dashPhase
    }
}
