/// `report.html`: every failure in the artifacts folder on one page, grouped by test file, with
/// reference, actual and diff side by side and a slider that wipes from reference to actual.
///
/// Built from ``ReportPage``, like the demo's page. (Images are linked, not embedded: 3-Mpx
/// PNGs as base64 would make one failure's page tens of MB.)
enum SnapshotReportPage {
    static func html(_ failures: [(record: SnapshotArtifacts.FailureRecord, folder: String)]) -> String {
        var body = ""
        var currentFile: String?
        for (record, folder) in failures {
            if record.testFile != currentFile {
                if currentFile != nil { body += "</section>\n" }
                currentFile = record.testFile
                body += "<section><h2>\(ReportPage.escape(record.testFile))</h2>\n"
            }
            body += "<article id=\"\(ReportPage.escape(record.testFile))-\(ReportPage.escape(record.identifier))\">\n"
                + "<h3>\(ReportPage.escape(record.identifier))</h3>\n"
            if record.missingReference == true {
                // No reference to compare with: the image is what recording would write; accept it to create the reference.
                body += "<p class=\"bad\">missing reference</p>\n"
            }
            body += "<pre>\(ReportPage.escape(record.message))</pre>\n"
            let images = record.files.filter { $0.hasSuffix(".png") && !$0.hasPrefix("composite") }
            if !images.isEmpty {
                body += "<div class=\"row\">" + images.map { ReportPage.figure(src: folder + "/" + $0, caption: $0) }.joined() + "</div>\n"
            }
            // One wipe per actual image: `actual.png`, or one per variant (`actual-coder.png`).
            if record.files.contains("reference.png") {
                for actualName in record.files where actualName.hasPrefix("actual") && actualName.hasSuffix(".png") {
                    body += ReportPage.wipe(reference: folder + "/reference.png", actual: folder + "/" + actualName,
                                            label: String(actualName.dropLast(4)))
                }
            }
            let others = record.files.filter { !$0.hasSuffix(".png") }
            if !others.isEmpty {
                body += "<p>" + others.map { "<a href=\"\(ReportPage.escape(folder + "/" + $0))\">\(ReportPage.escape($0))</a>" }
                    .joined(separator: " · ") + "</p>\n"
            }
            body += "</article>\n"
        }
        if currentFile != nil { body += "</section>\n" }
        let missing = failures.filter { $0.record.missingReference == true }.count
        var summary = failures.isEmpty ? "No snapshot failures." : "\(failures.count) snapshot failure\(failures.count == 1 ? "" : "s")."
        if missing > 0 { summary += " \(missing) of them missing reference\(missing == 1 ? "" : "s")." }
        return ReportPage.html(title: "Snapshot failures", intro: "<p>\(summary)</p>", body: body)
    }
}
