/// `report.html`: every failure in the artifacts folder on one page, grouped by test file, with
/// reference, actual and diff side by side and a slider that wipes from reference to actual.
///
/// The page has no external resources: styles and the slider's script are inline, and images
/// are linked relative to the page, so the folder can be uploaded as a CI artifact and opened
/// anywhere. (Embedding 3-Mpx PNGs as base64 would make one failure's page tens of MB.)
enum SnapshotReportPage {
    static func html(_ failures: [(record: SnapshotArtifacts.FailureRecord, folder: String)]) -> String {
        var body = ""
        var currentFile: String?
        for (record, folder) in failures {
            if record.testFile != currentFile {
                if currentFile != nil { body += "</section>\n" }
                currentFile = record.testFile
                body += "<section><h2>\(escape(record.testFile))</h2>\n"
            }
            body += "<article id=\"\(escape(record.testFile))-\(escape(record.identifier))\">\n<h3>\(escape(record.identifier))</h3>\n"
            body += "<pre>\(escape(record.message))</pre>\n"
            let images = record.files.filter { $0.hasSuffix(".png") && !$0.hasPrefix("composite") }
            if !images.isEmpty {
                body += "<div class=\"row\">"
                for name in images {
                    let src = escape(folder + "/" + name)
                    body += "<figure><a href=\"\(src)\"><img src=\"\(src)\" alt=\"\(escape(name))\"></a><figcaption>\(escape(name))</figcaption></figure>"
                }
                body += "</div>\n"
            }
            // One wipe per actual image: `actual.png`, or one per init path (`actual-coder.png`).
            if record.files.contains("reference.png") {
                for actualName in record.files where actualName.hasPrefix("actual") && actualName.hasSuffix(".png") {
                    let reference = escape(folder + "/reference.png"), actual = escape(folder + "/" + actualName)
                    let label = escape(String(actualName.dropLast(4)))
                    body += """
                        <div class="wipe"><img src="\(reference)" alt="reference"><img class="top" src="\(actual)" alt="\(label)"></div>
                        <label>reference <input type="range" min="0" max="100" value="50" oninput="wipe(this)"> \(label)</label>\n
                        """
                }
            }
            let others = record.files.filter { !$0.hasSuffix(".png") }
            if !others.isEmpty {
                body += "<p>" + others.map { "<a href=\"\(escape(folder + "/" + $0))\">\(escape($0))</a>" }.joined(separator: " · ") + "</p>\n"
            }
            body += "</article>\n"
        }
        if currentFile != nil { body += "</section>\n" }
        let summary = failures.isEmpty ? "No snapshot failures." : "\(failures.count) snapshot failure\(failures.count == 1 ? "" : "s")."
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Snapshot failures</title>
            <style>
            body { font: 14px system-ui, sans-serif; margin: 2em; color: #1d1f23; background: #f6f7f9; }
            article { background: #fff; border-radius: 8px; padding: 1em; margin: 1em 0; box-shadow: 0 1px 3px #0002; }
            pre { white-space: pre-wrap; background: #f1f2f4; padding: .75em; border-radius: 4px; }
            .row { display: flex; gap: 1em; flex-wrap: wrap; align-items: flex-start; }
            figure { margin: 0; } figure img, .wipe img { max-width: 360px; image-rendering: pixelated; border: 1px solid #ccd; }
            .wipe { position: relative; display: inline-block; margin-top: 1em; }
            .wipe .top { position: absolute; left: 0; top: 0; clip-path: inset(0 50% 0 0); }
            label { display: block; }
            </style>
            <script>
            function wipe(input) {
              const top = input.parentElement.previousElementSibling.querySelector('.top');
              top.style.clipPath = 'inset(0 ' + (100 - input.value) + '% 0 0)';
            }
            </script></head>
            <body><h1>Snapshot failures</h1><p>\(summary)</p>
            \(body)</body></html>

            """
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
