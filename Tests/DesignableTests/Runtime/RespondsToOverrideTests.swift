@testable import Designable
import Foundation
import XCTest

/// `override func responds(to:)`, as views and controllers written for iOS declare it: the
/// override answers however the object is reached, and UIKit's own callers ask it.
final class RespondsToOverrideTests: XCTestCase {
    /// A view that answers for a selector it handles without a method, as proxy views do.
    final class ForwardingView: UIView {
        var asked: [Selector] = []
        override func responds(to aSelector: Selector!) -> Bool {
            if let aSelector { asked.append(aSelector) }
            return aSelector == Selector("handledElsewhere:") || super.responds(to: aSelector)
        }
    }

    func testTheOverrideAnswersThroughTheViewItsResponderAndAPlainNSObject() {
        let view = ForwardingView()
        let handled = Selector("handledElsewhere:"), unknown = Selector("neverDeclared:")
        XCTAssertTrue(view.responds(to: handled))
        XCTAssertTrue((view as UIResponder).responds(to: handled))
        XCTAssertTrue((view as NSObject).responds(to: handled), "a call through NSObject reaches the override")
        XCTAssertFalse(view.responds(to: unknown), "super answers from the selector table")
        XCTAssertFalse(view.responds(to: nil))
        XCTAssertEqual(view.asked, [handled, handled, handled, unknown])
    }

    func testCanPerformActionAsksTheOverride() {
        let view = ForwardingView()
        XCTAssertTrue(view.canPerformAction(Selector("handledElsewhere:"), withSender: nil))
        XCTAssertFalse(UIView().canPerformAction(Selector("handledElsewhere:"), withSender: nil))
    }

    func testAnObjectThatIsNotAResponderStillAnswersFromTheTable() {
        XCTAssertFalse(NSObject().responds(to: Selector("handledElsewhere:")))
        XCTAssertFalse(NSObject().responds(to: nil))
    }

    /// A weak proxy, as page controls and text fields hand a display link: a direct `NSObject`
    /// subclass whose `override` the plugin drops (see `NSObjectOverrideRule`).
    final class WeakProxy: NSObject {
        weak var target: NSObjectProtocol?
        init(_ target: NSObjectProtocol) { self.target = target }
        func responds(to aSelector: Selector!) -> Bool {
            guard let target else { return (self as NSObjectProtocol).responds(to: aSelector) }
            return target.responds(to: aSelector)
        }
        func forwardingTarget(for aSelector: Selector!) -> Any? { target }
    }

    func testAnNSObjectProtocolValueAnswersRespondsAndForwardingTarget() {
        let view = ForwardingView()
        let proxy = WeakProxy(view)
        XCTAssertTrue(proxy.responds(to: Selector("handledElsewhere:")), "asked through NSObjectProtocol, the view's override answers")
        XCTAssertFalse(proxy.responds(to: Selector("neverDeclared:")))
        XCTAssertTrue(proxy.forwardingTarget(for: Selector("x")) as AnyObject? === view)
        XCTAssertNil((NSObject() as NSObjectProtocol).forwardingTarget(for: Selector("x")), "NSObject forwards to nobody")
        XCTAssertFalse((NSObject() as NSObjectProtocol).responds(to: Selector("neverDeclared:")))
    }
}
