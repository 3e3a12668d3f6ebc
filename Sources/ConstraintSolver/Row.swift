/// One equation of the tableau: `constant + Σ coefficient·symbol`.
///
/// While a constraint is being added the row means `0 = constant + Σ…`;
/// once solved for a basic symbol it means `basic = constant + Σ…`, so the
/// constant is the basic symbol's current value.
struct Row {
    var constant: Double
    /// Never holds a near-zero coefficient.
    private(set) var cells = SymbolMap<Double>()

    init(constant: Double = 0) {
        self.constant = constant
    }

    func coefficient(for symbol: Symbol) -> Double {
        cells[symbol] ?? 0
    }

    /// Adds to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient·symbol`, dropping the cell if it cancels out.
    mutating func insert(_ symbol: Symbol, coefficient: Double = 1) {
        let (found, index) = cells.search(symbol)
        if found {
            let updated = cells.values[index] + coefficient
            if isNearZero(updated) {
                cells.remove(at: index)
            } else {
                cells.values[index] = updated
            }
        } else if !isNearZero(coefficient) {
            cells.insert(symbol, coefficient, at: index)
        }
    }

    /// Adds `coefficient × other`, constant included.
    mutating func insert(_ other: Row, coefficient: Double = 1) {
        constant += other.constant * coefficient
        for index in other.cells.keys.indices {
            insert(other.cells.keys[index], coefficient: other.cells.values[index] * coefficient)
        }
    }

    /// Drops `symbol`'s cell and returns its coefficient, if it had one.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double? {
        cells.removeValue(for: symbol)
    }

    /// Sets `symbol`'s coefficient outright; zero drops the cell.
    mutating func setCoefficient(_ coefficient: Double, for symbol: Symbol) {
        cells[symbol] = coefficient == 0 ? nil : coefficient
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.values.indices {
            cells.values[index] = -cells.values[index]
        }
    }

    /// Rewrites `0 = … + c·symbol + …` as `symbol = …`, removing the
    /// symbol's own cell. The symbol must be present.
    mutating func solve(for symbol: Symbol) {
        guard let coefficient = cells.removeValue(for: symbol) else {
            preconditionFailure("solving a row for a symbol it does not contain")
        }
        let scale = -1 / coefficient
        constant *= scale
        for index in cells.values.indices {
            cells.values[index] *= scale
        }
    }

    /// Rewrites `leaving = …` (with `entering` on the right) as
    /// `entering = …` (with `leaving` on the right): the pivot step.
    mutating func solve(for entering: Symbol, replacing leaving: Symbol) {
        insert(leaving, coefficient: -1)
        solve(for: entering)
    }

    /// Replaces `symbol` by the right-hand side of `row`, its definition.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        if let coefficient = cells.removeValue(for: symbol) {
            insert(row, coefficient: coefficient)
        }
    }

    /// The first cell that may be pivoted on, in symbol order.
    var firstPivotableSymbol: Symbol? {
        cells.keys.first { $0.isPivotable }
    }

    /// Whether only dummy symbols remain, meaning the row is a fixed
    /// relation between required equalities.
    var containsOnlyDummies: Bool {
        cells.keys.allSatisfy { $0.kind == .dummy }
    }
}
