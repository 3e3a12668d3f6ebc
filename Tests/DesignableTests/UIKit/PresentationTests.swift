import Designable
import Foundation
import Raster
import XCTest

/// `present(_:animated:completion:)`, `dismiss(animated:completion:)` and `UIAlertController`,
/// as apps call them: at once here, with the relationships UIKit keeps.
final class PresentationTests: XCTestCase {
    func testPresentingMakesTheRelationshipAndRunsTheCompletionAtOnce() {
        let root = UIViewController(), sheet = UIViewController()
        var completed = false
        root.present(sheet, animated: true) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertTrue(sheet.presentingViewController === root)
        XCTAssertTrue(sheet.isViewLoaded)

        let other = UIViewController()
        root.present(other, animated: false)
        XCTAssertTrue(root.presentedViewController === sheet, "a controller already presenting presents nothing, as UIKit warns")
        XCTAssertNil(other.presentingViewController)

        var dismissed = false
        sheet.dismiss(animated: true) { dismissed = true }  // the presented one dismisses itself
        XCTAssertTrue(dismissed)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(sheet.presentingViewController)
        root.present(other, animated: false)
        XCTAssertTrue(root.presentedViewController === other, "free to present again")
        root.dismiss(animated: false)
        XCTAssertNil(root.presentedViewController, "the presenter dismisses what it presents")
    }

    func testAnAlertKeepsItsActionsAndATapRunsTheHandlerAfterDismissing() {
        let root = UIViewController()
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        var chosen: [String] = []
        let delete = UIAlertAction(title: "Delete", style: .destructive) { action in
            chosen.append(action.title ?? "")
            XCTAssertNil(root.presentedViewController, "dismissed before the handler runs")
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(delete)
        XCTAssertNil(alert.textFields)
        alert.addTextField { $0.placeholder = "Name" }
        XCTAssertEqual(alert.textFields?.first?.placeholder, "Name")
        XCTAssertEqual(alert.actions.map(\.title), ["Cancel", "Delete"])
        XCTAssertEqual(alert.preferredStyle, .alert)
        XCTAssertEqual(alert.modalPresentationStyle, .overFullScreen)

        root.present(alert, animated: true)
        delete.isEnabled = false
        alert.simulateTap(on: delete)
        XCTAssertEqual(chosen, [], "a disabled action does nothing")
        delete.isEnabled = true
        alert.simulateTap(on: delete)
        XCTAssertEqual(chosen, ["Delete"])
    }

    func testTheAlertDrawsAPanelOverADimmedScreen() throws {
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        let bitmap = try ViewRenderer.render(alert.view, scale: 1)
        XCTAssertEqual([bitmap.width, bitmap.height], [390, 844])
        let corner = try XCTUnwrap(bitmap.pixel(x: 2, y: 2))
        XCTAssertEqual(corner.a, 51, "the dimming view: black at 20%")
        let panel = try XCTUnwrap(bitmap.unpremultipliedPixel(x: 195 - 120, y: 422))
        XCTAssertEqual([panel.r, panel.g, panel.b, panel.a], [242, 242, 247, 255], "secondarySystemBackground, in the middle")
    }
}
