import Designable
import DesignableCLI
import DesignableDemo
import DesignableGallery
import Foundation
import Raster
import XCTest

/// What each gallery view promises, checked on its geometry and layers.
final class GalleryViewTests: XCTestCase {
    /// As a suite registers its module's views before each test, so any test runs alone: a
    /// view's nib and images are found through its registration.
    override func setUp() {
        super.setUp()
        Gallery.register()
    }

    func testStarPathsOuterPointsTouchAllFourEdges() {
        let rect = CGRect(x: 10, y: 20, width: 90, height: 60)
        let bounds = StarView.starPath(in: rect).bounds
        XCTAssertEqual(bounds.minX, rect.minX, accuracy: 1e-9)
        XCTAssertEqual(bounds.maxX, rect.maxX, accuracy: 1e-9)
        XCTAssertEqual(bounds.minY, rect.minY, accuracy: 1e-9)
        XCTAssertEqual(bounds.maxY, rect.maxY, accuracy: 1e-9)
    }

    func testStarEllipseViewCentresItsStarFivePointsSmaller() {
        let view = StarEllipseView(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        view.layoutIfNeeded()
        XCTAssertEqual(view.starView.bounds.width, 75, accuracy: 0.5)
        XCTAssertEqual(view.starView.bounds.height, 55, accuracy: 0.5)
        XCTAssertEqual(view.starView.center.x, 40, accuracy: 0.5)
        XCTAssertEqual(view.starView.center.y, 30, accuracy: 0.5)
    }

    func testStarEllipseViewDecodedFromACoderBuildsItsStarToo() throws {
        let decoded = try XCTUnwrap(StarEllipseView(coder: EmptyKeyedCoder()))
        XCTAssertTrue(decoded.starView.superview === decoded)
    }

    func testInspectableViewAppliesItsInitialCornerRadiusAndLaterChanges() {
        let view = InspectableView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        XCTAssertEqual(view.layer.cornerRadius, 12, "the initial value reaches the layer although no didSet ran")
        view.cornerRadius = 4
        XCTAssertEqual(view.layer.cornerRadius, 4)
    }

    func testBrokenAccentStripeViewLeavesItsStripeClearDespiteItsProperty() {
        let view = BrokenAccentStripeView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        XCTAssertEqual(view.accentColor.cgColor, UIColor.systemPink.cgColor)
        XCTAssertNil(view.stripe.backgroundColor, "Swift runs no didSet for an assignment in the class's own init")
        view.accentColor = .systemPink
        XCTAssertEqual(view.stripe.backgroundColor, UIColor.systemPink.cgColor, "assigned from outside, the observer runs")
    }

    func testBorderInspectablesWriteThroughToTheLayer() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.borderWidth = 2
        view.borderColor = .red
        view.testingId = "card"
        XCTAssertEqual(view.layer.borderWidth, 2)
        XCTAssertEqual(view.layer.borderColor, UIColor.red.cgColor)
        XCTAssertEqual(view.accessibilityIdentifier, "card")
    }

    func testBigBorderIsAPseudoPropertyOverBorderWidth() {
        let view = UIView(frame: .zero)
        view.borderWidth = 2
        XCTAssertFalse(view.bigBorder)
        view.bigBorder = false
        XCTAssertEqual(view.borderWidth, 2, "switching off a border that is not big leaves it alone")
        view.bigBorder = true
        XCTAssertEqual(view.borderWidth, UIView.bigBorderWidth)
        XCTAssertTrue(view.bigBorder)
        view.bigBorder = false
        XCTAssertEqual(view.borderWidth, 1)
    }

    func testSelectorOptionCountSetsTheOpenHeight() {
        let field = SelectorTextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        XCTAssertEqual(field.intrinsicContentSize.height, 44, "closed: the field row only")
        field.isOpen = true
        field.options = ["A", "B", "C", "D", "E"]
        XCTAssertEqual(field.intrinsicContentSize.height, 44 + 5 * SelectorOptionsTable.rowHeight)
        XCTAssertEqual(field.intrinsicContentSize.width, UIView.noIntrinsicMetric)
    }

    func testSelectorCentresTextOnTheWholeFieldWhileTheSeedsTwinDoesNot() {
        let bounds = CGRect(x: 0, y: 0, width: 240, height: 44)
        XCTAssertEqual(SelectorTextField(frame: bounds).textRect(forBounds: bounds).midX, 120)
        XCTAssertEqual(BrokenSeedSelectorTextField(frame: bounds).textRect(forBounds: bounds).midX,
                       120 - SelectorTextField.arrowSlotWidth / 2, "the seed centres beside the arrow")
    }

