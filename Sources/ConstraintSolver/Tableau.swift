/// The simplex tableau: every basic symbol with the row that defines it,
/// the objective to minimise, and the rows made infeasible by a change.
///
/// A value type on purpose: the solver copies it before a change that may
/// fail and puts the copy back if it does, so a rejected constraint leaves
/// no trace.
struct Tableau {
    /// Basic symbol → its definition, in symbol order.
    var rows = SymbolMap<Row>()
    /// Σ strength × error over every non-required constraint.
    var objective = Row()
    /// Present only while a constraint is being added through an
    /// artificial variable; kept up to date by every substitution.
    var artificial: Row?
    /// Restricted basic symbols whose value went negative, most recent
    /// last; the dual simplex repairs them.
    var infeasibleRows: [Symbol] = []
    private var lastSymbolID = 0

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        lastSymbolID += 1
        return Symbol(id: lastSymbolID, kind: kind)
    }

    /// Replaces `symbol` everywhere by its new definition `row`, noting any
    /// restricted row that became negative.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for index in rows.values.indices {
            rows.values[index].substitute(symbol, with: row)
            let basic = rows.keys[index]
            if basic.isRestricted && rows.values[index].constant < 0 {
                infeasibleRows.append(basic)
            }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Makes `entering` basic in place of `leaving`, whose definition `row`
    /// has already been taken out of ``rows``.
    mutating func pivot(_ row: Row, leaving: Symbol, entering: Symbol) {
        var row = row
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        rows[entering] = row
    }

    /// The current value of a symbol: its row's constant if basic, else 0.
    func value(of symbol: Symbol) -> Double {
        rows[symbol]?.constant ?? 0
    }
}
