import Foundation
import SourceBridge
import Testing

/// `uikit-sources.json` is read with errors that name the file, the key and what was expected.
struct BridgeConfigurationTests {
    private func folder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridge-config-\(UUID().uuidString)")
        for path in ["App/Views/Gauge.swift", "App/Views/Sub/Knob.swift", "App/Model.swift", "App/Views/notes.txt", "App/Empty/.keep"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("// \(path)\n".utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Snapshots/AppViews"), withIntermediateDirectories: true)
        return root
    }

    private func parse(_ json: String, in root: URL) throws(BridgeConfiguration.Problem) -> BridgeConfiguration {
        try BridgeConfiguration.parse(Data(json.utf8), file: root.appendingPathComponent("Snapshots/AppViews/uikit-sources.json"))
    }

    @Test func foldersAndFilesResolveAgainstTheConfigurationFile() throws {
        let root = try folder()
        let configuration = try parse(#"{"sources": ["../../App/Views", "../../App/Model.swift"], "resources": ["../../App"]}"#, in: root)
        #expect(configuration.sourceFiles.map { String($0.path.dropFirst(root.standardizedFileURL.path.count)) }
                == ["/App/Model.swift", "/App/Views/Gauge.swift", "/App/Views/Sub/Knob.swift"])
        #expect(configuration.resourceFolders == [root.appendingPathComponent("App").standardizedFileURL])
    }

    @Test(arguments: [
        (#"{"sources": "../../App"}"#, #""sources" must be an array of paths, found a string"#),
        (#"{"resources": []}"#, #"missing "sources": expected an array of folders or .swift files, relative to this file"#),
        (#"{"sources": []}"#, #""sources" is empty: list at least one folder or .swift file"#),
        (#"{"sources": ["../../App"], "source": []}"#, #"unknown key "source"; the keys are "sources" and "resources""#),
        (#"{"sources": [3]}"#, #""sources"[0] must be a non-empty path string, found a number or boolean"#),
        (#"["../../App"]"#, #"expected a JSON object with "sources" and "resources", found an array"#),
        (#"{"sources": ["../../App/Empty"]}"#, #""sources" entry "../../App/Empty" names the folder"#),
        (#"{"sources": ["../../App/Views/notes.txt"]}"#, #"which is neither a folder nor a .swift file"#),
        (#"{"sources": ["../../Nowhere"]}"#, #"Nowhere, which does not exist"#),
        (#"{"sources": ["../../App"], "resources": ["../../App/Model.swift"]}"#, #"which is not a folder"#),
    ])
    func badConfigurationsSayWhatIsWrong(json: String, expected: String) throws {
        let root = try folder()
        let file = root.appendingPathComponent("Snapshots/AppViews/uikit-sources.json").path
        do {
            _ = try parse(json, in: root)
            Issue.record("accepted \(json)")
        } catch {
            #expect(error.file == file)
            #expect(error.message.contains(expected), "\(error.message)")
            #expect(error.description.hasPrefix("\(file): error: "))
        }
    }

    @Test func invalidJSONNamesTheFile() throws {
        let root = try folder()
        #expect(throws: BridgeConfiguration.Problem.self) { try parse("{sources: ", in: root) }
    }
}
