import ConstraintSolver
import Testing

@Suite("Removing constraints")
struct ConstraintRemovalTests {
    @Test("removing the stronger preference restores the weaker one")
    func removingSoftConstraint() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 10) | .weak)
        let strong = (x == 20) | .strong
        try solver.addConstraint(strong)
        solver.updateVariables()
        expectValues([x: 20])

        try solver.removeConstraint(strong)
        solver.updateVariables()
        #expect(!solver.hasConstraint(strong))
        expectValues([x: 10])
    }

    @Test("removing a binding required inequality frees the variable")
    func removingRequiredInequality() throws {
        let x = Variable("x")
        let solver = Solver()
        let cap = x <= 5
        try solver.addConstraint(cap)
        try solver.addConstraint((x == 10) | .strong)
        solver.updateVariables()
        expectValues([x: 5])

        try solver.removeConstraint(cap)
        solver.updateVariables()
        expectValues([x: 10])
    }

    @Test("removing a required equality lets the soft ones decide")
    func removingRequiredEquality() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x + y == 10)
        let pin = x == 3
        try solver.addConstraint(pin)
        try solver.addConstraint((y == 1) | .weak)
        solver.updateVariables()
        expectValues([x: 3, y: 7])

        try solver.removeConstraint(pin)
        solver.updateVariables()
        expectValues([x: 9, y: 1])
    }

    @Test("adding then removing a constraint restores every value")
    func addRemoveRoundTrip() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        try solver.addConstraint(a + b + c == 30)
        try solver.addConstraint(a <= b)
        try solver.addConstraint((a == 2) | .medium)
        try solver.addConstraint((c == 20) | .weak)
        solver.updateVariables()
        expectValues([a: 2, b: 8, c: 20])
        let before = [a.value, b.value, c.value]

        let extra = (b == 25) | .strong
        try solver.addConstraint(extra)
        solver.updateVariables()
        expectValues([a: 2, b: 25, c: 3])

        try solver.removeConstraint(extra)
        solver.updateVariables()
        expectValues([a: before[0], b: before[1], c: before[2]])
    }

    @Test("a removed constraint can be added again")
    func readdAfterRemoval() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 4
        try solver.addConstraint(c)
        try solver.removeConstraint(c)
        try solver.addConstraint(c)
        solver.updateVariables()
        #expect(solver.hasConstraint(c))
        expectValues([x: 4])
    }
}
