import Testing

/// `awakeFromNib()` overridden in an object that is not a view or a controller (UIKit declares
/// it on `NSObject`) loses its `override` and its call to `super`; real overrides keep both.
/// `responds(to:)` and `forwardingTarget(for:)` in a weak proxy lose only the `override`.
struct NSObjectOverrideRuleTests {
    @Test func aWeakProxyKeepsItsForwardingMethodsAndTheirSuperCalls() {
        let t = Translation("""
            final class WeakProxy: NSObject {
                weak var target: NSObjectProtocol?
                override func responds(to aSelector: Selector!) -> Bool {
                    guard let target = target else { return super.responds(to: aSelector) }
                    return target.responds(to: aSelector)
                }
                override func forwardingTarget(for aSelector: Selector!) -> Any? { target }
            }
            class Stepper: UIControl {
                override func responds(to aSelector: Selector!) -> Bool { super.responds(to: aSelector) }
            }
            """)
        #expect(t.code.contains("""
                 func responds(to aSelector: Selector!) -> Bool {
                    guard let target = target else { return super.responds(to: aSelector) }
            """), "the override is gone, the super call kept")
        #expect(t.code.contains("     func forwardingTarget(for aSelector: Selector!) -> Any? { target }"))
        #expect(t.code.contains("    override func responds(to aSelector: Selector!) -> Bool { super.responds(to: aSelector) }"),
                "a control's is UIResponder's, a real override")
    }

    @Test func anNSObjectSubclassKeepsItsMethodWithoutOverride() {
        let t = Translation("""
            class ItemAnimation: NSObject {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    load()
                }
                func load() {}
            }
            class FrameAnimation: ItemAnimation {
                override func awakeFromNib() {
                    super.awakeFromNib()
                }
            }
            class Badge: UIView {
                override func awakeFromNib() { super.awakeFromNib() }
            }
            class BouncyButton: SpringButton {
                override func awakeFromNib() { super.awakeFromNib() }
            }
            """)
        #expect(t.code.contains("""
                 func awakeFromNib() {
                    \("")
                    load()
            """), "the override and the super call are gone, the lines kept")
        #expect(t.code.contains("""
            class FrameAnimation: ItemAnimation {
                override func awakeFromNib() {
                    super.awakeFromNib()
            """), "a subclass overrides its superclass's method")
        #expect(t.code.contains("class Badge: UIView {\n    override func awakeFromNib() { super.awakeFromNib() }"), "a view's is UIKit's")
        #expect(t.code.contains("class BouncyButton: SpringButton {\n    override func awakeFromNib() { super.awakeFromNib() }"),
                "a class of another module may declare it, so its subclass keeps the override")
    }

    @Test func aSuperCallOnALineWithAnotherStatementLeavesValidCode() {
        let t = Translation("class Animation: NSObject {\n    override func awakeFromNib() { super.awakeFromNib(); setup() }\n    func setup() {}\n}\n")
        #expect(t.code.contains("func awakeFromNib() {  setup() }"))
    }
}
