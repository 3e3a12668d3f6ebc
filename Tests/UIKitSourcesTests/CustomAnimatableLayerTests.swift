import Designable
import DesignableTesting
import Raster
import XCTest
@testable import AppViews

/// A layer with a custom animatable property, written in iOS's spellings (`@NSManaged`,
/// `#keyPath`, `needsDisplay(forKey:)`, `init(layer:)`, `action(forKey:)`, `draw(in:)`), animates
/// as on iOS: the presentation copy is of the app's class, carries the animated value, and draws
/// the content at a moment.
final class CustomAnimatableLayerTests: XCTestCase {
    private func ring() -> RingProgressView {
        RingProgressView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
    }

    /// Whether the pixel is the ring's green rather than its grey track or the white background.
    private func isGreen(_ image: Bitmap, _ x: Int, _ y: Int) throws -> Bool {
        let p = try XCTUnwrap(image.unpremultipliedPixel(x: x, y: y))
        return Int(p.g) - Int(p.r) > 100
    }

    /// Renders `view` at `moment`, returning the ring layer's presentation as the render saw it.
    private func presentation(of view: RingProgressView, at moment: Duration) throws -> RingLayer? {
        var seen: RingLayer?
        let probe = MomentProbe { seen = view.ringLayer.presentation() }
        view.layer.addSublayer(probe.layer)
        defer { probe.layer.removeFromSuperlayer() }
        _ = try ViewRenderer.render(view, at: moment, scale: 1)
        return seen
    }

    func testAViewsLayerClassOfTheAppsOwnIsMadeWithInitNotInitCoder() {
        // RingLayer's init?(coder:) is Xcode's fatalError: reaching it would stop the tests.
        let view = ring()
        XCTAssertTrue(type(of: view.layer) == RingLayer.self)
        XCTAssertEqual(view.ringLayer.progress, 0, "an unset @NSManaged number reads 0, as Core Animation reads it")
    }

    func testAnNSManagedPropertyIsTheLayersValueForItsKey() throws {
        let layer = ring().ringLayer
        layer.progress = 0.25
        XCTAssertEqual(layer.value(forKey: "progress") as? CGFloat, 0.25)
        layer.setValue(0.75, forKey: "progress")
        XCTAssertEqual(layer.progress, 0.75, "a Double set by key reads back as the property's CGFloat")
    }

    func testAnNSManagedObjectPropertyIsNilUntilSetAndReadsBackWhatWasSet() throws {
        let layer = ring().ringLayer
        XCTAssertNil(layer.trackColor)
        let red = UIColor.systemRed
        layer.trackColor = red
        XCTAssertTrue(layer.trackColor === red, "kept as it was set, not as the CGColor animations use")
        layer.trackColor = nil
        XCTAssertNil(layer.value(forKey: "trackColor"))
    }

    func testAnNSManagedPropertyOfAnObjectThatIsNoLayerIsKeptBesideIt() {
        let settings = RingSettings(), other = RingSettings()
        XCTAssertEqual(settings.lineWidth, 0)
        XCTAssertNil(settings.caption)
        settings.lineWidth = 6
        settings.caption = "Steps"
        XCTAssertEqual(settings.lineWidth, 6)
        XCTAssertEqual(settings.caption, "Steps")
        XCTAssertEqual(other.lineWidth, 0, "each object has its own")
    }

    func testKeyPathsAreTheObjectiveCNamesTheCompilerGives() {
        XCTAssertEqual(RingProgressView.animatedKeys, ["progress", "strokeEnd", "opacity", "hidden", "layer.cornerRadius", "doubleSided"])
    }

    func testTheRingAt0And250And500MillisecondsOfItsAnimationAndItsModel() throws {
        let view = ring()
        view.animateProgress(to: 1, duration: 0.5)
        assertSnapshot(of: view, as: .image(at: .zero), named: "ring-0ms")
        assertSnapshot(of: view, as: .image(at: .milliseconds(250)), named: "ring-250ms")
        assertSnapshot(of: view, as: .image(at: .milliseconds(500)), named: "ring-500ms")
        // The code path alone: the progress is the layer's, which no document stores.
        assertSnapshot(of: view, as: .image(paths: [.code]), named: "ring-model")
    }

    func testHalfwayTheRingIsDrawnByThePresentationToHalfItsTrack() throws {
        let view = ring()
        view.animateProgress(to: 1, duration: 0.5)
        let start = try ViewRenderer.render(view, at: .zero, scale: 1)
        XCTAssertFalse(try isGreen(start, 40, 6), "at 0 ms the presentation's progress is 0: no arc, where the model's 1 would be a full ring")
        let halfway = try ViewRenderer.render(view, at: .milliseconds(250), scale: 1)
        XCTAssertTrue(try isGreen(halfway, 74, 40), "three o'clock is filled")
        XCTAssertFalse(try isGreen(halfway, 6, 40), "nine o'clock is not yet")
        let model = try ViewRenderer.render(view, scale: 1)
        XCTAssertTrue(try isGreen(model, 6, 40), "the model is the full ring")
    }

