import Foundation

/// Required constraints that cannot all hold, and the one Auto Layout broke to carry on, as
/// UIKit reports under "Unable to simultaneously satisfy constraints".
///
/// ```swift
/// root.layoutIfNeeded()
/// for conflict in root.layoutReport.conflicts {
///     print(conflict.brokenConstraint.identifier ?? "unnamed")
/// }
/// ```
///
/// Differs from UIKit: the choice is deterministic. Constraints are added in a fixed order (see
/// ``LayoutReport``) and the one that first contradicts those before it is broken, i.e. left out
/// of the solution; it stays active. ``conflictingConstraints`` is a minimal set: without any
/// one of them the others hold.
public struct LayoutConflict: CustomStringConvertible {
    /// The contradicting constraints in the order they were added, the broken one last. It may
    /// include the engine's own: `NSAutoresizingMaskLayoutConstraint`s of views that translate
    /// their frames, and the root's frame.
    public let conflictingConstraints: [NSLayoutConstraint]
    /// The constraint left out of the solution.
    public let brokenConstraint: NSLayoutConstraint

    /// UIKit's console message, without memory addresses.
    public var description: String {
        var text = "Unable to simultaneously satisfy constraints.\n"
        text += "\tProbably at least one of the constraints in the following list is one you don't want.\n"
        if conflictingConstraints.contains(where: { if case .autoresizingMask = $0.origin { return true } else { return false } }) {
            text += "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)\n"
        }
        text += "(\n" + conflictingConstraints.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n"
        text += "Will attempt to recover by breaking constraint\n\(brokenConstraint)"
        return text
    }
}
