import Designable
import DesignableTesting
import Foundation
import Raster
import XCTest

/// Core Animation's layer kinds and 3D transforms as they render, compared with reviewed references.
final class LayerRenderingImageTests: XCTestCase {
    private func canvasView(_ width: CGFloat = 120, _ height: CGFloat = 80) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.backgroundColor = UIColor(white: 0.95, alpha: 1)
        return root
    }

    // MARK: 3D

    func testAFoldingCellAt45DegreesIsAnExactPerspectiveProjection() throws {
        let cell = FoldingCard(frame: CGRect(x: 0, y: 0, width: 200, height: 120), angle: -.pi / 4)
        assertSnapshot(of: cell, as: .image(paths: [.code]), named: "folding-cell-45")
        // Folded away about its top edge, the 100-point card is foreshortened (cos 45° and the
        // perspective shrink it to about 57 points) and its bottom edge is narrower than its top.
        let image = try ViewRenderer.render(cell, scale: 1)
        let background = StraightRGBA8(r: 242, g: 242, b: 242, a: 255)
        XCTAssertNotEqual(image.unpremultipliedPixel(x: 100, y: 40), background, "the card covers its upper part")
        XCTAssertEqual(image.unpremultipliedPixel(x: 100, y: 75), background, "a flat card would reach y = 110")
        XCTAssertNotEqual(image.unpremultipliedPixel(x: 24, y: 12), background, "the top edge keeps its full width")
        XCTAssertEqual(image.unpremultipliedPixel(x: 28, y: 62), background, "the bottom edge is narrower")
    }

    func testTheFoldIsProjectiveNotItsAffinePart() throws {
        // Dropping m34 gives the affine part: a plain vertical squash, a rectangle. The projection
        // is a trapezoid, so the two differ along the slanted sides.
        let projected = try ViewRenderer.render(FoldingCard(frame: CGRect(x: 0, y: 0, width: 200, height: 120), angle: -.pi / 4), scale: 1)
        let flat = FoldingCard(frame: CGRect(x: 0, y: 0, width: 200, height: 120), angle: -.pi / 4)
        flat.card.layer.transform = CATransform3DMakeRotation(-.pi / 4, 1, 0, 0)
        let affine = try ViewRenderer.render(flat, scale: 1)
        XCTAssertNotEqual(projected.bytes, affine.bytes)
    }

    func testACardTurnedPastNinetyDegreesHidesItsBackWhenSingleSided() throws {
        let cell = FoldingCard(frame: CGRect(x: 0, y: 0, width: 200, height: 120), angle: .pi * 0.75)
        cell.card.layer.isDoubleSided = false
        let image = try ViewRenderer.render(cell, scale: 1)
        XCTAssertTrue(stride(from: 0, to: image.bytes.count, by: 4).allSatisfy { image.bytes[$0] == 242 || image.bytes[$0] == 0 },
                      "only the background remains")
    }

    func testZPositionOrdersSiblingsAndSublayerTransformGivesPerspective() throws {
        let root = canvasView(160, 100)
        let stage = CALayer()
        stage.frame = root.bounds
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 250
        stage.sublayerTransform = perspective
        root.layer.addSublayer(stage)
        let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue]
        for (i, color) in colors.enumerated() {
            let card = CALayer()
            card.frame = CGRect(x: 30 + CGFloat(i) * 25, y: 20, width: 60, height: 60)
            card.backgroundColor = color.cgColor
            card.cornerRadius = 8
            card.zPosition = CGFloat(2 - i) * 20      // the first card is nearest
            card.transform = CATransform3DMakeRotation(-.pi / 6, 0, 1, 0)
            stage.addSublayer(card)
        }
        assertSnapshot(of: root, as: .image(paths: [.code]), named: "z-ordered-cards")
    }

    func testAnchorPointZMovesTheAxisOfA3DTurnOffTheLayersPlane() throws {
        // A 100-point card at the centre of a 200-point stage seen from 200 points, turned half a
        // turn about the vertical axis. With anchorPointZ, the axis lies that far in front of the
        // card's plane, so half a turn carries the card twice as far: anchorPointZ 20 brings it 20
        // points towards the eye, W = 1 − 20/200, spanning 100 ± 50 / 0.9; −20 sends it back.
        func render(anchorPointZ: CGFloat) throws -> Bitmap {
            let root = canvasView(200, 200)
            let stage = CALayer()
            stage.frame = root.bounds
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 200
            stage.sublayerTransform = perspective
            root.layer.addSublayer(stage)
            let card = CALayer()
            card.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
            card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
            card.anchorPointZ = anchorPointZ
            card.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            stage.addSublayer(card)
            return try ViewRenderer.render(root, scale: 1)
        }
        func isRed(_ image: Bitmap, _ x: Int) -> Bool {
            let p = image.unpremultipliedPixel(x: x, y: 100)
            return p?.r == 255 && p?.g == 0
        }
        let flat = try render(anchorPointZ: 0)
        XCTAssertFalse(isRed(flat, 48), "without it the card turns in place, from 50")
        XCTAssertTrue(isRed(flat, 51))
        XCTAssertFalse(isRed(flat, 151), "to 150")
        let near = try render(anchorPointZ: 20)
        XCTAssertFalse(isRed(near, 43), "from 44.4")
        XCTAssertTrue(isRed(near, 46))
        XCTAssertTrue(isRed(near, 153))
        XCTAssertFalse(isRed(near, 156), "to 155.6")
        let far = try render(anchorPointZ: -20)
        XCTAssertFalse(isRed(far, 53), "50 / 1.1 either side: from 54.5")
        XCTAssertTrue(isRed(far, 56))
        XCTAssertFalse(isRed(far, 146), "to 145.5")
    }

    // MARK: Shapes

    func testADashedStrokeTrimmedToItsMiddleKeepsItsDashesInPlace() throws {
        let root = canvasView(160, 80)
        let shape = CAShapeLayer()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 10, y: 60))
        path.addCurve(to: CGPoint(x: 150, y: 60), controlPoint1: CGPoint(x: 50, y: -10), controlPoint2: CGPoint(x: 110, y: -10))
        shape.path = path.cgPath
        shape.fillColor = nil
        shape.strokeColor = UIColor.systemPurple.cgColor
        shape.lineWidth = 6
        shape.lineCap = .round
        shape.lineDashPattern = [14, 8]
        shape.lineDashPhase = 3
        shape.strokeStart = 0.2
        shape.strokeEnd = 0.85
        root.layer.addSublayer(shape)
        assertSnapshot(of: root, as: .image(paths: [.code]), named: "dashed-trimmed-stroke")

        // The dashes of the trimmed stroke are those of the whole stroke, cut: wherever the
        // trimmed stroke paints, the whole one paints too.
        let trimmed = try ViewRenderer.render(root, scale: 1)
        shape.strokeStart = 0
        shape.strokeEnd = 1
        let whole = try ViewRenderer.render(root, scale: 1)
        for i in stride(from: 0, to: trimmed.bytes.count, by: 4) where trimmed.bytes[i + 1] < 100 {
            XCTAssertLessThan(whole.bytes[i + 1], 200, "pixel \(i / 4) painted trimmed but not whole")
        }
        shape.strokeStart = 0.6
        shape.strokeEnd = 0.6
        let nothing = try ViewRenderer.render(root, scale: 1)
        XCTAssertTrue(stride(from: 0, to: nothing.bytes.count, by: 4).allSatisfy { nothing.bytes[$0] == 242 })
    }

    // MARK: Masks

    func testMasksFromEachLayerKindUseTheirAlpha() throws {
        let root = canvasView(320, 90)
        func masked(_ x: CGFloat, _ mask: CALayer) {
            let view = UIView(frame: CGRect(x: x, y: 10, width: 70, height: 70))
            view.backgroundColor = .systemTeal
            let stripe = UIView(frame: CGRect(x: 0, y: 28, width: 70, height: 14))
            stripe.backgroundColor = .systemPink
            view.addSubview(stripe)
            mask.frame = view.bounds
            view.layer.mask = mask
            root.addSubview(view)
        }
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 60, height: 60)).cgPath
        shape.fillColor = UIColor(white: 0, alpha: 0.6).cgColor
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = 4
        masked(10, shape)
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        masked(90, gradient)
        let image = CALayer()
        image.contents = TestImages.chevron(points: 16, scale: 2).cgImage
        image.contentsGravity = .resizeAspect
        masked(170, image)
        let text = CATextLayer()
        text.string = "Aa"
        text.fontSize = 44
        text.alignmentMode = .center
        text.foregroundColor = UIColor.black.cgColor
        masked(250, text)
        assertSnapshot(of: root, as: .image(paths: [.code]), named: "masks-shape-gradient-image-text")
    }

    // MARK: Other layer kinds

    func testConicRadialAndAxialGradients() throws {
        let root = canvasView(240, 80)
        for (i, type) in [CAGradientLayerType.axial, .radial, .conic].enumerated() {
            let g = CAGradientLayer()
            g.type = type
            g.frame = CGRect(x: 10 + CGFloat(i) * 78, y: 10, width: 64, height: 64)
            g.colors = [UIColor.systemRed.cgColor, UIColor.systemYellow.cgColor, UIColor.systemBlue.cgColor]
            g.startPoint = CGPoint(x: 0.5, y: 0.5)
            g.endPoint = type == .conic ? CGPoint(x: 1, y: 0.5) : CGPoint(x: 1, y: 1)
            g.cornerRadius = 32
            root.layer.addSublayer(g)
        }
        assertSnapshot(of: root, as: .image(paths: [.code]), named: "axial-radial-conic")
    }

    func testAReplicatorDrawsARingOfFadingDots() throws {
        let root = canvasView(80, 80)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 10
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / 10, 0, 0, 1)
        replicator.instanceAlphaOffset = -0.09
        replicator.instanceColor = UIColor.systemIndigo.cgColor
        let dot = CALayer()
        dot.frame = CGRect(x: 35, y: 6, width: 10, height: 10)
        dot.cornerRadius = 5
        dot.backgroundColor = UIColor.white.cgColor
        replicator.addSublayer(dot)
        root.layer.addSublayer(replicator)
        assertSnapshot(of: root, as: .image(paths: [.code]), named: "replicator-ring")
    }

    func testATextLayerAndImageContentsWithShadowPathAndPerCornerClipping() throws {
        let root = canvasView(220, 90)
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 90, height: 70))
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        card.clipsToBounds = true
        let picture = CALayer()
        picture.frame = card.bounds
        picture.contents = TestImages.landscape().cgImage
        picture.contentsGravity = .resizeAspectFill
        card.layer.addSublayer(picture)
        root.addSubview(card)
        let label = CATextLayer()
        label.frame = CGRect(x: 110, y: 20, width: 100, height: 50)
        label.string = "42%"
        label.fontSize = 28
        label.alignmentMode = .center
        label.foregroundColor = UIColor.darkGray.cgColor
        label.backgroundColor = UIColor.white.cgColor
        label.shadowOpacity = 0.4
        label.shadowRadius = 4
        label.shadowOffset = CGSize(width: 0, height: 3)
        label.shadowPath = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10).cgPath
        root.layer.addSublayer(label)
        assertSnapshot(of: root, as: .image(paths: [.code]), named: "text-layer-image-contents")
    }

    func testAnEmitterLayerDrawsNoParticles() throws {
        let root = canvasView(60, 60)
        let emitter = CAEmitterLayer()
        emitter.frame = root.bounds
        emitter.emitterPosition = CGPoint(x: 30, y: 30)
        let cell = CAEmitterCell()
        cell.birthRate = 100
        cell.lifetime = 2
        cell.contents = TestImages.chevron().cgImage
        emitter.emitterCells = [cell]
        root.layer.addSublayer(emitter)
        let withEmitter = try ViewRenderer.render(root, scale: 1)
        emitter.removeFromSuperlayer()
        let without = try ViewRenderer.render(root, scale: 1)
        XCTAssertEqual(withEmitter.bytes, without.bytes)
    }
}