    func testSelectorFindsItsArrowInItsOwnBundleEvenWithoutAnAppBundle() {
        UIImage.withAppBundle(nil) {
            let field = SelectorTextField(frame: CGRect(x: 0, y: 0, width: 240, height: 44))
            field.layoutIfNeeded()
            XCTAssertEqual(field.arrowView.image?.size, CGSize(width: 12, height: 8))
            let twin = BrokenAppBundleSelectorTextField(frame: CGRect(x: 0, y: 0, width: 240, height: 44))
            twin.layoutIfNeeded()
            XCTAssertNil(twin.arrowView.image, "UIImage(named:) needs the app bundle")
        }
    }

    func testSelectorDividerTracksTheBottomOfTheField() {
        let field = SelectorTextField(frame: CGRect(x: 0, y: 0, width: 240, height: 44))
        field.dividerSize = 2
        field.layoutIfNeeded()
        XCTAssertEqual(field.divider.frame, CGRect(x: 0, y: 42, width: 240, height: 2))
        field.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
        field.layoutIfNeeded()
        XCTAssertEqual(field.divider.frame, CGRect(x: 0, y: 48, width: 300, height: 2))
        field.dividerEnabled = false
        XCTAssertTrue(field.divider.isHidden)
    }

    func testPlaceholderShowsOnlyWhileTheTextViewIsEmpty() throws {
        let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 160, height: 40))
        let blank = try ViewRenderer.render(view, scale: 1)
        view.placeholder = "Say something"
        let placeholder = try ViewRenderer.render(view, scale: 1)
        view.text = "Hi"
        let typed = try ViewRenderer.render(view, scale: 1)
        XCTAssertNotEqual(placeholder.bytes, blank.bytes, "the placeholder draws while empty")
        view.placeholder = nil
        XCTAssertEqual(try ViewRenderer.render(view, scale: 1).bytes, typed.bytes, "with text, the placeholder draws nothing")
    }

    func testBrokenCoderInitViewDecodedFromACoderNeverLoadsItsNib() throws {
        let decoded = try XCTUnwrap(BrokenCoderInitView(coder: EmptyKeyedCoder()))
        XCTAssertNil(decoded.titleLabel)
        XCTAssertTrue(decoded.subviews.isEmpty)
        let made = BrokenCoderInitView(frame: CGRect(x: 0, y: 0, width: 240, height: 76))
        XCTAssertEqual(made.titleLabel?.text, "Name", "init(frame:) loads the nib")
        XCTAssertTrue(made.textField?.isDescendant(of: made) ?? false)
    }

    func testXibBackedViewLoadsItsNibFromBothInitialisersAndConnectsItsOutlets() throws {
        let made = XibBackedView(frame: CGRect(x: 0, y: 0, width: 240, height: 76))
        let decoded = try XCTUnwrap(XibBackedView(coder: EmptyKeyedCoder()))
        for view in [made, decoded] {
            let content = try XCTUnwrap(view.contentView)
            XCTAssertTrue(content.superview === view)
            XCTAssertEqual(view.titleLabel?.text, "Name")
            XCTAssertEqual(view.textField?.placeholder, "Your name")
            XCTAssertEqual(view.textField?.borderStyle, .roundedRect)
            XCTAssertTrue(view.titleLabel.isDescendant(of: content) && view.textField.isDescendant(of: content))
        }
        made.title = "Email"
        made.placeholder = "you@example.com"
        XCTAssertEqual(made.titleLabel.text, "Email", "the inspectables reach the nib's views")
        XCTAssertEqual(made.textField.placeholder, "you@example.com")
    }

    func testXibBackedViewsContentFollowsItsBoundsAndKeepsTheNibsConstraints() throws {
        let view = XibBackedView(frame: CGRect(x: 0, y: 0, width: 320, height: 90))
        view.layoutIfNeeded()
        let content = try XCTUnwrap(view.contentView)
        XCTAssertEqual(content.frame, view.bounds)
        XCTAssertEqual(view.titleLabel.frame.minX, 12)
        XCTAssertEqual(view.textField.frame.maxX, 320 - 12, "trailing 12 pt, by the nib's constraints")
        XCTAssertEqual(view.textField.frame.minY, view.titleLabel.frame.maxY + 8)
    }

    func testGalleryRegistersEveryClassWithItsInspectables() throws {
        let registry = DesignableRegistry()
        Gallery.register(in: registry)
        Gallery.register(in: registry)
        for item in Gallery.all {
            XCTAssertNotNil(registry.designableClass(named: item.name), item.name)
        }
        let selector = try XCTUnwrap(registry.designableClass(named: "SelectorTextField"))
        XCTAssertEqual(selector.inspectableNames, ["arrowColor", "initialText", "selectorTextColor", "selectorFontSize",
                                                   "selectorBackgroundColor", "dividerEnabled", "dividerSize", "dividerColor"])
    }
}

/// A keyed coder holding nothing: `init(coder:)` with UIKit's defaults, to check what an
/// initialiser does on its own.
private final class EmptyKeyedCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
}
