import Foundation

/// `index.html`: the demo's matrix of view × path, with each render, ✓ where a path agrees
/// with the first, ✗ and the diff where it does not, and each broken twin's bug.
///
/// Like the snapshot report, it has no external resources and links its images relatively,
/// so the folder can be moved, zipped or uploaded and still opens.
enum DemoPage {
    static func html(_ result: DemoResult) -> String {
        let header = result.paths.map { "<th>\(escape($0))</th>" }.joined()
        var body = ""
        for (title, rows) in [("Gallery", result.rows.filter { $0.bug == nil }), ("Broken twins", result.rows.filter { $0.bug != nil })] where !rows.isEmpty {
            body += "<h2>\(title)</h2>\n<table>\n<tr><th>view</th>\(header)</tr>\n"
            for row in rows {
                body += "<tr><td class=\"name\"><b>\(escape(row.name))</b><br><small>\(escape(row.summary))</small>"
                if let bug = row.bug {
                    body += "<p class=\"bug\">\(escape(bug))<br>Wrong on: \(escape(row.wrongOn.joined(separator: ", ")))</p>"
                }
                body += "</td>"
                for cell in row.cells { body += "<td>\(html(cell, width: row.size.width))</td>" }
                body += "</tr>\n"
            }
            body += "</table>\n"
        }
        let verdict = result.surprises.isEmpty
            ? "Every view agrees on every path, and every broken twin drifts where its bug says."
            : "Unexpected: " + result.surprises.map(\.name).joined(separator: ", ") + "."
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Designable demo</title>
            <style>
            body { font: 14px system-ui, sans-serif; margin: 2em; color: #1d1f23; background: #f6f7f9; }
            table { border-collapse: collapse; background: #fff; box-shadow: 0 1px 3px #0002; margin-bottom: 2em; }
            th, td { border: 1px solid #dde; padding: .5em .75em; vertical-align: top; text-align: left; }
            td.name { max-width: 22em; }
            img { border: 1px dashed #ccd; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; max-width: 300px; }
            .ok { color: #1a7f37; font-weight: bold; } .bad { color: #cf222e; font-weight: bold; }
            .bug { color: #9a3412; }
            </style></head>
            <body><h1>Designable demo</h1>
            <p>Each view of the gallery rendered along each init path, at \(format(result.scale))×: <b>code</b> (<code>init(frame:)</code> and properties),
            <b>coder</b> (<code>init(coder:)</code> from an Interface Builder document, runtime attributes, <code>awakeFromNib</code>) and
            <b>design time</b> (Interface Builder's canvas: <code>prepareForInterfaceBuilder</code>, no app bundle).
            ✓ means the path agrees pixel for pixel with the first; ✗ shows where it does not.</p>
            <p><b>\(escape(verdict))</b></p>
            \(body)</body></html>

            """
    }

    /// A cell's mark and images, shown at the view's size in points, as a device would show them.
    private static func html(_ cell: DemoResult.Cell, width: CGFloat) -> String {
        let size = "width=\"\(format(width))\""
        switch cell {
        case let .agrees(image):
            return "<span class=\"ok\">✓</span><br><img src=\"\(escape(image))\" \(size) alt=\"\">"
        case let .differs(image, diff, summary):
            return "<span class=\"bad\">✗</span> <small>\(escape(summary))</small><br><img src=\"\(escape(image))\" \(size) alt=\"\"> "
                + "<img src=\"\(escape(diff))\" \(size) alt=\"diff\">"
        case let .failed(message):
            return "<span class=\"bad\">!</span> <small>\(escape(message))</small>"
        }
    }

    static func format(_ value: CGFloat) -> String {
        value.rounded() == value ? String(Int(value)) : String(describing: value)
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
