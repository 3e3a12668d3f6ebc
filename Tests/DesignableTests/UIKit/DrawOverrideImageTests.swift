import Designable
import DesignableTesting
import Foundation
import XCTest

/// `draw(_:)` overrides written as for iOS, with UIBezierPath, CGContext and string drawing.
final class DrawOverrideImageTests: XCTestCase {
    private final class GaugeView: UIView {
        var progress: CGFloat = 0.7

        override func draw(_ rect: CGRect) {
            let center = CGPoint(x: bounds.midX, y: bounds.midY)
            let track = UIBezierPath(arcCenter: center, radius: 30, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            track.lineWidth = 8
            UIColor.systemGray5.setStroke()
            track.stroke()
            // Clockwise from twelve o'clock, as on iOS.
            let start = -CGFloat.pi / 2
            let arc = UIBezierPath(arcCenter: center, radius: 30, startAngle: start, endAngle: start + 2 * .pi * progress, clockwise: true)
            arc.lineWidth = 8
            arc.lineCapStyle = .round
            UIColor.systemGreen.setStroke()
            arc.stroke()
            let text = "\(Int(progress * 100))%"
            let attrs: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 14), .foregroundColor: UIColor.label]
            let size = text.size(withAttributes: attrs)
            text.draw(at: CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2), withAttributes: attrs)
        }
    }

    private final class ContextDrawnView: UIView {
        override func draw(_ rect: CGRect) {
            guard let ctx = UIGraphicsGetCurrentContext() else { return }
            ctx.saveGState()
            ctx.setShadow(offset: CGSize(width: 2, height: 3), blur: 4, color: UIColor(white: 0, alpha: 0.4).cgColor)
            ctx.setFillColor(UIColor.systemOrange.cgColor)
            ctx.addRect(CGRect(x: 10, y: 10, width: 40, height: 40))
            ctx.fillPath()
            ctx.restoreGState()

            ctx.setStrokeColor(UIColor.systemBlue.cgColor)
            ctx.setLineWidth(3)
            ctx.setLineDash(phase: 0, lengths: [6, 3])
            ctx.move(to: CGPoint(x: 60, y: 10))
            ctx.addLine(to: CGPoint(x: 110, y: 50))
            ctx.strokePath()
            ctx.setLineDash(phase: 0, lengths: [])

            ctx.saveGState()
            ctx.addEllipse(in: CGRect(x: 120, y: 10, width: 40, height: 40))
            ctx.clip()
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                      colors: [UIColor.systemPink.cgColor, UIColor.systemPurple.cgColor], locations: [0, 1])!
            ctx.drawLinearGradient(gradient, start: CGPoint(x: 120, y: 10), end: CGPoint(x: 160, y: 50), options: [])
            ctx.restoreGState()
        }
    }

    func testBezierPathArcsStrokesAndStringDrawing() throws {
        let gauge = GaugeView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        gauge.backgroundColor = .systemBackground
        assertSnapshot(of: gauge, as: .image, named: "gauge-bezier-arcs-and-text")
    }

    func testCGContextShadowDashClipAndGradient() throws {
        let view = ContextDrawnView(frame: CGRect(x: 0, y: 0, width: 170, height: 60))
        view.backgroundColor = .white
        assertSnapshot(of: view, as: .image, named: "cgcontext-shadow-dash-clip-gradient")
    }

    func testDrawingIsClippedToTheBounds() throws {
        final class Spill: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIRectFill(bounds.insetBy(dx: -20, dy: -20))
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        root.addSubview(Spill(frame: CGRect(x: 10, y: 10, width: 10, height: 10)))
        let bitmap = try ViewRenderer.render(root, scale: 1)
        XCTAssertEqual(bitmap.pixel(x: 15, y: 15)?.a, 255)
        XCTAssertEqual(bitmap.pixel(x: 5, y: 15)?.a, 0, "the backing store is the bounds")
    }

    func testDrawSeesTheViewsTraitsAsCurrent() throws {
        final class Swatch: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.label.setFill()
                UIRectFill(bounds)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let light = Swatch(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let dark = Swatch(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        dark.overrideUserInterfaceStyle = .dark
        root.addSubview(light)
        root.addSubview(dark)
        let bitmap = try ViewRenderer.render(root, scale: 1)
        XCTAssertEqual(bitmap.unpremultipliedPixel(x: 5, y: 5)?.r, 0)
        XCTAssertEqual(bitmap.unpremultipliedPixel(x: 15, y: 5)?.r, 255)
    }
}
