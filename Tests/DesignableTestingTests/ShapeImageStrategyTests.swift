import Designable
import Foundation
import Raster
import TestSupport
import XCTest
@testable import DesignableTesting
@testable import SnapshotEngine

/// `.image` for layers, paths and images; masks and the absolute tolerance; `.hierarchy`.
final class ShapeImageStrategyTests: XCTestCase {
    private let black = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)
    private let clear = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0)

    func testAPathFillsItsBoundingBoxEvenOddAt1x() throws {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 10, y: 20, width: 40, height: 40))
        path.addRect(CGRect(x: 20, y: 30, width: 20, height: 20))
        let bitmap = try Snapshotting<CGPath, Bitmap>.image.snapshot(path)
        XCTAssertEqual([bitmap.width, bitmap.height], [40, 40], "cropped to the path's box, at scale 1")
        XCTAssertEqual(bitmap.pixel(x: 2, y: 2), black)
        XCTAssertEqual(bitmap.pixel(x: 20, y: 20), clear, "the even-odd rule leaves the inner square empty")
        let winding = try Snapshotting<CGPath, Bitmap>.image(scale: 2, drawingMode: .fill).snapshot(path)
        XCTAssertEqual([winding.width, winding.height], [80, 80])
        XCTAssertEqual(winding.pixel(x: 40, y: 40), black, "both rectangles wind the same way")
    }

    func testABezierPathAndAnImageAndALayerRender() throws {
        let oval = try Snapshotting<UIBezierPath, Bitmap>.image.snapshot(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 30, height: 10)))
        XCTAssertEqual([oval.width, oval.height], [30, 10])
        XCTAssertEqual(oval.pixel(x: 15, y: 5), black)
        XCTAssertEqual(oval.pixel(x: 0, y: 0), clear)

        let layer = CALayer()
        layer.frame = CGRect(x: 100, y: 100, width: 12, height: 8)
        layer.backgroundColor = UIColor.red.cgColor
        let parent = CALayer()
        parent.addSublayer(layer)
        let image = try Snapshotting<CALayer, Bitmap>.image.snapshot(layer)
        XCTAssertEqual([image.width, image.height], [24, 16])
        XCTAssertEqual(image.pixel(x: 12, y: 8), PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255), "drawn from its bounds, not its position")
        XCTAssertTrue(layer.superlayer === parent, "the layer goes back to its superlayer")
        XCTAssertEqual(layer.frame, CGRect(x: 100, y: 100, width: 12, height: 8))

        let uiImage = UIImage(bitmap: image, scale: 2)
        XCTAssertEqual(try Snapshotting<UIImage, Bitmap>.image.snapshot(uiImage).bytes, image.bytes)
        XCTAssertThrowsError(try Snapshotting<CALayer, Bitmap>.image.snapshot(CALayer()), "an empty layer fails, saying so")
    }

    func testMasksPaintRectanglesAndSubviewsMagentaSoTheyNeverFail() throws {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        card.backgroundColor = .white
        let clock = UILabel(frame: CGRect(x: 20, y: 5, width: 15, height: 10))
        clock.backgroundColor = .blue
        card.addSubview(clock)
        let strategy = Snapshotting<UIView, Bitmap>.image(scale: 1, masking: [clock, CGRect(x: 0, y: 0, width: 5, height: 5)], paths: [.code])
        let masked = try strategy.snapshot(card)
        XCTAssertEqual(masked.pixel(x: 25, y: 10), SnapshotMask.color, "the subview is covered wherever layout put it")
        XCTAssertEqual(masked.pixel(x: 2, y: 2), SnapshotMask.color)
        XCTAssertEqual(masked.pixel(x: 10, y: 15), PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255), "the rest is left alone")
        clock.backgroundColor = .green
        XCTAssertEqual(try strategy.snapshot(card).bytes, masked.bytes, "a change under a mask changes nothing")
    }

    func testMaxDifferingPixelsForgivesThatManyPixelsAndNoMore() {
        let reference = Sample.square()
        let twoOff = Sample.painted(reference, (0, 0, 2, 1), PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        XCTAssertNil(Diffing<Bitmap>.image(.exact.allowing(differingPixels: 2)).diff(reference, twoOff))
        XCTAssertNotNil(Diffing<Bitmap>.image(.exact.allowing(differingPixels: 1)).diff(reference, twoOff))
        let sandbox = SnapshotSandbox()
        XCTAssertNotNil(sandbox.verify(reference, as: .image(maxDifferingPixels: 2)), "recorded")
        XCTAssertNil(sandbox.verify(twoOff, as: .image(maxDifferingPixels: 2)))
        XCTAssertNotNil(sandbox.verify(twoOff, as: .image))
    }

    func testHierarchyListsControllersWithTheirStateAndView() throws {
        final class Parent: UIViewController {}
        final class Shown: UIViewController {}
        final class Hidden: UIViewController {}
        let parent = Parent(), shown = Shown(), hidden = Hidden()
        parent.addChild(shown)
        parent.view.addSubview(shown.view)
        parent.addChild(hidden)
        XCTAssertEqual(try Snapshotting<UIViewController, String>.hierarchy.snapshot(parent), """
            <Parent>, state: appeared, view: <UIView>
               | <Shown>, state: appeared, view: <UIView>
               | <Hidden>, state: disappeared, view: (view not loaded)

            """)
    }
}
