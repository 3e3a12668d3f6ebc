/// The dual simplex method, used after an edit variable's suggestion moves
/// row constants: the objective is still optimal but some restricted rows
/// went negative, and pivoting them out keeps optimality while restoring
/// feasibility. Cheaper than re-solving, which is what makes dragging fast.
extension Tableau {
    /// Pivots until no restricted row is negative. With `allowingFailure`,
    /// a row that cannot be repaired (a required constraint contradicted)
    /// returns false, leaving the tableau for the caller's journal to roll
    /// back; otherwise that is a solver bug and stops the program.
    @discardableResult
    mutating func dualOptimize(allowingFailure: Bool = false) -> Bool {
        while let leaving = infeasibleRows.popLast() {
            // Entries may be stale: the row may have been pivoted out or
            // repaired since it was noted.
            guard let constant = self[row: leaving]?.constant else { continue }
            guard constant < 0, !isNearZero(constant) else { continue }
            guard let entering = dualEnteringSymbol(for: self[row: leaving]!) else {
                if allowingFailure { return false }
                // The suggestion's constraint is not required, so a feasible
                // tableau always exists; reaching here is a solver bug.
                preconditionFailure("ConstraintSolver: dual optimisation failed")
            }
            let row = removeRow(for: leaving)!
            pivot(row, leaving: leaving, entering: entering)
        }
        return true
    }

    /// The symbol whose entry raises the row to zero at the least cost to
    /// the objective; ties go to the lowest-numbered symbol.
    private func dualEnteringSymbol(for row: Row) -> Symbol? {
        var entering: Symbol?
        var bestRatio = Double.greatestFiniteMagnitude
        for index in row.cells.keys.indices {
            let symbol = row.cells.keys[index]
            let coefficient = row.cells.values[index]
            guard coefficient > 0, symbol.kind != .dummy else { continue }
            let ratio = objective.coefficient(for: symbol) / coefficient
            if ratio < bestRatio {
                bestRatio = ratio
                entering = symbol
            }
        }
        return entering
    }
}
