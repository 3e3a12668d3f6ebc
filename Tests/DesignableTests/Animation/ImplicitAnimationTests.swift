import Foundation
@testable import Designable
import Raster
import XCTest

/// Implicit animations: a layer of your own that has been rendered animates a change of an
/// animatable property over the transaction's duration, as Core Animation does, unless actions
/// are disabled; a view's own layer changes at once.
final class ImplicitAnimationTests: XCTestCase {
    func number(_ value: Any?) -> Double? {
        if case .number(let n)? = value as? AnimatableValue { return n }
        return nil
    }

    /// A host view with a ring: a shape layer of its own stroking a circle.
    func ringHost(strokeEnd: CGFloat) -> (UIView, CAShapeLayer) {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        host.backgroundColor = .white
        let ring = CAShapeLayer()
        ring.frame = host.bounds
        ring.path = UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 30, height: 30)).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.lineWidth = 4
        ring.strokeEnd = strokeEnd
        host.layer.addSublayer(ring)
        return (host, ring)
    }

    func testARenderedLayersChangeAnimatesOverAQuarterSecond() throws {
        let (host, ring) = ringHost(strokeEnd: 0)
        XCTAssertTrue(ring.animationKeys()?.isEmpty ?? true, "setting up a layer before its first render animates nothing")
        _ = try ViewRenderer.render(host, scale: 1)
        ring.opacity = 0.9
        XCTAssertEqual(ring.animation(forKey: "opacity")?.timingFunction, CAMediaTimingFunction(name: .default),
                       "Core Animation's default curve unless the transaction sets one")
        ring.opacity = 1
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        ring.strokeEnd = 1
        CATransaction.commit()
        XCTAssertEqual(ring.animationKeys()?.contains("strokeEnd"), true)
        let animation = try XCTUnwrap(ring.animation(forKey: "strokeEnd") as? CABasicAnimation)
        XCTAssertEqual(animation.duration, 0.25)
        XCTAssertEqual(number(animation.fromValue), 0)

        let halfway = try ViewRenderer.render(host, at: .milliseconds(125), scale: 1)
        let (reference, _) = ringHost(strokeEnd: 0.5)
        XCTAssertEqual(halfway, try ViewRenderer.render(reference, scale: 1), "halfway through on a linear curve, half the ring is stroked")
        let (full, _) = ringHost(strokeEnd: 1)
        XCTAssertEqual(try ViewRenderer.render(host, scale: 1), try ViewRenderer.render(full, scale: 1), "the model is the end state")
    }

    func testTheTransactionSetsTheDurationOrTurnsActionsOff() throws {
        let (host, ring) = ringHost(strokeEnd: 0)
        _ = try ViewRenderer.render(host, scale: 1)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        ring.lineWidth = 8
        CATransaction.commit()
        XCTAssertEqual(ring.animation(forKey: "lineWidth")?.duration, 1)

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        ring.strokeEnd = 1
        CATransaction.commit()
        XCTAssertNil(ring.animation(forKey: "strokeEnd"), "actions disabled")

        ring.actions = ["opacity": NSNull()]
        ring.opacity = 0.5
        XCTAssertNil(ring.animation(forKey: "opacity"), "NSNull in the actions dictionary turns the key off")
        let fade = CABasicAnimation()
        fade.duration = 2
        ring.actions = ["opacity": fade]
        ring.opacity = 0.2
        let ran = try XCTUnwrap(ring.animation(forKey: "opacity") as? CABasicAnimation)
        XCTAssertEqual(ran.duration, 2, "the layer's own action runs")
        XCTAssertEqual(number(ran.fromValue) ?? -1, 0.5, accuracy: 1e-6, "from what was shown")
    }

    func testAViewsLayerAndDiscreteKeysChangeAtOnce() throws {
        let (host, ring) = ringHost(strokeEnd: 1)
        _ = try ViewRenderer.render(host, scale: 1)
        host.alpha = 0.5
        host.layer.cornerRadius = 4
        XCTAssertTrue(host.layer.animationKeys()?.isEmpty ?? true, "a view's layer answers NSNull outside an animation block")
        XCTAssertTrue(host.layer.action(forKey: "opacity") == nil)
        ring.isHidden = true
        XCTAssertNil(ring.animation(forKey: "hidden"))
        XCTAssertTrue(ring.action(forKey: "position") is CABasicAnimation, "a standalone layer's animatable key has the implicit animation")
    }

    func testInsideAViewAnimationBlockALayerOfYourOwnTakesTheTransactionsDuration() throws {
        let (host, ring) = ringHost(strokeEnd: 0)
        _ = try ViewRenderer.render(host, scale: 1)
        UIView.animate(withDuration: 2) {
            host.alpha = 0.5
            ring.strokeEnd = 1
        }
        XCTAssertEqual(host.layer.animation(forKey: "opacity")?.duration, 2, "the block animates the view")
        XCTAssertEqual(ring.animation(forKey: "strokeEnd")?.duration, 0.25, "a standalone layer animates implicitly, as on iOS")
    }
}
