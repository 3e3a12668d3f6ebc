import DesignableTesting
import Foundation
import SnapshotEngine

/// `designable scan`'s `index.html`: the registered classes and the documents' scenes, each
/// along the three init paths, with the renders, the diffs and a wipe where a path drifts, and
/// each document's unknown classes. The same page as the demo's, from `ReportPage`.
enum ScanPage {
    static func html(_ result: ScanResult) -> String {
        let matrix = result.matrix
        let header = matrix.paths.map { "<th>\(ReportPage.escape($0))</th>" }.joined()
        var body = ""
        for (title, rows) in [("Registered classes", Array(result.classRows)), ("Documents", Array(result.documentRows))] where !rows.isEmpty {
            body += "<h2>\(title)</h2>\n<table>\n<tr><th>view</th>\(header)</tr>\n"
            for row in rows {
                body += "<tr><td class=\"name\"><b>\(ReportPage.escape(row.name))</b><br><small>\(ReportPage.escape(row.summary))</small></td>"
                let first = row.cells.lazy.compactMap(\.image).first
                for (cell, path) in zip(row.cells, matrix.paths) {
                    body += "<td>\(DemoPage.html(cell, path: path, first: first, width: Double(row.size.width)))</td>"
                }
                body += "</tr>\n"
            }
            body += "</table>\n"
        }
        let problems = result.documents.filter { $0.error != nil || !$0.unknownClasses.isEmpty }
        if !problems.isEmpty {
            body += "<h2>Document problems</h2>\n<ul>\n"
            for document in problems {
                if let error = document.error { body += "<li><b>\(ReportPage.escape(document.file))</b>: \(ReportPage.escape(error))</li>\n" }
                if !document.unknownClasses.isEmpty {
                    body += "<li><b>\(ReportPage.escape(document.file))</b>: unknown classes, drawn as their UIKit class: "
                        + ReportPage.escape(document.unknownClasses.joined(separator: ", ")) + "</li>\n"
                }
            }
            body += "</ul>\n"
        }
        let verdict = result.hasProblems
            ? "\(matrix.drifting.count) drift between paths, \(matrix.failures.count) failed to render, \(result.documents.filter { $0.error != nil }.count) documents could not be loaded."
            : "Every class and every document agrees on every path."
        let intro = """
            <p>Every registered class and every document of the resource folders, rendered at \(DemoPage.format(matrix.scale))× along
            <b>code</b> (<code>init(frame:)</code>), <b>coder</b> (<code>init(coder:)</code> from a document) and <b>design time</b>
            (Interface Builder's canvas). ✓ agrees with the code path pixel for pixel, ✗ differs, ! failed, – does not apply.</p>
            <p><b>\(ReportPage.escape(verdict))</b></p>
            """
        return ReportPage.html(title: "Designable scan", intro: intro, body: body)
    }
}
