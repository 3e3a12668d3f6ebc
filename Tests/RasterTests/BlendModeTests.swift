import XCTest
@testable import Raster

/// Core Graphics' blend modes beyond normal, copy and clear, checked against the W3C formulas
/// worked out by hand for one destination and one source colour.
final class BlendModeTests: XCTestCase {
    /// The destination: opaque (200, 100, 50); the source: opaque mid grey (128, 128, 128),
    /// drawn over the left half only, so the right half shows what is left outside the shape.
    private func composite(_ mode: BlendMode, source: Color = Color(red: 128 / 255, green: 128 / 255, blue: 128 / 255),
                           destination: Color? = Color(red: 200 / 255, green: 100 / 255, blue: 50 / 255)) -> (inside: PremultipliedRGBA8, outside: PremultipliedRGBA8) {
        let c = try! Canvas(width: 4, height: 2)
        if let destination {
            c.setFillColor(destination)
            c.fill(Rect(x: 0, y: 0, width: 4, height: 2))
        }
        c.setBlendMode(mode)
        c.setFillColor(source)
        c.fill(Rect(x: 0, y: 0, width: 2, height: 2))
        return (c.bitmap.pixel(x: 0, y: 0)!, c.bitmap.pixel(x: 3, y: 0)!)
    }

    func testSeparableModesFollowTheirFormulas() {
        // multiply: s·d — 200·128/255 = 100.4, 100·128/255 = 50.2, 50·128/255 = 25.1.
        XCTAssertEqual(composite(.multiply).inside, PremultipliedRGBA8(r: 100, g: 50, b: 25, a: 255))
        // screen: s + d − s·d — 128 + 200 − 100.4 = 227.6, 128 + 100 − 50.2 = 177.8, 128 + 50 − 25.1 = 152.9.
        XCTAssertEqual(composite(.screen).inside, PremultipliedRGBA8(r: 228, g: 178, b: 153, a: 255))
        XCTAssertEqual(composite(.darken).inside, PremultipliedRGBA8(r: 128, g: 100, b: 50, a: 255))
        XCTAssertEqual(composite(.lighten).inside, PremultipliedRGBA8(r: 200, g: 128, b: 128, a: 255))
        XCTAssertEqual(composite(.difference).inside, PremultipliedRGBA8(r: 72, g: 28, b: 78, a: 255))
        // exclusion: s + d − 2·s·d — 328 − 200.8 = 127.2, 228 − 100.4 = 127.6, 178 − 50.2 = 127.8.
        XCTAssertEqual(composite(.exclusion).inside, PremultipliedRGBA8(r: 127, g: 128, b: 128, a: 255))
        // A mid-grey source under hard light is (almost) multiply by 2·0.502 and leaves the colour near itself.
        let hard = composite(.hardLight).inside
        XCTAssertEqual(Int(hard.r), 200, accuracy: 2)
        XCTAssertEqual(Int(hard.g), 100, accuracy: 2)
    }

    func testPorterDuffOperatorsAndThePlusModes() {
        XCTAssertEqual(composite(.destinationOut).inside, .transparent, "an opaque source erases")
        XCTAssertEqual(composite(.xor).inside, .transparent, "two opaque colours cancel")
        XCTAssertEqual(composite(.sourceIn).inside, PremultipliedRGBA8(r: 128, g: 128, b: 128, a: 255))
        XCTAssertEqual(composite(.sourceIn, destination: nil).inside, .transparent, "nothing there, nothing drawn")
        XCTAssertEqual(composite(.sourceOut, destination: nil).inside, PremultipliedRGBA8(r: 128, g: 128, b: 128, a: 255))
        XCTAssertEqual(composite(.destinationOver).inside, PremultipliedRGBA8(r: 200, g: 100, b: 50, a: 255))
        XCTAssertEqual(composite(.destinationOver, destination: nil).inside, PremultipliedRGBA8(r: 128, g: 128, b: 128, a: 255))
        XCTAssertEqual(composite(.plusLighter).inside, PremultipliedRGBA8(r: 255, g: 228, b: 178, a: 255))
        // plusDarker: max(0, s + d − 1) — 128 + 200 − 255 = 73; the others fall below zero.
        XCTAssertEqual(composite(.plusDarker).inside, PremultipliedRGBA8(r: 73, g: 0, b: 0, a: 255))
    }

