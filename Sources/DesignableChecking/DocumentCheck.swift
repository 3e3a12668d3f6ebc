import Designable
import Foundation

/// What ``DocumentChecker`` found in one `.xib` or `.storyboard`: every view with its stored
/// and solved frames, and the findings by severity.
///
/// Its JSON form is one object of `designable check --json`'s `files` array:
///
/// ```json
/// {
///   "path": "App/Base.lproj/Main.storyboard",
///   "readable": true,
///   "scenes": [{"id": "BYZ-38-t0r", "name": "ViewController", "line": 12}],
///   "objects": [{"id": "abc-12-def", "class": "UILabel", "element": "label", "scene": "BYZ-38-t0r",
///                "line": 40, "storedFrame": {"x": 16, "y": 20, "width": 343, "height": 21},
///                "solvedFrame": {"x": 16, "y": 20, "width": 343, "height": 21},
///                "placedByConstraints": true, "textDependent": true, "misplacedBy": 0, "ambiguous": []}],
///   "errors": [], "warnings": [], "notes": [],
///   "agreement": {"matched": 9, "total": 10}
/// }
/// ```
///
/// Findings are ``CheckFinding``s: `kind`, `severity`, `file`, `line`, `scene`, `object`, `message`.
public struct DocumentCheck: Sendable, Equatable, Codable {
    /// A storyboard scene, or a XIB's top-level view: a root that is laid out on its own.
    public struct Scene: Sendable, Equatable, Codable {
        /// The scene's id, or the top-level view's.
        public var id: String
        /// How Interface Builder's outline names it: the controller's or view's label or class.
        public var name: String
        /// The line of the scene's (or view's) element.
        public var line: Int

        /// Creates a scene record.
        public init(id: String, name: String, line: Int) {
            self.id = id
            self.name = name
            self.line = line
        }
    }

    /// How many of the views placed by constraints, text-dependent ones apart, have a solved
    /// frame within the tolerance of the stored one.
    public struct Agreement: Sendable, Equatable, Codable {
        /// The views whose frames agree.
        public var matched: Int
        /// The views compared.
        public var total: Int

        /// Creates a tally.
        public init(matched: Int, total: Int) {
            self.matched = matched
            self.total = total
        }

        /// `matched / total`; 1 when there is nothing to compare.
        public var share: Double { total == 0 ? 1 : Double(matched) / Double(total) }
    }

    /// The path as given to the checker.
    public var path: String
    /// Whether the file could be read as a document at all.
    public var readable: Bool
    /// The storyboard scenes, or a XIB's top-level views, in document order.
    public var scenes: [Scene]
    /// The views, in document order.
    public var objects: [CheckedObject]
    /// The findings that fail a check with status 2, in the order found.
    public var errors: [CheckFinding]
    /// The findings that fail a check with status 1 unless warnings are allowed.
    public var warnings: [CheckFinding]
    /// Information that never fails a check: text-dependent frames, what cannot be checked here.
    public var notes: [CheckFinding]
    /// How many frames placed by constraints agree with the stored ones.
    public var agreement: Agreement

    /// Creates a result, sorting `findings` into errors, warnings and notes by severity.
    public init(path: String, readable: Bool, scenes: [Scene] = [], objects: [CheckedObject] = [],
                findings: [CheckFinding] = [], agreement: Agreement = Agreement(matched: 0, total: 0)) {
        self.path = path
        self.readable = readable
        self.scenes = scenes
        self.objects = objects
        errors = findings.filter { $0.severity == .error }
        warnings = findings.filter { $0.severity == .warning }
        notes = findings.filter { $0.severity == .note }
        self.agreement = agreement
    }

    /// Every finding, by line (document-level ones first), errors before warnings on a line.
    public var findings: [CheckFinding] {
        (errors + warnings + notes).enumerated().sorted { a, b in
            (a.element.line, b.element.severity, a.offset) < (b.element.line, a.element.severity, b.offset)
        }.map(\.element)
    }

    /// The worst severity found, or `nil` when there is nothing at all.
    public var worstSeverity: CheckFinding.Severity? {
        errors.isEmpty ? (warnings.isEmpty ? (notes.isEmpty ? nil : .note) : .warning) : .error
    }
}
