import Foundation
@testable import Designable
import Raster
import XCTest

/// Images drawn and used as masks through a context, as Core Graphics does them: upside down in
/// a UIKit context unless flipped first, which is why image tinting helpers flip.
final class ContextImageTests: XCTestCase {
    /// The tinting helper of animation libraries: flip, clip to the image, fill.
    func tinted(_ image: UIImage, _ colour: UIColor) -> UIImage {
        UIGraphicsBeginImageContextWithOptions(image.size, false, image.scale)
        let context = UIGraphicsGetCurrentContext()!
        context.translateBy(x: 0, y: image.size.height)
        context.scaleBy(x: 1, y: -1)
        let rect = CGRect(origin: .zero, size: image.size)
        context.clip(to: rect, mask: image.cgImage!)
        colour.setFill()
        context.fill(rect)
        let result = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()
        return result
    }

    func testClippingToAnImageAfterAFlipTintsItUpright() throws {
        let chevron = TestImages.chevron(points: 16, scale: 2)
        let red = tinted(chevron, .red)
        let original = chevron.cgImage!.bitmap, result = red.cgImage!.bitmap
        XCTAssertEqual(result.width, original.width)
        var painted = 0
        for y in 0..<original.height {
            for x in 0..<original.width {
                let a = try XCTUnwrap(original.pixel(x: x, y: y)).a, b = try XCTUnwrap(result.pixel(x: x, y: y))
                XCTAssertLessThanOrEqual(abs(Int(a) - Int(b.a)), 1, "the tint covers exactly the image, upright, at (\(x), \(y))")
                if b.a == 255 {
                    painted += 1
                    XCTAssertEqual(b.r, 255)
                    XCTAssertEqual(b.g, 0)
                }
            }
        }
        XCTAssertGreaterThan(painted, 20)
    }

    func testAnImageDrawnWithoutAFlipIsUpsideDown() throws {
        let landscape = TestImages.landscape()
        let size = landscape.size
        UIGraphicsBeginImageContextWithOptions(size, false, 1)
        UIGraphicsGetCurrentContext()!.draw(landscape.cgImage!, in: CGRect(origin: .zero, size: size))
        let drawn = UIGraphicsGetImageFromCurrentImageContext()!.cgImage!.bitmap
        UIGraphicsEndImageContext()
        let top = try XCTUnwrap(drawn.unpremultipliedPixel(x: 2, y: 1))
        let bottom = try XCTUnwrap(drawn.unpremultipliedPixel(x: 2, y: drawn.height - 2))
        XCTAssertEqual([top.r, top.g, top.b], [0x3c, 0x9a, 0x3c], "the ground is at the top, as Core Graphics draws into a UIKit context")
        XCTAssertEqual([bottom.r, bottom.g, bottom.b], [0x7e, 0xc8, 0xf0])
    }

    func testAnOpaqueMaskClipsByBrightnessAndTilingCoversTheClip() throws {
        let canvas = try Canvas(width: 2, height: 1, scale: 1)
        canvas.setFillColor(Color(white: 1))
        canvas.fill(Rect(x: 0, y: 0, width: 1, height: 1))
        canvas.setFillColor(Color(white: 0))
        canvas.fill(Rect(x: 1, y: 0, width: 1, height: 1))
        let mask = UIImage(bitmap: canvas.bitmap, scale: 1).cgImage!

        UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 4), false, 1)
        let context = UIGraphicsGetCurrentContext()!
        context.clip(to: CGRect(x: 0, y: 0, width: 8, height: 4), mask: mask)
        UIColor.blue.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
        let clipped = UIGraphicsGetImageFromCurrentImageContext()!.cgImage!.bitmap
        UIGraphicsEndImageContext()
        XCTAssertEqual(clipped.pixel(x: 1, y: 2)?.a, 255, "white keeps")
        XCTAssertEqual(clipped.pixel(x: 6, y: 2)?.a, 0, "black clips away")

        UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 4), false, 1)
        UIGraphicsGetCurrentContext()!.draw(mask, in: CGRect(x: 0, y: 0, width: 2, height: 1), byTiling: true)
        let tiled = UIGraphicsGetImageFromCurrentImageContext()!.cgImage!.bitmap
        UIGraphicsEndImageContext()
        for (x, y) in [(0, 0), (2, 3), (6, 1)] { XCTAssertEqual(tiled.pixel(x: x, y: y)?.r, 255, "white tile at (\(x), \(y))") }
        for (x, y) in [(1, 0), (3, 3), (7, 1)] { XCTAssertEqual(tiled.pixel(x: x, y: y)?.r, 0, "black tile at (\(x), \(y))") }
    }

    func testTilingTooSmallATileDrawsNothingRatherThanRunForever() {
        let mask = TestImages.chevron(points: 4, scale: 1).cgImage!
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 100, height: 100), false, 1)
        let context = UIGraphicsGetCurrentContext()!
        context.draw(mask, in: CGRect(x: 0, y: 0, width: 0.01, height: 0.01), byTiling: true)
        let tiny = UIGraphicsGetImageFromCurrentImageContext()!.cgImage!.bitmap
        XCTAssertTrue(tiny.bytes.allSatisfy { $0 == 0 }, "a hundred million tiles are not drawn")
        // Anchored far away, the pattern still covers the clip in ten thousand tiles, and ends.
        context.draw(mask, in: CGRect(x: -1e16, y: 0, width: 1, height: 1), byTiling: true)
        let far = UIGraphicsGetImageFromCurrentImageContext()!.cgImage!.bitmap
        UIGraphicsEndImageContext()
        XCTAssertTrue(far.bytes.contains { $0 != 0 })
    }
}
