import Foundation

/// What one demo run rendered: a row per gallery item, a cell per path.
package struct DemoResult: Sendable {
    /// One matrix cell.
    package enum Cell: Sendable, Equatable {
        /// Rendered, and the same as the first path's render (or the first path itself).
        case agrees(image: String)
        /// Rendered, but different from the first path's render; `diff` highlights where.
        case differs(image: String, diff: String, summary: String)
        /// The render threw.
        case failed(String)
        /// The path does not apply to this view, for the reason given.
        case skipped(String)

        /// ✓, ✗, ! or –, as the table and the page show it.
        package var symbol: String {
            switch self {
            case .agrees: "✓"
            case .differs: "✗"
            case .failed: "!"
            case .skipped: "–"
            }
        }

        /// The rendered image's path relative to the output folder, when there is one.
        package var image: String? {
            switch self {
            case let .agrees(image), let .differs(image, _, _): image
            case .failed, .skipped: nil
            }
        }
    }

    /// One gallery item's row.
    package struct Row: Sendable {
        package var name: String
        package var summary: String
        /// The view's size in points, which the page shows its images at.
        package var size: CGSize
        /// For a broken twin: the bug and the paths it is wrong on.
        package var bug: String?
        package var wrongOn: [String]
        package var cells: [Cell]

        /// Whether any path disagrees with the first.
        package var drifts: Bool { cells.contains { if case .differs = $0 { true } else { false } } }
        /// Whether the row did what it is there to show: a broken twin drifts, a correct view does not.
        package var isAsExpected: Bool { drifts == (bug != nil) && !cells.contains { if case .failed = $0 { true } else { false } } }
    }

    /// The path names, one per column.
    package var paths: [String]
    package var rows: [Row]
    /// The folder the PNGs and the page were written to.
    package var directory: URL
    /// The HTML page.
    package var page: URL
    /// The scale the views were rendered at.
    package var scale: CGFloat
    /// Wall-clock seconds the run took.
    package var seconds: Double

    /// Rows whose paths disagree.
    package var drifting: [Row] { rows.filter(\.drifts) }
    /// Rows that did not do what they are there to show: a correct view that drifts, a twin that does not, a failed render.
    package var surprises: [Row] { rows.filter { !$0.isAsExpected } }
    /// Rows with a failed render.
    package var failures: [Row] { rows.filter { $0.cells.contains { if case .failed = $0 { true } else { false } } } }
}
