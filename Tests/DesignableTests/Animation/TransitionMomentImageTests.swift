import Designable
import DesignableTesting
import Foundation
import Raster
import XCTest

/// Transitions rendered at a moment: the picture of the old state taken when the transition
/// began, and the new state, drawn as UIKit and Core Animation draw them mid-transition.
final class TransitionMomentImageTests: XCTestCase {
    private static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    private static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    private static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    private static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)

    /// A 100 × 60 card at (30, 20) on a white 160 × 100 stage. Its old face is red on the left
    /// and green on the right with a white dot at the top left; its new face blue and yellow
    /// with a black square there.
    private final class Stage {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
        let card = UIView(frame: CGRect(x: 30, y: 20, width: 100, height: 60))
        private let left = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 60))
        private let right = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 60))
        private let mark = UIView(frame: CGRect(x: 8, y: 8, width: 16, height: 16))

        init() {
            root.backgroundColor = .white
            root.addSubview(card)
            for view in [left, right, mark] { card.addSubview(view) }
            showOld()
        }

        func showOld() {
            left.backgroundColor = TransitionMomentImageTests.red
            right.backgroundColor = TransitionMomentImageTests.green
            mark.backgroundColor = .white
            mark.layer.cornerRadius = 8
        }

        func showNew() {
            left.backgroundColor = TransitionMomentImageTests.blue
            right.backgroundColor = TransitionMomentImageTests.yellow
            mark.backgroundColor = .black
            mark.layer.cornerRadius = 0
        }
    }

    private func pixel(_ image: Bitmap, _ x: Int, _ y: Int, file: StaticString = #filePath, line: UInt = #line) -> (Int, Int, Int) {
        guard let p = image.unpremultipliedPixel(x: x, y: y) else {
            XCTFail("no pixel at (\(x), \(y))", file: file, line: line)
            return (-1, -1, -1)
        }
        return (Int(p.r), Int(p.g), Int(p.b))
    }

    private func assertColor(_ image: Bitmap, _ x: Int, _ y: Int, _ expected: (Int, Int, Int), tolerance: Int = 1, _ message: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        let (r, g, b) = pixel(image, x, y, file: file, line: line)
        let ok = abs(r - expected.0) <= tolerance && abs(g - expected.1) <= tolerance && abs(b - expected.2) <= tolerance
        XCTAssertTrue(ok, "\(message): (\(x), \(y)) is (\(r), \(g), \(b)), expected \(expected)", file: file, line: line)
    }

    private let white = (255, 255, 255), redRGB = (255, 0, 0), greenRGB = (0, 255, 0), blueRGB = (0, 0, 255), yellowRGB = (255, 255, 0)

    // MARK: UIView.transition(with:)

    func testACrossDissolveHalfwayShowsEachStateAtHalfStrength() throws {
        let stage = Stage()
        var finished: Bool?
        UIView.transition(with: stage.card, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                          animations: { stage.showNew() }, completion: { finished = $0 })
        assertSnapshot(of: stage.root, as: .image(at: .milliseconds(500)), named: "cross-dissolve-50")
        let half = try ViewRenderer.render(stage.root, at: .milliseconds(500), scale: 1)
        // (255, 0, 0) and (0, 0, 255) blended half and half, with no white showing through.
        assertColor(half, 55, 60, (128, 0, 128), "red gives way to blue")
        assertColor(half, 105, 60, (128, 255, 0), "green gives way to yellow")
        assertColor(half, 10, 10, white, "the stage around the card does not take part")
        XCTAssertNil(finished, "the completion waits for the end")
        let model = try ViewRenderer.render(stage.root, scale: 1)
        assertColor(model, 55, 60, blueRGB, "the model is the new state")
        XCTAssertEqual(finished, true)
    }

    func testTheStartOfATransitionIsThePictureOfTheOldStateToThePixel() throws {
        let old = try ViewRenderer.render(Stage().root, scale: 2)
        let stage = Stage()
        UIView.transition(with: stage.card, duration: 1, options: [.transitionCrossDissolve], animations: { stage.showNew() })
        let start = try ViewRenderer.render(stage.root, at: .zero, scale: 2)
        XCTAssertEqual(start.bytes, old.bytes)
        let new = Stage()
        new.showNew()
        XCTAssertEqual(try ViewRenderer.render(stage.root, scale: 2).bytes, try ViewRenderer.render(new.root, scale: 2).bytes,
                       "the model render, as iOS snapshots, shows the new state")
    }

    func testATransitionFollowsTheCurveOfItsOptions() throws {
        let stage = Stage()
        UIView.transition(with: stage.card, duration: 1, options: [.transitionCrossDissolve, .curveEaseIn], animations: { stage.showNew() })
        let image = try ViewRenderer.render(stage.root, at: .milliseconds(500), scale: 1)
        let p = CubicBezierReference.easeIn(0.5)
        assertColor(image, 55, 60, (Int((255 * (1 - p)).rounded()), 0, Int((255 * p).rounded())), "ease-in: well short of half way")
    }

    func testTransitionFromOneViewToAnotherDissolvesTheirSuperview() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        root.backgroundColor = .white
        let from = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        from.backgroundColor = Self.red
        root.addSubview(from)
        let to = UIView(frame: CGRect(x: 30, y: 10, width: 20, height: 20))
        to.backgroundColor = Self.blue
        UIView.transition(from: from, to: to, duration: 1, options: [.transitionCrossDissolve, .curveLinear])
        XCTAssertNil(from.superview)
        let half = try ViewRenderer.render(root, at: .milliseconds(500), scale: 1)
        assertColor(half, 15, 15, (255, 128, 128), "the red square fades out to the white behind it")
        assertColor(half, 45, 15, (128, 128, 255), "the blue square fades in over white")
    }

    // MARK: CATransition added to a layer

    private func slide(_ type: CATransitionType, _ subtype: CATransitionSubtype, clipped: Bool = false) throws -> Bitmap {
        let stage = Stage()
        stage.card.clipsToBounds = clipped
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = 1
        stage.card.layer.add(transition, forKey: kCATransition)
        stage.showNew()
        return try ViewRenderer.render(stage.root, at: .milliseconds(500), scale: 1)
    }

    func testAPushFromTheRightHalfwayMovesBothStatesLeftByHalfTheWidth() throws {
        let stage = Stage()
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 1
        stage.card.layer.add(push, forKey: kCATransition)
        stage.showNew()
        assertSnapshot(of: stage.root, as: .image(at: .milliseconds(500)), named: "push-from-right-50")

        let image = try slide(.push, .fromRight)
        assertColor(image, 55, 50, greenRGB, "the old right half has moved to the left half")
        assertColor(image, 105, 50, blueRGB, "the new left half has come in on the right")
        assertColor(image, 15, 50, redRGB, "unclipped, the old left half shows beyond the card, as on iOS")
        assertColor(image, 145, 50, yellowRGB, "and the new right half has yet to come in")
        let clipped = try slide(.push, .fromRight, clipped: true)
        assertColor(clipped, 15, 50, white, "a layer that masks to its bounds clips the slide")
        assertColor(clipped, 145, 50, white, "on both sides")
        assertColor(clipped, 55, 50, greenRGB, "and still shows it inside")
    }

    func testMoveInSlidesTheNewStateOverTheOldAndRevealSlidesTheOldOffTheNew() throws {
        let moveIn = try slide(.moveIn, .fromRight)
        assertColor(moveIn, 55, 50, redRGB, "move-in leaves the old state where it is")
        assertColor(moveIn, 105, 50, blueRGB, "and slides the new one over it")
        let reveal = try slide(.reveal, .fromRight)
        assertColor(reveal, 55, 50, greenRGB, "reveal slides the old state away")
        assertColor(reveal, 105, 50, yellowRGB, "uncovering the new one where it stays")
        assertColor(reveal, 15, 50, redRGB, "the old state moving out beyond the card")
    }

    func testEachSubtypeSlidesFromItsEdge() throws {
        let fromLeft = try slide(.push, .fromLeft)
        assertColor(fromLeft, 55, 50, yellowRGB, "from the left: the new right half has come in on the left")
        assertColor(fromLeft, 105, 50, redRGB, "and the old left half has moved right")
        let fromTop = try slide(.push, .fromTop)
        assertColor(fromTop, 60, 35, blueRGB, "from the top: the new state comes down into the upper half")
        assertColor(fromTop, 60, 65, redRGB, "pushing the old one down")
        let fromBottom = try slide(.push, .fromBottom)
        assertColor(fromBottom, 60, 35, redRGB, "from the bottom: the old state moves up")
        assertColor(fromBottom, 60, 65, blueRGB, "as the new one comes up from below")
    }

    func testATransitionHonoursItsTimingFunctionAndProgressRange() throws {
        let stage = Stage()
        let fade = CATransition()
        fade.duration = 1
        fade.startProgress = 0.2
        fade.endProgress = 0.6
        fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        stage.card.layer.add(fade, forKey: kCATransition)
        stage.showNew()
        let quarter = try ViewRenderer.render(stage.root, at: .milliseconds(250), scale: 1)
        let p = 0.2 + 0.4 * CubicBezierReference.easeInOut(0.25)
        assertColor(quarter, 55, 60, (Int((255 * (1 - p)).rounded()), 0, Int((255 * p).rounded())), "progress within 0.2...0.6, eased")
        let end = try ViewRenderer.render(stage.root, at: .milliseconds(999), scale: 1)
        assertColor(end, 55, 60, (102, 0, 153), tolerance: 2, "it ends at 60 %")
    }

    func testATransitionAddedAfterTheChangeHasNoOldStateToShow() throws {
        // Designable keeps no picture of what was last displayed: the old state is the layer when
        // the transition is added.
        let stage = Stage()
        stage.showNew()
        let fade = CATransition()
        fade.duration = 1
        stage.card.layer.add(fade, forKey: kCATransition)
        let half = try ViewRenderer.render(stage.root, at: .milliseconds(500), scale: 1)
        assertColor(half, 55, 60, blueRGB, "both sides are the new state")
    }

    // MARK: Flips

    /// Where a point `u`, `v` from the card's centre lands in a flip by `angle` about the
    /// vertical (or horizontal) axis, the point coming `u sin(angle)` (or `v sin(angle)`) towards
    /// an eye 500 points away: computed here from the geometry, not by the toolkit.
    private func flipped(_ u: Double, _ v: Double, angle: Double, vertical: Bool = true) -> (x: Double, y: Double) {
        let w = 1 + (vertical ? u : v) * sin(angle) / 500
        return vertical ? (80 + u * cos(angle) / w, 50 + v / w) : (80 + u / w, 50 + v * cos(angle) / w)
    }

    func testAFlipFromLeftShowsTheOldFaceTurningUntilAQuarterTurnThenTheNewFace() throws {
        let stage = Stage()
        UIView.transition(with: stage.card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: { stage.showNew() })
        assertSnapshot(of: stage.root, as: .image(at: .milliseconds(250)), named: "flip-from-left-25")
        assertSnapshot(of: stage.root, as: .image(at: .milliseconds(750)), named: "flip-from-left-75")

        let first = try ViewRenderer.render(stage.root, at: .milliseconds(250), scale: 1)
        let leftEdge = flipped(-50, 0, angle: .pi / 4).x, rightEdge = flipped(50, 0, angle: .pi / 4).x
        XCTAssertEqual(leftEdge, 41.95, accuracy: 0.01)
        assertColor(first, Int(leftEdge) - 2, 50, white, "left of the turned card")
        assertColor(first, Int(leftEdge) + 2, 50, redRGB, "the old face's left half")
        assertColor(first, Int(rightEdge) - 3, 50, greenRGB, "the old face's right half")
        assertColor(first, Int(rightEdge) + 2, 50, white, "right of the turned card")
        // The left side has come forward: taller than the right, above the card's old top edge.
        let leftTop = flipped(-50, -30, angle: .pi / 4).y, rightTop = flipped(50, -30, angle: .pi / 4).y
        XCTAssertLessThan(leftTop, 20)
        XCTAssertGreaterThan(rightTop, 21)
        assertColor(first, Int(leftEdge) + 3, 19, redRGB, "the near edge reaches above the card's top")
        assertColor(first, Int(rightEdge) - 3, 20, white, "the far edge does not")

        let second = try ViewRenderer.render(stage.root, at: .milliseconds(750), scale: 1)
        // The new face, half a turn behind the old: its right side is now the near one.
        let newLeft = flipped(-50, 0, angle: -.pi / 4).x, newRight = flipped(50, 0, angle: -.pi / 4).x
        assertColor(second, Int(newLeft) - 2, 50, white, "left of the new face")
        assertColor(second, Int(newLeft) + 2, 50, blueRGB, "the new face's left half, not mirrored")
        assertColor(second, Int(newRight) - 3, 50, yellowRGB, "the new face's right half")
        assertColor(second, Int(newRight) + 2, 50, white, "right of the new face")
        assertColor(second, Int(newRight) - 3, 19, yellowRGB, "the near side is now the right")
    }

    func testAFlipFromRightTurnsTheOtherWayAndFlipsFromTopAndBottomTurnAboutTheHorizontalAxis() throws {
        func flip(_ option: UIView.AnimationOptions) throws -> Bitmap {
            let stage = Stage()
            UIView.transition(with: stage.card, duration: 1, options: [option, .curveLinear], animations: { stage.showNew() })
            return try ViewRenderer.render(stage.root, at: .milliseconds(250), scale: 1)
        }
        let fromRight = try flip(.transitionFlipFromRight)
        let near = flipped(-50, -30, angle: .pi / 4)   // mirrored: the right side comes forward
        assertColor(fromRight, 160 - Int(near.x) - 4, 19, greenRGB, "the right side comes forward")
        assertColor(fromRight, Int(near.x) + 3, 20, white, "the left side goes back")

        // About the horizontal axis: the near edge is wider than the card, the far one narrower.
        let nearLeft = flipped(-50, -30, angle: .pi / 4, vertical: false), farLeft = flipped(-50, 30, angle: .pi / 4, vertical: false)
        XCTAssertLessThan(nearLeft.x, 28.5)
        XCTAssertGreaterThan(farLeft.x, 31)
        let fromTop = try flip(.transitionFlipFromTop)
        assertColor(fromTop, 29, Int(nearLeft.y) + 2, redRGB, "the top comes forward, wider than the card")
        assertColor(fromTop, 29, Int(farLeft.y) - 2, white, "the bottom goes back, narrower")
        let fromBottom = try flip(.transitionFlipFromBottom)
        assertColor(fromBottom, 29, 100 - Int(nearLeft.y) - 3, redRGB, "the bottom comes forward")
        assertColor(fromBottom, 29, 100 - Int(farLeft.y) + 1, white, "the top goes back")
    }

    // MARK: Curls

    func testACurlUpFoldsTheOldPageUpOverItselfUncoveringTheNew() throws {
        let stage = Stage()
        UIView.transition(with: stage.card, duration: 1, options: [.transitionCurlUp, .curveLinear], animations: { stage.showNew() })
        let half = try ViewRenderer.render(stage.root, at: .milliseconds(500), scale: 1)
        assertColor(half, 100, 65, yellowRGB, "below the fold, the new state")
        // The flap: the old page's lower half mirrored above the fold, under a white veil.
        assertColor(half, 100, 40, blend(white, greenRGB, 0.2), tolerance: 2, "the back of the old page")

        let stage2 = Stage()
        UIView.transition(with: stage2.card, duration: 1, options: [.transitionCurlDown, .curveLinear], animations: { stage2.showNew() })
        let quarter = try ViewRenderer.render(stage2.root, at: .milliseconds(250), scale: 1)
        assertColor(quarter, 100, 60, greenRGB, "a curl down leaves the old state below the fold")
        assertColor(quarter, 100, 30, blend(white, yellowRGB, 0.2), tolerance: 2, "under the new page coming down")
    }
}

/// `base` with `amount` of `other` mixed in.
private func blend(_ base: (Int, Int, Int), _ other: (Int, Int, Int), _ amount: Double) -> (Int, Int, Int) {
    func mix(_ a: Int, _ b: Int) -> Int { Int((Double(a) * (1 - amount) + Double(b) * amount).rounded()) }
    return (mix(base.0, other.0), mix(base.1, other.1), mix(base.2, other.2))
}
