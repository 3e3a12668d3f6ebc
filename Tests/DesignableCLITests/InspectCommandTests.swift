import DesignableCLI
import DesignableDemo
import DesignableGallery
import Foundation
import XCTest

/// `designable inspect`: the attributes inspector for a document's custom views, or a class.
final class InspectCommandTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        DesignableCommand.useDemo(.designable)  // as Designable's own `designable` command runs
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("designable-inspect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testADocumentListsEachCustomObjectWithTitleCaseLabelsValuesAndTypes() throws {
        let text = try Inspection.document(try FixtureDocument.write(to: directory))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines[0], "Star View")
        XCTAssertEqual(lines[1], "  StarView id star, Fixture.xib:7, registered")
        XCTAssertEqual(lines[2].split(separator: " "), ["Star", "Color", "#FF0000", "UIColor"])
        XCTAssertEqual(lines[4], "Mystery View")
        XCTAssertEqual(lines[5], "  MysteryView id mystery, Fixture.xib:15, not registered: renders as its view base class")
        XCTAssertEqual(lines[6], "  (no runtime attributes)")
    }

    func testARegisteredClassListsItsDeclaredInspectablesWithAFreshInstancesValuesAndTypes() throws {
        let lines = try Inspection.registeredClass("EllipseView").split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(lines[0], "Ellipse View")
        XCTAssertEqual(lines[1], "  class EllipseView, registered")
        XCTAssertEqual(lines[2].split(separator: " "), ["Fill", "Color", "#007AFF", "UIColor,", "fillColor"])
        let inspectable = try Inspection.registeredClass("InspectableView")
        XCTAssertTrue(inspectable.contains("  Dot Count       5                 Int, dotCount\n"), inspectable)
        XCTAssertTrue(inspectable.contains("  Bar Frame       {12, 40, 136, 8}  CGRect, barFrame\n"), inspectable)
    }

    /// `--object`: one object's inspector, with the keys the document leaves alone shown at a
    /// fresh instance's values, as Interface Builder shows them before they are edited.
    func testOneObjectShowsItsSetAttributesThenItsDefaults() throws {
        let gallery = try XCTUnwrap(GalleryBundle.bundle.url(forResource: "Gallery", withExtension: "xib"))
        let lines = try Inspection.document(gallery, objectID: "stf-vw-001").split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "Selector Text Field")
        XCTAssertEqual(lines.count, 10, lines.joined(separator: "\n"))
        XCTAssertEqual(lines[2].split(separator: " "), ["Selector", "Font", "Size", "20", "CGFloat"])
        XCTAssertEqual(lines[6].split(separator: " "), ["Initial", "Text", "\"Select", "a", "Sport\"", "String,", "default"])
        XCTAssertEqual(lines[8].split(separator: " "), ["Selector", "Background", "Color", "#FFFFFF", "UIColor,", "default"])
        XCTAssertEqual(DesignableCommand.run(["inspect", gallery.path, "--object", "stf-vw-001"]), 0)
    }

    func testAnObjectIDTheDocumentLacksIsAnError() throws {
        let url = try FixtureDocument.write(to: directory)
        XCTAssertThrowsError(try Inspection.document(url, objectID: "nope")) { error in
            XCTAssertEqual("\(error)", "No object with id \"nope\" in the document.")
        }
        XCTAssertNotEqual(DesignableCommand.run(["inspect", url.path, "--object", "nope"]), 0)
    }

    func testAnUnknownSubjectExitsWithAnError() {
        XCTAssertNotEqual(DesignableCommand.run(["inspect", "NoSuchView"]), 0)
        XCTAssertEqual(DesignableCommand.run(["inspect", "StarView"]), 0)
    }
}
