import SourceBridge

/// Translates `source` as the only file of a module and returns its code part (what the user
/// wrote, translated, between the `#sourceLocation` lines), the generated part after it, the
/// module's registration and the diagnostics.
struct Translation {
    var code: String
    var generated: String
    var registration: String
    var diagnostics: [String]

    init(_ source: String, others: [String] = [], path: String = "/App/Views/View.swift") {
        let inputs = [SourceInput(path: path, text: source)]
            + others.enumerated().map { SourceInput(path: "/App/Views/Other\($0.offset).swift", text: $0.element) }
        let result = ModuleTranslator(moduleName: "AppViews", resourceFolders: ["/App"]).translate(inputs)
        let file = result.files[0]
        let lines = file.components(separatedBy: "\n")
        let end = lines.firstIndex(of: "#sourceLocation()")!
        code = lines[1..<end].joined(separator: "\n") + "\n"
        generated = lines[(end + 1)...].joined(separator: "\n")
        registration = result.registration
        diagnostics = result.diagnostics.map(\.description)
        header = lines[0]
    }

    var header: String
}
