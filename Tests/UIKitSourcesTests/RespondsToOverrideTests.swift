import Designable
import XCTest
@testable import AppViews

/// `override func responds(to:)` in an app's view, compiled unchanged through the plugin.
final class AppRespondsToOverrideTests: XCTestCase {
    func testTheAppsOverrideDecidesWhetherTheLabelOffersItsAction() {
        AppViews.registerDesignables()  // the selector table learns share(_:)
        let label = ShareableLabel()
        let share = Selector("share:")
        XCTAssertFalse(label.responds(to: share), "no text, no share action")
        XCTAssertFalse(label.canPerformAction(share, withSender: nil))
        label.text = "Hello"
        XCTAssertTrue(label.responds(to: share))
        XCTAssertTrue((label as NSObject).responds(to: share))
        XCTAssertTrue(label.canPerformAction(share, withSender: nil))
        XCTAssertTrue(UIApplication.shared.sendAction(share, to: label, from: nil, for: nil))
        XCTAssertEqual(label.shared, ["Hello"])
    }
}
