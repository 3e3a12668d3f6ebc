import Testing

/// `@objc optional` requirements become ordinary ones with a default that reports "not
/// implemented", and optional-chained calls become calls that give `nil` for it, as on iOS.
struct OptionalRequirementRuleTests {
    private let source = """
        @objc public protocol MenuDelegate: NSObjectProtocol {
            @objc optional func menuDidOpen(_ menu: Menu)
            @objc optional func menuShouldOpen(_ menu: Menu) -> Bool
            @objc optional func menu(_ menu: Menu, titleAt index: Int) -> String?
            func menuSize(_ menu: Menu) -> CGSize
        }
        class Menu: UIView {
            weak var delegate: MenuDelegate?
            func open() {
                if let should = delegate?.menuShouldOpen?(self), !should { return }
                delegate?.menuDidOpen?(self)
                let title = delegate?.menu?(self, titleAt: 0) ?? "Menu"
            }
        }
        """

    @Test func requirementsLoseOptionalAndGainDefaults() {
        let t = Translation(source)
        #expect(t.code.hasPrefix("""
             public protocol MenuDelegate: NSObjectProtocol {
                  func menuDidOpen(_ menu: Menu)
                  func menuShouldOpen(_ menu: Menu) -> Bool
                  func menu(_ menu: Menu, titleAt index: Int) -> String?
                func menuSize(_ menu: Menu) -> CGSize
            }
            """))
        #expect(t.generated.contains("""
            extension MenuDelegate {
                public func menuDidOpen(_ menu: Menu) { OptionalRequirement.unimplemented(()) }
                public func menuShouldOpen(_ menu: Menu) -> Bool { OptionalRequirement.unimplemented(false) }
                public func menu(_ menu: Menu, titleAt index: Int) -> String? { OptionalRequirement.unimplemented(nil) }
            }
            """))
    }

    @Test func optionalChainedCallsGiveNilForWhatIsNotImplemented() {
        let t = Translation(source)
        #expect(t.code.contains("if let should = OptionalRequirement.call { delegate?.menuShouldOpen(self) }, !should { return }"))
        #expect(t.code.contains("        OptionalRequirement.call { delegate?.menuDidOpen(self) }\n"))
        #expect(t.code.contains(#"let title = OptionalRequirement.call { delegate?.menu(self, titleAt: 0) } ?? "Menu""#))
    }

    /// A delegate declared `AnyObject?` so Interface Builder can connect anything: the call is
    /// made through the one protocol that declares the requirement.
    @Test func callsOnAnAnyObjectDelegateGoThroughTheProtocolThatDeclaresTheRequirement() {
        let t = Translation("""
            @objc protocol CircleDelegate {
                @objc optional func circle(_ circle: Circle, willDisplay button: UIButton, atIndex: Int)
                @objc optional func circleOpened(_ circle: Circle)
            }
            class Circle: UIView {
                @IBOutlet weak var delegate: AnyObject?
                var owner: AnyObject!
                func show(_ b: UIButton) {
                    delegate?.circle?(self, willDisplay: b, atIndex: 0)
                    self.delegate?.circleOpened?(self)
                    owner.circleOpened?(self)
                }
            }
            class Host: UIView {
                weak var delegate: CircleDelegate?
                func opened(_ c: Circle) { delegate?.circleOpened?(c) }
            }
            """)
        #expect(t.code.contains("OptionalRequirement.call { (delegate as? CircleDelegate)?.circle(self, willDisplay: b, atIndex: 0) }"))
        #expect(t.code.contains("OptionalRequirement.call { (self.delegate as? CircleDelegate)?.circleOpened(self) }"))
        #expect(t.code.contains("OptionalRequirement.call { (owner as? CircleDelegate)?.circleOpened(self) }"))
        #expect(t.code.contains("func opened(_ c: Circle) { OptionalRequirement.call { delegate?.circleOpened(c) } }"),
                "a delegate of the protocol's own type, in another class, is called as it is")
    }

    @Test func aRequirementReturningATypeWithoutAPlaceholderIsAnErrorAtItsLine() {
        let t = Translation("""
            @objc protocol Source {
                @objc optional func style() -> Style
            }
            """)
        #expect(t.diagnostics == [#"/App/Views/View.swift:2:5: error: optional requirement style returns Style, which has no value to stand for "not implemented"; make it return Style?"#])
    }
}

/// The app delegate's `window` is an optional property on iOS, read with two `?`.
struct OptionalPropertyRequirementTests {
    @Test func theAppDelegatesWindowLosesTheOptionalOfTheRequirement() {
        let t = Translation("""
            func margin() -> CGFloat {
                UIApplication.shared.delegate?.window??.safeAreaInsets.bottom ?? 0
            }
            func other(_ view: UIView?) -> CGFloat { view?.window?.bounds.width ?? 0 }
            """)
        #expect(t.code.contains("UIApplication.shared.delegate?.window?.safeAreaInsets.bottom ?? 0"))
        #expect(t.code.contains("view?.window?.bounds.width ?? 0"), "a view's own window is left alone")
        let forced = Translation("let w = UIApplication.shared.delegate!.window!!\n")
        #expect(forced.code == "let w = UIApplication.shared.delegate!.window!\n")
    }
}
