import Designable
import DesignableTesting
import Foundation
import XCTest

/// Touches, hit-testing, the responder chain and gesture recognizers, driven by Designable's
/// touch simulation.
final class TouchAndGestureTests: XCTestCase {
    final class Recorder: NSObject {
        var log: [String] = []
        func handle(_ recognizer: UIGestureRecognizer) {
            log.append("\(type(of: recognizer)) \(recognizer.state.name)")
        }
    }

    final class TouchLog: UIView {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began \(touches.count)") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            let p = touches.first!.location(in: self)
            log.append("ended at \(p.x), \(p.y)")
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
    }

    final class PanRecorder: NSObject {
        let view: UIView
        var log: [String] = []
        var translations: [CGFloat] = []
        init(in view: UIView) { self.view = view }
        func pan(_ p: UIPanGestureRecognizer) {
            log.append("Pan \(p.state.name)")
            translations.append(p.translation(in: view).x)
        }
    }

    private static let registered: Void = {
        SelectorTable.register(Recorder.self, "handle:") { r, args in r.handle(args[0] as! UIGestureRecognizer) }
        SelectorTable.register(PanRecorder.self, "pan:") { r, args in r.pan(args[0] as! UIPanGestureRecognizer) }
        _ = ScaleReader.registered
    }()

    override func setUp() { Self.registered }

