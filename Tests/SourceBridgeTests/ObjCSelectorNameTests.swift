import Testing
@testable import SourceBridge

/// Selectors are named as Swift names a method for Objective-C, which is what Interface Builder
/// documents write for actions and what `Selector("…")` strings in real code spell.
struct ObjCSelectorNameTests {
    @Test(arguments: [
        ("reset", [String](), "reset"),
        ("tap", ["_"], "tap:"),
        ("tap", ["_", "forEvent"], "tap:forEvent:"),
        ("handleDrag", ["sender", "for"], "handleDragWithSender:for:"),
        ("flipNext", ["sender"], "flipNextWithSender:"),
        ("move", ["to"], "moveTo:"),
        ("buttonTapped", ["with"], "buttonTappedWith:"),
        ("scrollTo", ["item"], "scrollToItem:"),
        ("setValue", ["_", "forKey"], "setValue:forKey:"),
        ("animate", ["withDuration"], "animateWithDuration:"),
    ])
    func methodSelectors(base: String, labels: [String], expected: String) {
        #expect(ObjCSelectorName.method(base, labels: labels) == expected)
    }

    @Test func propertyAccessors() {
        #expect(ObjCSelectorName.getter("progress") == "progress")
        #expect(ObjCSelectorName.setter("progress") == "setProgress:")
    }
}
