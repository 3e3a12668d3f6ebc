import Foundation
import SourceBridge

// uikit-sources: the UIKitSources plugin's tool. It reads the app's Swift files, writes each one
// translated to compile against Designable, and writes the module's registration.
//
//   uikit-sources --module NAME [--resource DIR]... [--dependency MODULE]... --registration OUT.swift (--file IN OUT)...
//
// Problems in the user's sources are printed as `file:line:column: error: …` against the
// original file; any error makes the tool exit 1, so the build stops.

var module: String?
var resources: [String] = []
var dependencies: Set<String> = []
var registration: String?
var files: [(input: String, output: String)] = []
var arguments = CommandLine.arguments.dropFirst()
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("uikit-sources: error: \(message)\n".utf8))
    exit(2)
}
while let argument = arguments.popFirst() {
    switch argument {
    case "--module": module = arguments.popFirst()
    case "--resource":
        guard let folder = arguments.popFirst() else { fail("--resource needs a folder") }
        resources.append(folder)
    case "--dependency":
        guard let name = arguments.popFirst() else { fail("--dependency needs a module name") }
        dependencies.insert(name)
    case "--registration": registration = arguments.popFirst()
    case "--file":
        guard let input = arguments.popFirst(), let output = arguments.popFirst() else { fail("--file needs an input and an output") }
        files.append((input, output))
    default: fail("unknown argument \(argument)")
    }
}
guard let module, let registration else { fail("--module and --registration are required") }

do {
    let sources = try files.map { file in
        SourceInput(path: file.input, text: try String(contentsOfFile: file.input, encoding: .utf8))
    }
    let result = ModuleTranslator(moduleName: module, resourceFolders: resources, dependencies: dependencies).translate(sources)
    for diagnostic in result.diagnostics {
        FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }
    for (file, text) in zip(files, result.files) {
        try text.write(toFile: file.output, atomically: true, encoding: .utf8)
    }
    try result.registration.write(toFile: registration, atomically: true, encoding: .utf8)
    exit(result.diagnostics.contains { $0.severity == .error } ? 1 : 0)
} catch {
    fail("\(error)")
}