    func testThePresentationIsOfTheAppsClassWithTheInterpolatedValue() throws {
        let view = ring()
        view.ringLayer.ringColor = .systemRed
        view.animateProgress(to: 1, duration: 0.5)
        let seen = try XCTUnwrap(presentation(of: view, at: .milliseconds(250)))
        XCTAssertEqual(seen.progress, 0.5, accuracy: 1e-9)
        XCTAssertTrue(seen.ringColor === view.ringLayer.ringColor, "made by RingLayer's init(layer:), which copies the colour")
        XCTAssertTrue(seen.model() === view.ringLayer)
        XCTAssertEqual(view.ringLayer.progress, 1, "the model keeps the value the app set")
    }

    func testChangingTheManagedPropertyOfARenderedLayerAnimatesThroughTheAppsAction() throws {
        let view = ring()
        _ = try ViewRenderer.render(view, scale: 1)
        view.progress = 0.8
        let implicit = try XCTUnwrap(view.ringLayer.animation(forKey: "progress") as? CABasicAnimation, "RingLayer.action(forKey:) ran")
        XCTAssertEqual(implicit.fromValue as? CGFloat, 0, "from the presentation's progress")
        XCTAssertEqual(implicit.duration, 0.4)
        XCTAssertEqual(try XCTUnwrap(presentation(of: view, at: .milliseconds(200))).progress, 0.4, accuracy: 1e-9,
                       "halfway through the app's 0.4 s linear animation from 0 to 0.8")
        XCTAssertEqual(try XCTUnwrap(presentation(of: view, at: .milliseconds(400))).progress, 0.8, accuracy: 1e-9)
    }

    func testChangingItOutsideActionsOrBeforeTheFirstRenderDoesNotAnimate() throws {
        let view = ring()
        view.progress = 0.3
        XCTAssertNil(view.ringLayer.animationKeys(), "a layer never rendered changes at once")
        _ = try ViewRenderer.render(view, scale: 1)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        view.progress = 0.6
        CATransaction.commit()
        XCTAssertNil(view.ringLayer.animationKeys())
        XCTAssertEqual(view.progress, 0.6)
    }

    func testAKeyOfTheAppsOwnHasNoImplicitAnimationUnlessItsActionGivesOne() throws {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let plain = CALayer()
        host.layer.addSublayer(plain)
        plain.setValue(2, forKey: "spin")
        _ = try ViewRenderer.render(host, scale: 1)
        plain.setValue(3, forKey: "spin")
        XCTAssertNil(plain.animationKeys())
        XCTAssertEqual(plain.value(forKey: "spin") as? Int, 3, "stored as it was set")
        plain.opacity = 0.5
        XCTAssertEqual(plain.animationKeys(), ["opacity"], "while Core Animation's own keys still animate implicitly")
    }

    func testAnObjCDynamicStoredPropertyAnimatesOnThePresentationCopy() throws {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        host.backgroundColor = .white
        let bar = LevelLayer()
        bar.frame = host.bounds
        host.layer.addSublayer(bar)
        XCTAssertEqual(bar.value(forKey: "level") as? CGFloat, 0, "key-value coding reaches the stored property")
        bar.setValue(1, forKey: "level")
        XCTAssertEqual(bar.level, 1)
        let animation = CABasicAnimation(keyPath: "level")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        bar.add(animation, forKey: "level")
        var seen: LevelLayer?
        let probe = MomentProbe { seen = bar.presentation() }
        host.layer.addSublayer(probe.layer)
        let image = try ViewRenderer.render(host, at: .milliseconds(500), scale: 1)
        XCTAssertEqual(try XCTUnwrap(seen).level, 0.5, accuracy: 1e-9)
        XCTAssertLessThan(try XCTUnwrap(image.unpremultipliedPixel(x: 45, y: 5)).r, 100, "the left half is blue")
        XCTAssertEqual(try XCTUnwrap(image.unpremultipliedPixel(x: 55, y: 5)).r, 255, "the right half is still white")
    }
}

/// Runs a closure while the layer it delegates for is drawn, when the snapshot clock reads the
/// moment being rendered.
private final class MomentProbe: CALayerDelegate {
    let layer = CALayer()
    private let body: () -> Void

    init(_ body: @escaping () -> Void) {
        self.body = body
        layer.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        layer.delegate = self
    }

    func draw(_ layer: CALayer, in ctx: CGContext) { body() }
}
