import Testing

/// `awakeFromNib()` overridden in an object that is not a view or a controller (UIKit declares
/// it on `NSObject`) loses its `override` and its call to `super`; real overrides keep both.
struct NibLoadingOverrideRuleTests {
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
