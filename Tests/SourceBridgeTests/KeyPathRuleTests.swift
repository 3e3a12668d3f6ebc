import Testing

/// `#keyPath(…)` becomes the Objective-C key path string the compiler makes of it on iOS.
struct KeyPathRuleTests {
    @Test func theTypeGoesAndTheChainStays() {
        let t = Translation("""
            let a = CABasicAnimation(keyPath: #keyPath(CAShapeLayer.strokeEnd))
            let b = #keyPath(RingLayer.progress), c = #keyPath(progress)
            let d = #keyPath(layer.cornerRadius), e = #keyPath(MyApp.RingLayer.progress)
            """)
        #expect(t.code == """
            let a = CABasicAnimation(keyPath: "strokeEnd")
            let b = "progress", c = "progress"
            let d = "layer.cornerRadius", e = "progress"

            """)
        #expect(t.diagnostics == [])
    }

    @Test func theSDKsIsGettersTakeTheirPropertyNames() {
        let t = Translation("""
            let keys = [#keyPath(UIView.isHidden), #keyPath(CALayer.isDoubleSided), #keyPath(isUserInteractionEnabled),
                        #keyPath(UIControl.isEnabled), #keyPath(layer.isGeometryFlipped), #keyPath(CALayer.opacity)]
            """)
        #expect(t.code == """
            let keys = ["hidden", "doubleSided", "userInteractionEnabled",
                        "enabled", "layer.geometryFlipped", "opacity"]

            """)
    }

    @Test func theAppsOwnPropertiesKeepTheirNamesOrTheirObjCNames() {
        let t = Translation("""
            class Toggle: UIControl {
                @objc var isOn = false
                @objc(isLit) var lit = false
                override var isHighlighted: Bool { didSet {} }
                static let keys = [#keyPath(isOn), #keyPath(Toggle.lit), #keyPath(isHighlighted)]
            }
            """)
        #expect(t.code.contains(#"static let keys = ["isOn", "isLit", "highlighted"]"#))
    }

    @Test func aPropertyInCapitalsAfterTheTypeStaysAProperty() {
        let t = Translation("""
            let key = #keyPath(Item.URL.host), other = #keyPath(UIKit.UIView.isHidden)
            """)
        #expect(t.code == """
            let key = "URL.host", other = "hidden"

            """)
    }

    @Test func aRenameIsTheOneTheNamedTypeDeclares() {
        let t = Translation("""
            class Lamp: NSObject {
                @objc(lampLit) var lit = false
            }
            class Bulb: NSObject {
                @objc(bulbLit) var lit = false
            }
            let keys = [#keyPath(Bulb.lit), #keyPath(Lamp.lit), #keyPath(lit)]
            """)
        #expect(t.code.contains(#"let keys = ["bulbLit", "lampLit", "bulbLit"]"#),
                "the named type's own rename; without a type, the first in the order of the types' names")
    }

    @Test func aKeyPathThatIsNotANameChainIsAnErrorAtItsLine() {
        let t = Translation("""
            let key = #keyPath(items[0].name)
            """)
        #expect(t.diagnostics == ["/App/Views/View.swift:1:11: error: cannot translate #keyPath(items[0].name): name a property as `property`, `Type.property` or `property.field`"])
    }
}
