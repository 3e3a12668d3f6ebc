extension Canvas {
    /// Strokes `path` with the stroke colour and the current line style.
    public func stroke(_ path: Path) {
        let outline = path.stroked(state.strokeStyle, transform: state.ctm)
        let ctm = state.ctm
        paint(rule: .nonZero, color: state.strokeColor, shader: nil) { outline.flatten(into: &$0, transform: ctm) }
    }

    /// Strokes the outline of `rect`.
    public func stroke(_ rect: Rect) {
        var p = Path()
        p.addRect(rect)
        stroke(p)
    }
}
