import Foundation

/// What one demo run rendered: a row per gallery item, a cell per path.
public struct DemoResult: Sendable {
    /// One matrix cell.
    public enum Cell: Sendable, Equatable {
        /// Rendered, and the same as the first path's render (or the first path itself).
        case agrees(image: String)
        /// Rendered, but different from the first path's render; `diff` highlights where.
        case differs(image: String, diff: String, summary: String)
        /// The render threw.
        case failed(String)

        /// ✓, ✗ or !, as the table and the page show it.
        public var symbol: String {
            switch self {
            case .agrees: "✓"
            case .differs: "✗"
            case .failed: "!"
            }
        }

        /// The rendered image's path relative to the output folder, when there is one.
        public var image: String? {
            switch self {
            case let .agrees(image), let .differs(image, _, _): image
            case .failed: nil
            }
        }
    }

    /// One gallery item's row.
    public struct Row: Sendable {
        public var name: String
        public var summary: String
        /// The view's size in points, which the page shows its images at.
        public var size: CGSize
        /// For a broken twin: the bug and the paths it is wrong on.
        public var bug: String?
        public var wrongOn: [String]
        public var cells: [Cell]

        /// Whether any path disagrees with the first.
        public var drifts: Bool { cells.contains { if case .differs = $0 { true } else { false } } }
        /// Whether the row did what it is there to show: a broken twin drifts, a correct view does not.
        public var isAsExpected: Bool { drifts == (bug != nil) && !cells.contains { if case .failed = $0 { true } else { false } } }
    }

    /// The path names, one per column.
    public var paths: [String]
    public var rows: [Row]
    /// The folder the PNGs and the page were written to.
    public var directory: URL
    /// The HTML page.
    public var page: URL
    /// The scale the views were rendered at.
    public var scale: CGFloat
    /// Wall-clock seconds the run took.
    public var seconds: Double

    /// Rows whose paths disagree.
    public var drifting: [Row] { rows.filter(\.drifts) }
    /// Rows that did not do what they are there to show: a correct view that drifts, a twin that does not, a failed render.
    public var surprises: [Row] { rows.filter { !$0.isAsExpected } }
    /// Rows with a failed render.
    public var failures: [Row] { rows.filter { $0.cells.contains { if case .failed = $0 { true } else { false } } } }
}
