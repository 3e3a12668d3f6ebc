import Designable
import DesignableCLI
import DesignableDemo
import Foundation
import PNGCodec
import Raster
import TestSupport
import XCTest

/// `designable render`: a document's scene or view to a PNG, gallery classes as themselves.
final class RenderCommandTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        DesignableCommand.useDemo(.designable)  // as Designable's own `designable` command runs
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("designable-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func writeXIB() throws -> URL { try FixtureDocument.write(to: directory) }

    func testRendersTheFirstTopLevelViewWithGalleryClassesAsThemselves() throws {
        let out = try DocumentRender.render(try writeXIB(), options: .init(scale: 1))
        XCTAssertEqual(out.bitmap.width, 100)
        XCTAssertEqual(out.bitmap.pixel(x: 25, y: 25), PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255), "the star, in its runtime colour")
        XCTAssertEqual(out.bitmap.pixel(x: 2, y: 2), PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255), "outside the star, the white root")
        XCTAssertEqual(out.bitmap.pixel(x: 75, y: 25), PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255), "the unknown class, as a plain view")
        XCTAssertTrue(out.warnings.contains { $0.contains("Unknown class MysteryView") }, out.warnings.joined(separator: "\n"))
    }

    func testRendersOneViewByIdAtAGivenSizeAndScale() throws {
        let png = directory.appendingPathComponent("star.png").path
        let status = DesignableCommand.run(["render", try writeXIB().path, "--scene", "star", "--size", "40x20", "--scale", "3", "-o", png])
        XCTAssertEqual(status, 0)
        let bitmap = try PNG.decode(contentsOf: URL(fileURLWithPath: png))
        XCTAssertEqual([bitmap.width, bitmap.height], [120, 60])
    }

    func testADeviceGivesItsScreenSizeScaleAndSafeArea() throws {
        let png = directory.appendingPathComponent("se.png").path
        XCTAssertEqual(DesignableCommand.run(["render", try writeXIB().path, "--device", "iPhone SE", "-o", png]), 0)
        let bitmap = try PNG.decode(contentsOf: URL(fileURLWithPath: png))
        XCTAssertEqual([bitmap.width, bitmap.height], [750, 1334], "375 × 667 pt at the SE's @2x")
        XCTAssertEqual(DesignableCommand.run(["render", try writeXIB().path, "--device", "iphone-15-pro-max", "--scale", "1", "-o", png]), 0)
        let scaled = try PNG.decode(contentsOf: URL(fileURLWithPath: png))
        XCTAssertEqual([scaled.width, scaled.height], [430, 932], "--scale wins over the device's")
        let out = try DocumentRender.render(try writeXIB(), options: .init(scale: 1, device: .iPhone15))
        XCTAssertEqual([out.bitmap.width, out.bitmap.height], [393, 852])
    }

    func testAnUnknownDeviceOrADeviceWithASizeIsAUsageError() throws {
        let png = directory.appendingPathComponent("x.png").path
        XCTAssertNotEqual(DesignableCommand.run(["render", try writeXIB().path, "--device", "Nokia 3310", "-o", png]), 0)
        XCTAssertNotEqual(DesignableCommand.run(["render", try writeXIB().path, "--device", "iPad", "--size", "10x10", "-o", png]), 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: png))
        XCTAssertEqual(DeviceScreen.preset(named: "IPAD"), .iPad)
        XCTAssertNil(DeviceScreen.preset(named: "iPhone 16"))
    }

    func testAnUnknownIdFailsNamingTheScenes() throws {
        XCTAssertThrowsError(try DocumentRender.render(try writeXIB(), options: .init(scene: "nope"))) { error in
            XCTAssertEqual("\(error)", #"No scene or view with id "nope". Scenes: none."#)
        }
    }

    func testRenderAllWritesOnePNGPerDocumentAndCountsFailures() throws {
        let documents = directory.appendingPathComponent("docs/nested", isDirectory: true)
        try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
        _ = try FixtureDocument.write(to: documents)
        try Data("<document".utf8).write(to: documents.deletingLastPathComponent().appendingPathComponent("Broken.storyboard"))
        var lines: [String] = []
        let out = directory.appendingPathComponent("out")
        let summary = try DocumentRender.renderAll(in: documents.deletingLastPathComponent(), into: out) { lines.append($0) }
        XCTAssertEqual(summary.rendered, 1)
        XCTAssertEqual(summary.failed, 1)
        XCTAssertTrue(lines[0].hasPrefix("[1/2] Broken.storyboard failed: "), lines[0])
        XCTAssertEqual(lines[1], "[2/2] nested/Fixture.xib → nested__Fixture.png, 1 warning")
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("nested__Fixture.png").path))
        XCTAssertEqual(DesignableCommand.run(["render", "--all", documents.deletingLastPathComponent().path, "-o", out.path]), 1)
    }

    func testTheSeedStoryboardRendersItsScene() throws {
        let storyboard = try SharedCorpus.interfaceBuilderProject("the-jack-cox__IBDesignables").appendingPathComponent("Main.storyboard")
        let out = try DocumentRender.render(storyboard, options: .init(scale: 1))
        XCTAssertEqual([out.bitmap.width, out.bitmap.height], [600, 600])
        XCTAssertFalse(out.warnings.contains { $0.contains("Unknown class StarView") }, "StarView is the gallery's")
    }
}
