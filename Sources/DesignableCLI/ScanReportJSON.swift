import Foundation

/// `designable scan --json`: one document, for tools and CI.
///
/// - `classes[]`: each registered class: `name`, `size` (`width`, `height` in points), and
///   `paths`, an object from path (`code`, `coder`, `designTime`) to `{status, detail}`, where
///   `status` is `agrees`, `differs`, `failed` or `skipped`; `drifts`.
/// - `documents[]`: each document: `file`, `error` (when it could not be loaded),
///   `unknownClasses`, `warnings`, and `views[]` with the same fields as a class.
/// - `summary`: counts, and `exitStatus`.
package struct ScanReportJSON: Encodable {
    struct Path: Encodable {
        var status: String
        var detail: String?
    }

    struct Row: Encodable {
        var name: String
        var size: [String: Double]
        var paths: [String: Path]
        var drifts: Bool
    }

    struct Document: Encodable {
        var file: String
        var error: String?
        var unknownClasses: [String]
        var warnings: [String]
        var views: [Row]
    }

    struct Summary: Encodable {
        var classes: Int
        /// Classes every path that applies to them rendered without error.
        var classesRendered: Int
        var documents: Int
        /// Documents that loaded and whose views rendered on every path.
        var documentsRendered: Int
        /// Documents that loaded with every custom class they name registered.
        var documentsWithEveryClassKnown: Int
        var drifting: Int
        var failed: Int
        var exitStatus: Int32
    }

    var classes: [Row]
    var documents: [Document]
    var summary: Summary

    package init(_ result: ScanResult) {
        let keys = ["code", "coder", "designTime"]
        func row(_ row: DemoResult.Row) -> Row {
            var paths: [String: Path] = [:]
            for (key, cell) in zip(keys, row.cells) {
                switch cell {
                case .agrees: paths[key] = Path(status: "agrees")
                case .differs(_, _, let summary): paths[key] = Path(status: "differs", detail: summary)
                case .failed(let message): paths[key] = Path(status: "failed", detail: message)
                case .skipped(let reason): paths[key] = Path(status: "skipped", detail: reason)
                }
            }
            return Row(name: row.name, size: ["width": Double(row.size.width), "height": Double(row.size.height)], paths: paths, drifts: row.drifts)
        }
        let rendered = { (r: DemoResult.Row) in !r.cells.contains { if case .failed = $0 { true } else { false } } }
        classes = result.classRows.map(row)
        let byName = Dictionary(result.documentRows.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        documents = result.documents.map { document in
            Document(file: document.file, error: document.error, unknownClasses: document.unknownClasses, warnings: document.warnings,
                     views: document.rows.compactMap { byName[$0] }.map(row))
        }
        summary = Summary(
            classes: result.classCount, classesRendered: result.classRows.filter(rendered).count,
            documents: result.documents.count,
            documentsRendered: result.documents.filter { $0.error == nil && $0.rows.compactMap { byName[$0] }.allSatisfy(rendered) }.count,
            documentsWithEveryClassKnown: result.documents.filter { $0.error == nil && $0.unknownClasses.isEmpty }.count,
            drifting: result.matrix.drifting.count, failed: result.matrix.failures.count,
            exitStatus: result.hasProblems ? 1 : 0)
    }

    package func encoded() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
