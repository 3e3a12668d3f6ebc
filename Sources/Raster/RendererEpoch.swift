/// Which generation of Designable's pictures a reference was drawn by.
///
/// Everything that draws passes through Raster, so the epoch lives here, but it covers the
/// whole pipeline: the rasterizer, text layout and the toolkit's rendering of views. It goes up
/// by one whenever a release changes the pixels of views that did not change, such as a
/// rendering bug fixed to look more like iOS, and `CHANGELOG.md` lists what each epoch changed.
///
/// Recorded references carry the epoch in a PNG text chunk. When one from an older epoch
/// fails, the failure says the difference may be the renderer's, not the view's, and how to
/// accept every such change after review (`designable accept --all-changed-by-renderer`).
public enum RendererEpoch {
    /// The epoch of this build's pictures.
    public static let current = 2

    /// The epoch of references recorded before epochs were stamped.
    public static let unstamped = 1

    /// What changed in the pictures of `epoch`, in a line, for failure messages; `nil` for
    /// the first epoch and for unknown ones.
    public static func changes(in epoch: Int) -> String? {
        switch epoch {
        case 2:
            return "the system font is Inter (nine weights, a display cut from 20 pt, tracked to SF Pro's widths, with SF Pro's line heights), layout rounds to 2× pixels outside a render, opaque draw(_:) views (and views whose own layer class draws) with no background are black where "
                + "they paint nothing, fractional far edges are partly covered, zero-size views draw their sublayers, "
                + "oversized button images are fitted, system button types draw their glyphs, asset catalogue images take "
                + "their scale from Contents.json, iOS's named fonts draw with open faces, custom buttons' titles are 18 pt, CJK falls back to a face that has it, and UIFont.systemFontSize is 14"
        default:
            return nil
        }
    }
}
