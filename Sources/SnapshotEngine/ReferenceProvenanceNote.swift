/// What a failure should add about how its reference file was made, when that differs from
/// how the snapshot is made now: an older renderer, or other fonts.
package struct ReferenceProvenanceNote: Sendable, Equatable {
    /// A sentence or two for the failure message.
    package var text: String
    /// Whether the reference predates this renderer's epoch, so the difference may be the
    /// renderer's: `designable accept --all-changed-by-renderer` accepts exactly these.
    package var rendererChanged: Bool

    package init(text: String, rendererChanged: Bool) {
        self.text = text
        self.rendererChanged = rendererChanged
    }
}
