import DesignableCLI
import DesignableGallery
import Foundation
import XCTest

/// `designable demo`: every view along every path, on disk, in the page and in the summary.
final class DemoTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("designable-demo-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testDemoWritesAPNGPerViewAndPathAndThePage() throws {
        let result = try DemoRunner.run(into: directory)
        XCTAssertEqual(result.rows.map(\.name), Gallery.all.map(\.name))
        for item in Gallery.all {
            for path in ["code", "coder", "designTime"] {
                let png = directory.appendingPathComponent("\(item.name)/\(path).png")
                XCTAssertTrue(FileManager.default.fileExists(atPath: png.path), png.path)
            }
        }
        let page = try String(contentsOf: result.page, encoding: .utf8)
        for item in Gallery.all { XCTAssertTrue(page.contains(item.name), item.name) }
        XCTAssertTrue(page.contains("BrokenCoderInitView/coder-diff.png"), "the page shows the twins' diffs")
        // The failures report's wipe, from the first path's render to the drifting one's.
        XCTAssertTrue(page.contains("<div class=\"wipe\"><img src=\"BrokenCoderInitView/code.png\" width=\"240\" alt=\"reference\">"
                                    + "<img class=\"top\" src=\"BrokenCoderInitView/coder.png\""), "a wipe for the drifting coder path")
        XCTAssertFalse(page.contains("<div class=\"wipe\"><img src=\"StarView/"), "no wipe where every path agrees")
    }

    func testDemoShowsEveryTwinDriftingAndEveryViewAgreeing() throws {
        let result = try DemoRunner.run(into: directory)
        XCTAssertTrue(result.surprises.isEmpty, result.surprises.map(\.name).joined(separator: ", "))
        XCTAssertEqual(Set(result.drifting.map(\.name)), Set(Gallery.brokenTwins.map(\.name)))
        let diff = directory.appendingPathComponent("BrokenAppBundleSelectorTextField/designTime-diff.png")
        XCTAssertTrue(FileManager.default.fileExists(atPath: diff.path))
    }

    func testSummaryTabulatesThePathsAndEndsWithThePage() throws {
        let result = try DemoRunner.run(items: [GalleryRendering.item("StarView"), GalleryRendering.item("BrokenCoderInitView")],
                                        into: directory)
        let lines = DemoSummary.text(result).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[0].split(separator: " ", omittingEmptySubsequences: true), ["view", "code", "coder", "design", "time"])
        XCTAssertEqual(lines[1].split(separator: " ").prefix(4), ["StarView", "✓", "✓", "✓"])
        XCTAssertEqual(lines[2].split(separator: " ").prefix(4), ["BrokenCoderInitView", "✓", "✗", "✓"])
        XCTAssertTrue(lines[2].hasSuffix("broken twin, wrong on coder"))
        XCTAssertTrue(lines.contains("As expected: every gallery view agrees on every path, and every broken twin drifts."))
        XCTAssertEqual(lines.last, "Open \(result.page.standardizedFileURL.path)")
    }
}

enum GalleryRendering {
    static func item(_ name: String) -> GalleryItem { Gallery.all.first { $0.name == name }! }
}
