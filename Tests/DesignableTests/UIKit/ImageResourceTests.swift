import Designable
import DesignableTesting
import Foundation
import XCTest

final class ImageResourceTests: XCTestCase {
    func testNamedImagesComeFromTheConfiguredAppBundleWithTheirScale() throws {
        let dir = try TestImages.folder(["arrow": TestImages.chevron()])
        let bundle = try XCTUnwrap(Bundle(path: dir.path))
        try UIImage.withAppBundle(bundle) {
            let image = try XCTUnwrap(UIImage(named: "arrow"))
            XCTAssertEqual(image.scale, 2, "the @2x suffix gives the scale")
            XCTAssertEqual(image.size, CGSize(width: 16, height: 16))
            XCTAssertNil(UIImage(named: "missing"), "a missing image is nil, as in UIKit")
        }
    }

    func testNoAppBundleFindsNothingButAnExplicitBundleStillWorks() throws {
        let dir = try TestImages.folder(["arrow": TestImages.chevron()])
        let bundle = try XCTUnwrap(Bundle(path: dir.path))
        UIImage.withAppBundle(nil) {
            XCTAssertNil(UIImage(named: "arrow"))
            XCTAssertNotNil(UIImage(named: "arrow", in: bundle, compatibleWith: nil))
        }
    }

    func testContentsOfFileReadsThePNG() throws {
        let dir = try TestImages.folder(["pic": TestImages.landscape()])
        let image = try XCTUnwrap(UIImage(contentsOfFile: dir.appendingPathComponent("pic@2x.png").path))
        XCTAssertEqual(image.size, CGSize(width: 30, height: 20))
        XCTAssertNil(UIImage(contentsOfFile: dir.appendingPathComponent("nope.png").path))
    }

    func testImageViewPlacesTheImageByEveryContentMode() throws {
        let modes: [UIView.ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center, .top, .bottom,
                                           .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight]
        let cell = CGSize(width: 44, height: 44)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 7 * 52 + 8, height: 2 * 52 + 8))
        root.backgroundColor = .white
        for (i, mode) in modes.enumerated() {
            let frame = CGRect(x: 8 + CGFloat(i % 7) * 52, y: 8 + CGFloat(i / 7) * 52, width: cell.width, height: cell.height)
            let outline = UIView(frame: frame)
            outline.backgroundColor = UIColor(white: 0.9, alpha: 1)
            root.addSubview(outline)
            let imageView = UIImageView(image: TestImages.landscape())
            imageView.frame = frame
            imageView.contentMode = mode
            imageView.clipsToBounds = true
            root.addSubview(imageView)
        }
        // Code path only: the picture is an image made from pixels, which IB cannot store (it names images).
        assertSnapshot(of: root, as: .image(paths: [.code]), named: "image-view-content-modes")
    }

    func testAspectFillOverflowsTheBoundsUnlessClipped() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        let imageView = UIImageView(image: TestImages.landscape())
        imageView.frame = CGRect(x: 20, y: 0, width: 20, height: 20)
        imageView.contentMode = .scaleAspectFill
        root.addSubview(imageView)
        XCTAssertEqual(try ViewRenderer.render(root, scale: 1).pixel(x: 17, y: 5)?.a, 255, "the 30×20 picture spills 5 points each side")
        imageView.clipsToBounds = true
        XCTAssertEqual(try ViewRenderer.render(root, scale: 1).pixel(x: 17, y: 5)?.a, 0)
    }

    func testTemplateImagesTakeTheTintColorAndWithTintColorOverridesIt() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        root.backgroundColor = .white
        root.tintColor = .systemPurple
        let original = UIImageView(image: TestImages.chevron())
        original.frame.origin = CGPoint(x: 5, y: 7)
        let template = UIImageView(image: TestImages.chevron().withRenderingMode(.alwaysTemplate))
        template.frame.origin = CGPoint(x: 40, y: 7)
        let tinted = UIImageView(image: TestImages.chevron().withTintColor(.systemRed))
        tinted.frame.origin = CGPoint(x: 75, y: 7)
        [original, template, tinted].forEach(root.addSubview)
        let bitmap = try ViewRenderer.render(root, scale: 2)
        let centre = (x: 2 * 13, y: 2 * 18)
        XCTAssertEqual(bitmap.unpremultipliedPixel(x: centre.x, y: centre.y)?.r, 51, "original: dark grey")
        XCTAssertEqual(bitmap.unpremultipliedPixel(x: centre.x + 70, y: centre.y)?.r, 175, "template: system purple")
        XCTAssertEqual(bitmap.unpremultipliedPixel(x: centre.x + 140, y: centre.y)?.r, 255, "withTintColor: system red")
        assertSnapshot(of: bitmap, as: .image, named: "image-original-template-tinted")
    }
}

/// Colour and image literals, as Xcode writes them into code from its pickers.
final class LiteralTests: XCTestCase {
    func testAColourLiteralIsAUIColorOfItsComponents() {
        let typed: UIColor = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        let untyped = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        XCTAssertTrue(typed.getRed(&r, green: &g, blue: &b, alpha: &a))
        XCTAssertEqual(r, 0.2, accuracy: 1e-6)
        XCTAssertEqual(b, 0.6, accuracy: 1e-6)
        XCTAssertEqual(a, 0.5, accuracy: 1e-6)
        XCTAssertEqual(untyped, UIColor(red: 1, green: 0, blue: 0, alpha: 1), "an untyped literal is a UIColor")
    }
}
