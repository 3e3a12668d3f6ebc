import Designable
import DesignableChecking
import Foundation

/// `designable check --json`: the whole run as one JSON document, for CI annotations and
/// dashboards. Keys are sorted, so the same run prints the same bytes.
///
/// ```json
/// {
///   "schemaVersion": 1,
///   "tolerance": 0.5,
///   "strict": false,
///   "files": [
///     {
///       "path": "App/Base.lproj/Main.storyboard",
///       "readable": true,
///       "scenes": [{"id": "BYZ-38-t0r", "name": "ViewController", "line": 12}],
///       "objects": [
///         {"id": "abc-12-def", "class": "UIView", "element": "view", "scene": "BYZ-38-t0r", "line": 40,
///          "storedFrame": {"x": 16, "y": 20, "width": 343, "height": 128},
///          "solvedFrame": {"x": 16, "y": 40, "width": 343, "height": 128},
///          "placedByConstraints": true, "textDependent": false, "misplacedBy": 20, "ambiguous": []}
///       ],
///       "errors": [],
///       "warnings": [
///         {"kind": "misplacedView", "severity": "warning", "file": "App/Base.lproj/Main.storyboard",
///          "line": 40, "scene": "BYZ-38-t0r", "object": "abc-12-def", "message": "misplaced view: …"}
///       ],
///       "notes": [],
///       "agreement": {"matched": 9, "total": 10}
///     }
///   ],
///   "summary": {"documents": 1, "errors": 0, "warnings": 1, "notes": 0,
///               "agreement": {"matched": 9, "total": 10}, "exitCode": 1}
/// }
/// ```
///
/// - `files[]`: one object per document, in the order checked (``DocumentCheck``).
///   - `readable`: false when the file could not be read; its one error says why.
///   - `scenes[]`: the storyboard scenes, or a XIB's top-level views, laid out on their own.
///   - `objects[]`: every view with a frame (``CheckedObject``). Frames are `{x, y, width, height}`
///     in the superview's coordinates, in points. `solvedFrame` is what the constraints give at
///     the document's size (null when the view could not be loaded in place); `misplacedBy` is
///     the largest of the four differences (null without both frames); `placedByConstraints` is
///     false for views kept by their autoresizing mask; `textDependent` marks frames that follow
///     text metrics; `ambiguous` lists the undetermined axes, `"horizontal"` and `"vertical"`.
///   - `errors[]`, `warnings[]`, `notes[]`: findings (``CheckFinding``) with `kind` (such as
///     `misplacedView`, `textDependentFrame`, `ambiguousLayout`, `conflictingConstraints`,
///     `danglingReference`, `unknownClass`, `missingImage`, `unknownKey`, `undeclaredKey`),
///     `severity`, `file`, `line` (0 when unknown), `scene` and `object` ids (or null) and `message`.
///   - `agreement`: of the views placed by constraints and not text-dependent, how many are
///     within `tolerance` of their stored frame.
/// - `summary`: the totals and the exit status the command returns.
struct CheckReportJSON: Encodable {
    struct Summary: Encodable {
        var documents: Int
        var errors: Int
        var warnings: Int
        var notes: Int
        var agreement: DocumentCheck.Agreement
        var exitCode: Int32
    }

    /// Bumped when a key changes meaning or goes away; new keys may appear without a bump.
    var schemaVersion = 1
    var tolerance: Double
    var strict: Bool
    var files: [DocumentCheck]
    var summary: Summary

    init(_ run: CheckRun) {
        tolerance = run.options.tolerance
        strict = run.options.strict
        files = run.files
        summary = Summary(documents: run.files.count, errors: run.errorCount, warnings: run.warningCount,
                          notes: run.noteCount, agreement: run.agreement, exitCode: run.exitCode)
    }

    /// The JSON text, pretty-printed with sorted keys.
    func text() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
