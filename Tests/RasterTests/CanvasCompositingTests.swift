import XCTest
@testable import Raster

final class CanvasCompositingTests: XCTestCase {
    private func canvas(_ w: Double = 10, _ h: Double = 10, scale: Double = 1) -> Canvas { try! Canvas(width: w, height: h, scale: scale) }
    private func px(_ c: Canvas, _ x: Int, _ y: Int) -> PremultipliedRGBA8 { c.bitmap.pixel(x: x, y: y)! }

    func testSourceOverIsCorrectlyRoundedInPremultipliedSpace() {
        let c = canvas()
        c.setFillColor(.white)
        c.fill(Rect(x: 0, y: 0, width: 10, height: 10))
        c.setFillColor(Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        c.fill(Rect(x: 0, y: 0, width: 5, height: 10))
        // src (128, 0, 0, 128) over white: 128 + 255 · 127 / 255 = 255; 0 + 127 = 127.
        XCTAssertEqual(px(c, 2, 2), PremultipliedRGBA8(r: 255, g: 127, b: 127, a: 255))
        XCTAssertEqual(px(c, 7, 2), PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    func testCopyReplacesAndClearErases() {
        let c = canvas()
        c.setFillColor(.blue)
        c.fill(Rect(x: 0, y: 0, width: 10, height: 10))
        c.setBlendMode(.copy)
        c.setFillColor(Color(red: 0, green: 1, blue: 0, alpha: 0.5))
        c.fill(Rect(x: 0, y: 0, width: 4, height: 10))
        XCTAssertEqual(px(c, 1, 1), PremultipliedRGBA8(r: 0, g: 128, b: 0, a: 128))
        c.setBlendMode(.normal)
        c.clear(Rect(x: 6, y: 0, width: 4, height: 10))
        XCTAssertEqual(px(c, 8, 1), .transparent)
        XCTAssertEqual(px(c, 5, 1), PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    func testGlobalAlphaScalesCoverage() {
        let c = canvas()
        c.setAlpha(0.5)
        c.setFillColor(.black)
        c.fill(Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(px(c, 3, 3).a, 128)
    }

    func testTransparencyLayerFadesOverlappingShapesAsOne() {
        func render(layer: Bool) -> Canvas {
            let c = canvas(20, 10)
            c.setAlpha(0.5)
            if layer { c.beginTransparencyLayer() }
            c.setFillColor(.red)
            c.fill(Rect(x: 0, y: 0, width: 12, height: 10))
            c.fill(Rect(x: 8, y: 0, width: 12, height: 10))
            if layer { c.endTransparencyLayer() }
            return c
        }
        let grouped = render(layer: true), separate = render(layer: false)
        // In a group the overlap is as opaque as the rest; drawn separately, it doubles up.
        XCTAssertEqual(px(grouped, 10, 5), px(grouped, 2, 5))
        XCTAssertEqual(px(grouped, 10, 5).a, 128)
        XCTAssertEqual(px(separate, 10, 5).a, 192)
    }

    func testSaveAndRestoreBracketTransformClipAndColour() {
        let c = canvas()
        c.saveGState()
        c.translateBy(x: 5, y: 0)
        c.clip(to: Rect(x: 0, y: 0, width: 2, height: 2))
        c.setFillColor(.red)
        c.restoreGState()
        XCTAssertEqual(c.ctm, .identity)
        XCTAssertEqual(c.fillColor, .black)
        c.fill(Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(px(c, 9, 9), PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255), "the clip was restored")
        c.restoreGState() // unbalanced: ignored, not a crash
    }

    func testPathClipIsAntiAliasedAndNestedClipsIntersect() {
        let c = canvas(20, 20)
        var circle = Path()
        circle.addEllipse(in: Rect(x: 0, y: 0, width: 20, height: 20))
        c.clip(to: circle)
        c.clip(to: Rect(x: 10, y: 0, width: 10, height: 20))
        c.setFillColor(.black)
        c.fill(Rect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(px(c, 5, 10).a, 0, "outside the second clip")
        XCTAssertEqual(px(c, 15, 10).a, 255, "inside both")
        XCTAssertEqual(px(c, 19, 19).a, 0, "outside the circle")
        let edge = px(c, 17, 3).a
        XCTAssertTrue(edge > 0 && edge < 255, "the circle's edge is anti-aliased, got \(edge)")
        // The covered area is half the circle.
        let area = Double(c.bitmap.bytes.enumerated().filter { $0.offset % 4 == 3 }.reduce(0) { $0 + Int($1.element) }) / 255
        XCTAssertEqual(area, DeterministicMath.pi * 50, accuracy: 0.5)
    }

    func testLinearGradientInterpolatesUnpremultiplied() {
        let c = canvas(256, 1)
        c.drawLinearGradient(Gradient(colors: [.clear, .white]), start: Point(x: 0, y: 0), end: Point(x: 256, y: 0))
        // Halfway between transparent black and white, unpremultiplied: grey at half alpha, as on iOS.
        let mid = px(c, 128, 0)
        XCTAssertEqual(Int(mid.a), 128, accuracy: 1)
        XCTAssertEqual(Int(mid.r), 64, accuracy: 1)
        XCTAssertEqual(px(c, 0, 0).a, 0)
        XCTAssertEqual(px(c, 255, 0).a, 255)
    }

    func testGradientWithoutExtendOptionsPaintsOnlyBetweenItsEnds() {
        let c = canvas(30, 1)
        c.drawLinearGradient(Gradient(colors: [.red, .blue]), start: Point(x: 10, y: 0), end: Point(x: 20, y: 0))
        XCTAssertEqual(px(c, 5, 0), .transparent)
        XCTAssertEqual(px(c, 25, 0), .transparent)
        XCTAssertEqual(px(c, 15, 0).a, 255)
        let extended = canvas(30, 1)
        extended.drawLinearGradient(Gradient(colors: [.red, .blue]), start: Point(x: 10, y: 0), end: Point(x: 20, y: 0),
                                    options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        XCTAssertEqual(px(extended, 5, 0), PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(px(extended, 25, 0), PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    func testRadialGradientRunsFromCentreToRadius() {
        let c = canvas(41, 41)
        c.drawRadialGradient(Gradient(colors: [.white, .black]), startCenter: Point(x: 20.5, y: 20.5), startRadius: 0,
                             endCenter: Point(x: 20.5, y: 20.5), endRadius: 20)
        XCTAssertEqual(px(c, 20, 20), PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(Int(px(c, 30, 20).r), 128, accuracy: 2, "halfway out is mid-grey")
        XCTAssertEqual(px(c, 0, 0), .transparent, "beyond the end circle, without extension")
    }

    func testImagesSampleNearestOrBilinear() throws {
        var image = try Bitmap(width: 2, height: 1)
        image.setPixel(x: 0, y: 0, PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        image.setPixel(x: 1, y: 0, PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        let nearest = canvas(8, 1)
        nearest.interpolationQuality = .nearest
        nearest.draw(image, in: Rect(x: 0, y: 0, width: 8, height: 1))
        XCTAssertEqual((0..<8).map { px(nearest, $0, 0).r }, [0, 0, 0, 0, 255, 255, 255, 255])
        let bilinear = canvas(8, 1)
        bilinear.draw(image, in: Rect(x: 0, y: 0, width: 8, height: 1))
        let ramp = (0..<8).map { Int(px(bilinear, $0, 0).r) }
        XCTAssertEqual(ramp.first, 0)
        XCTAssertEqual(ramp.last, 255)
        XCTAssertEqual(ramp, ramp.sorted(), "bilinear sampling ramps monotonically")
        XCTAssertEqual(ramp[3], 96, accuracy: 2)
    }

    func testTintedImageKeepsOnlyItsAlpha() throws {
        var image = try Bitmap(width: 1, height: 1)
        image.setPixel(x: 0, y: 0, Color(red: 0.2, green: 0.9, blue: 0.1, alpha: 0.5).premultiplied)
        let c = canvas(4, 4)
        c.draw(image, in: Rect(x: 0, y: 0, width: 4, height: 4), tint: .red)
        XCTAssertEqual(px(c, 1, 1), PremultipliedRGBA8(r: 128, g: 0, b: 0, a: 128))
    }

    func testShadowIsOffsetBlurredAndUnderTheShape() {
        let c = canvas(80, 80)
        c.setShadow(offset: Size(width: 30, height: 30), blur: 4, color: .black)
        c.setFillColor(.white)
        c.fill(Rect(x: 10, y: 10, width: 30, height: 30))
        XCTAssertEqual(px(c, 25, 25), PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255), "the shape covers its own shadow")
        XCTAssertEqual(px(c, 55, 55), PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255), "the shadow's core is solid black")
        let rim = px(c, 70, 55).a
        XCTAssertTrue(rim > 0 && rim < 255, "the shadow's edge is soft, got \(rim)")
        XCTAssertEqual(px(c, 5, 5), .transparent, "nothing up and to the left")
        // The blur is symmetric about the shadow's edge at x = 70: levels either side sum to full.
        XCTAssertEqual(Int(px(c, 68, 55).a) + Int(px(c, 71, 55).a), 255, accuracy: 3)
    }

    func testBlurConservesMassAndIsSymmetric() {
        var mask = CoverageMask(originX: 0, originY: 0, width: 41, height: 41, bytes: [UInt8](repeating: 0, count: 41 * 41))
        for y in 18...22 { for x in 18...22 { mask.bytes[y * 41 + x] = 255 } }
        let before = mask.area
        Blur.gaussian(&mask, sigma: 3)
        XCTAssertEqual(mask.area, before, accuracy: before * 0.03)
        XCTAssertEqual(mask.coverage(x: 14, y: 20), mask.coverage(x: 26, y: 20))
        XCTAssertEqual(mask.coverage(x: 20, y: 14), mask.coverage(x: 20, y: 26))
        XCTAssertLessThan(mask.coverage(x: 20, y: 20), 255)
        // Three passes of width 7 have σ = √(3 · 48 / 12) ≈ 3.46, the closest odd width to σ = 3.
        XCTAssertEqual(Blur.boxWidth(sigma: 3), 7)
    }

    func testScaleMapsPointsToPixels() {
        let c = canvas(10, 5, scale: 3)
        XCTAssertEqual(c.bitmap.width, 30)
        XCTAssertEqual(c.bitmap.height, 15)
        c.setFillColor(.black)
        c.fill(Rect(x: 1, y: 1, width: 1, height: 1))
        XCTAssertEqual(px(c, 3, 3).a, 255)
        XCTAssertEqual(px(c, 5, 5).a, 255)
        XCTAssertEqual(px(c, 6, 6).a, 0)
    }
}
