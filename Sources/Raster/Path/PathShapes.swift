/// Radii for each corner of a rounded rectangle.
public struct CornerRadii: Hashable, Sendable {
    /// Each corner's radius, in the rectangle's units; top is the minimum y, as on a y-down
    /// screen. ``Path/addRoundedRect(in:cornerRadii:)`` treats a negative radius as 0 and scales
    /// all four down together where two would overlap along a side.
    public var topLeft, topRight, bottomRight, bottomLeft: Double

    /// Radii corner by corner, clockwise on screen from the top left.
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }

    /// The same radius at every corner.
    public init(all r: Double) { self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r) }
}

extension Path {
    /// The magic number for a quarter circle: control points at this fraction of the radius
    /// put the Bézier's midpoint exactly on the circle, 4/3·(√2 − 1).
    public static let kappa = 0.5522847498307936

    /// A closed rectangle, clockwise on screen from the top-left corner, as `CGPath(rect:)`.
    public mutating func addRect(_ r: Rect) {
        let r = r.standardized
        move(to: Point(x: r.minX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.maxY))
        addLine(to: Point(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// An ellipse inscribed in `r`, four cubic quarter arcs starting at the right-most point, clockwise on screen.
    public mutating func addEllipse(in r: Rect) {
        let r = r.standardized
        let rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
        let kx = rx * Path.kappa, ky = ry * Path.kappa
        move(to: Point(x: cx + rx, y: cy))
        addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry))
        addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky))
        addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry))
        addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky))
        closeSubpath()
    }

    /// A rectangle with circular corners of the given radii, clockwise on screen.
    ///
    /// Radii that do not fit are scaled down together, as CSS does, so adjacent corners never
    /// overlap. Corners are circular quarter arcs; UIKit's continuous ("squircle") corners
    /// are not reproduced.
    public mutating func addRoundedRect(in rect: Rect, cornerRadii radii: CornerRadii) {
        let r = rect.standardized
        var tl = Swift.max(0, radii.topLeft), tr = Swift.max(0, radii.topRight)
        var br = Swift.max(0, radii.bottomRight), bl = Swift.max(0, radii.bottomLeft)
        var f = 1.0
        for (sum, side) in [(tl + tr, r.width), (bl + br, r.width), (tl + bl, r.height), (tr + br, r.height)] where sum > side {
            f = Swift.min(f, side / sum)
        }
        tl *= f; tr *= f; br *= f; bl *= f
        if tl == 0, tr == 0, br == 0, bl == 0 { addRect(r); return }
        let k = 1 - Path.kappa
        move(to: Point(x: r.minX + tl, y: r.minY))
        addLine(to: Point(x: r.maxX - tr, y: r.minY))
        if tr > 0 {
            addCurve(to: Point(x: r.maxX, y: r.minY + tr), control1: Point(x: r.maxX - tr * k, y: r.minY), control2: Point(x: r.maxX, y: r.minY + tr * k))
        }
        addLine(to: Point(x: r.maxX, y: r.maxY - br))
        if br > 0 {
            addCurve(to: Point(x: r.maxX - br, y: r.maxY), control1: Point(x: r.maxX, y: r.maxY - br * k), control2: Point(x: r.maxX - br * k, y: r.maxY))
        }
        addLine(to: Point(x: r.minX + bl, y: r.maxY))
        if bl > 0 {
            addCurve(to: Point(x: r.minX, y: r.maxY - bl), control1: Point(x: r.minX + bl * k, y: r.maxY), control2: Point(x: r.minX, y: r.maxY - bl * k))
        }
        addLine(to: Point(x: r.minX, y: r.minY + tl))
        if tl > 0 {
            addCurve(to: Point(x: r.minX + tl, y: r.minY), control1: Point(x: r.minX, y: r.minY + tl * k), control2: Point(x: r.minX + tl * k, y: r.minY))
        }
        closeSubpath()
    }

    /// A rectangle with the same circular radius at every corner.
    public mutating func addRoundedRect(in rect: Rect, cornerRadius: Double) {
        addRoundedRect(in: rect, cornerRadii: CornerRadii(all: cornerRadius))
    }

    /// A circular arc, as `UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)`.
    ///
    /// Angles are in radians from the +x axis; on a y-down screen, `clockwise: true` sweeps
    /// towards increasing angles, which appears clockwise, exactly as in UIKit. A line joins
    /// the current point to the arc's start. Sweeps beyond a full turn draw one full circle.
    /// Each piece of at most 90° is one cubic whose handles use ``DeterministicMath``.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        let twoPi = 2 * DeterministicMath.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) + twoPi }
            if sweep > twoPi { sweep = twoPi }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) - twoPi }
            if sweep < -twoPi { sweep = -twoPi }
        }
        let r = Swift.abs(radius)
        func at(_ a: Double) -> Point { Point(x: center.x + r * DeterministicMath.cos(a), y: center.y + r * DeterministicMath.sin(a)) }
        let start = at(startAngle)
        if currentPoint == nil || elements.last == .close { move(to: start) } else { addLine(to: start) }
        guard sweep != 0, r > 0 else { return }
        let pieces = Swift.max(1, Int((Swift.abs(sweep) / (DeterministicMath.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * DeterministicMath.tan(step / 4)
        var a0 = startAngle
        var p0 = start
        for i in 1...pieces {
            let a1 = i == pieces ? startAngle + sweep : startAngle + step * Double(i)
            let p1 = at(a1)
            let c0 = DeterministicMath.cos(a0), s0 = DeterministicMath.sin(a0)
            let c1 = DeterministicMath.cos(a1), s1 = DeterministicMath.sin(a1)
            addCurve(to: p1,
                     control1: Point(x: p0.x - k * r * s0, y: p0.y + k * r * c0),
                     control2: Point(x: p1.x + k * r * s1, y: p1.y - k * r * c1))
            a0 = a1
            p0 = p1
        }
    }

    /// A rounded corner, as `CGMutablePath.addArc(tangent1End:tangent2End:radius:)`: a line from
    /// the current point towards `tangent1End`, then an arc of `radius` tangent to both the line
    /// current→`tangent1End` and the line `tangent1End`→`tangent2End`. Collinear points give a line to `tangent1End`.
    public mutating func addArc(tangent1End t1: Point, tangent2End t2: Point, radius: Double) {
        guard let p0 = currentPoint, elements.last != .close else { move(to: t1); return }
        let v1 = p0 - t1, v2 = t2 - t1
        let l1 = v1.length, l2 = v2.length
        let cross = v1.cross(v2)
        guard radius > 0, l1 > 0, l2 > 0, cross != 0, radius.isFinite else { addLine(to: t1); return }
        let u1 = v1 * (1 / l1), u2 = v2 * (1 / l2)
        let cosTheta = Swift.max(-1, Swift.min(1, u1.dot(u2)))
        // Half the angle between the two legs; the tangent points lie radius / tan(half) from the corner.
        let tanHalf = ((1 - cosTheta) / (1 + cosTheta)).squareRoot()
        let d = radius / tanHalf
        let start = t1 + u1 * d, end = t1 + u2 * d
        let bisector = (u1 + u2)
        let centre = t1 + bisector * (((d * d + radius * radius).squareRoot()) / bisector.length)
        addLine(to: start)
        let a0 = DeterministicMath.atan2(start.y - centre.y, start.x - centre.x)
        let a1 = DeterministicMath.atan2(end.y - centre.y, end.x - centre.x)
        var sweep = a1 - a0
        if sweep > DeterministicMath.pi { sweep -= 2 * DeterministicMath.pi }
        if sweep < -DeterministicMath.pi { sweep += 2 * DeterministicMath.pi }
        addArc(center: centre, radius: radius, startAngle: a0, endAngle: a0 + sweep, clockwise: sweep > 0)
    }
}
