/// One of the three ways a view comes to life.
public enum InitPath: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// In code: `init(frame:)`, then properties set by code, then layout.
    case code
    /// From an Interface Builder document: `init?(coder:)`, then user-defined runtime
    /// attributes through the setters, then outlets, then `awakeFromNib()`.
    case coder
    /// In Interface Builder's canvas: `init(frame:)`, then the document's properties and
    /// inspectables through the setters, then `prepareForInterfaceBuilder()`, then layout and
    /// drawing, with ``UIView/isRenderingForInterfaceBuilder`` true and no app bundle.
    case designTime

    /// The path's name: `code`, `coder` or `designTime`.
    public var description: String { rawValue }
}
