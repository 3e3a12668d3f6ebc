extension Canvas {
    /// Draws `image` through the homography `h`, which maps the image's pixel coordinates to
    /// user space; the current transform then maps user space to device pixels. This is how a
    /// layer under a perspective transform lands on screen: an exact projective mapping of its
    /// pixels, with anti-aliased edges from the rasterizer.
    ///
    /// The part of the image at or behind the eye (where W ≤ 0) is cut away before projecting,
    /// so a layer turned past the viewer draws only what is in front.
    public func draw(_ image: Bitmap, through h: Homography) {
        let total = h.concatenating(Homography(state.ctm))
        guard let inverse = total.inverted() else { return }
        let w = Double(image.width), hgt = Double(image.height)
        let corners = [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: hgt), Point(x: 0, y: hgt)]
        let polygon = Canvas.clippedInFront(corners.map { total.applyHomogeneous($0) })
        guard polygon.count >= 3 else { return }
        let shader = ProjectiveImageShader(image: image, deviceToImage: inverse)
        paint([Polyline(points: polygon, isClosed: true)], rule: .nonZero, color: .black, shader: shader)
    }

    /// The polygon with homogeneous vertices `vertices`, cut to W ≥ a small positive bound and
    /// divided through: Sutherland–Hodgman against one plane.
    static func clippedInFront(_ vertices: [(x: Double, y: Double, w: Double)]) -> [Point] {
        let near = 1e-6
        var out: [Point] = []
        for i in 0..<vertices.count {
            let a = vertices[i], b = vertices[(i + 1) % vertices.count]
            let aIn = a.w >= near, bIn = b.w >= near
            if aIn { out.append(Point(x: a.x / a.w, y: a.y / a.w)) }
            if aIn != bIn {
                let t = (near - a.w) / (b.w - a.w)
                let x = a.x + (b.x - a.x) * t, y = a.y + (b.y - a.y) * t
                out.append(Point(x: x / near, y: y / near))
            }
        }
        // Vertices near the eye's plane land far beyond the canvas; the rasterizer clips edges to
        // its window in floating point, so only values it could not hold are refused.
        return out.allSatisfy { $0.x.isFinite && $0.y.isFinite && Swift.abs($0.x) < 1e12 && Swift.abs($0.y) < 1e12 } ? out : []
    }
}
