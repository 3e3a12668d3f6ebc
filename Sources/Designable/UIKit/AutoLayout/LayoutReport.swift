import Foundation

/// What the latest layout pass of a hierarchy found, for tests and snapshot assertions to check.
///
/// ```swift
/// root.layoutIfNeeded()
/// XCTAssertEqual(root.layoutReport.conflicts.count, 0, "\(root.layoutReport)")
/// ```
///
/// Every view of the hierarchy answers with its root's report. Conflicts are found among
/// required constraints added in this order: the root's frame, autoresizing-mask constraints,
/// installed constraints (from the root down, in installation order), stack view arrangements,
/// then content size constraints; the later constraint of a contradiction is the one broken.
///
/// Ambiguity is asked for separately, as in UIKit: ``UIView/hasAmbiguousLayout`` and
/// ``UIView/layoutAmbiguities()``.
public struct LayoutReport: CustomStringConvertible {
    /// The contradictions among required constraints, in the order they were met.
    public internal(set) var conflicts: [LayoutConflict] = []
    /// How many constraints the solve used, including the engine's own.
    public internal(set) var constraintCount = 0

    /// Whether every required constraint held.
    public var isSatisfiable: Bool { conflicts.isEmpty }

    /// The number of constraints and each conflict, with the constraint broken, for test failure messages.
    public var description: String {
        if conflicts.isEmpty { return "Layout of \(constraintCount) constraints: all required constraints hold." }
        return "Layout of \(constraintCount) constraints: \(conflicts.count) conflict(s).\n"
            + conflicts.map(\.description).joined(separator: "\n\n")
    }
}

extension UIView {
    /// The report of the latest Auto Layout pass over this view's hierarchy, empty if it has
    /// not used constraints.
    public var layoutReport: LayoutReport { layoutRoot.layoutState.engine?.report ?? LayoutReport() }
}
