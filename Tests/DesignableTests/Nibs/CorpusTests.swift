import Designable
import Foundation
import InterfaceBuilder
import PNGCodec
import TestSupport
import XCTest

/// Every real document in the shared corpus loads into views without error, and each screen
/// renders. The corpus is not in the repository (users' clones don't have it), so the test
/// skips when it is absent.
final class CorpusTests: XCTestCase {
    private func corpusFolder() throws -> URL { try SharedCorpus.interfaceBuilderFolder() }

    /// The view elements the corpus uses, each of which must become a view.
    private static let viewElements: Set<String> = [
        "view", "label", "button", "textField", "textView", "imageView", "stackView", "switch",
        "activityIndicatorView", "segmentedControl", "scrollView", "tableView", "tableViewCell",
        "tableViewCellContentView", "navigationBar", "tabBar",
    ]

    private func documents(in folder: URL) -> [URL] { SharedCorpus.documents(in: folder) }

    func testEveryCorpusDocumentLoadsIntoViewsAndEachScreenRenders() throws {
        let folder = try corpusFolder()
        let files = documents(in: folder)
        XCTAssertFalse(files.isEmpty, "no documents in \(folder.path)")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("designable-ib-corpus")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)

        var viewsByElement: [String: Int] = [:]
        var warningsByKind: [NibIssue.Kind: Int] = [:]
        var readerWarningsByKind: [IBWarning.Kind: Int] = [:]
        var rendered = 0
        for url in files {
            let nib: LoadedNib
            do {
                // Nothing is registered: the corpus's own classes are user code, so they fall
                // back to their UIKit classes with warnings, never errors.
                nib = try InterfaceBuilderLoader.load(contentsOf: url, registry: DesignableRegistry())
            } catch {
                XCTFail("\(url.lastPathComponent): \(error)")
                continue
            }
            // Everything under the XIB's objects and the scenes' root views; the bars of
            // navigation and tab-bar controllers belong to scenes that are skipped.
            let shown = (nib.document.objects + nib.document.scenes.compactMap(\.rootView)).flatMap(\.allObjects)
            let viewObjects = shown.filter { CorpusTests.viewElements.contains($0.element) }
            for object in viewObjects {
                if nib.view(withID: object.id) != nil {
                    viewsByElement[object.element, default: 0] += 1
                } else {
                    XCTFail("\(url.lastPathComponent): <\(object.element) id=\"\(object.id)\"> was not decoded")
                }
            }
            for (kind, n) in nib.report.countsByKind { warningsByKind[kind, default: 0] += n }
            for (kind, n) in nib.report.document.countsByKind { readerWarningsByKind[kind, default: 0] += n }

            let screens = nib.sceneRootViews.isEmpty ? nib.topLevelViews : nib.sceneRootViews
            for (i, view) in screens.enumerated() {
                let bitmap = try ViewRenderer.render(view, scale: 1)
                let name = "\(url.deletingLastPathComponent().lastPathComponent)-\(url.deletingPathExtension().lastPathComponent)-\(i).png"
                try PNG.write(bitmap, to: output.appendingPathComponent(name))
                rendered += 1
            }
        }
        XCTAssertGreaterThan(rendered, 0)
        print("""
            Corpus: \(files.count) documents loaded, \(rendered) screens rendered to \(output.path)
            views decoded by element: \(viewsByElement.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
            loader warnings by kind: \(warningsByKind.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
            reader warnings by kind: \(readerWarningsByKind.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
            """)
    }
}
