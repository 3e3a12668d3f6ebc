import Designable
import DesignableChecking
import Foundation

/// `designable check`'s human-readable report: per document, its findings grouped by scene in
/// line order, each as a compiler diagnostic (`path:line: severity: message`) so editors and
/// CI logs link to it; then the views' agreement and a total.
///
/// ```
/// App/Main.storyboard
///   ViewController (BYZ-38-t0r), line 12
///     App/Main.storyboard:42: error: ambiguous layout: UIView "Card" (abc-12-def) needs constraints for: Y position or height
///   12 views; 9 of 10 frames placed by constraints within 0.5 pt (text-dependent apart); 1 error
/// ```
enum CheckReportText {
    /// The report of one document.
    static func document(_ check: DocumentCheck, tolerance: Double) -> String {
        var lines = [check.path]
        let findings = check.findings
        var groups: [(title: String, findings: [CheckFinding])] = []
        let documentLevel = findings.filter { finding in finding.scene == nil || !check.scenes.contains { $0.id == finding.scene } }
        if !documentLevel.isEmpty { groups.append(("document", documentLevel)) }
        for scene in check.scenes {
            let own = findings.filter { $0.scene == scene.id }
            if !own.isEmpty { groups.append(("\(scene.name) (\(scene.id)), line \(scene.line)", own)) }
        }
        for group in groups {
            lines.append("  " + group.title)
            lines += group.findings.map { "    " + $0.description }
        }
        if check.readable {
            var summary = "  \(count(check.objects.count, "view"))"
            if check.agreement.total > 0 {
                summary += "; \(check.agreement.matched) of \(count(check.agreement.total, "frame")) placed by constraints within \(CheckNumberText.text(tolerance)) pt (text-dependent apart)"
            }
            summary += "; " + tally(errors: check.errors.count, warnings: check.warnings.count, notes: check.notes.count)
            lines.append(summary)
        }
        return lines.joined(separator: "\n")
    }

    /// The closing total of a run.
    static func summary(_ run: CheckRun) -> String {
        var text = "Checked \(count(run.files.count, "document")): "
            + tally(errors: run.errorCount, warnings: run.warningCount, notes: run.noteCount) + "."
        let agreement = run.agreement
        if agreement.total > 0 {
            text += " Frames placed by constraints within \(CheckNumberText.text(run.options.tolerance)) pt of the document's, text-dependent apart: "
                + "\(agreement.matched) of \(agreement.total) (\(String(format: "%.1f", agreement.share * 100))%)."
        }
        return text
    }

    static func tally(errors: Int, warnings: Int, notes: Int) -> String {
        if errors + warnings + notes == 0 { return "no issues" }
        return [(errors, "error"), (warnings, "warning"), (notes, "note")].filter { $0.0 > 0 }.map { count($0.0, $0.1) }
            .joined(separator: ", ")
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}

/// Numbers as a person writes them: `0.5`, `1`.
enum CheckNumberText {
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
