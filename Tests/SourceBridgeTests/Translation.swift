import SourceBridge

/// Translates `source` as the only file of a module and returns its code part (what the user
/// wrote, translated, up to `#sourceLocation()`, without the directive that names the user's
/// file), the generated part after it, the module's registration and the diagnostics.
struct Translation {
    var code: String
    var generated: String
    var registration: String
    var diagnostics: [String]

    init(_ source: String, others: [String] = [], path: String = "/App/Views/View.swift", dependencies: Set<String> = []) {
        let inputs = [SourceInput(path: path, text: source)]
            + others.enumerated().map { SourceInput(path: "/App/Views/Other\($0.offset).swift", text: $0.element) }
        let result = ModuleTranslator(moduleName: "AppViews", resourceFolders: ["/App"], dependencies: dependencies).translate(inputs)
        let file = result.files[0]
        var lines = file.components(separatedBy: "\n")
        let start = lines.firstIndex { $0.contains("#sourceLocation(file:") }!
        let end = lines.firstIndex(of: "#sourceLocation()")!
        let line = lines[start]
        let directive = line.range(of: "#sourceLocation(file:")!
        header = String(line[directive.lowerBound...])
        directiveLine = start + 1
        // The directive shares a line of the user's file, after its code or in place of a comment,
        // unless the file has no line break for it to stand before.
        if start == 0, header.hasSuffix(", line: 1)") {
            lines.remove(at: 0)
            code = lines[..<(end - 1)].joined(separator: "\n") + "\n"
        } else {
            var kept = String(line[..<directive.lowerBound])
            for separator in ["; ", " "] where kept.hasSuffix(separator) {
                kept.removeLast(separator.count)
                break
            }
            lines[start] = kept
            code = lines[..<end].joined(separator: "\n") + "\n"
        }
        let after = Array(lines[(lines.firstIndex(of: "#sourceLocation()")! + 1)...])
        let imports = after.prefix { !$0.isEmpty }
        prelude = imports.joined(separator: "\n")
        generated = after.dropFirst(imports.count).joined(separator: "\n")
        registration = result.registration
        diagnostics = result.diagnostics.map(\.description)
    }

    /// The `#sourceLocation` directive that attributes the code to the user's file.
    var header: String
    /// The line of the translated file the directive stands on, from 1.
    var directiveLine: Int
    /// The imports after the user's code, before the generated part.
    var prelude: String
}
