import Foundation
@testable import Designable
import XCTest

/// Core Graphics beyond drawing a view: transforms taken apart, paths walked, stroked and
/// dashed, bitmap contexts over the caller's memory, the text state and pushed contexts.
final class CoreGraphicsAPITests: XCTestCase {
    // MARK: Transforms

    func testDecomposedComponentsRebuildTheTransform() {
        let t = CGAffineTransform(scaleX: 2, y: 3).rotated(by: .pi / 6).translatedBy(x: 10, y: -4)
        let parts = t.decomposed()
        let back = CGAffineTransform(parts)
        for (a, b) in [(back.a, t.a), (back.b, t.b), (back.c, t.c), (back.d, t.d), (back.tx, t.tx), (back.ty, t.ty)] {
            XCTAssertEqual(a, b, accuracy: 1e-9)
        }
        let rotation = CGAffineTransform(rotationAngle: .pi / 3).decomposed()
        XCTAssertEqual(rotation.rotation, .pi / 3, accuracy: 1e-12)
        XCTAssertEqual(rotation.scale.width, 1, accuracy: 1e-12)
        XCTAssertEqual(rotation.horizontalShear, 0, accuracy: 1e-12)
        let scale = CGAffineTransformDecompose(CGAffineTransform(scaleX: 2, y: 5))
        XCTAssertEqual(scale.scale, CGSize(width: 2, height: 5))
        XCTAssertEqual(CGAffineTransformMakeWithComponents(CGAffineTransformComponents(translation: CGVector(dx: 3, dy: 4))),
                       CGAffineTransform(translationX: 3, y: 4))
    }

    func testTheCFunctionsForwardToTheMethods() {
        let t = CGAffineTransformRotate(CGAffineTransformMakeScale(2, 2), .pi / 2)
        XCTAssertEqual(t, CGAffineTransform(scaleX: 2, y: 2).rotated(by: .pi / 2))
        XCTAssertTrue(CGAffineTransformIsIdentity(CGAffineTransformIdentity))
        XCTAssertEqual(CGPointApplyAffineTransform(CGPoint(x: 1, y: 1), CGAffineTransformMakeTranslation(4, 5)), CGPoint(x: 5, y: 6))
        XCTAssertEqual(CGRectApplyAffineTransform(CGRect(x: 0, y: 0, width: 2, height: 1), CGAffineTransformMakeScale(3, 3)),
                       CGRect(x: 0, y: 0, width: 6, height: 3))
        XCTAssertEqual(CGAffineTransformConcat(CGAffineTransformMake(1, 0, 0, 1, 2, 0), CGAffineTransform(1, 0, 0, 2, 0, 0)),
                       CGAffineTransform(a: 1, b: 0, c: 0, d: 2, tx: 2, ty: 0))
        XCTAssertEqual(CGAffineTransformInvert(CGAffineTransformMakeScale(4, 2)), CGAffineTransform(scaleX: 0.25, y: 0.5))
    }

    // MARK: Paths

