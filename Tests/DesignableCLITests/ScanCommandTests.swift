import Designable
import DesignableCLI
import Foundation
import XCTest
@testable import AppViews

/// `designable scan` over the AppViews fixture module (compiled through the UIKitSources
/// plugin): every registered class and every document of its resource folders along the three
/// paths, with the matrix, the page, the JSON report and the exit status.
final class ScanCommandTests: XCTestCase {
    private var directory: URL!
    private var registry: DesignableRegistry!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("designable-scan-\(UUID().uuidString)")
        registry = DesignableRegistry()
        AppViews.registerDesignables(in: registry)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testEveryRegisteredClassIsRenderedAlongThePathsThatApplyToIt() throws {
        let result = try ScanRunner.run(registry: registry, into: directory)
        let rows = Dictionary(uniqueKeysWithValues: result.classRows.map { ($0.name, $0.cells.map(\.symbol)) })
        XCTAssertEqual(rows["RatingControl"], ["✓", "✓", "✓"])
        XCTAssertEqual(rows["PrivateBadge"], ["✓", "✓", "✓"])
        XCTAssertEqual(rows["ForgetfulButton"], ["✓", "✗", "–"],
                       "init(coder:) forgets the title, and the generated registration lets the coder path see it; not @IBDesignable, so no design time")
        XCTAssertEqual(rows["GaugeView"], ["✓", "✓", "✗"], "prepareForInterfaceBuilder, overridden in an extension, shows 60 % in the canvas only")
        XCTAssertEqual(result.classCount, registry.registeredClasses.count)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("ForgetfulButton/coder-diff.png").path))
    }

    func testEveryDocumentOfTheResourceFoldersIsRenderedWithItsClassesKnown() throws {
        let result = try ScanRunner.run(registry: registry, into: directory)
        let storyboard = try XCTUnwrap(result.documents.first { $0.file.hasSuffix("Base.lproj/Main.storyboard") })
        XCTAssertNil(storyboard.error)
        XCTAssertEqual(storyboard.unknownClasses, [])
        XCTAssertEqual(storyboard.rows, ["Main.storyboard › ProfileViewController (prf-sc-001)"])
        let card = try XCTUnwrap(result.documentRows.first { $0.name.hasPrefix("ProfileCard.xib") })
        XCTAssertFalse(card.cells.contains { if case .failed = $0 { true } else { false } }, "\(card.cells)")
    }

    func testTheJSONReportCountsAndTheExitStatusIsOneOnDrift() throws {
        let result = try ScanRunner.run(registry: registry, into: directory)
        let json = try ScanReportJSON(result).encoded()
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let summary = try XCTUnwrap(object["summary"] as? [String: Any])
        XCTAssertEqual(summary["exitStatus"] as? Int, 1)
        XCTAssertEqual(summary["classes"] as? Int, registry.registeredClasses.count)
        // Resource folders are process-wide: other tests' modules (the gallery) add theirs, whose
        // classes this registry does not know; the fixtures' own documents know every class.
        let documents = try XCTUnwrap(object["documents"] as? [[String: Any]])
        let fixtures = documents.filter { ($0["file"] as? String)?.contains("/Tests/Fixtures/AppResources/") == true }
        XCTAssertEqual(fixtures.count, 2)
        XCTAssertEqual(fixtures.compactMap { $0["unknownClasses"] as? [String] }, [[], []])
        XCTAssertGreaterThanOrEqual(summary["documentsWithEveryClassKnown"] as? Int ?? 0, 2)
        let classes = try XCTUnwrap(object["classes"] as? [[String: Any]])
        let forgetful = try XCTUnwrap(classes.first { $0["name"] as? String == "ForgetfulButton" })
        let paths = try XCTUnwrap(forgetful["paths"] as? [String: [String: String]])
        XCTAssertEqual(paths["coder"]?["status"], "differs")
        XCTAssertEqual(paths["designTime"]?["status"], "skipped")
        XCTAssertTrue(result.hasProblems)
    }

    func testThePageShowsClassesDocumentsAndTheDriftingPathsWipe() throws {
        let result = try ScanRunner.run(registry: registry, into: directory)
        let page = try String(contentsOf: result.matrix.page, encoding: .utf8)
        XCTAssertTrue(page.contains("<h2>Registered classes</h2>"))
        XCTAssertTrue(page.contains("<h2>Documents</h2>"))
        XCTAssertTrue(page.contains("<img class=\"top\" src=\"ForgetfulButton/coder.png\""), "a wipe for the drifting coder path")
        XCTAssertTrue(page.contains("not @IBDesignable: Interface Builder runs none of its code"))
    }

    func testTheCommandExitsOneWhenAPathDrifts() throws {
        AppViews.registerDesignables()
        XCTAssertEqual(DesignableCommand.run(["scan", "-o", directory.path, "--scale", "1"]), 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("index.html").path))
        XCTAssertNotEqual(DesignableCommand.run(["scan", "--resources", "/no/such/folder"]), 0)
    }
}
