import ConstraintSolver
import Testing

@Suite("Systems of required equalities")
struct EqualitySystemTests {
    @Test("two equations in two unknowns have their unique solution")
    func twoByTwo() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x + 2 * y == 10)
        try solver.addConstraint(x - y == 1)
        solver.updateVariables()
        expectValues([x: 4, y: 3])
    }

    @Test("a chain of equalities propagates a fixed value")
    func chain() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        try solver.addConstraint(c == b + 5)
        try solver.addConstraint(b == 2 * a)
        try solver.addConstraint(a == 20)
        solver.updateVariables()
        expectValues([a: 20, b: 40, c: 45])
    }

    @Test("a redundant but consistent equality is accepted")
    func redundantEquality() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x + y == 10)
        try solver.addConstraint(x == 3)
        try solver.addConstraint(y == 7)
        solver.updateVariables()
        expectValues([x: 3, y: 7])
    }
}
