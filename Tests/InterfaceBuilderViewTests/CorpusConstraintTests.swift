import Designable
import Foundation
import InterfaceBuilder
import XCTest

/// The corpus's constraints, installed by the loader and solved, reproduce the frames IB
/// stored. Views whose frame follows from text (labels, buttons, text fields, and containers
/// sized around them) are counted apart: their intrinsic size depends on font metrics, which
/// differ from Apple's. The corpus is not in the repository, so the test skips when it is absent.
final class CorpusConstraintTests: XCTestCase {
    private func corpusFolder() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["DESIGNABLE_IB_CORPUS"] {
            return URL(fileURLWithPath: path)
        }
        let repository = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folder = repository.deletingLastPathComponent().appendingPathComponent("shared/corpus/ib")
        guard FileManager.default.fileExists(atPath: folder.path) else {
            throw XCTSkip("The Interface Builder corpus is not at \(folder.path); set DESIGNABLE_IB_CORPUS to a folder of .xib and .storyboard files to run this test.")
        }
        return folder
    }

    /// Elements whose size IB derives from their text's intrinsic content size.
    private static let textElements: Set<String> = ["label", "button", "textField", "segmentedControl"]

    private struct Tally {
        var matched = 0, total = 0
        var share: Double { total == 0 ? 1 : Double(matched) / Double(total) }
        var text: String { total == 0 ? "–" : "\(matched)/\(total) (\(String(format: "%.1f", share * 100))%)" }
        static func += (a: inout Tally, b: Tally) { a.matched += b.matched; a.total += b.total }
    }

    func testSolvedConstraintsReproduceTheStoredFrames() throws {
        let folder = try corpusFolder()
        let all = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        let files = all.filter { ["xib", "storyboard"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
        XCTAssertFalse(files.isEmpty)

        var nonText = Tally(), textDependent = Tally()
        var lines: [String] = []
        var misses: [String] = []
        for url in files {
            let nib = try InterfaceBuilderLoader.load(contentsOf: url, registry: DesignableRegistry())
            let rootObjects = nib.document.objects.filter { nib.view(withID: $0.id) != nil }
                + nib.document.scenes.compactMap(\.rootView)
            var fileNonText = Tally(), fileText = Tally()
            for root in rootObjects {
                guard let rootView = nib.view(withID: root.id), let stored = root.frame else { continue }
                rootView.frame = CGRect(x: stored.origin.x, y: stored.origin.y,
                                        width: stored.size.width, height: stored.size.height)
                rootView.layoutIfNeeded()
                for object in root.allObjects.dropFirst() {
                    guard let view = nib.view(withID: object.id), !view.translatesAutoresizingMaskIntoConstraints,
                          let frame = object.frame else { continue }
                    let solved = view.frame
                    let ok = abs(solved.origin.x - frame.origin.x) <= 0.5 && abs(solved.origin.y - frame.origin.y) <= 0.5
                        && abs(solved.size.width - frame.size.width) <= 0.5
                        && abs(solved.size.height - frame.size.height) <= 0.5
                    let isText = object.allObjects.contains { Self.textElements.contains($0.element) }
                    if isText { fileText.total += 1; if ok { fileText.matched += 1 } }
                    else { fileNonText.total += 1; if ok { fileNonText.matched += 1 } }
                    if !ok {
                        misses.append("  \(url.lastPathComponent) <\(object.element) id=\"\(object.id)\">\(isText ? " (text)" : ""): stored \(frame), solved \(solved)")
                    }
                }
            }
            nonText += fileNonText
            textDependent += fileText
            lines.append("  \(url.deletingLastPathComponent().lastPathComponent)/\(url.lastPathComponent): non-text \(fileNonText.text), text-dependent \(fileText.text)")
        }
        print("""
            Constrained frames within 0.5 pt of IB's, per file:
            \(lines.joined(separator: "\n"))
            overall: non-text \(nonText.text), text-dependent \(textDependent.text)
            misses:
            \(misses.joined(separator: "\n"))
            """)
        // Floors at the shares measured when constraints were first installed (5 of 23 non-text,
        // 6 of 29 text-dependent), so a regression in the loader's mapping or the solver fails.
        // Most misses are IB's simulated metrics, not the mapping: a 20 pt status bar under the
        // safe area and top layout guide, and 16/20 pt root-view margins where Designable has 8;
        // and half-point frames, which the solver rounds to whole points.
        XCTAssertEqual(nonText.total, 23, "constrained non-text views in the corpus")
        XCTAssertEqual(textDependent.total, 29, "constrained text-dependent views in the corpus")
        XCTAssertGreaterThanOrEqual(nonText.matched, 5, "non-text constrained frames matching IB's (measured 5/23, 21.7%)")
        XCTAssertGreaterThanOrEqual(textDependent.matched, 6, "text-dependent constrained frames matching IB's (measured 6/29, 20.7%)")
    }
}
