import Foundation

/// `uikit-sources.json`: which of an app's Swift files the `UIKitSources` plugin compiles, and
/// where their Interface Builder documents and images are.
///
/// ```json
/// {"sources": ["../../App/Views"], "resources": ["../../App"]}
/// ```
///
/// Paths are relative to the file. `sources` lists folders (searched recursively for `.swift`
/// files) or single files; `resources` lists folders searched for `.xib`, `.storyboard`, asset
/// catalogs and images. The plugin and its tool share this file, so both read it alike.
public struct BridgeConfiguration: Equatable, Sendable {
    /// The Swift files to compile, absolute, sorted, without duplicates.
    public var sourceFiles: [URL]
    /// The resource folders, absolute, in the order given.
    public var resourceFolders: [URL]

    /// The file's name inside a target folder.
    public static let fileName = "uikit-sources.json"

    /// A problem with the configuration file, naming the file, the key and what was expected.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public var file: String
        public var message: String
        public var description: String { "\(file): error: \(message)" }
    }

    /// Reads and resolves the configuration at `url`.
    public static func load(_ url: URL) throws(Problem) -> BridgeConfiguration {
        let path = url.path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Problem(file: path, message: "cannot read \(fileName); the target folder must hold one, for example {\"sources\": [\"../../App/Views\"], \"resources\": [\"../../App\"]}")
        }
        return try parse(data, file: url)
    }

    /// Parses `data` as the configuration file at `file`, resolving paths against its folder.
    public static func parse(_ data: Data, file: URL) throws(Problem) -> BridgeConfiguration {
        let path = file.path
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw Problem(file: path, message: "not valid JSON (\(error.localizedDescription)); expected an object with \"sources\" and \"resources\"")
        }
        guard let object = json as? [String: Any] else {
            throw Problem(file: path, message: "expected a JSON object with \"sources\" and \"resources\", found \(kind(of: json))")
        }
        for key in object.keys.sorted() where !["sources", "resources"].contains(key) {
            throw Problem(file: path, message: "unknown key \"\(key)\"; the keys are \"sources\" and \"resources\"")
        }
        let base = file.deletingLastPathComponent()
        let sources = try paths(object, "sources", required: true, file: path).map { resolve($0, against: base) }
        let resources = try paths(object, "resources", required: false, file: path).map { resolve($0, against: base) }

        var swiftFiles: Set<String> = []
        for (source, entry) in zip(sources, try paths(object, "sources", required: true, file: path)) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isFolder) else {
                throw Problem(file: path, message: "\"sources\" entry \"\(entry)\" names \(source.path), which does not exist")
            }
            if isFolder.boolValue {
                let found = swiftFilesBelow(source)
                guard !found.isEmpty else {
                    throw Problem(file: path, message: "\"sources\" entry \"\(entry)\" names the folder \(source.path), which holds no .swift file")
                }
                swiftFiles.formUnion(found.map(\.path))
            } else {
                guard source.pathExtension == "swift" else {
                    throw Problem(file: path, message: "\"sources\" entry \"\(entry)\" names \(source.path), which is neither a folder nor a .swift file")
                }
                swiftFiles.insert(source.path)
            }
        }
        for (folder, entry) in zip(resources, try paths(object, "resources", required: false, file: path)) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw Problem(file: path, message: "\"resources\" entry \"\(entry)\" names \(folder.path), which is not a folder")
            }
        }
        return BridgeConfiguration(sourceFiles: swiftFiles.sorted().map { URL(fileURLWithPath: $0) }, resourceFolders: resources)
    }

    private static func paths(_ object: [String: Any], _ key: String, required: Bool, file: String) throws(Problem) -> [String] {
        guard let value = object[key] else {
            if required { throw Problem(file: file, message: "missing \"\(key)\": expected an array of folders or .swift files, relative to this file") }
            return []
        }
        guard let list = value as? [Any] else {
            throw Problem(file: file, message: "\"\(key)\" must be an array of paths, found \(kind(of: value))")
        }
        var result: [String] = []
        for (index, item) in list.enumerated() {
            guard let text = item as? String, !text.isEmpty else {
                throw Problem(file: file, message: "\"\(key)\"[\(index)] must be a non-empty path string, found \(kind(of: item))")
            }
            result.append(text)
        }
        if required, result.isEmpty {
            throw Problem(file: file, message: "\"\(key)\" is empty: list at least one folder or .swift file")
        }
        return result
    }

    private static func resolve(_ path: String, against base: URL) -> URL {
        (path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)).standardizedFileURL
    }

    /// Every `.swift` file below `folder`, skipping hidden folders and build products.
    private static func swiftFilesBelow(_ folder: URL) -> [URL] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        var found: [URL] = []
        while let url = walker?.nextObject() as? URL {
            if [".build", "Pods", "Carthage", "DerivedData"].contains(url.lastPathComponent) {
                walker?.skipDescendants()
                continue
            }
            if url.pathExtension == "swift" { found.append(url.standardizedFileURL) }
        }
        return found
    }

    private static func kind(of value: Any) -> String {
        switch value {
        case is String: "a string"
        case is NSNumber: "a number or boolean"
        case is [Any]: "an array"
        case is [String: Any]: "an object"
        case is NSNull: "null"
        default: "\(type(of: value))"
        }
    }
}
