/// Taking a constraint's row out of the tableau.
extension Tableau {
    /// Removes the row defined by `marker`, first making `marker` basic if
    /// it is not. The pivot row is chosen so the tableau stays feasible.
    mutating func removeRow(markedBy marker: Symbol) {
        if removeRow(for: marker) != nil { return }
        guard let leaving = markerLeavingRow(for: marker) else {
            // A marker always appears in some row while its constraint is
            // in the tableau; reaching here is a solver bug.
            preconditionFailure("ConstraintSolver: constraint marker not found")
        }
        var row = removeRow(for: leaving)!
        row.solve(for: marker, replacing: leaving)
        substitute(marker, with: row)
    }

    /// Prefers a restricted row where `marker` has a negative coefficient
    /// (smallest ratio), then a restricted row with a positive one (smallest
    /// ratio), then any unrestricted row — the order that keeps every
    /// restricted value non-negative after the pivot. Rows are walked in
    /// symbol order, so ties go to the lowest-numbered row (the last one for
    /// an unrestricted row).
    private mutating func markerLeavingRow(for marker: Symbol) -> Symbol? {
        var negativeRatio = Double.greatestFiniteMagnitude
        var positiveRatio = Double.greatestFiniteMagnitude
        var negative: Symbol?, positive: Symbol?, unrestricted: Symbol?
        for basic in basics(containing: marker) {
            let row = self[row: basic]!
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            let constant = row.constant
            if !basic.isRestricted {
                unrestricted = basic
            } else if coefficient < 0 {
                let ratio = -constant / coefficient
                if ratio < negativeRatio { negativeRatio = ratio; negative = basic }
            } else {
                let ratio = constant / coefficient
                if ratio < positiveRatio { positiveRatio = ratio; positive = basic }
            }
        }
        return negative ?? positive ?? unrestricted
    }

    /// Takes a non-required constraint's error symbol out of the objective.
    /// If the error is basic its whole definition was folded into the
    /// objective, so that is what must be subtracted.
    mutating func removeErrorFromObjective(_ error: Symbol, strength: Double) {
        if let row = self[row: error] {
            addToObjective(row, coefficient: -strength)
        } else {
            addToObjective(error, coefficient: -strength)
        }
    }
}
