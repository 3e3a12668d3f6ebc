import XCTest
@testable import Raster

/// Homographies, images drawn through them, offscreen drawing used as an alpha clip, and the
/// conic gradient's arctangent.
final class ProjectionAndMaskTests: XCTestCase {
    func testAnAffineHomographyIsItsTransformAndInvertsExactly() throws {
        let t = Transform(a: 2, b: 0.5, c: -1, d: 3, tx: 7, ty: -2)
        let h = Homography(t)
        XCTAssertTrue(h.isAffine)
        XCTAssertEqual(h.affine, t)
        let p = Point(x: 3, y: 4)
        XCTAssertEqual(h.apply(p), t.apply(p))
        let perspective = Homography(m11: 1, m12: 0, m13: 0.001, m21: 0, m22: 1, m23: -0.002, m31: 5, m32: 6, m33: 1)
        let inverse = try XCTUnwrap(perspective.inverted())
        let q = try XCTUnwrap(inverse.apply(try XCTUnwrap(perspective.apply(p))))
        XCTAssertEqual(q.x, p.x, accuracy: 1e-12)
        XCTAssertEqual(q.y, p.y, accuracy: 1e-12)
        let behind = Homography(m11: 1, m12: 0, m13: 1, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 0)
        XCTAssertNil(behind.apply(Point(x: -1, y: 0)), "a point at W < 0 is behind the eye")
    }

    func testAnImageThroughTheIdentityHomographyCoversExactlyItsRectangle() throws {
        var solid = try Bitmap(width: 4, height: 4)
        for i in stride(from: 0, to: solid.bytes.count, by: 4) { solid.bytes[i] = 255; solid.bytes[i + 3] = 255 }
        let canvas = try Canvas(width: 10, height: 10)
        canvas.draw(solid, through: Homography(Transform(translationX: 3, y: 2)))
        XCTAssertEqual(canvas.bitmap.pixel(x: 4, y: 3), PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(canvas.bitmap.pixel(x: 2, y: 3), .transparent)
        XCTAssertEqual(canvas.bitmap.pixel(x: 7, y: 3), .transparent)
    }

    func testThePartBehindTheEyeIsCutAway() {
        // W falls from 1 to −1 across the square: only the half in front remains.
        let polygon = Canvas.clippedInFront([(0, 0, 1), (10, 0, -1), (10, 10, -1), (0, 10, 1)])
        XCTAssertEqual(polygon.count, 4)
        XCTAssertTrue(polygon.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }

    func testAnOffscreenDrawingClipsByItsAlpha() throws {
        let canvas = try Canvas(width: 4, height: 1)
        canvas.beginOffscreen()
        canvas.setFillColor(Color(white: 0, alpha: 0.5))
        canvas.fill(Rect(x: 0, y: 0, width: 2, height: 1))
        let mask = try XCTUnwrap(canvas.endOffscreen())
        XCTAssertEqual(canvas.bitmap.pixel(x: 0, y: 0), .transparent, "the offscreen drawing is not composited")
        canvas.clip(toAlphaOf: mask)
        canvas.setFillColor(.white)
        canvas.fill(Rect(x: 0, y: 0, width: 4, height: 1))
        XCTAssertEqual(canvas.bitmap.pixel(x: 0, y: 0)?.a, 128)
        XCTAssertEqual(canvas.bitmap.pixel(x: 3, y: 0), .transparent)
    }

    func testMultiplyingPixelsTintsAndFadesThem() throws {
        let canvas = try Canvas(width: 1, height: 1)
        canvas.setFillColor(.white)
        canvas.fill(Rect(x: 0, y: 0, width: 1, height: 1))
        canvas.multiplyPixels(by: Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        XCTAssertEqual(canvas.bitmap.pixel(x: 0, y: 0), PremultipliedRGBA8(r: 128, g: 64, b: 0, a: 128))
    }

    func testTheConicArctangentStaysWithinTwoHundredThousandthsOfARadian() {
        var worst = 0.0
        for i in 0..<3600 {
            let a = Double(i) / 3600 * 2 * DeterministicMath.pi
            let x = DeterministicMath.cos(a) * 3, y = DeterministicMath.sin(a) * 3
            var d = ConicGradientShader.angle(y, x) - DeterministicMath.atan2(y, x)
            if d > DeterministicMath.pi { d -= 2 * DeterministicMath.pi }
            if d < -DeterministicMath.pi { d += 2 * DeterministicMath.pi }
            worst = max(worst, abs(d))
        }
        XCTAssertLessThan(worst, 2e-5)
    }
}
