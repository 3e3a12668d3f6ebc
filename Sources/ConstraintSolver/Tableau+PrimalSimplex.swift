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
            // Dummies never enter: they stand for required equalities and
            // must stay at zero.
            guard let entering = enteringSymbol(kind) else { return }
            guard let leaving = leavingRow(for: entering) else {
                // The objective is a weighted sum of non-negative errors, so
                // it is bounded below by zero; reaching here is a solver bug.
                preconditionFailure("ConstraintSolver: the objective is unbounded")
            }
            let row = removeRow(for: leaving)!
            pivot(row, leaving: leaving, entering: entering)
        }
    }

    /// The lowest-numbered symbol whose entry lowers the objective.
    private func enteringSymbol(_ kind: ObjectiveKind) -> Symbol? {
        func first(in row: Row) -> Symbol? {
            for index in row.cells.keys.indices
            where row.cells.values[index] < 0 && row.cells.keys[index].kind != .dummy {
                return row.cells.keys[index]
            }
            return nil
        }
        return kind == .main ? first(in: objective) : first(in: artificial!)
    }

    /// The ratio test: the restricted row that first hits zero as
    /// `entering` grows.
    private mutating func leavingRow(for entering: Symbol) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.greatestFiniteMagnitude
        for basic in basics(containing: entering) where basic.isRestricted {
            let row = self[row: basic]!
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }
}
