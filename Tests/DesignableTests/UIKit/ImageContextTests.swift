import Designable
import Raster
import XCTest

/// Drawing into images with UIKit's two APIs: `UIGraphicsImageRenderer` and the older
/// begin/get/end image-context functions, which real designables use to cache and tint images.
final class ImageContextTests: XCTestCase {
    private func pixel(_ image: UIImage?, _ x: Int, _ y: Int) -> PremultipliedRGBA8? { image?.bitmap.pixel(x: x, y: y) }

    func testARendererDrawsUIKitCallsIntoTheImageAtItsScale() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 4), format: format).image { context in
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 4)).fill()
            context.cgContext.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 5, y: 0, width: 5, height: 4))
        }
        XCTAssertEqual(image.size, CGSize(width: 10, height: 4))
        XCTAssertEqual(image.scale, 3)
        XCTAssertEqual(image.bitmap.width, 30)
        XCTAssertEqual(pixel(image, 2, 2), PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(pixel(image, 20, 2), PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    func testBoundsMoveTheOriginAndAnOpaqueFormatStartsBlack() {
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 1
        format.opaque = true
        let image = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 4, height: 4), format: format).image { _ in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 10, y: 10, width: 2, height: 2))
        }
        XCTAssertEqual(pixel(image, 0, 0), PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255), "(10, 10) is the image's corner")
        XCTAssertEqual(pixel(image, 3, 3), PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
    }

    func testBeginGetEndNestAndRestoreTheEnclosingContext() {
        XCTAssertNil(UIGraphicsGetCurrentContext())
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 1)
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 2))
        UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let inner = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        let outer = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        XCTAssertNil(UIGraphicsGetCurrentContext(), "every context begun was ended")
        XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext())
        XCTAssertEqual(pixel(inner, 0, 0), PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(pixel(outer, 0, 0)?.g, 255, "the outer image kept its own drawing")
        XCTAssertEqual(pixel(outer, 1, 0)?.a, 0, "and nothing of the inner one")
    }

    /// A view that tints a cached image in `draw(_:)`, as real designables do: the image context
    /// begun inside a render is current until it ends, then the view's own context is again.
    func testAnImageContextBegunInsideDrawIsCurrentUntilItEnds() throws {
        final class Tinted: UIView {
            override func draw(_ rect: CGRect) {
                UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 0)
                UIColor.red.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
                let swatch = UIGraphicsGetImageFromCurrentImageContext()
                UIGraphicsEndImageContext()
                swatch?.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2))
            }
        }
        let view = Tinted(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = .white
        let bitmap = try ViewRenderer.render(view, scale: 2)
        XCTAssertEqual(bitmap.pixel(x: 1, y: 1), PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255), "the swatch reached the view")
        XCTAssertEqual(bitmap.pixel(x: 6, y: 6), PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    func testAnEmptySizeGivesNoImageAndNeverDrawsIntoTheView() {
        UIGraphicsBeginImageContextWithOptions(.zero, false, 2)
        XCTAssertNotNil(UIGraphicsGetCurrentContext(), "a scratch context, so drawing goes nowhere")
        XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        var ran = false
        let image = UIGraphicsImageRenderer(size: .zero).image { _ in ran = true }
        XCTAssertFalse(ran)
        XCTAssertEqual(image.bitmap.width, 1)
    }

    func testPNGDataDecodesToTheSamePixels() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3))
        let data = renderer.pngData { _ in
            UIColor.orange.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 3, height: 3))
        }
        let decoded = try XCTUnwrap(UIImage(data: data, scale: 2))
        XCTAssertEqual(decoded.bitmap, renderer.image { _ in UIColor.orange.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 3, height: 3)) }.bitmap)
    }
}
