import DesignableChecking
import DesignableTesting
import Foundation

/// `designable check --sarif` and `--junit`: every finding at its document's line, for GitHub
/// code scanning and for CI systems that read JUnit XML.
///
/// A finding's rule is its kind (`misplacedView`, `ambiguousLayout`, …) and its level its
/// severity. Notes are in the SARIF, as GitHub shows them apart from warnings, but not in the
/// JUnit report, where they would count as failures.
enum CheckCIResults {
    static func sarif(_ run: CheckRun, root: URL) -> SARIFLog {
        let findings = run.files.flatMap(\.findings)
        let used = Set(findings.map(\.kind))
        let rules = CheckFinding.Kind.allCases.filter(used.contains).map { SARIFLog.Rule(id: $0.rawValue, summary: summary(of: $0)) }
        let results = findings.map { finding in
            SARIFLog.Result(ruleID: finding.kind.rawValue, level: level(finding.severity), message: finding.message,
                            file: finding.file, line: finding.line > 0 ? finding.line : nil)
        }
        return SARIFLog(tool: "designable check", rules: rules, results: results, root: root)
    }

    /// One suite per document; a case per error or warning, or one passing case for a clean document.
    static func junit(_ run: CheckRun) -> JUnitReport {
        let suites = run.files.map { file in
            let failing = file.errors + file.warnings
            let cases = failing.isEmpty
                ? [JUnitReport.Case(className: file.path, name: "layout", file: file.path)]
                : failing.map { finding in
                    JUnitReport.Case(className: file.path, name: "\(finding.kind.rawValue) at line \(finding.line)", file: finding.file,
                                     line: finding.line, failure: .init(message: finding.message, type: "\(finding.severity.rawValue): \(finding.kind.rawValue)"))
                }
            return JUnitReport.Suite(name: file.path, cases: cases)
        }
        return JUnitReport(name: "designable check", suites: suites)
    }

    private static func level(_ severity: CheckFinding.Severity) -> SARIFLog.Level {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .note: .note
        }
    }

    /// The rule's one sentence: the kind's name, spelt out.
    static func summary(of kind: CheckFinding.Kind) -> String {
        var words = ""
        for character in kind.rawValue {
            if character.isUppercase { words += " " + character.lowercased() } else { words.append(character) }
        }
        return words.prefix(1).uppercased() + words.dropFirst() + "."
    }
}
