import ConstraintSolver
import Testing

@Suite("Solver errors")
struct SolverErrorTests {
    @Test("a contradictory required inequality is rejected, named, and leaves no trace")
    func unsatisfiableInequality() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x >= 10)
        try solver.addConstraint((x == 0) | .weak)
        let cap = x <= 5

        let error = #expect(throws: SolverError.self) { try solver.addConstraint(cap) }
        guard case .unsatisfiableConstraint(let rejected)? = error else {
            Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
            return
        }
        #expect(rejected === cap)
        #expect(error?.description == "unsatisfiable constraint: x <= 5 (required)")
        #expect(!solver.hasConstraint(cap))

        solver.updateVariables()
        expectValues([x: 10])
        try solver.addConstraint(x <= 20)
        solver.updateVariables()
        expectValues([x: 10])
    }

    @Test("a contradictory required equality among equalities is rejected by name")
    func unsatisfiableEquality() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x + 2 * y == 10)
        try solver.addConstraint(x == 2)
        let error = #expect(throws: SolverError.self) { try solver.addConstraint(y == 5) }
        #expect(error?.description == "unsatisfiable constraint: y == 5 (required)")
        solver.updateVariables()
        expectValues([x: 2, y: 4])
    }

    @Test("the message includes the constraint's name")
    func namedConstraintInMessage() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x == 1)
        let error = #expect(throws: SolverError.self) {
            try solver.addConstraint((x == 2).named("second pin"))
        }
        #expect(error?.description == "unsatisfiable constraint: second pin: x == 2 (required)")
    }

    @Test("a non-required conflict is never an error")
    func softConflictIsFine() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x == 1)
        try solver.addConstraint((x == 2) | .strong)
        solver.updateVariables()
        expectValues([x: 1])
    }

    @Test("adding the same constraint object twice is a duplicate")
    func duplicateConstraint() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let c = x + 2 * y == 10
        try solver.addConstraint(c)
        let error = #expect(throws: SolverError.self) { try solver.addConstraint(c) }
        guard case .duplicateConstraint(let duplicate)? = error else {
            Issue.record("expected duplicateConstraint")
            return
        }
        #expect(duplicate === c)
        #expect(error?.description == "duplicate constraint: x + 2*y == 10 (required)")
    }

    @Test("an identical but separate constraint object is not a duplicate")
    func equalTextIsNotDuplicate() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x == 3)
        try solver.addConstraint(x == 3)
        solver.updateVariables()
        expectValues([x: 3])
    }

    @Test("removing a constraint that was never added is unknown")
    func unknownConstraint() {
        let x = Variable("x")
        let solver = Solver()
        let error = #expect(throws: SolverError.self) { try solver.removeConstraint(x >= 1) }
        #expect(error?.description == "unknown constraint: x >= 1 (required)")
    }

    @Test("edit variable misuse is reported per variable")
    func editVariableErrors() throws {
        let x = Variable("x")
        let solver = Solver()

        let required = #expect(throws: SolverError.self) {
            try solver.addEditVariable(x, strength: .required)
        }
        #expect(required?.description == "edit variable x cannot have required strength")

        let unknownSuggestion = #expect(throws: SolverError.self) {
            try solver.suggestValue(1, for: x)
        }
        #expect(unknownSuggestion?.description == "unknown edit variable: x")
        #expect(throws: SolverError.self) { try solver.removeEditVariable(x) }

        try solver.addEditVariable(x, strength: .strong)
        let duplicate = #expect(throws: SolverError.self) {
            try solver.addEditVariable(x, strength: .weak)
        }
        #expect(duplicate?.description == "duplicate edit variable: x")
    }
}
