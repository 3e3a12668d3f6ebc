import ConstraintSolver
import Testing

@Suite("Inequality chains with soft preferences")
struct InequalityChainTests {
    @Test("0 ≤ x ≤ y ≤ z ≤ 100 with weak targets pools x and y and caps z")
    func chainWithWeakTargets() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x <= y)
        try solver.addConstraint(y <= z)
        try solver.addConstraint(z <= 100)
        // Cost |x-10| + 2|y-5| + |z-150|: y's doubled weight wins the
        // x ≤ y conflict, so both sit at 5; z stops at its bound.
        try solver.addConstraint((x == 10) | .weak)
        try solver.addConstraint((y == 5) | Strength.create(0, 0, 2))
        try solver.addConstraint((z == 150) | .weak)
        solver.updateVariables()
        expectValues([x: 5, y: 5, z: 100])
    }

    @Test("preferences that respect the chain are met exactly")
    func compatiblePreferences() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.addConstraint(x <= y)
        try solver.addConstraint(y <= z)
        try solver.addConstraint((x == 1) | .weak)
        try solver.addConstraint((y == 2) | .weak)
        try solver.addConstraint((z == 3) | .weak)
        solver.updateVariables()
        expectValues([x: 1, y: 2, z: 3])
    }

    @Test("a lower bound pushes the whole chain up")
    func lowerBoundPushes() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.addConstraint(x + 10 <= y)
        try solver.addConstraint(y + 10 <= z)
        try solver.addConstraint(x >= 50)
        for v in [x, y, z] { try solver.addConstraint((v == 0) | .weak) }
        solver.updateVariables()
        expectValues([x: 50, y: 60, z: 70])
    }
}
