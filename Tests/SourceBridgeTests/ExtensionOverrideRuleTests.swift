import Testing

/// Overrides in extensions move into the class as forwarding members on the line of its closing
/// brace; the bodies stay where they were.
struct ExtensionOverrideRuleTests {
    @Test func anOverrideInAnExtensionForwardsFromTheClass() {
        let t = Translation("""
            class Gauge: UIView {
                var value = 0
            }
            extension Gauge {
                override func prepareForInterfaceBuilder() { value = 1 }
                override open var intrinsicContentSize: CGSize { CGSize(width: 10, height: 10) }
                override func draw(_ rect: CGRect) {}
            }
            """)
        #expect(t.code == """
            class Gauge: UIView {
                var value = 0
            ; override func prepareForInterfaceBuilder() { __designable_ext_prepareForInterfaceBuilder() }; override open var intrinsicContentSize: CGSize { __designable_ext_intrinsicContentSize }; override func draw(_ rect: CGRect) { __designable_ext_draw(rect) } }
            extension Gauge {
                 func __designable_ext_prepareForInterfaceBuilder() { value = 1 }
                 open var __designable_ext_intrinsicContentSize: CGSize { CGSize(width: 10, height: 10) }
                 func __designable_ext_draw(_ rect: CGRect) {}
            }

            """)
        #expect(t.diagnostics == [])
    }

    @Test func aMemberASubclassOverridesMovesIntoItsClass() {
        let t = Translation("""
            class Base: UIView {}
            extension Base { func configure(with title: String) {} }
            class Derived: Base { override func configure(with title: String) {} }
            """)
        #expect(t.code.hasPrefix("class Base: UIView {; func configure(with title: String) { __designable_ext_configure(with: title) } }\n"))
        #expect(t.code.contains("extension Base { func __designable_ext_configure(with title: String) {} }"))
    }

    @Test func overridingInAnExtensionOfAUIKitClassIsAnErrorAtItsLine() {
        let t = Translation("""
            extension UIButton {
                open override func layoutSubviews() {}
            }
            """)
        #expect(t.diagnostics == ["/App/Views/View.swift:2:5: error: overriding layoutSubviews in an extension of UIButton needs the Objective-C runtime; move it into a subclass of UIButton declared in these sources"])
    }
}
