import ConstraintSolver
import Testing

/// A small deterministic generator so the randomized test is reproducible.
struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    mutating func double(upTo bound: Double) -> Double {
        Double(next() >> 11) / Double(1 << 53) * bound
    }
}

@Suite("Invariants under random edits")
struct RandomizedInvariantTests {
    /// Random feasible required inequalities (`vᵢ + gap ≤ vⱼ` for i < j, all
    /// within 0...1000), random soft targets, removals and suggestions:
    /// after every step each required constraint must hold.
    @Test("required constraints hold after every add, remove and suggestion", arguments: [1, 2, 3, 4])
    func requiredConstraintsAlwaysHold(seed: UInt64) throws {
        var random = SplitMix64(state: seed)
        let variables = (0..<10).map { Variable("v\($0)") }
        let solver = Solver()
        var required: [Constraint] = []
        var removable: [Constraint] = []

        func add(_ constraint: Constraint) throws {
            try solver.addConstraint(constraint)
            if constraint.strength.isRequired { required.append(constraint) }
            removable.append(constraint)
        }
        func check() {
            solver.updateVariables()
            for constraint in required {
                #expect(constraint.isSatisfied(tolerance: 1e-6), "violated: \(constraint)")
            }
        }

        for v in variables {
            try solver.addConstraint(v >= 0)
            try solver.addConstraint(v <= 1000)
        }
        try solver.addEditVariable(variables[3], strength: .strong)
        try solver.addEditVariable(variables[7], strength: .medium)

        for _ in 0..<200 {
            switch random.int(below: 4) {
            case 0:
                let i = random.int(below: 9)
                let j = i + 1 + random.int(below: 9 - i)
                try add(variables[i] + random.double(upTo: 50) <= variables[j])
            case 1:
                let v = variables[random.int(below: 10)]
                let strength = [Strength.strong, .medium, .weak][random.int(below: 3)]
                try add((v == random.double(upTo: 1000)) | strength)
            case 2 where !removable.isEmpty:
                let constraint = removable.remove(at: random.int(below: removable.count))
                try solver.removeConstraint(constraint)
                required.removeAll { $0 === constraint }
            default:
                let v = random.int(below: 2) == 0 ? variables[3] : variables[7]
                try solver.suggestValue(random.double(upTo: 1200) - 100, for: v)
            }
            check()
        }

        // Taking everything back out leaves only the bounds and edits.
        for constraint in removable { try solver.removeConstraint(constraint) }
        required.removeAll()
        try solver.suggestValue(500, for: variables[3])
        try solver.suggestValue(1500, for: variables[7])
        solver.updateVariables()
        expectValues([variables[3]: 500, variables[7]: 1000])
    }
}
