import ConstraintSolver
import Testing

/// A rejected constraint must leave the solver exactly as it was: not just
/// satisfying the same constraints, but taking the same pivots afterwards.
/// The solver undoes a failed add from a journal rather than a copy of the
/// tableau, so these tests compare it, value for value, with a twin that was
/// never offered the rejected constraints.
@Suite("Rollback of rejected constraints")
struct RollbackTests {
    @Test("a solver that rejected constraints behaves exactly like one that never saw them", arguments: [1, 2, 3, 4, 5])
    func rejectedConstraintsLeaveNoTrace(seed: UInt64) throws {
        var random = SplitMix64(state: seed)
        let variables = (0..<12).map { Variable("v\($0)") }
        let offered = Solver(), twin = Solver()
        var rejections = 0

        func both(_ step: (Solver) throws -> Void) rethrows {
            try step(offered)
            try step(twin)
        }
        func expectSameValues() {
            offered.updateVariables()
            let values = variables.map(\.value)
            twin.updateVariables()
            #expect(values == variables.map(\.value))
        }

        for v in variables {
            try both { try $0.addConstraint(v >= 0); try $0.addConstraint(v <= 1000) }
        }
        try both { try $0.addEditVariable(variables[2], strength: .strong) }
        var removable: [(Constraint, Constraint)] = []
        for _ in 0..<150 {
            let i = random.int(below: 11), j = i + 1 + random.int(below: 11 - i)
            switch random.int(below: 5) {
            case 0:
                // Often contradicts the chain built so far.
                let gap = random.double(upTo: 600)
                do {
                    try offered.addConstraint(variables[j] + gap <= variables[i])
                    try twin.addConstraint(variables[j] + gap <= variables[i])
                } catch {
                    rejections += 1
                }
            case 1:
                let gap = random.double(upTo: 50)
                let (a, b) = (variables[i] + gap <= variables[j], variables[i] + gap <= variables[j])
                if (try? offered.addConstraint(a)) != nil {
                    try twin.addConstraint(b)
                    removable.append((a, b))
                } else {
                    rejections += 1
                }
            case 2:
                let target = random.double(upTo: 1000)
                try both { try $0.addConstraint((variables[i] == target) | .medium) }
            case 3 where !removable.isEmpty:
                let (a, b) = removable.remove(at: random.int(below: removable.count))
                try offered.removeConstraint(a)
                try twin.removeConstraint(b)
            default:
                let value = random.double(upTo: 1000)
                try both { try $0.suggestValue(value, for: variables[2]) }
            }
            expectSameValues()
        }
        #expect(rejections > 0, "the walk should offer some contradictory constraints")
    }
}