    private func root() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200)) }

    func testHitTestingSkipsHiddenTransparentAndNonInteractiveViews() {
        let root = root()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)
        XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
        front.isHidden = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        front.isHidden = false
        front.alpha = 0.001
        XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        front.alpha = 1
        front.isUserInteractionEnabled = false
        XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        XCTAssertTrue(root.hitTest(CGPoint(x: 250, y: 150), with: nil) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: 400, y: 10), with: nil))
    }

    func testAPointInsideOverrideDecidesWhatHitTestingFinds() {
        /// A small button that takes touches up to 20 points around it, as iOS code enlarges
        /// tap targets; and a ring that lets touches through its hole.
        final class WideButton: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        final class Ring: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.contains(point) && !bounds.insetBy(dx: 20, dy: 20).contains(point)
            }
        }
        let root = root()
        let ring = Ring(frame: CGRect(x: 150, y: 50, width: 100, height: 100))
        let button = WideButton(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        root.addSubview(ring)
        root.addSubview(button)
        XCTAssertTrue(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === button, "10 points outside its bounds")
        XCTAssertTrue(root.hitTest(CGPoint(x: 15, y: 50), with: nil) === root, "25 points outside is too far")
        XCTAssertTrue(root.hitTest(CGPoint(x: 155, y: 100), with: nil) === ring, "on the ring")
        XCTAssertTrue(root.hitTest(CGPoint(x: 200, y: 100), with: nil) === root, "through the hole, to the view behind")
        let inner = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        ring.addSubview(inner)
        XCTAssertTrue(root.hitTest(CGPoint(x: 200, y: 100), with: nil) === root,
                      "a view whose point(inside:) refuses the point hides its subviews there too")
    }

    func testATapReachesTheViewsTouchMethodsInItsCoordinates() {
        let root = root()
        let target = TouchLog(frame: CGRect(x: 100, y: 50, width: 50, height: 50))
        root.addSubview(target)
        target.simulateTap(at: CGPoint(x: 10, y: 20))
        XCTAssertEqual(target.log, ["began 1", "moved", "ended at 10.0, 20.0"])
    }

    func testTapDoubleTapAndFailureRequirements() {
        let root = root()
        let recorder = Recorder()
        let single = UITapGestureRecognizer(target: recorder, action: Selector("handle:"))
        let double = UITapGestureRecognizer(target: recorder, action: Selector("handle:"))
        double.numberOfTapsRequired = 2
        double.name = "double"
        single.require(toFail: double)
        root.addGestureRecognizer(single)
        root.addGestureRecognizer(double)
        XCTAssertEqual(root.gestureRecognizers?.count, 2)
        root.simulate(.tap(count: 2))
        XCTAssertEqual(recorder.log, ["UITapGestureRecognizer ended"], "the double tap wins; the single tap waited and failed")
        recorder.log = []
        root.simulate(.tap())
        XCTAssertEqual(recorder.log, ["UITapGestureRecognizer ended"], "alone, the single tap is recognized once the double tap fails")
        XCTAssertEqual(single.state, .possible, "recognizers are reset after the touches")
    }

    func testAPanReportsItsTranslationAndCancelsTheViewsTouches() {
        let root = root()
        let view = TouchLog(frame: root.bounds)
        root.addSubview(view)
        let recorder = PanRecorder(in: view)
        final class Pan: UIPanGestureRecognizer {}
        let pan = Pan(target: recorder, action: Selector("pan:"))
        view.addGestureRecognizer(pan)
        view.simulate(.pan(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 120, y: 100), steps: 5))
        XCTAssertEqual(recorder.log.first, "Pan began")
        XCTAssertEqual(recorder.log.last, "Pan ended")
        XCTAssertEqual(recorder.translations.last, 100)
        XCTAssertEqual(view.log.last, "cancelled", "the recognized pan took the touches from the view")
    }

    func testSwipePinchRotationLongPressAndScreenEdge() {
        let root = root()
        let recorder = Recorder()
        let swipe = UISwipeGestureRecognizer(target: recorder, action: Selector("handle:"))
        swipe.direction = .left
        root.addGestureRecognizer(swipe)
        root.simulate(.swipe(.right))
        XCTAssertEqual(recorder.log, [], "a swipe the other way is not recognized")
        root.simulate(.swipe(.left))
        XCTAssertEqual(recorder.log, ["UISwipeGestureRecognizer ended"])
        root.removeGestureRecognizer(swipe)
        XCTAssertNil(root.gestureRecognizers)

        recorder.log = []
        let pinch = UIPinchGestureRecognizer(target: recorder, action: Selector("handle:"))
        root.addGestureRecognizer(pinch)
        var scale: CGFloat = 0
        let scaleReader = ScaleReader { scale = $0.scale }
        pinch.addTarget(scaleReader, action: Selector("read:"))
        root.simulate(.pinch(from: 50, to: 150))
        XCTAssertEqual(scale, 3, accuracy: 1e-9)
        XCTAssertEqual(recorder.log.first, "UIPinchGestureRecognizer began")
        withExtendedLifetime(scaleReader) {}
        root.removeGestureRecognizer(pinch)

        let rotation = UIRotationGestureRecognizer()
        var angle: CGFloat = 0
        let reader = ScaleReader { _ in angle = rotation.rotation }
        rotation.addTarget(reader, action: Selector("read:"))
        root.addGestureRecognizer(rotation)
        root.simulate(.rotation(by: .pi / 4))
        XCTAssertEqual(angle, .pi / 4, accuracy: 1e-9)
        withExtendedLifetime(reader) {}
        root.removeGestureRecognizer(rotation)

        recorder.log = []
        let press = UILongPressGestureRecognizer(target: recorder, action: Selector("handle:"))
        root.addGestureRecognizer(press)
        root.simulate(.tap())
        XCTAssertEqual(recorder.log, [], "a tap is too short for a long press")
        root.simulate(.longPress(duration: 0.7))
        XCTAssertEqual(recorder.log, ["UILongPressGestureRecognizer began", "UILongPressGestureRecognizer ended"])
        root.removeGestureRecognizer(press)

        recorder.log = []
        let edge = UIScreenEdgePanGestureRecognizer(target: recorder, action: Selector("handle:"))
        edge.edges = .left
        root.addGestureRecognizer(edge)
        root.simulate(.pan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100)))
        XCTAssertEqual(recorder.log, [], "not from the edge")
        root.simulate(.pan(from: CGPoint(x: 5, y: 100), to: CGPoint(x: 120, y: 100)))
        XCTAssertEqual(recorder.log.first, "UIScreenEdgePanGestureRecognizer began")
    }

    func testTheDelegateAndTheViewMayStopAGesture() {
        final class Refuser: UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let root = root()
        let recorder = Recorder()
        let tap = UITapGestureRecognizer(target: recorder, action: Selector("handle:"))
        let refuser = Refuser()
        tap.delegate = refuser
        root.addGestureRecognizer(tap)
        root.simulateTap()
        XCTAssertEqual(recorder.log, [])
        tap.delegate = nil
        tap.isEnabled = false
        root.simulateTap()
        XCTAssertEqual(recorder.log, [])
        tap.isEnabled = true
        root.simulateTap()
        XCTAssertEqual(recorder.log, ["UITapGestureRecognizer ended"])
    }

    func testACustomRecognizerSetsItsStateAsUIGestureRecognizerSubclassAllows() {
        /// Recognizes a touch that goes down and up without moving, on touch down.
        final class PressRecognizer: UIGestureRecognizer {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                super.touchesBegan(touches, with: event)
                state = .began
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                super.touchesEnded(touches, with: event)
                state = .ended
            }
        }
        let root = root()
        let recorder = Recorder()
        root.addGestureRecognizer(PressRecognizer(target: recorder, action: Selector("handle:")))
        root.simulateTap()
        XCTAssertEqual(recorder.log, ["PressRecognizer began", "PressRecognizer ended"])
    }

    func testTappingControlsSendsTheirEventsAndChangesThem() {
        let root = root()
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        let segments = UISegmentedControl(items: ["A", "B", "C"])
        segments.frame = CGRect(x: 10, y: 60, width: 180, height: 32)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 120, width: 100, height: 40)
        root.addSubview(toggle)
        root.addSubview(segments)
        root.addSubview(button)
        var events: [String] = []
        toggle.addAction(UIAction { _ in events.append("switch \(toggle.isOn)") }, for: .valueChanged)
        segments.addAction(UIAction { _ in events.append("segment \(segments.selectedSegmentIndex)") }, for: .valueChanged)
        button.addAction(UIAction { _ in events.append("button") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in events.append("down highlighted \(button.isHighlighted)") }, for: .touchDown)
        toggle.simulateTap()
        segments.simulateTap(at: CGPoint(x: 150, y: 16))
        button.simulateTap()
        XCTAssertEqual(events, ["switch true", "segment 2", "down highlighted true", "button"])
        XCTAssertFalse(button.isHighlighted)
        button.isEnabled = false
        button.simulateTap()
        XCTAssertEqual(events.count, 4, "a disabled control ignores touches")
    }

    func testTheFirstResponderIsOnePerHierarchy() {
        let root = root()
        let a = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let b = UITextField(frame: CGRect(x: 0, y: 40, width: 100, height: 30))
        let plain = UIView()
        root.addSubview(a)
        root.addSubview(b)
        root.addSubview(plain)
        var editing: [String] = []
        a.addAction(UIAction { _ in editing.append("a begins") }, for: .editingDidBegin)
        a.addAction(UIAction { _ in editing.append("a ends") }, for: .editingDidEnd)
        XCTAssertFalse(plain.becomeFirstResponder(), "a plain view cannot become first responder")
        XCTAssertTrue(a.becomeFirstResponder())
        XCTAssertTrue(a.isFirstResponder)
        XCTAssertTrue(b.becomeFirstResponder())
        XCTAssertFalse(a.isFirstResponder)
        XCTAssertTrue(b.isFirstResponder)
        XCTAssertTrue(b.resignFirstResponder())
        XCTAssertFalse(b.isFirstResponder)
        XCTAssertEqual(editing, ["a begins", "a ends"])
        XCTAssertNil(a.inputView)
        XCTAssertNil(a.inputAccessoryView)
    }

    func testTimersAndDisplayLinksCallTheirSelectorOnlyWhenTheRunLoopRuns() throws {
        final class Ticker: NSObject {
            var ticks = 0
            func tick() { ticks += 1 }
        }
        SelectorTable.register(Ticker.self, "tick") { t, _ in t.tick() }
        let ticker = Ticker()
        let timer = Timer.scheduledTimer(timeInterval: 0.01, target: ticker, selector: Selector("tick"), userInfo: nil, repeats: true)
        let link = CADisplayLink(target: ticker, selector: Selector("tick"))
        link.add(to: .current, forMode: .default)
        _ = try ViewRenderer.render(root(), scale: 1)
        XCTAssertEqual(ticker.ticks, 0, "a render never runs the run loop")
        RunLoop.current.run(until: Date().addingTimeInterval(0.1))
        XCTAssertGreaterThan(ticker.ticks, 0)
        timer.invalidate()
        link.invalidate()
    }
}

