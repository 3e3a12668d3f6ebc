import Designable
import DesignableTesting
import Foundation
import Raster
import XCTest

/// Core Animation's compositing order and layer styles, each rendered and compared with a reviewed reference.
final class LayerStyleImageTests: XCTestCase {
    private func canvasView(_ width: CGFloat = 120, _ height: CGFloat = 80) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.backgroundColor = UIColor(white: 0.93, alpha: 1)
        return root
    }

    func testCornerRadiusRoundsTheBackgroundAndMaskedCornersChooseWhich() throws {
        let root = canvasView(180, 80)
        let all = UIView(frame: CGRect(x: 10, y: 10, width: 70, height: 60))
        all.backgroundColor = .systemBlue
        all.layer.cornerRadius = 16
        let top = UIView(frame: CGRect(x: 100, y: 10, width: 70, height: 60))
        top.backgroundColor = .systemOrange
        top.layer.cornerRadius = 16
        top.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        root.addSubview(all)
        root.addSubview(top)
        // Code path only: layer.maskedCorners is not a runtime attribute the loader applies.
        assertSnapshot(of: root, as: .image(paths: [.code]), named: "corner-radius-all-and-top-only")
    }

    func testBorderIsDrawnInsideTheBoundsAboveSubviews() throws {
        let root = canvasView()
        let card = UIView(frame: CGRect(x: 20, y: 10, width: 80, height: 60))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 4
        card.layer.borderColor = UIColor.systemRed.cgColor
        let overlapping = UIView(frame: CGRect(x: -10, y: 20, width: 50, height: 20))
        overlapping.backgroundColor = .systemGreen
        card.addSubview(overlapping)
        root.addSubview(card)
        // Code path only: layer.borderColor is a CGColor, which IB's runtime attributes cannot set.
        assertSnapshot(of: root, as: .image(paths: [.code]), named: "border-inside-above-subview")
    }

    func testClipsToBoundsClipsSubviewsToTheRoundedCorners() throws {
        let root = canvasView()
        let clipped = UIView(frame: CGRect(x: 20, y: 10, width: 80, height: 60))
        clipped.backgroundColor = .systemYellow
        clipped.layer.cornerRadius = 30
        clipped.clipsToBounds = true
        let stripe = UIView(frame: CGRect(x: -20, y: 0, width: 120, height: 30))
        stripe.backgroundColor = .systemIndigo
        clipped.addSubview(stripe)
        root.addSubview(clipped)
        assertSnapshot(of: root, as: .image, named: "clips-to-rounded-bounds")
    }

    func testShadowFollowsTheLayersContentOrItsShadowPath() throws {
        let root = canvasView(200, 90)
        root.backgroundColor = .white
        let byContent = UIView(frame: CGRect(x: 20, y: 15, width: 60, height: 50))
        byContent.backgroundColor = .systemTeal
        byContent.layer.cornerRadius = 10
        byContent.layer.shadowOpacity = 0.5
        byContent.layer.shadowOffset = CGSize(width: 0, height: 6)
        byContent.layer.shadowRadius = 6
        let byPath = UIView(frame: CGRect(x: 120, y: 15, width: 60, height: 50))
        byPath.backgroundColor = .systemPink
        byPath.layer.shadowOpacity = 0.8
        byPath.layer.shadowColor = UIColor.systemBlue.cgColor
        byPath.layer.shadowOffset = CGSize(width: 4, height: 4)
        byPath.layer.shadowRadius = 3
        byPath.layer.shadowPath = UIBezierPath(ovalIn: byPath.bounds).cgPath
        root.addSubview(byContent)
        root.addSubview(byPath)
        // Code path only: IB cannot store layer.shadowColor (a CGColor) nor layer.shadowPath.
        assertSnapshot(of: root, as: .image(paths: [.code]), named: "shadow-by-content-and-by-path")
    }

    func testAlphaFadesASubtreeAsOneGroup() throws {
        let root = canvasView()
        root.backgroundColor = .white
        let group = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
        group.alpha = 0.5
        for (i, color) in [UIColor.systemRed, .systemBlue].enumerated() {
            let square = UIView(frame: CGRect(x: 10 + CGFloat(i) * 30, y: 10 + CGFloat(i) * 10, width: 50, height: 35))
            square.backgroundColor = color
            group.addSubview(square)
        }
        root.addSubview(group)
        let bitmap = try ViewRenderer.render(root, scale: 1)
        // Where the squares overlap only the top (blue) one shows, at half strength: a group fades
        // as one image, so red does not bleed through.
        let overlap = bitmap.unpremultipliedPixel(x: 55, y: 40)!
        XCTAssertEqual(Int(overlap.r), 128, accuracy: 2)
        XCTAssertEqual(Int(overlap.b), 255, accuracy: 2)
        assertSnapshot(of: bitmap, as: .image, named: "alpha-group")
    }

    /// A hidden view draws nothing; a zero-size view draws no background of its own, but its
    /// subviews still draw, as on iOS, since it does not clip to its bounds.
    func testHiddenViewsAreSkippedAndZeroSizedViewsStillDrawTheirSubviews() throws {
        let root = canvasView()
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        hidden.backgroundColor = .red
        hidden.isHidden = true
        let empty = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 80))
        empty.backgroundColor = .red
        empty.clipsToBounds = false
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        child.backgroundColor = .red
        empty.addSubview(child)
        root.addSubview(hidden)
        root.addSubview(empty)
        let bitmap = try ViewRenderer.render(root, scale: 1)
        XCTAssertEqual(bitmap.unpremultipliedPixel(x: 10, y: 10), StraightRGBA8(r: 255, g: 0, b: 0, a: 255), "the zero-width view's child draws")
        XCTAssertEqual(bitmap.unpremultipliedPixel(x: 80, y: 10), StraightRGBA8(r: 237, g: 237, b: 237, a: 255), "the hidden view draws nothing")
        XCTAssertEqual(bitmap.unpremultipliedPixel(x: 10, y: 65), StraightRGBA8(r: 237, g: 237, b: 237, a: 255),
                       "the zero-width view draws no background of its own")
        empty.clipsToBounds = true
        let clipped = try ViewRenderer.render(root, scale: 1)
        XCTAssertEqual(clipped.unpremultipliedPixel(x: 10, y: 10), StraightRGBA8(r: 237, g: 237, b: 237, a: 255), "clipping to no bounds hides the child")
    }

    func testShapeGradientAndMaskLayers() throws {
        let root = canvasView(200, 80)
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
        ring.path = UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: 52, height: 52)).cgPath
        ring.fillColor = UIColor.systemYellow.cgColor
        ring.strokeColor = UIColor.systemPurple.cgColor
        ring.lineWidth = 4
        ring.lineDashPattern = [8, 4]
        root.layer.addSublayer(ring)

        let fade = CAGradientLayer()
        fade.frame = CGRect(x: 80, y: 10, width: 50, height: 60)
        fade.colors = [UIColor.white.cgColor, UIColor.systemBlue.cgColor]
        fade.cornerRadius = 8
        root.layer.addSublayer(fade)

        let glow = CAGradientLayer()
        glow.type = .radial
        glow.frame = CGRect(x: 140, y: 10, width: 50, height: 60)
        glow.colors = [UIColor.systemOrange.cgColor, UIColor.systemOrange.withAlphaComponent(0).cgColor]
        glow.startPoint = CGPoint(x: 0.5, y: 0.5)
        glow.endPoint = CGPoint(x: 1, y: 1)
        root.layer.addSublayer(glow)
        // Code path only: sublayers added in code are not something IB can store.
        assertSnapshot(of: root, as: .image(paths: [.code]), named: "shape-gradient-radial-layers")
    }

    func testMaskLayerClipsTheViewToItsShape() throws {
        let root = canvasView()
        let masked = UIView(frame: CGRect(x: 20, y: 5, width: 80, height: 70))
        masked.backgroundColor = .systemGreen
        let triangle = UIBezierPath()
        triangle.move(to: CGPoint(x: 40, y: 0))
        triangle.addLine(to: CGPoint(x: 80, y: 70))
        triangle.addLine(to: CGPoint(x: 0, y: 70))
        triangle.close()
        let mask = CAShapeLayer()
        mask.path = triangle.cgPath
        masked.layer.mask = mask
        root.addSubview(masked)
        // Code path only: IB cannot store a layer mask.
        assertSnapshot(of: root, as: .image(paths: [.code]), named: "mask-triangle")
    }

    func testATrackedBottomBorderSublayerCanBeRemovedAgain() throws {
        let root = canvasView(120, 40)
        let border = CALayer()
        border.backgroundColor = UIColor.systemRed.cgColor
        border.frame = CGRect(x: 0, y: 38, width: 120, height: 2)
        root.layer.addSublayer(border)
        let withBorder = try ViewRenderer.render(root, scale: 1)
        XCTAssertEqual(withBorder.unpremultipliedPixel(x: 60, y: 39)?.r, 255)
        border.removeFromSuperlayer()
        let without = try ViewRenderer.render(root, scale: 1)
        XCTAssertEqual(without.unpremultipliedPixel(x: 60, y: 39), StraightRGBA8(r: 237, g: 237, b: 237, a: 255))
    }
}
