import Designable
import XCTest

/// The trait collection holds every trait UIKit's does, merges as UIKit's does (the last
/// collection that specifies a trait wins) and compares by value.
final class TraitCollectionTests: XCTestCase {
    func testTraitsFromTakesEachTraitFromTheLastCollectionThatSpecifiesIt() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(preferredContentSizeCategory: .extraLarge),
            UITraitCollection(layoutDirection: .rightToLeft),
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge),
            UITraitCollection(userInterfaceIdiom: .pad),
            UITraitCollection(displayScale: 3),
        ])
        XCTAssertEqual(merged.preferredContentSizeCategory, .accessibilityExtraLarge)
        XCTAssertEqual(merged.layoutDirection, .rightToLeft)
        XCTAssertEqual(merged.horizontalSizeClass, .compact)
        XCTAssertEqual(merged.verticalSizeClass, .unspecified)
        XCTAssertEqual(merged.userInterfaceIdiom, .pad)
        XCTAssertEqual(merged.displayScale, 3)
        XCTAssertEqual(merged.userInterfaceStyle, .unspecified)
        XCTAssertEqual(merged.forceTouchCapability, .unknown)
    }

    func testContainsTraitsComparesOnlyWhatTheOtherCollectionSpecifies() {
        let phone = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
            UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(displayScale: 2),
        ])
        XCTAssertTrue(phone.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        XCTAssertTrue(phone.containsTraits(in: UITraitCollection()))
        XCTAssertTrue(phone.containsTraits(in: nil))
        XCTAssertFalse(phone.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
        XCTAssertFalse(phone.containsTraits(in: UITraitCollection(legibilityWeight: .bold)))
    }

    func testCollectionsAreEqualWhenEveryTraitIs() {
        let a = UITraitCollection(traitsFrom: [UITraitCollection(accessibilityContrast: .high), UITraitCollection(displayGamut: .P3)])
        let b = UITraitCollection(traitsFrom: [UITraitCollection(displayGamut: .P3), UITraitCollection(accessibilityContrast: .high)])
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hash, b.hash)
        XCTAssertNotEqual(a, UITraitCollection(accessibilityContrast: .high))
        XCTAssertTrue(a.hasDifferentColorAppearance(comparedTo: UITraitCollection()))
        XCTAssertFalse(UITraitCollection(layoutDirection: .rightToLeft).hasDifferentColorAppearance(comparedTo: UITraitCollection()))
    }

    func testContentSizeCategoriesOrderBySizeWithAccessibilitySizesLargest() {
        XCTAssertEqual(UIContentSizeCategory.allCategories.count, 12)
        XCTAssertEqual(UIContentSizeCategory.allCategories, UIContentSizeCategory.allCategories.sorted())
        XCTAssertLessThan(UIContentSizeCategory.extraExtraExtraLarge, .accessibilityMedium)
        XCTAssertEqual(UIContentSizeCategory.allCategories.filter(\.isAccessibilityCategory).count, 5)
        XCTAssertFalse(UIContentSizeCategory.large.isAccessibilityCategory)
        XCTAssertEqual(UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL"), .large)
    }

    func testADescriptionNamesTheSpecifiedTraits() {
        let traits = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2), UITraitCollection(layoutDirection: .rightToLeft)])
        XCTAssertEqual(traits.description, "<UITraitCollection displayScale = 2.0, userInterfaceStyle = unspecified, layoutDirection = rightToLeft>")
    }

    func testARenderKeepsTheTraitsItIsGivenAtItsOwnScale() throws {
        final class Probe: UIView {
            var seen: UITraitCollection?
            override func draw(_ rect: CGRect) { seen = traitCollection }
        }
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        _ = try ViewRenderer.render(probe, scale: 3, traits: UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 1), UITraitCollection(preferredContentSizeCategory: .small),
        ]))
        XCTAssertEqual(probe.seen?.displayScale, 3)
        XCTAssertEqual(probe.seen?.userInterfaceStyle, .light)
        XCTAssertEqual(probe.seen?.preferredContentSizeCategory, .small)
    }

    private final class Probe: UIView {
        var seen: UITraitCollection?
        var idiom: UIUserInterfaceIdiom?
        var screen: CGSize?
        override func draw(_ rect: CGRect) {
            seen = traitCollection
            idiom = UIDevice.current.userInterfaceIdiom
            screen = UIScreen.main.bounds.size
        }
    }

    /// On iOS a view in a window always has every trait specified; a render stands for a
    /// window on an iPhone unless its traits say otherwise.
    func testAPlainRenderHasTheTraitsOfAWindowOnAnIPhone() throws {
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        _ = try ViewRenderer.render(probe)
        let traits = try XCTUnwrap(probe.seen)
        XCTAssertEqual(traits.horizontalSizeClass, .compact)
        XCTAssertEqual(traits.verticalSizeClass, .regular)
        XCTAssertEqual(traits.userInterfaceIdiom, .phone)
        XCTAssertEqual(traits.layoutDirection, .leftToRight)
        XCTAssertEqual(traits.preferredContentSizeCategory, .large)
        XCTAssertEqual(traits.accessibilityContrast, .normal)
        XCTAssertEqual(traits.legibilityWeight, .regular)
        XCTAssertEqual(traits.userInterfaceLevel, .base)
        XCTAssertEqual(traits.displayScale, 2)
        XCTAssertEqual(probe.idiom, .phone)
    }

    func testPadTraitsMakeARegularWindowAndTheDeviceAndScreenAnIPads() throws {
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        _ = try ViewRenderer.render(probe, traits: UITraitCollection(userInterfaceIdiom: .pad))
        XCTAssertEqual(probe.seen?.horizontalSizeClass, .regular)
        XCTAssertEqual(probe.seen?.verticalSizeClass, .regular)
        XCTAssertEqual(probe.idiom, .pad)
        XCTAssertEqual(probe.screen, CGSize(width: 820, height: 1180))
        _ = try ViewRenderer.render(probe, traits: UITraitCollection(horizontalSizeClass: .regular))
        XCTAssertEqual(probe.seen?.horizontalSizeClass, .regular, "traits given win over the window's")
        XCTAssertEqual(probe.idiom, .phone)
        XCTAssertEqual(probe.screen, CGSize(width: 375, height: 667))
    }
}
