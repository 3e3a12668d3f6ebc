import Designable

/// What a view snapshot does when Auto Layout had to break a required constraint to lay the
/// view out ("Unable to simultaneously satisfy constraints").
///
/// ```swift
/// assertSnapshot(of: legacyForm, as: .image(layoutConflicts: .allow))   // known, tolerated for now
/// ```
///
/// UIKit only logs such conflicts, so they go unnoticed until a screen looks wrong on one
/// device. A snapshot fails on them by default, naming the constraints, because the image it
/// would record depends on which constraint happened to be broken.
public enum LayoutConflictPolicy: Sendable, Equatable {
    /// Fail the snapshot, with the conflicts in the message. The default.
    case fail
    /// Take the snapshot anyway.
    case allow

    /// Throws the report when it has conflicts and the policy is ``fail``.
    func check(_ view: UIView) throws(UnsatisfiableLayout) {
        let report = view.layoutReport
        if self == .fail && !report.isSatisfiable { throw UnsatisfiableLayout(report: report.description) }
    }
}

/// The layout of a snapshotted view broke required constraints.
public struct UnsatisfiableLayout: Error, CustomStringConvertible {
    /// `LayoutReport`'s description: each conflict and the constraint broken.
    public var report: String

    /// The report, followed by the two ways out: fix the constraints or allow the conflict.
    public var description: String {
        "\(report)\nFix the constraints, or pass layoutConflicts: .allow to snapshot the view anyway."
    }
}
