import Foundation

/// Whether a control looks and behaves as on iPad and iPhone or as on the Mac, as UIKit's
/// `UIBehavioralStyle`.
///
/// Only Mac Catalyst apps honour ``mac``; on iPhone and iPad, and so here, a control's
/// resolved style is always ``pad``.
public enum UIBehavioralStyle: UInt, Sendable, CaseIterable {
    /// The platform's own style: ``pad`` on iPhone and iPad.
    case automatic = 0
    /// The iPhone and iPad style.
    case pad = 1
    /// The Mac style, which only Mac Catalyst apps use.
    case mac = 2
}
