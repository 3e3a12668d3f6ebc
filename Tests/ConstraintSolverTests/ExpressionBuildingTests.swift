import ConstraintSolver
import Testing

@Suite("Building expressions and constraints")
struct ExpressionBuildingTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    @Test("operators produce a linear expression with its constant")
    func operatorsProduceLinearExpression() {
        let e = x + 2 * y - z / 4 + 10
        #expect(e.terms.map(\.coefficient) == [1, 2, -0.25])
        #expect(e.terms.map(\.variable.name) == ["x", "y", "z"])
        #expect(e.constant == 10)
        #expect(e.description == "x + 2*y - 0.25*z + 10")
    }

    @Test("scaling and negating distribute over every term and the constant")
    func scalingDistributes() {
        let e = -(2 * (x - y + 3)) / 2
        #expect(e.terms.map(\.coefficient) == [-1, 1])
        #expect(e.constant == -3)
    }

    @Test("a constraint moves everything left and mentions each variable once")
    func constraintIsReduced() {
        let c = x + y == x + 2 * y + z - 5
        #expect(c.relation == .equal)
        #expect(c.expression.terms.map(\.variable.name) == ["y", "z"])
        #expect(c.expression.terms.map(\.coefficient) == [-1, -1])
        #expect(c.expression.constant == 5)
    }

    @Test("a constraint reads as written, constant on the right, with its strength")
    func constraintDescription() {
        #expect((x + 2 * y == 10).description == "x + 2*y == 10 (required)")
        #expect(((x >= 100) | .strong).description == "x >= 100 (strong)")
        #expect((x - y <= 0).withStrength(.weak).description == "x - y <= 0 (weak)")
        #expect((3 <= x).description == "-x <= -3 (required)")
        #expect((x == 1).named("pin").description == "pin: x == 1 (required)")
        #expect(((x == 1) | Strength(priority: 750)).description == "x == 1 (strength 750000000)")
    }

    @Test("strength sugar makes a new constraint and leaves the original alone")
    func strengthSugarCopies() {
        let required = x == 1
        let weak = required | .weak
        #expect(required.strength == .required)
        #expect(weak.strength == .weak)
        #expect(required != weak)
    }

    @Test("a constraint is satisfied when its expression is within tolerance")
    func satisfaction() {
        x.value = 4
        y.value = 3
        #expect((x + 2 * y == 10).isSatisfied())
        #expect((x <= y).isSatisfied() == false)
        #expect((x >= y).isSatisfied())
    }
}
