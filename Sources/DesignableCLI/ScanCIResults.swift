import Designable
import Foundation
import DesignableTesting

/// `designable scan --sarif` and `--junit`: the scan's problems for GitHub code scanning and
/// for CI systems that read JUnit XML.
///
/// A registered class's drift or failed render points at the line of its declaration (which
/// the UIKitSources plugin's registration notes; a class registered by hand without
/// `DesignableRegistry.declare(_:file:line:)` has no location). A document's problems point at
/// its line: the scene or top-level view for a row, the first object naming an unknown class.
enum ScanCIResults {
    static let rules = [
        SARIFLog.Rule(id: "initPathDrift", summary: "A view renders differently along another init path than in code."),
        SARIFLog.Rule(id: "renderFailed", summary: "A view could not be rendered along an init path."),
        SARIFLog.Rule(id: "documentUnreadable", summary: "An Interface Builder document could not be loaded."),
        SARIFLog.Rule(id: "unknownClass", summary: "A document names a custom class nobody registered; it is drawn as its UIKit class."),
    ]

    /// One problem, where it is, and the row (or document) it belongs to.
    struct Problem {
        var result: SARIFLog.Result
        var group: String
        var row: String
    }

    static func problems(_ scan: ScanResult, registry: DesignableRegistry) -> [Problem] {
        var problems: [Problem] = []
        let paths = scan.matrix.paths
        func rowProblems(_ row: DemoResult.Row, file: String?, line: Int?, group: String) {
            for (path, cell) in zip(paths, row.cells) {
                switch cell {
                case let .differs(_, _, summary):
                    problems.append(Problem(result: .init(ruleID: "initPathDrift", level: .error,
                                                          message: "\(row.name): the \(path) path differs from the \(paths[0]) path: \(summary)",
                                                          file: file, line: line),
                                            group: group, row: row.name))
                case let .failed(message):
                    problems.append(Problem(result: .init(ruleID: "renderFailed", level: .error,
                                                          message: "\(row.name): the \(path) path failed to render: \(message)",
                                                          file: file, line: line),
                                            group: group, row: row.name))
                case .agrees, .skipped:
                    break
                }
            }
        }
        for row in scan.classRows {
            let site = registry.declarationSite(of: row.name)
            rowProblems(row, file: site?.file, line: site?.line, group: "classes")
        }
        let rows = Dictionary(scan.documentRows.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for document in scan.documents {
            if let error = document.error {
                problems.append(Problem(result: .init(ruleID: "documentUnreadable", level: .error,
                                                      message: "\(document.file) could not be loaded: \(error)", file: document.file, line: nil),
                                        group: document.file, row: document.file))
            }
            for name in document.unknownClasses {
                problems.append(Problem(result: .init(ruleID: "unknownClass", level: .warning,
                                                      message: "\(name) is not registered: it is drawn as its UIKit class.",
                                                      file: document.file, line: document.lines[name]),
                                        group: document.file, row: name))
            }
            for name in document.rows {
                guard let row = rows[name] else { continue }
                rowProblems(row, file: document.file, line: document.lines[name], group: document.file)
            }
        }
        return problems
    }

    /// The SARIF log, with paths relative to `root`.
    static func sarif(_ scan: ScanResult, registry: DesignableRegistry, root: URL) -> SARIFLog {
        SARIFLog(tool: "designable scan", rules: rules, results: problems(scan, registry: registry).map(\.result), root: root)
    }

    /// One suite for the classes and one per document; a case per row (and per unknown class
    /// and unreadable document), failing with every problem it has.
    static func junit(_ scan: ScanResult, registry: DesignableRegistry) -> JUnitReport {
        let found = Dictionary(grouping: problems(scan, registry: registry), by: { "\($0.group)\u{0}\($0.row)" })
        func testCase(_ group: String, _ name: String, file: String?, line: Int?) -> JUnitReport.Case {
            let mine = found["\(group)\u{0}\(name)"] ?? []
            let failure = mine.isEmpty ? nil : JUnitReport.Failure(message: mine[0].result.message, type: mine[0].result.ruleID,
                                                                   details: mine.map(\.result.message).joined(separator: "\n"))
            return JUnitReport.Case(className: group, name: name, file: file, line: line, failure: failure)
        }
        var suites: [JUnitReport.Suite] = []
        if !scan.classRows.isEmpty {
            suites.append(.init(name: "classes", cases: scan.classRows.map { row in
                let site = registry.declarationSite(of: row.name)
                return testCase("classes", row.name, file: site?.file, line: site?.line)
            }))
        }
        for document in scan.documents {
            var cases: [JUnitReport.Case] = []
            if document.error != nil { cases.append(testCase(document.file, document.file, file: document.file, line: nil)) }
            cases += document.unknownClasses.map { testCase(document.file, $0, file: document.file, line: document.lines[$0]) }
            cases += document.rows.map { testCase(document.file, $0, file: document.file, line: document.lines[$0]) }
            suites.append(.init(name: document.file, cases: cases))
        }
        return JUnitReport(name: "designable scan", suites: suites)
    }
}
