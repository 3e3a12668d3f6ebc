import Designable
import Foundation
import XCTest

/// `CATransform3D` and its functions, with Core Animation's row-vector layout.
final class TransformTests: XCTestCase {
    private func assertClose(_ a: CATransform3D, _ b: CATransform3D, accuracy: CGFloat = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
        let pa = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
        let pb = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
        for (x, y) in zip(pa, pb) { XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b)", file: file, line: line) }
    }

    func testTheFunctionsFollowCoreAnimationsLayout() {
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DIdentity))
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3D()))
        let t = CATransform3DMakeTranslation(3, 4, 5)
        XCTAssertEqual([t.m41, t.m42, t.m43], [3, 4, 5])
        let s = CATransform3DMakeScale(2, 3, 4)
        XCTAssertEqual([s.m11, s.m22, s.m33], [2, 3, 4])
        // A z rotation is the affine rotation, which turns +x towards +y.
        let r = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        let affine = CGAffineTransform(rotationAngle: .pi / 6)
        XCTAssertTrue(CATransform3DIsAffine(r))
        XCTAssertEqual(CATransform3DGetAffineTransform(r), affine)
        assertClose(CATransform3DMakeAffineTransform(affine), r)
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)), "a zero axis rotates nothing")
    }

    func testConcatAppliesTheFirstThenTheSecond() {
        // Scale then translate: the translation is not scaled.
        let t = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0))
        XCTAssertEqual(t.m11, 2)
        XCTAssertEqual(t.m41, 10)
        // CATransform3DTranslate(t, …) translates first, then applies t.
        let u = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        XCTAssertEqual(u.m41, 20)
        assertClose(CATransform3DRotate(CATransform3DIdentity, 0.3, 1, 1, 0), CATransform3DMakeRotation(0.3, 1, 1, 0))
    }

    func testInvertUndoesAndASingularTransformComesBackUnchanged() {
        var t = CATransform3DRotate(CATransform3DMakeTranslation(5, -3, 2), 0.7, 0.2, 1, 0.4)
        t.m34 = -1 / 400
        assertClose(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity, accuracy: 1e-12)
        let singular = CATransform3DMakeScale(0, 1, 1)
        XCTAssertEqual(CATransform3DInvert(singular), singular)
    }

    func testATransformSurvivesAnNSValueBox() {
        var t = CATransform3DMakeRotation(1, 0, 1, 0)
        t.m34 = -0.002
        let box = NSValue(caTransform3D: t)
        XCTAssertEqual(box.caTransform3DValue, t)
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue, CGPoint(x: 1, y: 2))
    }

    func testKeyPathsReachTheFieldsOfATransformAndKeepItsPerspective() {
        let layer = CALayer()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        layer.transform = perspective
        layer.setValue(CGFloat.pi / 3, forKeyPath: "transform.rotation.y")
        XCTAssertEqual((layer.value(forKeyPath: "transform.rotation.y") as? NSNumber)?.doubleValue ?? 0, .pi / 3, accuracy: 1e-12)
        assertClose(layer.transform, CATransform3DRotate(perspective, .pi / 3, 0, 1, 0), accuracy: 1e-12)
        layer.transform = CATransform3DIdentity
        layer.setValue(2, forKeyPath: "transform.scale")
        layer.setValue(15, forKeyPath: "transform.translation.x")
        assertClose(layer.transform, CATransform3DConcat(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeTranslation(15, 0, 0)))
        layer.setValue(CGFloat(40), forKeyPath: "position.x")
        layer.setValue(CGFloat(25), forKeyPath: "bounds.size.width")
        XCTAssertEqual(layer.position.x, 40)
        XCTAssertEqual(layer.bounds.width, 25)
        layer.setValue("hello", forKey: "tag")
        XCTAssertEqual(layer.value(forKey: "tag") as? String, "hello", "keys without a property are stored")
    }

    func testTransformsBlendByDecompositionSoARotationStaysRigid() throws {
        // Halfway between the identity and a half turn about z is a quarter turn, not a squash.
        let anim = CABasicAnimation(keyPath: "transform")
        anim.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        anim.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        anim.duration = 1
        let layer = CALayer()
        layer.add(anim, forKey: nil)
        let halfway = try XCTUnwrap(SnapshotClockProbe.presentation(of: layer, at: 0.5))
        assertClose(halfway.transform, CATransform3DMakeRotation(.pi / 4, 0, 0, 1), accuracy: 1e-9)
    }
}

/// Reading a layer's presentation at a moment, as a render at that moment would see it.
enum SnapshotClockProbe {
    static func presentation<L: CALayer>(of layer: L, at seconds: Double) -> L? {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        host.layer.addSublayer(layer)
        defer { layer.removeFromSuperlayer() }
        var result: L?
        let probe = PresentationProbe { result = layer.presentation() }
        host.layer.addSublayer(probe)
        defer { probe.removeFromSuperlayer() }
        _ = try? ViewRenderer.render(host, at: .milliseconds(Int64((seconds * 1000).rounded())), scale: 1)
        return result
    }
}

/// A layer that runs a closure while it is drawn, when the snapshot clock reads the moment.
final class PresentationProbe: CALayer {
    var body: () -> Void = {}
    convenience init(_ body: @escaping () -> Void) {
        self.init()
        self.body = body
        frame = CGRect(x: 0, y: 0, width: 1, height: 1)
    }
    override func draw(in ctx: CGContext) { body() }
}
