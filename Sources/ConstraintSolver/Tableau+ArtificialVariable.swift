/// Adding a row that has no good subject (no unrestricted variable and no
/// marker that can take its value) by the two-phase trick: make an
/// artificial variable equal to the row, minimise it, and see whether it
/// reaches zero.
extension Tableau {
    /// Adds `row` (meaning `0 = row`, constant non-negative) and reports
    /// whether it could be satisfied. On failure the tableau is left
    /// inconsistent; the caller rolls back its journal.
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let artificialSymbol = makeSymbol(.slack)
        setRow(row, for: artificialSymbol)
        artificial = row

        optimize(.artificial)
        let satisfied = isNearZero(artificial!.constant)
        artificial = nil

        // If the artificial symbol is still basic its row must be pivoted
        // onto some other symbol before the artificial symbol is dropped.
        if let artificialRow = removeRow(for: artificialSymbol) {
            if artificialRow.cells.isEmpty { return satisfied }
            guard let entering = artificialRow.firstPivotableSymbol else { return false }
            pivot(artificialRow, leaving: artificialSymbol, entering: entering)
        }

        eraseSymbol(artificialSymbol)
        return satisfied
    }
}