    func testNonSeparableModesKeepTheRightComponents() {
        func lum(_ p: PremultipliedRGBA8) -> Double { 0.3 * Double(p.r) + 0.59 * Double(p.g) + 0.11 * Double(p.b) }
        // luminosity: the grey's luminosity (128) with the orange's hue.
        let l = composite(.luminosity).inside
        XCTAssertEqual(lum(l), 128, accuracy: 1)
        XCTAssertGreaterThan(l.r, l.g)
        XCTAssertGreaterThan(l.g, l.b)
        // color: a grey source has no hue or saturation, so the result is a grey of the destination's luminosity.
        let c = composite(.color).inside
        XCTAssertEqual(c.r, c.g)
        XCTAssertEqual(c.g, c.b)
        XCTAssertEqual(lum(c), 0.3 * 200 + 0.59 * 100 + 0.11 * 50, accuracy: 1)
        // saturation with a grey source: zero saturation, the destination's luminosity.
        let s = composite(.saturation).inside
        XCTAssertEqual(s.r, s.b)
        // hue of a pure blue source over the orange keeps the orange's luminosity.
        let h = composite(.hue, source: Color(red: 0, green: 0, blue: 1)).inside
        XCTAssertEqual(lum(h), 0.3 * 200 + 0.59 * 100 + 0.11 * 50, accuracy: 1.5)
        XCTAssertGreaterThan(h.b, h.r, "the blue's hue")
    }

    func testEveryModeLeavesPixelsOutsideTheShapeAlone() {
        for mode in BlendMode.allCases where mode != .normal {
            XCTAssertEqual(composite(mode).outside, PremultipliedRGBA8(r: 200, g: 100, b: 50, a: 255), "\(mode)")
        }
    }

    func testTheInsideOfALargeShapeBlendsToo() {
        // A large shape's inside is filled a whole span at a time, a path of its own.
        let c = try! Canvas(width: 64, height: 64)
        c.setFillColor(Color(red: 200 / 255, green: 100 / 255, blue: 50 / 255))
        c.fill(Rect(x: 0, y: 0, width: 64, height: 64))
        c.setBlendMode(.multiply)
        c.setFillColor(Color(red: 128 / 255, green: 128 / 255, blue: 128 / 255))
        var disc = Path()
        disc.addEllipse(in: Rect(x: 2, y: 2, width: 60, height: 60))
        c.fill(disc)
        c.fill(Rect(x: 0, y: 0, width: 64, height: 4))
        XCTAssertEqual(c.bitmap.pixel(x: 32, y: 32)!, PremultipliedRGBA8(r: 100, g: 50, b: 25, a: 255))
        XCTAssertEqual(c.bitmap.pixel(x: 32, y: 1)!, PremultipliedRGBA8(r: 100, g: 50, b: 25, a: 255), "a full-width rectangle too")
    }

    func testPartialCoverageMovesTheResultPartWayFromTheDestination() {
        let c = try! Canvas(width: 4, height: 1)
        c.setFillColor(.white)
        c.fill(Rect(x: 0, y: 0, width: 4, height: 1))
        c.setBlendMode(.multiply)
        c.setFillColor(.black)
        c.fill(Rect(x: 0, y: 0, width: 1.5, height: 1))
        XCTAssertEqual(c.bitmap.pixel(x: 0, y: 0)!, PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        XCTAssertEqual(Int(c.bitmap.pixel(x: 1, y: 0)!.r), 128, accuracy: 1, "half covered: halfway from white to black")
    }

    func testPremultipliedColourNeverExceedsItsAlpha() {
        let c = try! Canvas(width: 2, height: 1)
        c.setFillColor(Color(red: 1, green: 1, blue: 1, alpha: 0.25))
        c.fill(Rect(x: 0, y: 0, width: 2, height: 1))
        c.setBlendMode(.colorDodge)
        c.setFillColor(Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        c.fill(Rect(x: 0, y: 0, width: 2, height: 1))
        let p = c.bitmap.pixel(x: 0, y: 0)!
        XCTAssertLessThanOrEqual(p.r, p.a)
        XCTAssertLessThanOrEqual(p.g, p.a)
        XCTAssertLessThanOrEqual(p.b, p.a)
    }
}
