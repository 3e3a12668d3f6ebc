import Testing

/// A layer class of the app's own gains, on the line of its closing brace, what Core Animation
/// reaches through the runtime: its `init()`, its `init(layer:)` and its `@objc` properties by key.
struct LayerClassRuleTests {
    @Test func aLayerWithBothInitializersAndAnObjCPropertyGainsEveryOverride() {
        let t = Translation("""
            class LevelLayer: CALayer {
                @objc dynamic var level: CGFloat = 0
                @objc private(set) var peak: CGFloat = 1
                @NSManaged var progress: CGFloat
                var plain = 0
                override init() { super.init() }
                override init(layer: Any) { super.init(layer: layer) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        let last = t.code.components(separatedBy: "\n")[8]
        #expect(last == #"; override class func __designableInit() -> CALayer? { LevelLayer() }; override class func __designableInit(layer: Any) -> CALayer? { LevelLayer(layer: layer) }; override func __designableKeyValue(forKey key: String) -> Any?? { switch key { case "level": return .some(self.level); case "peak": return .some(self.peak); default: return super.__designableKeyValue(forKey: key) } }; override func __designableSetKeyValue(_ value: Any?, forKey key: String) -> Bool { switch key { case "level": return __designableAssign(value, to: &self.level); case "peak": return __designableAssign(value, to: &self.peak); default: return super.__designableSetKeyValue(value, forKey: key) } } }"#)
    }

    @Test func aLayerWithoutInitializersOfItsOwnInheritsBoth() {
        let t = Translation("""
            public class Dots: CAShapeLayer {}
            class Derived: Dots { init(count: Int) { super.init() }; required init?(coder: NSCoder) { nil } }
            """)
        #expect(t.code == """
            public class Dots: CAShapeLayer {; public override class func __designableInit() -> CALayer? { Dots() }; public override class func __designableInit(layer: Any) -> CALayer? { Dots(layer: layer) } }
            class Derived: Dots { init(count: Int) { super.init() }; required init?(coder: NSCoder) { nil } }

            """, "Derived declares a designated initializer, so it inherits neither")
    }

    @Test func anUnavailableInitializerIsNotCalledAndObjCMembersAreAllSeen() {
        let t = Translation("""
            @objcMembers class Badge: CATextLayer {
                var count = 0
                @nonobjc var cache = 0
                @available(*, unavailable) override init() { fatalError() }
                init(count: Int = 0) { self.count = count; super.init() }
                override init(layer: Any) { super.init(layer: layer) }
                required init?(coder: NSCoder) { nil }
            }
            """)
        let last = t.code.components(separatedBy: "\n")[7]
        #expect(!last.contains("__designableInit()"))
        #expect(last.contains("__designableInit(layer: Any) -> CALayer? { Badge(layer: layer) }"))
        #expect(last.contains(#"case "count": return .some(self.count); default"#))
        #expect(!last.contains("cache"))
    }

    @Test func membersInAnIfOfTheirOwnAreLeftOut() {
        let t = Translation("""
            class DebugLayer: CALayer {
                @objc var level: CGFloat = 0
                #if DEBUG
                @objc var trace = false
                #endif
            }
            """)
        let last = t.code.components(separatedBy: "\n")[5]
        #expect(last.contains(#"case "level": return .some(self.level)"#))
        #expect(!last.contains("trace"), "a property that exists only in some configurations is not named")
    }

    @Test func aViewIsNoLayer() {
        let t = Translation("class Card: UIView {}")
        #expect(t.code == "class Card: UIView {}\n")
    }
}
