import Foundation

/// The demo's terminal output: the matrix as a table, then what it means and where the page is.
package enum DemoSummary {
    /// The summary, ending with the page's path, as `designable demo` prints it.
    ///
    /// ```
    /// view                    code  coder  design time
    /// StarView                 ✓     —        —
    /// ```
    package static func text(_ result: DemoResult, relativeTo base: URL? = nil) -> String {
        var lines = table(result)
        lines.append("")
        let rendered = result.rows.reduce(0) { $0 + $1.cells.filter { $0.image != nil }.count }
        lines.append("\(rendered) renders of \(result.rows.count) views at \(DemoPage.format(result.scale))× in \(String(format: "%.1f", result.seconds)) s; "
                     + "\(result.drifting.count) drift between paths, \(result.failures.count) failed.")
        lines.append("✓ agrees with the code path, ✗ differs from it (diff in the page), ! failed to render.")
        if result.surprises.isEmpty {
            lines.append("As expected: every gallery view agrees on every path, and every broken twin drifts.")
        } else {
            lines.append("Unexpected: " + result.surprises.map(\.name).joined(separator: ", ") + ".")
        }
        lines.append("Open \(display(result.page, relativeTo: base))")
        return lines.joined(separator: "\n")
    }

    /// The matrix: a header, then one line per row with ✓, ✗, ! or – per path.
    static func table(_ result: DemoResult) -> [String] {
        let nameWidth = max(4, result.rows.map(\.name.count).max() ?? 0)
        let widths = result.paths.map { max($0.count, 1) }
        var lines = [trimmed(pad("view", nameWidth) + "  " + zip(result.paths, widths).map { pad($0, $1) }.joined(separator: "  "))]
        for row in result.rows {
            let cells = zip(row.cells, widths).map { pad($0.symbol, $1) }.joined(separator: "  ")
            var line = pad(row.name, nameWidth) + "  " + cells
            if !row.wrongOn.isEmpty { line += "  broken twin, wrong on \(row.wrongOn.joined(separator: ", "))" }
            lines.append(trimmed(line))
        }
        return lines
    }

    /// `url` relative to `base` when it lies inside it, else its absolute path.
    static func display(_ url: URL, relativeTo base: URL?) -> String {
        let path = url.standardizedFileURL.path
        guard let base = base?.standardizedFileURL.path, path.hasPrefix(base + "/") else { return path }
        return String(path.dropFirst(base.count + 1))
    }

    private static func trimmed(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }

    /// Pads by characters, so ✓ and ✗ count as one column.
    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
