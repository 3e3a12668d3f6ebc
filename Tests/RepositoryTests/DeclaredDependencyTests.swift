import Foundation
import TestSupport
import XCTest

/// Every module a target's sources import is one of its declared dependencies, read from
/// Package.swift's text (`swift package dump-package` takes seconds): a module reached only
/// through another's dependencies builds by luck of the graph, and breaks when that one changes.
final class DeclaredDependencyTests: XCTestCase {
    func testEveryModuleATargetImportsIsDeclared() throws {
        let root = SharedCorpus.packageRoot
        let targets = try ManifestTargets.read(String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8))
        XCTAssertGreaterThan(targets.count, 30, "expected the package's targets")
        for target in targets {
            let imported = try ManifestTargets.imports(below: root.appendingPathComponent(target.path), excluding: target.excluded)
            let undeclared = imported.subtracting(target.dependencies).subtracting(ManifestTargets.platformModules).subtracting([target.name])
            XCTAssertEqual(undeclared, [], "\(target.name) imports modules Package.swift does not give it")
        }
    }

    func testTheCLILibraryIsNotBuiltOnTheGallery() throws {
        let manifest = try String(contentsOf: SharedCorpus.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let cli = try XCTUnwrap(ManifestTargets.read(manifest).first { $0.name == "DesignableCLI" })
        XCTAssertFalse(cli.dependencies.contains("DesignableGallery"), "a project's own command would ship the demo's views")
        XCTAssertFalse(cli.dependencies.contains("DesignableDemo"))
    }
}

/// The targets of Package.swift as its text declares them.
enum ManifestTargets {
    struct Target {
        var name: String
        var path: String
        var dependencies: Set<String>
        var excluded: [String]
    }

    /// What the toolchain and the platforms provide.
    static let platformModules: Set<String> = [
        "Foundation", "FoundationXML", "FoundationNetworking", "FoundationEssentials", "Dispatch", "Observation", "Glibc", "Musl", "Darwin",
        "XCTest", "Testing", "UIKit", "QuartzCore", "AppKit",
    ]

    static func read(_ manifest: String) throws -> [Target] {
        let declaration = try NSRegularExpression(pattern: #"\.(target|testTarget|executableTarget)\(name: "([^"]+)""#)
        let whole = NSRange(manifest.startIndex..., in: manifest)
        let matches = declaration.matches(in: manifest, range: whole)
        return matches.enumerated().map { index, match in
            let end = index + 1 < matches.count ? matches[index + 1].range.location : whole.length
            let text = (manifest as NSString).substring(with: NSRange(location: match.range.location, length: end - match.range.location))
            let kind = (manifest as NSString).substring(with: match.range(at: 1))
            let name = (manifest as NSString).substring(with: match.range(at: 2))
            let path = strings(after: "path: ", in: text).first ?? (kind == "testTarget" ? "Tests/\(name)" : "Sources/\(name)")
            let dependencies = text.range(of: "dependencies: [").map { range -> Set<String> in
                let list = text[range.upperBound...].prefix { $0 != "]" }
                let products = strings(after: ".product(name: ", in: String(list))
                return Set(quoted(String(list)).filter { !["swift-argument-parser", "xctest-dynamic-overlay", "swift-custom-dump", "swift-syntax",
                                                           "swift-snapshot-testing"].contains($0) } + products)
            } ?? []
            let excluded = text.range(of: "exclude: [").map { quoted(String(text[$0.upperBound...].prefix { $0 != "]" })) } ?? []
            return Target(name: name, path: path, dependencies: dependencies, excluded: excluded)
        }
    }

    /// The modules imported at the top level of the Swift files below `folder`.
    static func imports(below folder: URL, excluding excluded: [String]) throws -> Set<String> {
        var modules: Set<String> = []
        let skipped = excluded.map { folder.appendingPathComponent($0).standardizedFileURL.path + "/" }
        for case let file as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects ?? []
        where file.pathExtension == "swift" && !skipped.contains(where: { file.standardizedFileURL.path.hasPrefix($0) }) {
            // At the start of a line: an indented import is in a string of source that a test compiles.
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") where !(line.first?.isWhitespace ?? true) {
                var words = line.split(separator: " ").map(String.init)
                while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
                guard words.first == "import", words.count >= 2 else { continue }
                let kinds: Set<String> = ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"]
                let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
                modules.insert(String(path.prefix { $0 != "." && $0 != ";" }))
            }
        }
        return modules
    }

    private static func quoted(_ text: String) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    private static func strings(after label: String, in text: String) -> [String] {
        var result: [String] = []
        var rest = Substring(text)
        while let range = rest.range(of: label + "\"") {
            let value = rest[range.upperBound...].prefix { $0 != "\"" }
            result.append(String(value))
            rest = rest[range.upperBound...]
        }
        return result
    }
}
