import ConstraintSolver
import Testing

@Suite("Conflicting strengths")
struct ConflictingStrengthTests {
    @Test("strong beats weak")
    func strongBeatsWeak() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 20) | .weak)
        try solver.addConstraint((x == 10) | .strong)
        solver.updateVariables()
        expectValues([x: 10])
    }

    @Test("medium beats 999 times weak")
    func mediumBeatsHeavyWeak() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 0) | .medium)
        try solver.addConstraint((x == 100) | Strength.create(0, 0, 999))
        solver.updateVariables()
        expectValues([x: 0])
    }

    @Test("required beats strong")
    func requiredBeatsStrong() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 10) | .strong)
        try solver.addConstraint(x <= 5)
        solver.updateVariables()
        expectValues([x: 5])
    }

    @Test("between two soft inequalities the stronger one holds")
    func strongerInequalityHolds() throws {
        let width = Variable("width")
        let solver = Solver()
        try solver.addConstraint((width >= 100) | .strong)
        try solver.addConstraint((width <= 60) | .medium)
        solver.updateVariables()
        expectValues([width: 100])
    }

    @Test("priority 751 beats one priority-750 constraint")
    func higherPriorityWinsOneOnOne() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 0) | Strength(priority: 751))
        try solver.addConstraint((x == 10) | Strength(priority: 750))
        solver.updateVariables()
        expectValues([x: 0])
    }

    @Test("two priority-750 constraints outweigh one at 751: priorities are weights")
    func prioritiesAreWeightsNotRanks() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 0) | Strength(priority: 751))
        try solver.addConstraint((x == 10) | Strength(priority: 750))
        try solver.addConstraint((x == 10) | Strength(priority: 750))
        solver.updateVariables()
        expectValues([x: 10])
    }
}
