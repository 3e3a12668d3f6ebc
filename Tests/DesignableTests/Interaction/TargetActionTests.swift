import Designable
import DesignableTesting
import Foundation
import XCTest

/// UIControl's target-action: actions registered by selector are really called, through the
/// selector table, in UIKit's order, with UIKit's arguments.
final class TargetActionTests: XCTestCase {
    final class Controller: UIResponder {
        var log: [String] = []
        func buy() { log.append("buy") }
        func tapped(_ sender: UIControl) { log.append("tapped \(type(of: sender))") }
        func changed(_ sender: UIControl, event: UIEvent?) { log.append("changed \(event == nil ? "without" : "with") event") }
    }

    /// A card that turns green and shows a check mark when its button is tapped: the fixture of
    /// a control whose action changes its look.
    final class ConfirmCard: UIView {
        let button = UIButton(type: .system)
        let badge = CAShapeLayer()
        private(set) var confirmed = false

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .white
            layer.cornerRadius = 12
            layer.borderWidth = 2
            layer.borderColor = UIColor.systemGray.cgColor
            button.frame = CGRect(x: 20, y: 20, width: frame.width - 40, height: frame.height - 40)
            button.backgroundColor = .systemGray5
            button.layer.cornerRadius = 8
            addSubview(button)
            badge.fillColor = nil
            badge.strokeColor = UIColor.white.cgColor
            badge.lineWidth = 5
            badge.lineCap = .round
            badge.lineJoin = .round
            let check = UIBezierPath()
            check.move(to: CGPoint(x: frame.width / 2 - 14, y: frame.height / 2))
            check.addLine(to: CGPoint(x: frame.width / 2 - 4, y: frame.height / 2 + 10))
            check.addLine(to: CGPoint(x: frame.width / 2 + 16, y: frame.height / 2 - 12))
            badge.path = check.cgPath
            badge.isHidden = true
            layer.addSublayer(badge)
            badge.zPosition = 1
            button.addTarget(self, action: Selector("confirm:"), for: .touchUpInside)
        }

        required init?(coder: NSCoder) { fatalError("not used in these tests") }

