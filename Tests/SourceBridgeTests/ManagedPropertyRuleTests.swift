import Testing

/// `@NSManaged` properties become computed properties over the key-value storage the runtime
/// would give them, on their own lines.
struct ManagedPropertyRuleTests {
    @Test func aManagedPropertyIsKeptByKeyOnItsLine() {
        let t = Translation("""
            class RingLayer: CALayer {
                @NSManaged var progress: CGFloat
                @NSManaged public var tint: UIColor?
                @objc(lineWidthValue) @NSManaged var lineWidth: CGFloat
            }
            """)
        #expect(t.code.components(separatedBy: "\n").prefix(4) == [
            "class RingLayer: CALayer {",
            #"     var progress: CGFloat { get { __designableManagedValue(self, "progress") } set { __designableSetManagedValue(newValue, self, "progress") } }"#,
            #"     public var tint: UIColor? { get { __designableManagedValue(self, "tint") } set { __designableSetManagedValue(newValue, self, "tint") } }"#,
            #"      var lineWidth: CGFloat { get { __designableManagedValue(self, "lineWidthValue") } set { __designableSetManagedValue(newValue, self, "lineWidthValue") } }"#,
        ])
        #expect(t.diagnostics == [])
    }

    @Test func aManagedPropertyWithAValueIsAnErrorAtItsLine() {
        let t = Translation("""
            class RingLayer: CALayer {
                @NSManaged var progress: CGFloat = 0
            }
            """)
        #expect(t.diagnostics == ["/App/Views/View.swift:2:5: error: @NSManaged needs one `var name: Type` without a value or accessors, whose accessors the runtime supplies"])
    }
}