    func testApplyWithBlockWalksEveryElementWithItsPoints() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.addQuadCurve(to: CGPoint(x: 7, y: 8), control: CGPoint(x: 5, y: 6))
        path.addCurve(to: CGPoint(x: 13, y: 14), control1: CGPoint(x: 9, y: 10), control2: CGPoint(x: 11, y: 12))
        path.closeSubpath()
        var seen: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let e = element.pointee
            let count = [CGPathElementType.moveToPoint: 1, .addLineToPoint: 1, .addQuadCurveToPoint: 2, .addCurveToPoint: 3, .closeSubpath: 0][e.type]!
            seen.append((e.type, (0..<count).map { e.points[$0] }))
        }
        XCTAssertEqual(seen.map(\.0), [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        XCTAssertEqual(seen[2].1, [CGPoint(x: 5, y: 6), CGPoint(x: 7, y: 8)], "the control point first, as Core Graphics gives it")
        XCTAssertEqual(seen[3].1, [CGPoint(x: 9, y: 10), CGPoint(x: 11, y: 12), CGPoint(x: 13, y: 14)])
        var count = 0
        withUnsafeMutablePointer(to: &count) { counter in
            path.apply(info: counter) { info, _ in info!.assumingMemoryBound(to: Int.self).pointee += 1 }
        }
        XCTAssertEqual(count, 5)
    }

    func testAStrokedCopyCoversTheStrokeAndNotTheMiddle() {
        let ring = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        let outline = ring.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        XCTAssertTrue(outline.contains(CGPoint(x: 50, y: 2)), "on the stroke")
        XCTAssertFalse(outline.contains(CGPoint(x: 50, y: 50)), "the middle of the ring is not part of its stroke")
        XCTAssertFalse(outline.contains(CGPoint(x: 50, y: -8)), "beyond half the width")
        XCTAssertEqual(outline.boundingBoxOfPath.minX, -5, accuracy: 0.05)
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 100, y: 0))
        let dashes = line.copy(dashingWithPhase: 0, lengths: [10, 10])
        var moves = 0
        dashes.applyWithBlock { if $0.pointee.type == .moveToPoint { moves += 1 } }
        XCTAssertEqual(moves, 5, "five dashes of ten along a hundred points")
    }

    func testIsRectRecognisesOnlyAxisAlignedRectangles() {
        var rect = CGRect.zero
        XCTAssertTrue(CGPath(rect: CGRect(x: 2, y: 3, width: 10, height: 5), transform: nil).isRect(&rect))
        XCTAssertEqual(rect, CGRect(x: 2, y: 3, width: 10, height: 5))
        XCTAssertFalse(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil).isRect(nil))
        var rotation = CGAffineTransform(rotationAngle: 0.3)
        XCTAssertFalse(CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: &rotation).isRect(nil))
    }

    func testFlattenedPathsHaveOnlyLinesCloseToTheCurve() {
        let circle = CGPath(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100), transform: nil)
        let flat = circle.flattened(threshold: 0.1)
        var points: [CGPoint] = []
        flat.applyWithBlock { e in
            XCTAssertNotEqual(e.pointee.type, .addCurveToPoint)
            if e.pointee.type != .closeSubpath { points.append(e.pointee.points[0]) }
        }
        XCTAssertGreaterThan(points.count, 16)
        for p in points { XCTAssertEqual((p.x * p.x + p.y * p.y).squareRoot(), 50, accuracy: 0.1) }
    }

    func testRelativeArcsRunFromTheStartAngleByTheDelta() {
        let path = CGMutablePath()
        path.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: .pi / 2)
        XCTAssertEqual(path.currentPoint.x, 0, accuracy: 1e-9)
        XCTAssertEqual(path.currentPoint.y, 10, accuracy: 1e-9)
    }

    // MARK: Contexts

    func testABitmapContextOverTheCallersMemoryIsYUpAndWritesItsPixelsBack() throws {
        var pixels = [UInt8](repeating: 0, count: 4 * 4 * 2)
        pixels.withUnsafeMutableBytes { raw in
            let ctx = CGContext(data: raw.baseAddress, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 16,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 1))   // the bottom row in Core Graphics' y-up space
        }
        XCTAssertEqual(Array(pixels[0..<4]), [0, 0, 0, 0], "the first row in memory is the top, left clear")
        XCTAssertEqual(Array(pixels[16..<20]), [255, 0, 0, 255], "the bottom row is red, RGBA")
    }

    func testAFirstAlphaLittleEndianContextStoresBGRA() {
        let ctx = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGBitmapInfo.byteOrder32Little.rawValue | CGImageAlphaInfo.premultipliedFirst.rawValue)!
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let bytes = ctx.data!.assumingMemoryBound(to: UInt8.self)
        XCTAssertEqual([bytes[0], bytes[1], bytes[2], bytes[3]], [255, 0, 0, 255], "B, G, R, A in memory")
        XCTAssertEqual(ctx.bytesPerRow, 4)
        XCTAssertEqual(ctx.makeImage()?.width, 1)
    }

    func testUnsupportedBitmapLayoutsGiveNilAsCoreGraphicsDoes() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        XCTAssertNil(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16, space: rgb,
                               bitmapInfo: CGImageAlphaInfo.last.rawValue), "unpremultiplied alpha")
        XCTAssertNil(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 8, space: rgb,
                               bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue), "rows too short")
        XCTAssertNil(CGContext(data: nil, width: 0, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                               bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        XCTAssertNotNil(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceGray(),
                                  bitmapInfo: CGImageAlphaInfo.none.rawValue))
        XCTAssertEqual(CGColorSpaceCreateDeviceGray().model, .monochrome)
        XCTAssertEqual(CGColorSpaceCreateDeviceRGB().model, .rgb)
    }

    func testAPixelPickedByRenderingALayerIntoAOnePixelContext() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let half = CALayer()
        half.frame = CGRect(x: 10, y: 0, width: 10, height: 20)
        half.backgroundColor = UIColor.systemBlue.cgColor
        layer.addSublayer(half)
        func pick(_ point: CGPoint) -> [UInt8] {
            var pixel: [UInt8] = [0, 0, 0, 0]
            pixel.withUnsafeMutableBytes { raw in
                let ctx = CGContext(data: raw.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
                ctx.translateBy(x: -point.x, y: -point.y)
                layer.render(in: ctx)
            }
            return pixel
        }
        XCTAssertEqual(pick(CGPoint(x: 5, y: 5)), [0, 0, 0, 0])
        XCTAssertEqual(pick(CGPoint(x: 15, y: 5)), [0, 122, 255, 255], "system blue, read back from the caller's memory")
    }

    func testReplacePathWithStrokedPathThenFillPaintsTheStroke() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: .init(for: .init(displayScale: 1)))
        let image = renderer.image { r in
            let ctx = r.cgContext
            ctx.setLineWidth(4)
            ctx.addRect(CGRect(x: 4, y: 4, width: 12, height: 12))
            ctx.replacePathWithStrokedPath()
            XCTAssertTrue(ctx.pathContains(CGPoint(x: 4, y: 10), mode: .fill))
            XCTAssertFalse(ctx.pathContains(CGPoint(x: 10, y: 10), mode: .fill))
            ctx.setFillColor(UIColor.black.cgColor)
            ctx.fillPath()
        }
        let bitmap = image.bitmap
        XCTAssertEqual(bitmap.pixel(x: 4, y: 10)?.a, 255)
        XCTAssertEqual(bitmap.pixel(x: 10, y: 10)?.a, 0)
    }

    func testResetClipGoesBackToTheContextsOwnClip() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: .init(for: .init(displayScale: 1))).image { r in
            let ctx = r.cgContext
            ctx.clip(to: CGRect(x: 0, y: 0, width: 2, height: 2))
            ctx.resetClip()
            ctx.setFillColor(UIColor.black.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        XCTAssertEqual(image.bitmap.pixel(x: 8, y: 8)?.a, 255)
    }

    func testPushedContextsAreCurrentUntilPopped() {
        let ctx = CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        XCTAssertNil(UIGraphicsGetCurrentContext())
        UIGraphicsPushContext(ctx)
        XCTAssertTrue(UIGraphicsGetCurrentContext() === ctx)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext(), "a pushed context is no image context")
        UIGraphicsPopContext()
        XCTAssertNil(UIGraphicsGetCurrentContext())
        XCTAssertEqual(ctx.makeImage().map { UIImage(cgImage: $0) }?.bitmap.pixel(x: 0, y: 0)?.r, 255)
    }

    func testShowGlyphsDrawsTheFontsOutlinesUprightInAFlippedTextMatrix() throws {
        let font = try XCTUnwrap(CGFont(UIFont.systemFont(ofSize: 12).fontName as CFString))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: .init(for: .init(displayScale: 1))).image { r in
            let ctx = r.cgContext
            ctx.setFont(font)
            ctx.setFontSize(30)
            ctx.textMatrix = CGAffineTransform(scaleX: 1, y: -1)   // upright in UIKit's y-down space
            ctx.setFillColor(UIColor.black.cgColor)
            ctx.showGlyphs([font.face.glyph(for: "I")], at: [CGPoint(x: 10, y: -34)])
        }
        let bitmap = image.bitmap
        let inked = (0..<40).flatMap { y in (0..<40).map { (x: $0, y: y) } }.filter { bitmap.pixel(x: $0.x, y: $0.y)!.a > 128 }
        XCTAssertFalse(inked.isEmpty, "the glyph was drawn")
        XCTAssertLessThan(inked.map(\.y).max()!, 35, "above the baseline at y 34")
    }
}
