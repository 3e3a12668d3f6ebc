import Foundation
@testable import Designable
import XCTest

/// UIView's API beyond layout and drawing basics: tint dimming, masks, alignment rectangles,
/// snapshots of a hierarchy, invalidating properties, content size limits and layout guides.
final class ViewAPITests: XCTestCase {
    func testADimmedTintIsAGreyOfTheSameLuminanceAndInherits() throws {
        let root = UIView()
        let child = UIView()
        root.addSubview(child)
        child.tintColor = .systemRed
        XCTAssertEqual(child.tintColor, .systemRed)
        root.tintAdjustmentMode = .dimmed
        XCTAssertEqual(child.tintAdjustmentMode, .automatic)
        let dimmed = child.tintColor.rasterColor(for: UITraitCollection(userInterfaceStyle: .light))
        XCTAssertEqual(dimmed.red, dimmed.green, accuracy: 1e-9, "grey")
        XCTAssertEqual(dimmed.green, dimmed.blue, accuracy: 1e-9)
        let red = UIColor.systemRed.rasterColor(for: UITraitCollection(userInterfaceStyle: .light))
        XCTAssertEqual(dimmed.red, 0.2126 * red.red + 0.7152 * red.green + 0.0722 * red.blue, accuracy: 1e-9)
        child.tintAdjustmentMode = .normal
        XCTAssertEqual(child.tintColor, .systemRed, "a normal subview keeps its tint under a dimmed one")
    }

    func testAMaskViewShowsTheViewOnlyWhereItDraws() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.backgroundColor = .black
        let mask = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        mask.backgroundColor = .white
        view.mask = mask
        XCTAssertTrue(view.layer.mask === mask.layer)
        let bitmap = try ViewRenderer.render(view, scale: 1)
        XCTAssertEqual(bitmap.pixel(x: 5, y: 5)?.a, 255)
        XCTAssertEqual(bitmap.pixel(x: 15, y: 5)?.a, 0)
    }

    func testAlignmentRectsAndMarginHooks() {
        final class Shadowed: UIView {
            var marginChanges = 0
            override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 4, right: 2) }
            override func layoutMarginsDidChange() { marginChanges += 1 }
        }
        let view = Shadowed(frame: CGRect(x: 10, y: 10, width: 50, height: 30))
        XCTAssertEqual(view.alignmentRect(forFrame: view.frame), CGRect(x: 10, y: 10, width: 48, height: 26))
        XCTAssertEqual(view.frame(forAlignmentRect: CGRect(x: 10, y: 10, width: 48, height: 26)), view.frame)
        view.layoutMargins = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        view.layoutMargins = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        XCTAssertEqual(view.marginChanges, 1, "told once, when they changed")
        view.anchorPoint = CGPoint(x: 0, y: 0)
        XCTAssertEqual(view.layer.anchorPoint, .zero)
        view.transform3D = CATransform3DMakeScale(2, 2, 1)
        XCTAssertEqual(view.transform, CGAffineTransform(scaleX: 2, y: 2))
    }

    func testDrawHierarchyAndSnapshotViewsCaptureTheViewAsItIsNow() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .systemGreen
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        dot.backgroundColor = .black
        view.addSubview(dot)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in
            XCTAssertTrue(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 20, height: 20), afterScreenUpdates: true))
        }
        XCTAssertEqual(image.bitmap.pixel(x: 8, y: 8)?.r, 0, "the dot, drawn twice as large")
        XCTAssertEqual(image.bitmap.pixel(x: 15, y: 15)?.g, 199, "system green")
        let snapshot = try XCTUnwrap(view.snapshotView(afterScreenUpdates: false))
        view.backgroundColor = .systemRed
        let drawn = try ViewRenderer.render(snapshot, scale: 1)
        XCTAssertEqual(drawn.pixel(x: 8, y: 8)?.g, 199, "later changes do not reach the snapshot")
    }

    func testAnInvalidatingPropertyInvalidatesItsViewOnChange() {
        final class Gauge: UIView {
            @UIView.Invalidating(.intrinsicContentSize) var value: CGFloat = 1
            var invalidations = 0
            override func invalidateIntrinsicContentSize() {
                super.invalidateIntrinsicContentSize()
                invalidations += 1
            }
        }
        let gauge = Gauge()
        gauge.value = 2
        gauge.value = 2
        XCTAssertEqual(gauge.value, 2)
        XCTAssertEqual(gauge.invalidations, 1)
    }

    func testContentSizeLimitsClampTheTraitsBelow() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        root.addSubview(child)
        root.maximumContentSizeCategory = .extraLarge
        root.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        XCTAssertEqual(child.traitCollection.preferredContentSizeCategory, .extraLarge)
        XCTAssertTrue(root.appliedContentSizeCategoryLimitsDescription.contains("UICTContentSizeCategoryXL"))
    }

    func testTheKeyboardAndReadableGuides() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 600))
        view.deviceSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
        XCTAssertEqual(view.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 580, width: 1024, height: 20))
        XCTAssertEqual(view.readableContentGuide.layoutFrame.width, 672)
        XCTAssertEqual(view.readableContentGuide.layoutFrame.midX, 512)
        let phone = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        XCTAssertEqual(phone.readableContentGuide.layoutFrame, phone.layoutMarginsGuide.layoutFrame)
    }
}
