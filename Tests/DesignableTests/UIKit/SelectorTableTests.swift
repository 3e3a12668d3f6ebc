import Designable
import XCTest

/// Selectors find the methods registered for them, as the Objective-C runtime finds methods by
/// name: through superclasses, with a subclass's registration overriding, and with the
/// arguments the caller has.
final class SelectorTableTests: XCTestCase {
    class Counter: NSObject {
        var log: [String] = []
        func increment() { log.append("increment") }
        func add(_ amount: Int) { log.append("add \(amount)") }
        func tapped(_ sender: Any?, event: String?) { log.append("tapped by \(sender ?? "nil") in \(event ?? "nil")") }
        func name() -> NSString { "counter" }
    }

    final class LoudCounter: Counter {
        override func increment() { log.append("INCREMENT") }
    }

    /// Registers the counters' methods as the plugin would for `#selector` and `@objc`.
    private static let registered: Void = {
        SelectorTable.register(Counter.self, "increment") { counter, _ in counter.increment() }
        SelectorTable.register(Counter.self, "add:") { counter, arguments in counter.add(arguments[0] as! Int) }
        SelectorTable.register(Counter.self, "tapped:event:") { counter, arguments in
            counter.tapped(arguments.first ?? nil, event: arguments.count > 1 ? arguments[1] as? String : nil)
        }
        SelectorTable.register(Counter.self, "name") { counter, _ in counter.name() }
        SelectorTable.register(LoudCounter.self, "increment") { counter, _ in counter.increment() }
    }()

    override func setUp() { Self.registered }

    func testASelectorNamesItsMethodAndCountsItsArgumentsByColon() {
        XCTAssertEqual(NSStringFromSelector(Selector("tapped:event:")), "tapped:event:")
        XCTAssertEqual(NSSelectorFromString("add:"), "add:")
        XCTAssertEqual("\(Selector("increment"))", "increment")
    }

    func testPerformCallsTheRegisteredMethodWithItsArguments() {
        let counter = Counter()
        counter.perform(Selector("increment"))
        counter.perform(Selector("add:"), with: 5)
        counter.perform(Selector("tapped:event:"), with: "button", with: "touchUpInside")
        XCTAssertEqual(counter.log, ["increment", "add 5", "tapped by button in touchUpInside"])
        XCTAssertEqual(counter.perform(Selector("name"))?.takeUnretainedValue() as? String, "counter")
    }

    func testASubclassInheritsAndOverridesItsSuperclassMethods() {
        let loud = LoudCounter()
        loud.perform(Selector("increment"))
        loud.perform(Selector("add:"), with: 2)
        XCTAssertEqual(loud.log, ["INCREMENT", "add 2"])
    }

    func testRespondsToKnowsOnlyRegisteredMethods() {
        XCTAssertTrue(Counter().responds(to: Selector("add:")))
        XCTAssertTrue(LoudCounter().responds(to: Selector("add:")))
        XCTAssertFalse(Counter().responds(to: Selector("subtract:")))
        XCTAssertFalse(NSObject().responds(to: Selector("increment")))
        XCTAssertFalse(Counter().responds(to: nil))
        XCTAssertTrue(SelectorTable.perform("subtract:", on: Counter()) == nil)
    }

    func testADelayedPerformWaitsForTheRunLoopAndCanBeCancelled() {
        let counter = Counter(), cancelled = Counter()
        counter.perform(Selector("add:"), with: 1, afterDelay: 0.01)
        cancelled.perform(Selector("add:"), with: 2, afterDelay: 0.01)
        NSObject.cancelPreviousPerformRequests(withTarget: cancelled)
        XCTAssertEqual(counter.log, [], "nothing runs before the run loop does")
        RunLoop.current.run(until: Date().addingTimeInterval(0.1))
        XCTAssertEqual(counter.log, ["add 1"])
        XCTAssertEqual(cancelled.log, [])
    }
}
