import Foundation
import SourceBridge
import TestSupport
import XCTest

/// The gallery's committed translation is exactly what the UIKitSources tool writes from its
/// UIKit sources, so the gallery is compiled as the plugin would compile it without this package
/// applying the plugin to any target (which would make every dependent build swift-syntax).
final class GalleryTranslationTests: XCTestCase {
    func testTheCommittedTranslationIsWhatTheToolWrites() throws {
        let root = SharedCorpus.packageRoot
        let views = "Sources/DesignableGallery/Views"
        let translated = root.appendingPathComponent("Sources/DesignableGallery/Translated")
        let walker = FileManager.default.enumerator(at: root.appendingPathComponent(views), includingPropertiesForKeys: nil)
        var paths: [String] = []
        for case let url as URL in walker?.allObjects ?? [] where url.pathExtension == "swift" {
            paths.append(views + url.path.dropFirst(root.appendingPathComponent(views).path.count))
        }
        paths.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        XCTAssertGreaterThan(paths.count, 10)
        let inputs = try paths.map { SourceInput(path: $0, text: try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) }
        let result = ModuleTranslator(moduleName: "DesignableGallery").translate(inputs)
        XCTAssertEqual(result.diagnostics.map(\.description), [])
        let regenerate = "run scripts/translate-gallery.sh after changing the gallery's views or the translator"
        for (path, text) in zip(paths, result.files) {
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension + ".bridged.swift"
            let committed = try? String(contentsOf: translated.appendingPathComponent(name), encoding: .utf8)
            XCTAssertEqual(committed, text, "Translated/\(name) is stale: \(regenerate)")
        }
        let registration = try? String(contentsOf: translated.appendingPathComponent("DesignableGallery+registerDesignables.swift"), encoding: .utf8)
        XCTAssertEqual(registration, result.registration, "the registration is stale: \(regenerate)")
        let committedNames = try FileManager.default.contentsOfDirectory(atPath: translated.path).sorted()
        XCTAssertEqual(committedNames.count, paths.count + 1, "Translated/ holds a file no view source gives: \(regenerate)")
    }
}