        func confirm(_ sender: UIButton) {
            confirmed = true
            button.backgroundColor = .systemGreen
            layer.borderColor = UIColor.systemGreen.cgColor
            badge.isHidden = false
        }
    }

    private static let registered: Void = {
        SelectorTable.register(Controller.self, "buy") { c, _ in c.buy() }
        SelectorTable.register(Controller.self, "tapped:") { c, args in c.tapped(args[0] as! UIControl) }
        SelectorTable.register(Controller.self, "changed:event:") { c, args in c.changed(args[0] as! UIControl, event: args[1] as? UIEvent) }
        SelectorTable.register(ConfirmCard.self, "confirm:") { card, args in card.confirm(args[0] as! UIButton) }
    }()

    override func setUp() { Self.registered }

    func testSendActionsCallsEachRegisteredActionForTheEventsInOrder() {
        let controller = Controller()
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        control.addTarget(controller, action: Selector("buy"), for: .touchUpInside)
        control.addTarget(controller, action: Selector("tapped:"), for: [.touchUpInside, .valueChanged])
        control.addTarget(controller, action: Selector("changed:event:"), for: .valueChanged)
        control.addAction(UIAction(title: "log") { action in controller.log.append("closure from \(type(of: action.sender!))") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(controller.log, ["buy", "tapped UIControl", "closure from UIControl"])
        controller.log = []
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(controller.log, ["tapped UIControl", "changed without event"])
        XCTAssertEqual(control.actions(forTarget: controller, forControlEvent: .valueChanged), ["tapped:", "changed:event:"])
        XCTAssertEqual(control.allTargets, [AnyHashable(controller)])
        XCTAssertEqual(control.allControlEvents, [.touchUpInside, .valueChanged])
    }

    func testRemovingTargetsAndActions() {
        let controller = Controller()
        let control = UIControl()
        control.addTarget(controller, action: Selector("buy"), for: [.touchUpInside, .touchDown])
        control.removeTarget(controller, action: Selector("buy"), for: .touchDown)
        XCTAssertNil(control.actions(forTarget: controller, forControlEvent: .touchDown))
        XCTAssertEqual(control.actions(forTarget: controller, forControlEvent: .touchUpInside), ["buy"])
        control.removeTarget(nil, action: nil, for: .allEvents)
        XCTAssertTrue(control.allTargets.isEmpty)
        let action = UIAction(identifier: UIAction.Identifier("one")) { _ in controller.log.append("one") }
        control.addAction(action, for: .touchUpInside)
        control.addAction(UIAction(identifier: UIAction.Identifier("one")) { _ in controller.log.append("replacement") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(controller.log, ["replacement"], "one action per identifier")
        control.removeAction(identifiedBy: UIAction.Identifier("one"), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(controller.log, ["replacement"])
    }

    func testANilTargetSendsTheActionUpTheResponderChain() {
        let controller = Controller()
        let vc = UIViewController()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        vc.view.addSubview(button)
        XCTAssertTrue(button.next === vc.view)
        XCTAssertTrue(vc.view.next === vc)
        button.addTarget(nil, action: Selector("buy"), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(controller.log, [], "nobody up the chain handles buy")
        button.sendAction(Selector("buy"), to: controller, for: nil)
        XCTAssertEqual(controller.log, ["buy"])
    }

    func testAnUnregisteredActionIsSkippedInsteadOfCrashing() {
        // The target is kept alive: controls hold targets weakly, so a temporary one would be
        // gone before the action is sent, and the missing method never looked up.
        let controller = Controller()
        let control = UIControl()
        control.addTarget(controller, action: Selector("buy"), for: .touchUpInside)
        control.addTarget(controller, action: Selector("missing:"), for: .touchUpInside)
        control.addTarget(controller, action: Selector("tapped:"), for: .touchUpInside)
        XCTAssertFalse(SelectorTable.responds(controller, to: Selector("missing:")))
        XCTAssertEqual(control.actions(forTarget: controller, forControlEvent: .touchUpInside), ["buy", "missing:", "tapped:"])
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(controller.log, ["buy", "tapped UIControl"], "the action before and the action after the missing one both ran")
        XCTAssertEqual(control.actions(forTarget: controller, forControlEvent: .touchUpInside), ["buy", "missing:", "tapped:"],
                       "a skipped action stays registered")
    }

    func testAControlsActionChangesItsLookAfterTouchUpInside() throws {
        let card = ConfirmCard(frame: CGRect(x: 0, y: 0, width: 140, height: 90))
        assertSnapshot(of: card, as: .image(paths: [.code]), named: "before")
        card.button.sendActions(for: .touchUpInside)
        XCTAssertTrue(card.confirmed)
        assertSnapshot(of: card, as: .image(paths: [.code]), named: "after-touch-up-inside")
    }

    func testASimulatedTapLooksTheSameAsTheActionSentDirectly() throws {
        let tapped = ConfirmCard(frame: CGRect(x: 0, y: 0, width: 140, height: 90))
        tapped.simulateTap(at: CGPoint(x: 70, y: 45))
        XCTAssertTrue(tapped.confirmed, "the touch went down and up inside the button")
        let missed = ConfirmCard(frame: CGRect(x: 0, y: 0, width: 140, height: 90))
        missed.simulateTap(at: CGPoint(x: 8, y: 8))
        XCTAssertFalse(missed.confirmed, "a tap on the card's margin is not the button's")
        let sent = ConfirmCard(frame: CGRect(x: 0, y: 0, width: 140, height: 90))
        sent.button.sendActions(for: .touchUpInside)
        XCTAssertEqual(try ViewRenderer.render(tapped), try ViewRenderer.render(sent))
        XCTAssertNotEqual(try ViewRenderer.render(missed), try ViewRenderer.render(sent))
    }

    func testEveryControlEventHasUIKitsBit() {
        XCTAssertEqual(UIControl.Event.touchUpInside.rawValue, 64)
        XCTAssertEqual(UIControl.Event.valueChanged.rawValue, 4096)
        XCTAssertEqual(UIControl.Event.primaryActionTriggered.rawValue, 8192)
        XCTAssertEqual(UIControl.Event.editingChanged.rawValue, 131_072)
        XCTAssertTrue(UIControl.Event.allTouchEvents.contains(.touchCancel))
        XCTAssertTrue(UIControl.Event.allEditingEvents.contains(.editingDidEndOnExit))
    }
}
