import Testing

/// `#selector` becomes `Selector("…")` with the Objective-C name iOS gives the method, found from
/// its declaration when the selector leaves the labels out.
struct SelectorRuleTests {
    @Test func selectorsNameTheirMethodsAsObjectiveCDoes() {
        let t = Translation("""
            class Knob: UIControl {
                func setup() {
                    addTarget(self, action: #selector(changed(_:)), for: .valueChanged)
                    addTarget(self, action: #selector(Knob.dragged(sender:forEvent:)), for: .touchDragInside)
                    let tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
                    link = CADisplayLink(target: self, selector: #selector(self.tick))
                    _ = #selector(getter: value)
                    _ = #selector(setter: value)
                    _ = #selector(UIView.layoutSubviews)
                    _ = #selector(renamed)
                }
                var value: Float = 0
                @objc func changed(_ sender: UIControl) {}
                func dragged(sender: UIControl, forEvent event: UIEvent) {}
                func tapped(_ recognizer: UITapGestureRecognizer) {}
                func tick() {}
                @objc(customName:) func renamed(_ x: Any) {}
            }
            """)
        #expect(t.code.contains(#"addTarget(self, action: Selector("changed:"), for: .valueChanged)"#))
        #expect(t.code.contains(#"addTarget(self, action: Selector("draggedWithSender:forEvent:"), for: .touchDragInside)"#))
        #expect(t.code.contains(#"UITapGestureRecognizer(target: self, action: Selector("tapped:"))"#))
        #expect(t.code.contains(#"CADisplayLink(target: self, selector: Selector("tick"))"#))
        #expect(t.code.contains(#"_ = Selector("value")"#))
        #expect(t.code.contains(#"_ = Selector("setValue:")"#))
        #expect(t.code.contains(#"_ = Selector("layoutSubviews")"#))
        #expect(t.code.contains(#"_ = Selector("customName:")"#))
        #expect(t.diagnostics == [])
    }

    @Test func everyMethodASelectorNamesIsRegisteredWithItsArguments() {
        let t = Translation("""
            class Knob: UIControl {
                func setup() { addTarget(self, action: #selector(dragged(sender:forEvent:)), for: .touchDragInside) }
                private func dragged(sender: UIControl, forEvent event: UIEvent?) {}
                func notNamed() {}
            }
            """)
        #expect(t.generated.contains(#"SelectorTable.register(Knob.self, "draggedWithSender:forEvent:") { target, arguments in target.dragged(sender: SelectorArguments.argument(arguments, 0), forEvent: SelectorArguments.argument(arguments, 1)) }"#))
        #expect(!t.generated.contains("notNamed"))
    }

    /// A carousel forwards both of a collection view's `register` methods, each under its own
    /// `@objc` name: the registrations name the argument types so each call picks its overload.
    @Test func overloadsTellApartByTheirTypesAlonePassTypedArguments() {
        let t = Translation("""
            class Carousel: UIView {
                @objc(registerClass:forCellWithReuseIdentifier:)
                open func register(_ cellClass: Swift.AnyClass?, forCellWithReuseIdentifier identifier: String) {}
                @objc(registerNib:forCellWithReuseIdentifier:)
                open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}
                @objc func reload(animated: Bool) {}
            }
            """)
        #expect(t.generated.contains(#"SelectorTable.register(Carousel.self, "registerClass:forCellWithReuseIdentifier:") { target, arguments in target.register(SelectorArguments.argument(arguments, 0, as: (Swift.AnyClass?).self), forCellWithReuseIdentifier: SelectorArguments.argument(arguments, 1, as: (String).self)) }"#))
        #expect(t.generated.contains(#"SelectorTable.register(Carousel.self, "registerNib:forCellWithReuseIdentifier:") { target, arguments in target.register(SelectorArguments.argument(arguments, 0, as: (UINib?).self), forCellWithReuseIdentifier: SelectorArguments.argument(arguments, 1, as: (String).self)) }"#))
        #expect(t.generated.contains(#"target.reload(animated: SelectorArguments.argument(arguments, 0)) }"#), "a method without overloads stays as it was")
        #expect(t.diagnostics == [])
    }

    /// The overloads can sit in two extensions, as layout helpers keep their edge-inset and
    /// directional-inset versions apart.
    @Test func overloadsInAnotherExtensionCountToo() {
        let t = Translation("""
            extension UILayoutGuide {
                @objc(pinInsets:) public func pin(insets: UIEdgeInsets) {}
            }
            extension UILayoutGuide {
                @objc(pinDirectionalInsets:) public func pin(insets: NSDirectionalEdgeInsets) {}
            }
            """)
        #expect(t.generated.contains("target.pin(insets: SelectorArguments.argument(arguments, 0, as: (UIEdgeInsets).self))"))
        #expect(t.generated.contains("target.pin(insets: SelectorArguments.argument(arguments, 0, as: (NSDirectionalEdgeInsets).self))"))
    }

    @Test func aSelectorThatCannotTellWhichOverloadIsAnErrorAtItsLine() {
        let t = Translation("""
            class Knob: UIControl {
                func setup() {
                    _ = #selector(update)
                }
                func update(_ value: Int) {}
                func update(animated: Bool) {}
            }
            """)
        #expect(t.diagnostics == ["/App/Views/View.swift:3:13: error: #selector(update) is ambiguous here: name one of update(_:), update(animated:)"])
    }

    @Test func aSelectorToAMethodOfAnotherFileIsRegisteredThere() {
        let t = Translation("""
            class Panel: UIView {
                func setup(_ b: UIButton) { b.addTarget(self, action: #selector(close), for: .touchUpInside) }
            }
            """, others: ["""
            extension Panel {
                @objc func close() {}
            }
            """])
        #expect(t.code.contains(#"Selector("close")"#))
        #expect(!t.generated.contains("SelectorTable"), "registered in the file that declares the method")
    }
}