/// Reads a recognizer in its action, for tests.
final class ScaleReader: NSObject {
    let body: (UIPinchGestureRecognizer) -> Void
    init(_ body: @escaping (UIPinchGestureRecognizer) -> Void) { self.body = body }
    static let registered: Void = {
        SelectorTable.register(ScaleReader.self, "read:") { reader, args in
            if let pinch = args[0] as? UIPinchGestureRecognizer { reader.body(pinch) } else { reader.body(UIPinchGestureRecognizer()) }
        }
    }()
    func read() {}
}

extension UIGestureRecognizer.State {
    var name: String {
        switch self {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }
}

/// `isMultipleTouchEnabled` and `isExclusiveTouch`, as a drawing canvas and a row of buttons
/// set them.
final class TouchExclusivityTests: XCTestCase {
    final class Counter: UIView {
        var began: [Int] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began.append(touches.count) }
    }

    final class Pinches: NSObject {
        var states: [UIGestureRecognizer.State] = []
        func pinched(_ r: UIPinchGestureRecognizer) { states.append(r.state) }
    }

    func testAViewHearsOneFingerUnlessMultipleTouchIsEnabledWhileItsRecognizersSeeAll() {
        let canvas = Counter(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        SelectorTable.register(Pinches.self, "pinched:") { target, arguments in
            target.pinched(SelectorArguments.argument(arguments, 0))
        }
        let pinches = Pinches()
        canvas.addGestureRecognizer(UIPinchGestureRecognizer(target: pinches, action: Selector("pinched:")))
        canvas.simulate(.pinch(from: 100, to: 200))
        XCTAssertEqual(canvas.began, [1], "two fingers, one heard: isMultipleTouchEnabled is false by default")
        XCTAssertTrue(pinches.states.contains(.changed), "the pinch recognizer saw both fingers")
        canvas.began = []
        canvas.isMultipleTouchEnabled = true
        canvas.simulate(.pinch(from: 100, to: 200))
        XCTAssertEqual(canvas.began, [2])
    }

    func testAnExclusiveViewKeepsItsSiblingFromBeingTouchedAtTheSameTime() {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        let left = Counter(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let right = Counter(frame: CGRect(x: 100, y: 0, width: 100, height: 50))
        row.addSubview(left)
        row.addSubview(right)
        row.simulate(.pinch(center: CGPoint(x: 100, y: 25), from: 100, to: 120))
        XCTAssertEqual(left.began, [1])
        XCTAssertEqual(right.began, [1], "without exclusivity each button hears its finger")
        left.began = []
        right.began = []
        left.isExclusiveTouch = true
        row.simulate(.pinch(center: CGPoint(x: 100, y: 25), from: 100, to: 120))
        XCTAssertEqual(left.began, [1], "the first finger landed on the exclusive view")
        XCTAssertEqual(right.began, [], "so the second goes nowhere")
        left.began = []
        row.simulate(.tap(at: CGPoint(x: 150, y: 25)))
        XCTAssertEqual(right.began, [1], "alone, the sibling is touched as usual")
    }
}
