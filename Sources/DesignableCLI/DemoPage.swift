import DesignableTesting
import Foundation
import SnapshotEngine

/// `index.html`: the demo's matrix of view × path, with each render, ✓ where a path agrees
/// with the first, ✗, the diff and a wipe slider where it does not, and each broken twin's bug.
///
/// Built from `ReportPage`, the renderer of the snapshot failures report, so the demo shows a
/// drift the way a failing test in CI will.
enum DemoPage {
    static func html(_ result: DemoResult) -> String {
        let header = result.paths.map { "<th>\(ReportPage.escape($0))</th>" }.joined()
        var body = ""
        for (title, rows) in [("Gallery", result.rows.filter { $0.bug == nil }), ("Broken twins", result.rows.filter { $0.bug != nil })] where !rows.isEmpty {
            body += "<h2>\(title)</h2>\n<table>\n<tr><th>view</th>\(header)</tr>\n"
            for row in rows {
                body += "<tr><td class=\"name\"><b>\(ReportPage.escape(row.name))</b><br><small>\(ReportPage.escape(row.summary))</small>"
                if let bug = row.bug {
                    body += "<p class=\"bug\">\(ReportPage.escape(bug))<br>Wrong on: \(ReportPage.escape(row.wrongOn.joined(separator: ", ")))</p>"
                }
                body += "</td>"
                let first = row.cells.lazy.compactMap(\.image).first
                for (cell, path) in zip(row.cells, result.paths) {
                    body += "<td>\(html(cell, path: path, first: first, width: Double(row.size.width)))</td>"
                }
                body += "</tr>\n"
            }
            body += "</table>\n"
        }
        let verdict = result.surprises.isEmpty
            ? "Every view agrees on every path, and every broken twin drifts where its bug says."
            : "Unexpected: " + result.surprises.map(\.name).joined(separator: ", ") + "."
        let intro = """
            <p>Each view of the gallery rendered along each init path, at \(format(result.scale))×: <b>code</b> (<code>init(frame:)</code> and properties),
            <b>coder</b> (<code>init(coder:)</code> from an Interface Builder document, runtime attributes, <code>awakeFromNib</code>) and
            <b>design time</b> (Interface Builder's canvas: <code>prepareForInterfaceBuilder</code>, no app bundle).
            ✓ means the path agrees pixel for pixel with the first; ✗ shows where it does not.</p>
            <p><b>\(ReportPage.escape(verdict))</b></p>
            """
        return ReportPage.html(title: "Designable demo", intro: intro, body: body)
    }

    /// A cell's mark and images, shown at the view's size in points, as a device would show
    /// them; a drifting path also gets the failures report's wipe from the first path's render.
    static func html(_ cell: DemoResult.Cell, path: String, first: String?, width: Double) -> String {
        switch cell {
        case let .agrees(image):
            return "<span class=\"ok\">✓</span>" + ReportPage.figure(src: image, caption: path, width: width)
        case let .differs(image, diff, summary):
            var html = "<span class=\"bad\">✗</span> <small>\(ReportPage.escape(summary))</small><div class=\"row\">"
                + ReportPage.figure(src: image, caption: path, width: width)
                + ReportPage.figure(src: diff, caption: "diff", width: width) + "</div>"
            if let first { html += ReportPage.wipe(reference: first, actual: image, label: path, width: width) }
            return html
        case let .failed(message):
            return "<span class=\"bad\">!</span> <small>\(ReportPage.escape(message))</small>"
        case let .skipped(reason):
            return "– <small>\(ReportPage.escape(reason))</small>"
        }
    }

    static func format(_ value: CGFloat) -> String {
        value.rounded() == value ? String(Int(value)) : String(describing: value)
    }
}
