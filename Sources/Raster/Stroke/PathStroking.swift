extension Path {
    /// The outline of the stroke that Core Graphics would draw along this path: fill the
    /// result with the nonzero rule to paint the stroke.
    ///
    /// The stroke is built in user space, so a transform that stretches unevenly stretches the
    /// pen with it, as in Core Graphics. `transform` maps user space to device pixels and only
    /// decides accuracy: curves are split into chords within ``Path/defaultTolerance`` device
    /// pixels, and round parts of the outline are kept as cubic arcs. The result is in user
    /// space.
    ///
    /// - Open subpaths get caps at both ends; closed ones are joined where they close.
    /// - The style's join is used where two path elements meet; within a curve the outline
    ///   follows the curve, so a curve never shows spikes or notches.
    /// - Zero-length segments are skipped. A subpath that is only a move draws nothing; one
    ///   with nothing but zero-length segments draws a dot for round and square caps (a square
    ///   facing +x) and nothing for butt caps.
    /// - Dashes restart at every subpath; see ``dashed(_:phase:transform:)``. A zero-length
    ///   dash is a dot for round and square caps, the square facing along the path.
    /// - A width of zero or less gives a hairline one device pixel wide. A non-finite width, or
    ///   a transform that collapses or blows up space, gives an empty path.
    ///
    /// Every subpath of the outline winds the same way where it covers the stroke, so where a
    /// stroke overlaps itself the nonzero fill stays solid; the even-odd rule would leave holes.
    public func stroked(_ style: StrokeStyle, transform: Transform = .identity) -> Path {
        let outline = stroke(style, transform: transform, into: StrokeOutline())
        outline.freePlaceholder()
        return outline.path ?? Path()
    }

    /// The outline ``stroked(_:transform:)`` builds, written as device polygons (through
    /// `transform`) into `buffer`, as filling that path would flatten it: what canvases stroke with.
    func strokeOutline(_ style: StrokeStyle, transform: Transform, into buffer: inout PolygonBuffer) {
        var outline = stroke(style, transform: transform, into: StrokeOutline(into: buffer, transform: transform))
        outline.finish()
        buffer = outline.buffer
    }

    private func stroke(_ style: StrokeStyle, transform: Transform, into outline: StrokeOutline) -> StrokeOutline {
        let scale = transform.maxScale
        guard scale > 0, scale.isFinite, !style.width.isNaN, style.width < .infinity else { return outline }
        let width = style.width > 0 ? style.width : 1 / scale
        let tolerance = Path.strokeTolerance(for: transform)
        var contours = strokeContours(tolerance: tolerance)
        if let pattern = DashPattern(style.dashes, phase: style.dashPhase) {
            contours = pattern.apply(to: contours)
        }
        var stroker = Stroker(radius: width / 2, style: style, tolerance: tolerance, into: outline)
        for c in contours { stroker.add(c) }
        return stroker.out
    }
}
