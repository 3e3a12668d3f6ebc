import ConstraintSolver

/// Finds which required constraints a rejected one contradicts, for the "Unable to
/// simultaneously satisfy constraints" report.
///
/// The answer is a minimal set: remove any one of them and the rejected constraint fits. It is
/// found by a deletion filter over the constraints connected to the rejected one through shared
/// variables, trying large chunks first so that a small conflict in a large layout costs a few
/// dozen trial solves rather than one per constraint.
enum ConflictExplanation {
    /// Indices into `accepted` (which are satisfiable together) of a minimal subset that
    /// `rejected` contradicts, in their original order.
    static func minimalConflict(of rejected: Constraint, among accepted: [Constraint]) -> [Int] {
        var candidates = connected(to: rejected, among: accepted)
        var chunk = max(1, candidates.count / 2)
        while true {
            var start = 0
            while start < candidates.count {
                let end = min(candidates.count, start + chunk)
                let trial = Array(candidates[..<start] + candidates[end...])
                if contradicts(rejected, trial.map { accepted[$0] }) {
                    candidates = trial
                } else {
                    start = end
                }
            }
            if chunk == 1 { break }
            chunk = max(1, chunk / 2)
        }
        return candidates
    }

    /// Whether adding `rejected` after `constraints` fails.
    private static func contradicts(_ rejected: Constraint, _ constraints: [Constraint]) -> Bool {
        let solver = Solver()
        for constraint in constraints { try? solver.addConstraint(constraint) }
        do throws(SolverError) {
            try solver.addConstraint(rejected)
            return false
        } catch {
            return true
        }
    }

    /// The accepted constraints linked to `rejected` by chains of shared variables; no others
    /// can take part in the contradiction.
    private static func connected(to rejected: Constraint, among accepted: [Constraint]) -> [Int] {
        var byVariable: [ObjectIdentifier: [Int]] = [:]
        for (index, constraint) in accepted.enumerated() {
            for term in constraint.expression.terms { byVariable[ObjectIdentifier(term.variable), default: []].append(index) }
        }
        var reached = Set<Int>()
        var seenVariables = Set<ObjectIdentifier>()
        var pending = rejected.expression.terms.map { ObjectIdentifier($0.variable) }
        while let variable = pending.popLast() {
            guard seenVariables.insert(variable).inserted else { continue }
            for index in byVariable[variable] ?? [] where reached.insert(index).inserted {
                pending += accepted[index].expression.terms.map { ObjectIdentifier($0.variable) }
            }
        }
        return reached.sorted()
    }
}
