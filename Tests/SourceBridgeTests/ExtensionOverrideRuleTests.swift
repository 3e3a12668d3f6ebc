import Testing
@testable import SourceBridge

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

    @Test func anExtensionUnderTheClassesOwnIfOrAnAlwaysTrueOneStillMoves() {
        let t = Translation("""
            #if canImport(UIKit)
            import UIKit
            class Segments: UIControl {}
            #endif
            """, others: ["""
            #if canImport(UIKit) && !os(watchOS)
            extension Segments {
                override func awakeFromNib() {}
            }
            #endif
            """])
        #expect(t.diagnostics == [])
        #expect(t.code.contains("class Segments: UIControl {; override func awakeFromNib() { __designable_ext_awakeFromNib() } }"))
    }

    @Test func anExtensionUnderAnyConditionIOSTakesStillMoves() {
        for condition in ["os(iOS) || os(tvOS)", "!os(OSX) && (canImport(UIKit) || os(watchOS))", "canImport(UIKit.UIView)",
                          "!(os(macOS) || targetEnvironment(macCatalyst))"] {
            let t = Translation("class Chart: UIView {}\n#if \(condition)\nextension Chart {\n    override func layoutSubviews() {}\n}\n#endif\n")
            #expect(t.diagnostics == [], "\(condition)")
            #expect(t.code.contains("override func layoutSubviews() { __designable_ext_layoutSubviews() }"), "\(condition)")
        }
    }

    @Test func iOSConditionsEvaluateAsOnIOS() {
        #expect(IOSCondition.holds("os(iOS) || os(tvOS)") == true)
        #expect(IOSCondition.holds("os(macOS)") == false)
        #expect(IOSCondition.holds("canImport(AppKit) && !canImport(UIKit)") == false)
        #expect(IOSCondition.holds("DEBUG") == nil, "a flag's value is not known")
        #expect(IOSCondition.holds("os(iOS) && swift(>=5.9)") == nil)
    }

    @Test func anExtensionUnderAnIfTheClassIsNotUnderIsAnErrorAtItsLine() {
        let t = Translation("""
            class Segments: UIControl {}
            #if DEBUG
            extension Segments {
                override func awakeFromNib() {}
            }
            #endif
            """)
        #expect(t.diagnostics == ["/App/Views/View.swift:4:5: error: cannot move the override awakeFromNib out of an extension inside #if that Segments's declaration is not inside; move it into Segments's declaration"])
    }
}

/// An `@objc` member of an extension of a UIKit class, overridden in an extension of a UIKit
/// subclass: dispatched by the class of `self`, with every line kept.
struct UIKitExtensionOverrideRuleTests {
    @Test func theBaseDispatchesToTheOverridesAndSuperCallsTheBase() {
        let t = Translation("""
            extension UIView {
                @objc func target() -> UIView { self }
            }
            extension UITableViewCell {
                override func target() -> UIView { super.target() }
            }
            """)
        #expect(t.code == """
            extension UIView {
                 func __designable_base_target() -> UIView { self }
            }
            extension UITableViewCell {
                 func __designable_ext_UITableViewCell_target() -> UIView { super.__designable_base_target() }
            }

            """)
        #expect(t.generated.contains("extension UIView { func target() -> UIView { if let __designable_self = self as? UITableViewCell { return __designable_self.__designable_ext_UITableViewCell_target() }; return __designable_base_target() } }"))
        #expect(t.diagnostics.isEmpty)
    }

    @Test func aRequirementOfAnObjCProtocolIsDispatchedToo() {
        let t = Translation("""
            @objc public protocol StylableProvider { @objc func stylableView() -> UIView }
            extension UIView: StylableProvider {
                open func stylableView() -> UIView { return self }
            }
            extension UITableView {
                override open func stylableView() -> UIView { backgroundView ?? self }
            }
            """)
        #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
        #expect(t.generated.contains("if let __designable_self = self as? UITableView { return __designable_self.__designable_ext_UITableView_stylableView() }"))
    }
}

