import DesignableCLI
import Foundation
import XCTest

/// `designable report`: the HTML page rebuilt from the failures in an artifacts folder.
final class ReportCommandTests: XCTestCase {
    private var package: FailingPackage!

    override func setUpWithError() throws {
        package = try FailingPackage()
    }

    override func tearDownWithError() throws {
        package.remove()
    }

    func testReportRebuildsThePageFromEveryFailure() throws {
        for name in ["first", "second"] {
            package.fail(name, recorded: FailingPackage.swatch(FailingPackage.red), actual: FailingPackage.swatch(FailingPackage.blue), as: .image)
        }
        let page = package.artifacts.appendingPathComponent("report.html")
        try FileManager.default.removeItem(at: page)
        XCTAssertEqual(DesignableCommand.run(["report", package.artifacts.path]), 0)
        let html = try String(contentsOf: page, encoding: .utf8)
        XCTAssertTrue(html.contains("<p>2 snapshot failures.</p>"), html)
        XCTAssertTrue(html.contains("<h3>testFixture.first</h3>") && html.contains("<h3>testFixture.second</h3>"))
        XCTAssertTrue(html.contains("<img src=\"FailingPackage/testFixture.first/diff.png\""), "the tests' own renderer, images relative to the page")
    }

    func testReportFindsThePackagesDefaultFolder() throws {
        package.fail("only", recorded: FailingPackage.swatch(FailingPackage.red), actual: FailingPackage.swatch(FailingPackage.blue), as: .image)
        try FileManager.default.removeItem(at: package.artifact("only"))
        XCTAssertEqual(DesignableCommand.run(["report", "--package-path", package.root.path]), 0)
        let html = try String(contentsOf: package.artifacts.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("No snapshot failures."), "a failure deleted by hand leaves the page")
    }

    func testAMissingFolderExitsTwo() throws {
        XCTAssertEqual(DesignableCommand.run(["report", package.root.appendingPathComponent("nowhere").path]), 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: package.root.appendingPathComponent("nowhere").path), "nothing created")
    }
}
