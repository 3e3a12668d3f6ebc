import Designable
import DesignableTesting
import Foundation
import Raster
import XCTest

/// Rendering an animation at a moment of the deterministic snapshot clock: the presentation,
/// evaluated with each animation's timing, compared with reviewed references.
final class AnimationMomentImageTests: XCTestCase {
    private func ring() -> ProgressRing {
        let ring = ProgressRing(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        ring.backgroundColor = .white
        ring.layoutIfNeeded()
        ring.setProgress(1, animated: true)
        return ring
    }

    func testAProgressRingAt0And250And500MillisecondsIsThreeSnapshots() throws {
        let ring = ring()
        assertSnapshot(of: ring, as: .image(at: .zero), named: "ring-0ms")
        assertSnapshot(of: ring, as: .image(at: .milliseconds(250)), named: "ring-250ms")
        assertSnapshot(of: ring, as: .image(at: .milliseconds(500)), named: "ring-500ms")
    }

    func testTheRingHalfwayThroughAnEaseInOutAnimationCoversHalfItsTrack() throws {
        // Ease-in-out is symmetric, so halfway in time is halfway along the arc: the bottom of
        // the ring (six o'clock) is where the arc's round cap ends.
        let ring = ring()
        let image = try ViewRenderer.render(ring, at: .milliseconds(250), scale: 1)
        let green = UIColor.systemGreen.cgColor
        XCTAssertEqual(image.unpremultipliedPixel(x: 72, y: 40)?.g, StraightRGBA8(cgColor: green).g, "three o'clock is green")
        XCTAssertNotEqual(image.unpremultipliedPixel(x: 8, y: 40)?.g, StraightRGBA8(cgColor: green).g, "nine o'clock is still grey")
    }

    func testMomentsRenderTheSameBytesEveryTime() throws {
        let a = try ViewRenderer.render(ring(), at: .milliseconds(137), scale: 2)
        let b = try ViewRenderer.render(ring(), at: .milliseconds(137), scale: 2)
        XCTAssertEqual(a.contentHash, b.contentHash)
        let model = try ViewRenderer.render(ring(), scale: 2)
        XCTAssertNotEqual(a.contentHash, model.contentHash, "the model (the full ring) differs from a moment of the animation")
    }

    func testTheModelRenderShowsTheFinishedRingAsIOSSnapshotsDo() throws {
        let ring = ring()
        let model = try ViewRenderer.render(ring, scale: 1)
        let end = try ViewRenderer.render(self.ring(), at: .milliseconds(500), scale: 1)
        XCTAssertEqual(model.bytes, end.bytes, "once the animation has finished, the presentation is the model")
    }

    func testAViewAnimationBlockRendersInBetweenAtAMoment() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 140, height: 40))
        root.backgroundColor = .white
        let dot = UIView(frame: CGRect(x: 0, y: 10, width: 20, height: 20))
        dot.backgroundColor = .systemRed
        dot.layer.cornerRadius = 10
        root.addSubview(dot)
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear]) {
            dot.center.x = 130
            dot.alpha = 0.5
        }
        assertSnapshot(of: root, as: .image(at: .milliseconds(200)), named: "dot-halfway")
        let halfway = try ViewRenderer.render(root, at: .milliseconds(200), scale: 1)
        XCTAssertEqual(halfway.unpremultipliedPixel(x: 70, y: 20)?.r, 255, "linear: halfway in time is halfway across")
    }

    func testSpringAndKeyframeAnimationsRenderAtMoments() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 60))
        root.backgroundColor = .white
        let spring = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        spring.backgroundColor = .systemBlue
        root.addSubview(spring)
        let pulse = CALayer()
        pulse.frame = CGRect(x: 100, y: 10, width: 40, height: 40)
        pulse.backgroundColor = UIColor.systemOrange.cgColor
        pulse.cornerRadius = 20
        root.layer.addSublayer(pulse)
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: []) {
            spring.transform = CGAffineTransform(rotationAngle: .pi / 4)
        }
        let beat = CAKeyframeAnimation(keyPath: "transform.scale")
        beat.values = [1, 1.4, 0.8, 1]
        beat.keyTimes = [0, 0.3, 0.7, 1]
        beat.duration = 0.6
        pulse.add(beat, forKey: "beat")
        assertSnapshot(of: root, as: .image(at: .milliseconds(180)), named: "spring-keyframe-180ms")
    }

    func testAnAnimatedShadowPathCastsItsInBetweenShapeAtAMoment() throws {
        // A hard black shadow (no blur) whose path grows from a 10-point square to a 50-point
        // one in a second, linearly: halfway it is 30 points wide.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        root.backgroundColor = .white
        let caster = CALayer()
        caster.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
        caster.shadowColor = UIColor.black.cgColor
        caster.shadowOpacity = 1
        caster.shadowRadius = 0
        caster.shadowOffset = .zero
        caster.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        root.layer.addSublayer(caster)
        let grow = CABasicAnimation(keyPath: "shadowPath")
        grow.fromValue = caster.shadowPath
        grow.toValue = CGPath(rect: CGRect(x: 0, y: 0, width: 50, height: 50), transform: nil)
        grow.duration = 1
        grow.timingFunction = CAMediaTimingFunction(name: .linear)
        caster.add(grow, forKey: "grow")
        func isShadow(_ image: Bitmap, _ x: Int, _ y: Int) -> Bool { image.unpremultipliedPixel(x: x, y: y)?.r == 0 }
        let half = try ViewRenderer.render(root, at: .milliseconds(500), scale: 1)
        XCTAssertTrue(isShadow(half, 38, 38), "inside the 30-point square, beyond the 10-point one")
        XCTAssertFalse(isShadow(half, 42, 20), "outside it, inside the 50-point one")
        let model = try ViewRenderer.render(root, scale: 1)
        XCTAssertFalse(isShadow(model, 38, 38), "the model's shadow path is still the small square")
    }
}

extension StraightRGBA8 {
    /// The 8-bit straight colour of an sRGB `CGColor`.
    init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        func q(_ v: CGFloat) -> UInt8 { UInt8((Double(v) * 255).rounded()) }
        self.init(r: q(c[0]), g: q(c[1]), b: q(c[2]), a: q(c[3]))
    }
}
