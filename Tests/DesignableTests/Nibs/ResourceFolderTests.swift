@testable import Designable
import Foundation
import XCTest

/// Resource folders are searched wherever they are, through symbolic links too: a checkout often
/// links the app's folder into the test package.
final class ResourceFolderTests: XCTestCase {
    func testALinkedFolderIsSearchedWhereItPoints() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("resources-\(UUID().uuidString)")
        let real = root.appendingPathComponent("App/Base.lproj")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("<document/>".utf8).write(to: real.appendingPathComponent("Card.xib"))
        try Data("<document/>".utf8).write(to: real.appendingPathComponent("Main.storyboard"))
        let link = root.appendingPathComponent("Linked")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: root.appendingPathComponent("App"))
        let found = DesignableResources.documents(inFolders: [link.path]).map(\.lastPathComponent)
        XCTAssertEqual(found, ["Card.xib", "Main.storyboard"])
        XCTAssertEqual(DesignableResources.documents(inFolders: [root.appendingPathComponent("Missing").path]), [])
    }
}
