import Foundation

/// A SARIF 2.1.0 log: what `designable scan --sarif`, `designable check --sarif` and failing
/// snapshot tests (`results.sarif` beside the artifacts) write, so that GitHub code scanning
/// and other SARIF readers show each result on the line it is about.
///
/// Paths inside ``root`` are written relative to it with the base id `SRCROOT`, which
/// `originalUriBaseIds` maps to the root's `file:` URI: GitHub resolves such paths against the
/// repository checked out, so run the command from the repository's root. Paths outside it are
/// absolute `file:` URIs. Keys are sorted and nothing depends on time, so the same results
/// give the same bytes.
///
/// ```swift
/// let log = SARIFLog(tool: "designable check", rules: [.init(id: "misplacedView", summary: "A view is not where its constraints put it.")],
///                    results: [.init(ruleID: "misplacedView", level: .warning, message: "misplaced view …",
///                                    file: "App/Main.storyboard", line: 40)],
///                    root: URL(fileURLWithPath: "."))
/// try log.write(to: URL(fileURLWithPath: "check.sarif"))
/// ```
package struct SARIFLog: Sendable {
    /// How serious a result is, in SARIF's words.
    package enum Level: String, Sendable, Encodable {
        case error, warning, note
    }

    /// A kind of result the tool reports, listed once in the log's `rules`.
    package struct Rule: Sendable, Equatable {
        package var id: String
        /// One sentence saying what the rule finds.
        package var summary: String

        package init(id: String, summary: String) {
            self.id = id
            self.summary = summary
        }
    }

    /// One thing found, and where.
    package struct Result: Sendable, Equatable {
        package var ruleID: String
        package var level: Level
        package var message: String
        /// The file it is about, absolute or relative to the current folder; `nil` for none.
        package var file: String?
        /// The 1-based line, or `nil` (or 0) for the whole file.
        package var line: Int?

        package init(ruleID: String, level: Level, message: String, file: String?, line: Int?) {
            self.ruleID = ruleID
            self.level = level
            self.message = message
            self.file = file
            self.line = line
        }
    }

    /// The tool's name, such as `designable scan`.
    package var tool: String
    package var rules: [Rule]
    package var results: [Result]
    /// The folder relative paths are written against: the repository's root.
    package var root: URL

    package init(tool: String, rules: [Rule], results: [Result], root: URL) {
        self.tool = tool
        self.rules = rules
        self.results = results
        self.root = root
    }

    /// The base id relative paths are written against.
    package static let rootBaseID = "SRCROOT"

    /// The log as JSON, pretty-printed with sorted keys.
    package func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(Document(self))
    }

    /// Writes the log to `url` atomically.
    package func write(to url: URL) throws {
        try AtomicFile.write(encoded(), to: url)
    }

    /// `path` as SARIF writes it: relative to ``root`` with ``rootBaseID`` when inside it, else
    /// an absolute `file:` URI; percent-encoded either way.
    func artifactLocation(_ path: String) -> Document.ArtifactLocation {
        let base = Self.standardPath(root.path, isFolder: true)
        let absolute = Self.standardPath(path.hasPrefix("/") ? path : root.appendingPathComponent(path).path, isFolder: false)
        if absolute.hasPrefix(base) {
            return .init(uri: Self.percentEncoded(String(absolute.dropFirst(base.count))), uriBaseId: Self.rootBaseID)
        }
        return .init(uri: "file://" + Self.percentEncoded(absolute), uriBaseId: nil)
    }

    /// `root`'s `file:` URI, ending in `/` as SARIF requires of a base.
    var rootURI: String { "file://" + Self.percentEncoded(Self.standardPath(root.path, isFolder: true)) }

    private static func standardPath(_ path: String, isFolder: Bool) -> String {
        let standard = URL(fileURLWithPath: path).standardizedFileURL.path
        return isFolder && !standard.hasSuffix("/") ? standard + "/" : standard
    }

    private static func percentEncoded(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ";?#[]")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    /// The JSON document, shaped as the SARIF 2.1.0 schema has it.
    struct Document: Encodable {
        struct Message: Encodable { var text: String }
        struct ArtifactLocation: Encodable {
            var uri: String
            var uriBaseId: String?
        }
        struct Region: Encodable { var startLine: Int }
        struct PhysicalLocation: Encodable {
            var artifactLocation: ArtifactLocation
            var region: Region?
        }
        struct Location: Encodable { var physicalLocation: PhysicalLocation }
        struct ResultObject: Encodable {
            var ruleId: String
            var ruleIndex: Int?
            var level: Level
            var message: Message
            var locations: [Location]?
        }
        struct RuleObject: Encodable {
            var id: String
            var shortDescription: Message
        }
        struct Driver: Encodable {
            var name: String
            var rules: [RuleObject]
        }
        struct Tool: Encodable { var driver: Driver }
        struct BaseURI: Encodable {
            var uri: String
            var description: Message
        }
        struct Run: Encodable {
            var tool: Tool
            var originalUriBaseIds: [String: BaseURI]
            var results: [ResultObject]
            var columnKind = "unicodeCodePoints"
        }

        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }

        init(_ log: SARIFLog) {
            let ruleIndex = Dictionary(log.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
            let results = log.results.map { result in
                let location = result.file.map { file in
                    Location(physicalLocation: PhysicalLocation(artifactLocation: log.artifactLocation(file),
                                                                region: (result.line ?? 0) > 0 ? Region(startLine: result.line!) : nil))
                }
                return ResultObject(ruleId: result.ruleID, ruleIndex: ruleIndex[result.ruleID], level: result.level,
                                    message: Message(text: result.message), locations: location.map { [$0] })
            }
            let driver = Driver(name: log.tool,
                                rules: log.rules.map { RuleObject(id: $0.id, shortDescription: Message(text: $0.summary)) })
            runs = [Run(tool: Tool(driver: driver),
                        originalUriBaseIds: [SARIFLog.rootBaseID: BaseURI(uri: log.rootURI, description: Message(text: "The repository's root."))],
                        results: results)]
        }
    }
}
