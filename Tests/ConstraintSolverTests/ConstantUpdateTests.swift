import ConstraintSolver
import Testing

@Suite("Changing a constraint's constant in place")
struct ConstantUpdateTests {
    @Test("a required equality moves its variable and what depends on it")
    func requiredEquality() throws {
        let w = Variable("w"), x = Variable("x"), right = Variable("right")
        let solver = Solver()
        let width = w == 100
        try solver.addConstraint(width)
        try solver.addConstraint(x == 20)
        try solver.addConstraint(right == x + w)
        let wider = try solver.updateConstant(of: width, to: -120)
        solver.updateVariables()
        expectValues([w: 120, right: 140])
        #expect(solver.hasConstraint(wider))
        #expect(!solver.hasConstraint(width))
        #expect(wider.description == "w == 120 (required)")
    }

    @Test("a soft constraint gives way to a stronger one after its constant moves")
    func softInequality() throws {
        let x = Variable("x")
        let solver = Solver()
        let floor = (x >= 10) | .strong
        try solver.addConstraint(floor)
        try solver.addConstraint((x == 0) | .weak)
        solver.updateVariables()
        expectValues([x: 10])
        let raised = try solver.updateConstant(of: floor, to: -30)
        solver.updateVariables()
        expectValues([x: 30])
        try solver.updateConstant(of: raised, to: 5)
        solver.updateVariables()
        expectValues([x: 0])
    }

    @Test("a contradicting required constant throws and leaves the solver as it was")
    func contradiction() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let pin = x == 10
        try solver.addConstraint(pin)
        try solver.addConstraint(x <= 20)
        try solver.addConstraint(y == x + 5)
        #expect(throws: SolverError.self) { try solver.updateConstant(of: pin, to: -30) }
        solver.updateVariables()
        expectValues([x: 10, y: 15])
        #expect(solver.hasConstraint(pin))
        // Still usable afterwards.
        try solver.updateConstant(of: pin, to: -12)
        solver.updateVariables()
        expectValues([x: 12, y: 17])
    }

    @Test("moving a redundant required equality off its twin is a contradiction")
    func redundantTwin() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x == 10)
        let twin = x == 10
        try solver.addConstraint(twin)
        #expect(throws: SolverError.self) { try solver.updateConstant(of: twin, to: -11) }
        solver.updateVariables()
        expectValues([x: 10])
    }

    /// Required equalities forming a forest (`vⱼ = vᵢ + c`, i < j), soft inequalities and soft
    /// targets with generic weights, so the optimum is unique: after every constant change the
    /// incremental solver must agree with one built from scratch with the same constraints.
    @Test("agrees with a solver built from scratch after random constant changes", arguments: [11, 12, 13, 14, 15])
    func agreesWithFreshSolver(seed: UInt64) throws {
        var random = SplitMix64(state: seed)
        let variables = (0..<12).map { Variable("v\($0)") }
        var constraints: [Constraint] = []
        for j in 1..<variables.count where random.int(below: 3) > 0 {
            let i = random.int(below: j)
            constraints.append(variables[j] == variables[i] + random.double(upTo: 100))
        }
        for _ in 0..<10 {
            let i = random.int(below: variables.count - 1)
            let j = i + 1 + random.int(below: variables.count - 1 - i)
            let strength = Strength.create(0, 1 + random.double(upTo: 900), 0)
            constraints.append((variables[j] >= variables[i] + random.double(upTo: 50)) | strength)
        }
        for v in variables {
            constraints.append((v == random.double(upTo: 500)) | Strength.create(0, 0, 1 + random.double(upTo: 900)))
        }
        let solver = Solver()
        for constraint in constraints { try solver.addConstraint(constraint) }

        for step in 0..<60 {
            let index = random.int(below: constraints.count)
            let constant = -random.double(upTo: 400) + (constraints[index].relation == .equal ? 0 : 150)
            constraints[index] = try solver.updateConstant(of: constraints[index], to: constant)
            solver.updateVariables()
            let solved = variables.map(\.value)

            let fresh = Solver()
            for constraint in constraints { try fresh.addConstraint(constraint.withStrength(constraint.strength)) }
            fresh.updateVariables()
            for (k, v) in variables.enumerated() {
                #expect(abs(solved[k] - v.value) <= 1e-6, "step \(step): \(v) is \(solved[k]) incrementally, \(v.value) from scratch")
            }
        }
    }
}
