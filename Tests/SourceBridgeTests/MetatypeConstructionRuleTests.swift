import Testing

/// `Cell(frame:)` through a generic parameter bound to a view class goes through the module's
/// registration; everything else that looks like it is left as written.
struct MetatypeConstructionRuleTests {
    @Test func aViewBoundParameterIsBuiltThroughTheRegistration() {
        let t = Translation("""
            protocol Box: UIView { var digit: String? { get set } }
            class Strip<Cell: Box>: UIStackView {
                func add() { addArrangedSubview(Cell(frame: .zero)) }
                func spare() -> Cell { Cell.init(frame: bounds) }
            }
            func make<V>(_ type: V.Type) -> V where V: UILabel { V(frame: .zero) }
            func tile<T: UIView & Box>() -> T { T(frame: .zero) }
            """)
        #expect(t.code.contains("-> T { __designableMakeView(T.self, frame: .zero) }"), "a composition bound to a view")
        #expect(t.code.contains("addArrangedSubview(__designableMakeView(Cell.self, frame: .zero))"))
        #expect(t.code.contains("{ __designableMakeView(Cell.self, frame: bounds) }"))
        #expect(t.code.contains("where V: UILabel { __designableMakeView(V.self, frame: .zero) }"))
        #expect(t.registration.contains("func __designableMakeView<View: UIView>(_ type: View.Type, frame: CGRect) -> View"))
    }

    @Test func anExtensionSeesTheTypesParametersAndItsWhereClause() {
        let t = Translation("""
            class Strip<Cell>: UIView {}
            extension Strip where Cell: UIButton {
                func add() { addSubview(Cell(frame: .zero)) }
            }
            """)
        #expect(t.code.contains("addSubview(__designableMakeView(Cell.self, frame: .zero))"))
    }

    @Test func callsSwiftAlreadyAllowsAreLeftAsWritten() {
        let source = """
            protocol FrameMade { init(frame: CGRect) }
            protocol Boxed: UIView, FrameMade {}
            struct Maker<Shape: FrameMade, Free, Boxy: Boxed> {
                func a() -> Shape { Shape(frame: .zero) }
                func b() -> Free { Free(frame: .zero) }
                func c() -> Boxy { Boxy(frame: .zero) }
                func d() -> UIView { UIView(frame: .zero) }
            }
            class Plain<T: NSObject> { func e() -> T { T(frame: .zero) } }
            """
        let t = Translation(source)
        #expect(t.code == source + "\n", "a protocol requiring init(frame:), an unbound parameter, a concrete class and a non-view bound are untouched")
    }
}
