import Foundation

/// Whether the code running now is a design-time render, as Interface Builder's: Designable's
/// analogue of `TARGET_INTERFACE_BUILDER`.
///
/// The flag is task-local: it is true only inside ``InitPathMatrix``'s design-time render, for
/// that task and its child tasks, so parallel tests never see each other's value.
enum DesignTime {
    @TaskLocal static var isActive = false

    /// Runs `body` as Interface Builder's design-time agent would: with the flag set, and with
    /// no app bundle, because the agent is not the app and its main bundle holds none of the
    /// app's resources. `UIImage(named:)` therefore finds nothing, while
    /// `UIImage(named:in:compatibleWith:)` given the view's own bundle still succeeds.
    /// The document's own colours are still found: IB resolves catalogue colours in the
    /// project.
    static func run<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        let project = ColorCatalog.documentBundle
        let result: Result<R, E> = $isActive.withValue(true) {
            ColorCatalog.withDocumentBundle(project) {
                UIImage.withAppBundle(nil) { Result { () throws(E) -> R in try body() } }
            }
        }
        return try result.get()
    }
}

extension UIView {
    /// Whether this render is a design-time one, as in Interface Builder's canvas.
    ///
    /// It replaces `#if TARGET_INTERFACE_BUILDER`, a compile-time condition Designable cannot
    /// set, with a test you can make at run time:
    ///
    /// ```swift
    /// // iOS                                  // Designable
    /// #if TARGET_INTERFACE_BUILDER            if UIView.isRenderingForInterfaceBuilder {
    ///     titleLabel.text = "Preview"             titleLabel.text = "Preview"
    /// #endif                                  }
    /// ```
    ///
    /// It is true inside ``InitPathMatrix``'s ``InitPath/designTime`` path only (from the
    /// view's `init(frame:)` to the end of its drawing), and task-local, so parallel tests do
    /// not race on it.
    public static var isRenderingForInterfaceBuilder: Bool { DesignTime.isActive }
}
