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
    ///
    /// Adding a row of more than a couple of cells merges the two sorted
    /// cell lists in one pass: inserting cell by cell would shift a long
    /// row once per cell. Only the tail from `other`'s first symbol on is
    /// merged; the cells before it stay where they are. Rows grow mostly at
    /// their end (constraints added later bring higher-numbered symbols), so
    /// adding a short row to a long one costs the short one, not the long.
    /// Either way each cell gets the same arithmetic, so the result is the
    /// same to the bit.
    mutating func insert(_ other: Row, coefficient: Double = 1) {
        constant += other.constant * coefficient
        if other.cells.count <= 2 {
            for index in other.cells.keys.indices {
                insert(other.cells.keys[index], coefficient: other.cells.values[index] * coefficient)
            }
            return
        }
        let (keysB, valuesB) = (other.cells.keys, other.cells.values)
        let start = cells.search(keysB[0]).index
        var keys: [Symbol] = [], values: [Double] = []
        let tail = cells.count - start
        keys.reserveCapacity(tail + keysB.count)
        values.reserveCapacity(tail + keysB.count)
        cells.keys.withUnsafeBufferPointer { keysA in
            cells.values.withUnsafeBufferPointer { valuesA in
                var a = start, b = 0
                while a < keysA.count || b < keysB.count {
                    if b == keysB.count || (a < keysA.count && keysA[a].id < keysB[b].id) {
                        keys.append(keysA[a]); values.append(valuesA[a]); a += 1
                    } else if a == keysA.count || keysB[b].id < keysA[a].id {
                        let added = valuesB[b] * coefficient
                        if !isNearZero(added) { keys.append(keysB[b]); values.append(added) }
                        b += 1
                    } else {
                        let updated = valuesA[a] + valuesB[b] * coefficient
                        if !isNearZero(updated) { keys.append(keysA[a]); values.append(updated) }
                        a += 1; b += 1
                    }
                }
            }
        }
        cells.replaceTail(from: start, sortedKeys: keys, values: values)
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
