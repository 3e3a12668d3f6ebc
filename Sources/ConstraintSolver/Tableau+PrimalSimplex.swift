/// The primal simplex method: starting from a feasible tableau, pivot until
/// no symbol can lower the objective.
///
/// Anti-cycling uses Bland's rule. The entering symbol is the
/// lowest-numbered one with a negative objective coefficient, and among
/// rows tied on the ratio test the lowest-numbered basic symbol leaves.
/// Both fall out of walking cells and rows in symbol order and only
/// replacing a candidate on a strictly better ratio.
extension Tableau {
    enum ObjectiveKind {
        /// The solver's real objective.
        case main
        /// The temporary objective used to add a constraint via an
        /// artificial variable.
        case artificial
    }

    mutating func optimize(_ kind: ObjectiveKind) {
        while true {
            let objectiveRow = kind == .main ? objective : artificial!
            // Dummies never enter: they stand for required equalities and
            // must stay at zero.
            guard let entering = objectiveRow.cells.keys.indices.first(where: {
                objectiveRow.cells.values[$0] < 0 && objectiveRow.cells.keys[$0].kind != .dummy
            }).map({ objectiveRow.cells.keys[$0] }) else {
                return
            }
            guard let leavingIndex = leavingRowIndex(for: entering) else {
                // The objective is a weighted sum of non-negative errors, so
                // it is bounded below by zero; reaching here is a solver bug.
                preconditionFailure("ConstraintSolver: the objective is unbounded")
            }
            let (leaving, row) = rows.remove(at: leavingIndex)
            pivot(row, leaving: leaving, entering: entering)
        }
    }

    /// The ratio test: the restricted row that first hits zero as
    /// `entering` grows.
    private func leavingRowIndex(for entering: Symbol) -> Int? {
        var best: Int?
        var bestRatio = Double.greatestFiniteMagnitude
        for index in rows.keys.indices where rows.keys[index].isRestricted {
            let coefficient = rows.values[index].coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows.values[index].constant / coefficient
            if ratio < bestRatio {
                bestRatio = ratio
                best = index
            }
        }
        return best
    }
}
