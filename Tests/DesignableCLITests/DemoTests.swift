import DesignableCLI
import DesignableDemo
import DesignableGallery
import Foundation
import XCTest

/// `designable demo`: every view along every path, on disk, in the page and in the summary.
final class DemoTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        DesignableCommand.useDemo(.designable)  // as Designable's own `designable` command runs
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("designable-demo-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testDemoWritesAPNGPerViewAndPathAndThePage() throws {
        let result = try DemoRunner.run(.designable, into: directory)
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
        let result = try DemoRunner.run(.designable, into: directory)
        XCTAssertTrue(result.surprises.isEmpty, result.surprises.map(\.name).joined(separator: ", "))
        XCTAssertEqual(Set(result.drifting.map(\.name)), Set(Gallery.brokenTwins.map(\.name)))
        let diff = directory.appendingPathComponent("BrokenAppBundleSelectorTextField/designTime-diff.png")
        XCTAssertTrue(FileManager.default.fileExists(atPath: diff.path))
    }

    func testSummaryTabulatesThePathsAndEndsWithThePage() throws {
        let result = try DemoRunner.run(.designable, items: [GalleryRendering.item("StarView"), GalleryRendering.item("BrokenCoderInitView")],
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

/// The gallery is the demo of Designable's own `designable` command only: a project's command
/// built on the `DesignableCLI` library has none, and says where the demo is.
final class DemoPackagingTests: XCTestCase {
    func testDemoInACommandWithoutTheGallerySaysWhereTheDemoIs() throws {
        let previous = DesignableCommand.demo
        DesignableCommand.useDemo(nil)
        defer { DesignableCommand.useDemo(previous) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("designable-no-demo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (status, message) = try StandardError.capturing { DesignableCommand.run(["demo", "-o", directory.path]) }
        XCTAssertEqual(status, 1)
        XCTAssertTrue(message.contains("`swift run designable demo` in a checkout of Designable"), message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.path), "nothing rendered")
    }

    /// Package.swift's side is `DeclaredDependencyTests` in RepositoryTests.
    func testNoFileOfTheCLILibraryImportsTheGallery() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let sources = root.appendingPathComponent("Sources/DesignableCLI")
        let files = (FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.allObjects ?? [])
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        XCTAssertGreaterThan(files.count, 20, "expected the CLI's sources")
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for module in ["DesignableGallery", "DesignableDemo"] {
                XCTAssertNil(text.range(of: "import \(module)\n"), "\(file.lastPathComponent) imports \(module)")
            }
        }
    }
}

enum GalleryRendering {
    static func item(_ name: String) -> GalleryItem { Gallery.all.first { $0.name == name }! }
}
