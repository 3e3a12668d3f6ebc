import Foundation

/// `results.sarif` and `junit.xml` beside `report.html`: every failing snapshot in the
/// artifacts folder, pointing at its `assertSnapshot` call, for GitHub code scanning and for
/// the CI systems that read JUnit XML.
///
/// Rebuilt with the report, under its lock, from every `failure.json`; so after
/// `designable report --merge` they hold every shard's failures too. A folder with no failure
/// left keeps both files with no results, so an upload step that expects them still finds them.
enum SnapshotFailureResults {
    static let sarifName = "results.sarif"
    static let junitName = "junit.xml"

    static let rules = [
        SARIFLog.Rule(id: "snapshotMismatch", summary: "A snapshot differs from its reference."),
        SARIFLog.Rule(id: "missingReference", summary: "A snapshot has no reference to compare with."),
    ]

    static func write(_ records: [SnapshotArtifacts.FailureRecord], in root: URL) throws {
        try sarif(records, root: root).write(to: root.appendingPathComponent(sarifName))
        try junit(records).write(to: root.appendingPathComponent(junitName))
    }

    /// The log's base is the package the failures were recorded in (the first that says, as
    /// the shards of one CI run share a checkout), else the folder above `.build`.
    static func sarif(_ records: [SnapshotArtifacts.FailureRecord], root: URL) -> SARIFLog {
        let packageRoot = records.lazy.compactMap(\.packageRoot).first.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? root.deletingLastPathComponent().deletingLastPathComponent()
        let results = records.map { record in
            SARIFLog.Result(ruleID: record.missingReference == true ? "missingReference" : "snapshotMismatch",
                            level: .error, message: record.message,
                            file: record.sourceFile.map { $0.hasPrefix("/") ? $0 : packageRoot.appendingPathComponent($0).path },
                            line: record.sourceLine)
        }
        return SARIFLog(tool: "designable snapshots", rules: rules, results: results, root: packageRoot)
    }

    /// One suite per test file, one case per failing snapshot, named by its identifier.
    static func junit(_ records: [SnapshotArtifacts.FailureRecord]) -> JUnitReport {
        var suites: [JUnitReport.Suite] = []
        for record in records {
            let headline = record.message.split(separator: "\n").first.map(String.init) ?? record.message
            let item = JUnitReport.Case(className: record.testFile, name: "\(record.test) \(record.identifier)",
                                        file: record.sourceFile, line: record.sourceLine,
                                        failure: .init(message: headline, type: record.missingReference == true ? "missingReference" : "snapshotMismatch",
                                                       details: record.message))
            if suites.last?.name == record.testFile {
                suites[suites.count - 1].cases.append(item)
            } else {
                suites.append(.init(name: record.testFile, cases: [item]))
            }
        }
        return JUnitReport(name: "Snapshot failures", suites: suites)
    }
}
