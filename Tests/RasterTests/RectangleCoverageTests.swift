import XCTest
import RasterScenes
@testable import Raster

/// An axis-aligned rectangle takes a shortcut past the cell grid (`RectangleCoverage`); it must
/// give exactly the bytes the general path gives. A fifth point in the middle of a horizontal
/// side adds no vertical extent and keeps the same vertical edges, but sends the same shape
/// down the general path, so the two are compared byte for byte.
final class RectangleCoverageTests: XCTestCase {
    /// The rectangle's corners in `clockwise` or the opposite order, as four points or with a
    /// midpoint on the top side.
    private func corners(_ r: Rect, clockwise: Bool, withMidpoint: Bool) -> [Point] {
        let a = Point(x: r.minX, y: r.minY), b = Point(x: r.maxX, y: r.minY)
        let c = Point(x: r.maxX, y: r.maxY), d = Point(x: r.minX, y: r.maxY)
        let mid = Point(x: (r.minX + r.maxX) / 2, y: r.minY)
        if clockwise { return withMidpoint ? [a, mid, b, c, d] : [a, b, c, d] }
        return withMidpoint ? [a, d, c, b, mid] : [a, d, c, b]
    }

    private func randomRect(_ random: inout SceneRandom, span: Double) -> Rect {
        // Some sides on whole or half pixels, some tiny, some far outside the window.
        func coordinate(_ random: inout SceneRandom) -> Double {
            let v = random.uniform(-0.3 * span, 1.3 * span)
            switch Int(random.next() * 4) {
            case 0: return v.rounded()
            case 1: return (v * 2).rounded() / 2
            default: return v
            }
        }
        let x0 = coordinate(&random), x1 = random.next() < 0.2 ? x0 + random.uniform(0, 0.9) : coordinate(&random)
        let y0 = coordinate(&random), y1 = random.next() < 0.2 ? y0 + random.uniform(0, 0.9) : coordinate(&random)
        return Rect(x: Swift.min(x0, x1), y: Swift.min(y0, y1), width: Swift.abs(x1 - x0), height: Swift.abs(y1 - y0))
    }

    func testRectangleCoverageEqualsTheGeneralPath() {
        var random = SceneRandom(seed: 7)
        let size = 37
        let rasterizer = Rasterizer()
        for trial in 0..<2_000 {
            let rect = randomRect(&random, span: Double(size))
            let clockwise = random.next() < 0.5
            let rule: FillRule = random.next() < 0.5 ? .nonZero : .evenOdd
            let cx = Int(random.uniform(0, 10)), cy = Int(random.uniform(0, 10))
            let clip = PixelRect(minX: cx, minY: cy, maxX: cx + Int(random.uniform(1, Double(size - cx))),
                                 maxY: cy + Int(random.uniform(1, Double(size - cy))))
            func render(_ withMidpoint: Bool) -> [UInt8] {
                var bytes = [UInt8](repeating: 0, count: size * size)
                let line = Polyline(points: corners(rect, clockwise: clockwise, withMidpoint: withMidpoint), isClosed: true)
                bytes.withUnsafeMutableBufferPointer { buf in
                    let writer = MaskWriter(buffer: buf.baseAddress!, originX: 0, originY: 0, width: size)
                    rasterizer.fill([line], rule: rule, clip: clip, sink: writer)
                }
                return bytes
            }
            XCTAssertEqual(render(false), render(true), "trial \(trial): \(rect) in \(clip), \(rule)")
        }
    }

    func testRectangleFillsBlendLikeTheGeneralPath() throws {
        var random = SceneRandom(seed: 11)
        let modes: [BlendMode] = [.normal, .copy, .clear]
        // A shader steps its position from a span's first pixel, so the spans themselves must
        // match, not only their coverage: an image and a gradient at uneven scales show it.
        var image = try Bitmap(width: 7, height: 5, scale: 1)
        for i in 0..<image.bytes.count { image.bytes[i] = i % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: i &* 37 &+ 11) }
        let gradient = Gradient(colors: [.red, Color(red: 0.1, green: 0.8, blue: 0.3, alpha: 0.6), .blue])
        for trial in 0..<300 {
            func render(_ withMidpoint: Bool) throws -> [UInt8] {
                var random = random
                let canvas = try Canvas(width: 40, height: 30)
                // A background that every mode changes visibly.
                canvas.setFillColor(Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.7))
                var background = Path()
                background.addRect(Rect(x: 0, y: 0, width: 40, height: 30))
                canvas.fill(background)
                if random.next() < 0.3 {
                    var clip = Path()
                    clip.addEllipse(in: Rect(x: 3, y: 2, width: 30, height: 25))
                    canvas.clip(to: clip)
                }
                for _ in 0..<4 {
                    let rect = randomRect(&random, span: 40)
                    let opaque = random.next() < 0.5
                    let color = random.color()
                    let fill = opaque ? Color(red: color.red, green: color.green, blue: color.blue) : color
                    canvas.setBlendMode(modes[Int(random.next() * 3)])
                    canvas.setAlpha(random.next() < 0.7 ? 1 : random.uniform(0.2, 1))
                    let points = corners(rect, clockwise: random.next() < 0.5, withMidpoint: withMidpoint)
                    let shader: (any Shader)?
                    switch Int(random.next() * 3) {
                    case 0:
                        shader = nil
                    case 1:
                        let s = random.uniform(0.13, 0.41)
                        shader = ImageShader(image: image, deviceToImage: Transform(scaleX: s, y: s * 0.7).translatedBy(x: 0.3, y: 0.1),
                                             interpolation: random.next() < 0.5 ? .nearest : .bilinear, tint: nil)
                    default:
                        shader = GradientShader(gradient: gradient, geometry: .linear(start: Point(x: 1.7, y: 0.3), end: Point(x: 37.1, y: 29.3)),
                                                deviceToUser: .identity, options: [])
                    }
                    canvas.paint(rule: .nonZero, color: fill, shader: shader) { polygons in
                        for p in points { polygons.append(p) }
                        polygons.endPolygon(closed: true)
                    }
                }
                return canvas.bitmap.bytes
            }
            XCTAssertEqual(try render(false), try render(true), "trial \(trial)")
            _ = random.next()
            _ = random.next()
        }
    }
}
