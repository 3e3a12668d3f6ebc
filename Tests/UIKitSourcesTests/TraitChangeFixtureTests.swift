import Designable
import XCTest
@testable import AppViews

/// A controller written as iOS code reacts to trait changes in both of iOS's spellings: the
/// `traitCollectionDidChange(_:)` override and iOS 17's registrations.
final class TraitChangeFixtureTests: XCTestCase {
    func testAControllerOverridingAndRegisteringForTraitChangesIsToldOfEachChange() throws {
        AppViews.registerDesignables()
        let controller = ThemedViewController()
        _ = try ViewRenderer.render(controller.view, scale: 1, traits: UITraitCollection(userInterfaceStyle: .dark))
        XCTAssertEqual(controller.appearanceChanges, 1)
        XCTAssertEqual(controller.registeredStyles, [.dark])
        XCTAssertEqual(controller.sizeChanges, 1, "unspecified before the first render, .large in it")
        XCTAssertEqual(controller.view.backgroundColor, .black)
        _ = try ViewRenderer.render(controller.view, scale: 1, traits: UITraitCollection(preferredContentSizeCategory: .extraLarge))
        XCTAssertEqual(controller.registeredStyles, [.dark, .light])
        XCTAssertEqual(controller.sizeChanges, 2)
        XCTAssertEqual(controller.view.backgroundColor, .white)
    }
}
