import DesignableCLI
import Foundation
import XCTest

/// `designable inspect`: the attributes inspector for a document's custom views, or a class.
final class InspectCommandTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
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
        XCTAssertEqual(lines[2].split(separator: " "), ["Star", "Color", "#FF0000", "color"])
        XCTAssertEqual(lines[4], "Mystery View")
        XCTAssertEqual(lines[5], "  MysteryView id mystery, Fixture.xib:15, not registered: renders as its view base class")
        XCTAssertEqual(lines[6], "  (no runtime attributes)")
    }

    func testARegisteredClassListsItsDeclaredInspectables() throws {
        let lines = try Inspection.registeredClass("EllipseView").split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(lines[0], "Ellipse View")
        XCTAssertEqual(lines[1], "  class EllipseView, registered")
        XCTAssertEqual(lines[2].split(separator: " "), ["Fill", "Color", "fillColor"])
    }

    func testAnUnknownSubjectExitsWithAnError() {
        XCTAssertNotEqual(DesignableCommand.run(["inspect", "NoSuchView"]), 0)
        XCTAssertEqual(DesignableCommand.run(["inspect", "StarView"]), 0)
    }
}
