import Foundation
import InterfaceBuilder
import TestSupport
import XCTest

/// The corpus bar: every real document loads without error and survives a round trip: read,
/// written and read again, it is the same model, member for member.
final class CorpusTests: XCTestCase {
    func testEveryCorpusDocumentLoadsAndRoundTripsToAnEqualModel() throws {
        let directory = try SharedCorpus.interfaceBuilderFolder()
        let urls = SharedCorpus.documents(in: directory)
        XCTAssertFalse(urls.isEmpty, "no .xib or .storyboard files under \(directory.path)")

        var totalElements: [String: Int] = [:]
        var totalWarnings: [IBWarning.Kind: Int] = [:]
        for url in urls {
            let name = url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
            let loaded: IBDocument.Loaded
            do {
                loaded = try IBDocument.load(contentsOf: url)
            } catch {
                XCTFail("\(name) failed to load: \(error)")
                continue
            }
            let again = try IBDocument.load(data: loaded.document.xmlData(), file: name + " (rewritten)")
            if let difference = loaded.document.firstDifference(from: again.document) {
                XCTFail("\(name) does not round-trip: \(difference)")
            }
            XCTAssertEqual(again.document, loaded.document, "\(name) does not round-trip")
            XCTAssertEqual(again.document.xmlString(), loaded.document.xmlString(),
                           "\(name): writing is not stable once read back")
            let all = again.document.allObjects
            print("\(name): round trip equal: \(all.count) objects, \(all.map(\.constraints.count).reduce(0, +)) constraints, "
                  + "\(all.map(\.runtimeAttributes.count).reduce(0, +)) runtime attributes, "
                  + "\(all.map(\.connections.count).reduce(0, +)) connections")

            let elements = loaded.document.allObjects.reduce(into: [String: Int]()) { $0[$1.element, default: 0] += 1 }
            let warnings = loaded.report.countsByKind
            totalElements.merge(elements, uniquingKeysWith: +)
            totalWarnings.merge(warnings, uniquingKeysWith: +)
            print("\(name): objects \(Self.format(elements)); warnings \(Self.format(warnings.map { ($0.rawValue, $1) }))")
            for warning in loaded.report.warnings { print("    \(warning)") }
        }
        print("corpus: \(urls.count) files; objects \(Self.format(totalElements)); warnings \(Self.format(totalWarnings.map { ($0.rawValue, $1) }))")
    }

    private static func format(_ counts: [String: Int]) -> String { format(counts.map { ($0, $1) }) }

    private static func format(_ counts: [(String, Int)]) -> String {
        counts.isEmpty ? "none" : counts.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
            .map { "\($0.0) \($0.1)" }.joined(separator: ", ")
    }
}
