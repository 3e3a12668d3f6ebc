import Foundation
import Locking
import Typography

/// What one render shares with the views it draws: the traits it renders with, and the
/// problems found on the way (a font that could not be loaded), reported when it finishes.
final class RenderEnvironment: @unchecked Sendable {
    let traits: UITraitCollection
    private let fontErrors = Locked<[FontError]>([])

    init(traits: UITraitCollection) { self.traits = traits }

    func report(_ error: FontError) {
        fontErrors.withLock { errors in if !errors.contains(error) { errors.append(error) } }
    }

    var firstFontError: FontError? { fontErrors.withLock { $0.first } }
}

/// The render in progress on this task. Task-local, so parallel tests each see their own.
enum RenderScope {
    @TaskLocal static var environment: RenderEnvironment?

    /// Notes that `font` could not be drawn, so the render fails with the reason.
    static func reportUnavailable(_ font: UIFont) {
        if case .failure(let e) = font.loaded { environment?.report(e) }
    }
}
