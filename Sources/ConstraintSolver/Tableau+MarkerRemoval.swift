/// Taking a constraint's row out of the tableau.
extension Tableau {
    /// Removes the row defined by `marker`, first making `marker` basic if
    /// it is not. The pivot row is chosen so the tableau stays feasible.
    mutating func removeRow(markedBy marker: Symbol) {
        if rows.removeValue(for: marker) != nil { return }
        guard let index = markerLeavingRowIndex(for: marker) else {
            // A marker always appears in some row while its constraint is
            // in the tableau; reaching here is a solver bug.
            preconditionFailure("ConstraintSolver: constraint marker not found")
        }
        let (leaving, leavingRow) = rows.remove(at: index)
        var row = leavingRow
        row.solve(for: marker, replacing: leaving)
        substitute(marker, with: row)
    }

    /// Prefers a restricted row where `marker` has a negative coefficient
    /// (smallest ratio), then a restricted row with a positive one (smallest
    /// ratio), then any unrestricted row — the order that keeps every
    /// restricted value non-negative after the pivot.
    private func markerLeavingRowIndex(for marker: Symbol) -> Int? {
        var negativeRatio = Double.greatestFiniteMagnitude
        var positiveRatio = Double.greatestFiniteMagnitude
        var negative: Int?, positive: Int?, unrestricted: Int?
        for index in rows.keys.indices {
            let coefficient = rows.values[index].coefficient(for: marker)
            if coefficient == 0 { continue }
            let constant = rows.values[index].constant
            if !rows.keys[index].isRestricted {
                unrestricted = index
            } else if coefficient < 0 {
                let ratio = -constant / coefficient
                if ratio < negativeRatio { negativeRatio = ratio; negative = index }
            } else {
                let ratio = constant / coefficient
                if ratio < positiveRatio { positiveRatio = ratio; positive = index }
            }
        }
        return negative ?? positive ?? unrestricted
    }

    /// Takes a non-required constraint's error symbol out of the objective.
    /// If the error is basic its whole definition was folded into the
    /// objective, so that is what must be subtracted.
    mutating func removeErrorFromObjective(_ error: Symbol, strength: Double) {
        if let row = rows[error] {
            objective.insert(row, coefficient: -strength)
        } else {
            objective.insert(error, coefficient: -strength)
        }
    }
}
