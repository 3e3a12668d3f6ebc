extension Canvas {
    /// Strokes `path` with the stroke colour and the current line style.
    public func stroke(_ path: Path) {
        let style = state.strokeStyle, ctm = state.ctm
        paint(rule: .nonZero, color: state.strokeColor, shader: nil) { path.strokeOutline(style, transform: ctm, into: &$0) }
    }

    /// Strokes the outline of `rect`.
    public func stroke(_ rect: Rect) {
        var p = Path()
        p.addRect(rect)
        stroke(p)
    }
}
