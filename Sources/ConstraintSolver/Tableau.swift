/// The simplex tableau: every basic symbol with the row that defines it,
/// the objective to minimise, and the rows made infeasible by a change.
///
/// Rows are stored by symbol number, and each symbol keeps a *column*: the
/// basic symbols whose rows may mention it. Substituting a symbol, the
/// ratio test and removing a marker touch only those rows, not every row,
/// which keeps adding a constraint proportional to the rows it affects
/// rather than to the size of the tableau. Columns are allowed to hold
/// stale or repeated entries (a row that has since lost the symbol); they
/// are checked, sorted and compacted when read, so a walk over a column
/// visits rows in symbol order, the order Bland's rule and determinism
/// ask for.
///
/// Changes that may have to be undone (adding a required constraint
/// through an artificial variable, which can fail) run inside
/// ``beginJournal()``: the first change to each row saves its old value
/// and every change to the objective logs the cells it overwrites, so
/// ``rollBackJournal()`` costs what the failed change cost, not a copy of
/// the tableau.
struct Tableau {
    /// Symbol number → its row while the symbol is basic.
    private var slots: [Row?] = [nil]
    /// Symbol number → its kind; entry 0 is unused.
    private var kinds: [Symbol.Kind] = [.external]
    /// Symbol number → numbers of basic symbols whose rows may contain it.
    private var columns: [[Int]] = [[]]
    /// Σ strength × error over every non-required constraint.
    var objective = Row()
    /// Present only while a constraint is being added through an
    /// artificial variable; kept up to date by every substitution.
    var artificial: Row?
    /// Restricted basic symbols whose value went negative, most recent
    /// last; the dual simplex repairs them.
    var infeasibleRows: [Symbol] = []
    private var journal: Journal?

    /// What ``rollBackJournal()`` needs to put the tableau back.
    private struct Journal {
        var symbolCount: Int
        var infeasibleRows: [Symbol]
        /// Old rows by symbol number, saved on first change.
        var rows: [Int: Row?] = [:]
        /// Objective cells as they were before each change, oldest first.
        var objectiveCells: [(symbol: Symbol, coefficient: Double)] = []
        var objectiveConstant: Double
    }

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: kinds.count, kind: kind)
        kinds.append(kind)
        slots.append(nil)
        columns.append([])
        return symbol
    }

    /// How many symbols have been made (plus one: numbers start at 1).
    var symbolCount: Int { kinds.count }

    /// Drops the symbols made after `count`, none of which may be in a row
    /// or the objective: a rejected row's, before it reached the tableau.
    mutating func forgetSymbols(after count: Int) {
        kinds.removeSubrange(count...)
        slots.removeSubrange(count...)
        columns.removeSubrange(count...)
    }

    // MARK: Rows

    /// The definition of `symbol` if it is basic.
    subscript(row symbol: Symbol) -> Row? {
        slots[symbol.id]
    }

    func isBasic(_ symbol: Symbol) -> Bool {
        slots[symbol.id] != nil
    }

    /// The current value of a symbol: its row's constant if basic, else 0.
    func value(of symbol: Symbol) -> Double {
        slots[symbol.id]?.constant ?? 0
    }

    /// Writes each variable's value, reading rows in place: going through ``value(of:)`` copies
    /// each row, which made writing back a whole layout cost as much as a small re-solve.
    func writeValues(of entries: [(variable: Variable, symbol: Symbol)]) {
        slots.withUnsafeBufferPointer { rows in
            entries.withUnsafeBufferPointer { entries in
                for index in entries.indices {
                    let id = entries[index].symbol.id
                    entries[index].variable.value = rows[id]?.constant ?? 0
                }
            }
        }
    }

    /// Makes `basic` basic with definition `row`.
    mutating func setRow(_ row: Row, for basic: Symbol) {
        save(basic.id)
        for symbol in row.cells.keys { columns[symbol.id].append(basic.id) }
        slots[basic.id] = row
    }

    /// Takes `basic`'s row out of the tableau.
    @discardableResult
    mutating func removeRow(for basic: Symbol) -> Row? {
        guard slots[basic.id] != nil else { return nil }
        save(basic.id)
        let row = slots[basic.id]
        slots[basic.id] = nil
        return row
    }

    /// Adds `value` to `basic`'s constant and returns the new constant.
    mutating func addToConstant(of basic: Symbol, _ value: Double) -> Double {
        save(basic.id)
        return slots[basic.id]!.add(value)
    }

    /// The basic symbols whose rows contain `symbol`, in symbol order.
    /// Compacts the column as a side effect.
    mutating func basics(containing symbol: Symbol) -> [Symbol] {
        var entries = columns[symbol.id]
        columns[symbol.id] = []
        guard !entries.isEmpty else { return [] }
        entries.sort()
        var live: [Int] = []
        live.reserveCapacity(entries.count)
        var previous = -1
        for id in entries where id != previous {
            previous = id
            if id < slots.count, slots[id]?.cells.index(of: symbol) != nil { live.append(id) }
        }
        columns[symbol.id] = live
        return live.map { Symbol(id: $0, kind: kinds[$0]) }
    }

    // MARK: Substitution

    /// Replaces `symbol` everywhere by its new definition `row`, noting any
    /// restricted row that became negative.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for basic in basics(containing: symbol) {
            save(basic.id)
            // Moved out and back so the row's storage stays uniquely owned.
            var target = slots[basic.id]!
            slots[basic.id] = nil
            if let coefficient = target.remove(symbol) {
                target.insert(row, coefficient: coefficient)
                for cell in row.cells.keys { columns[cell.id].append(basic.id) }
            }
            let constant = target.constant
            slots[basic.id] = target
            if basic.isRestricted && constant < 0 {
                infeasibleRows.append(basic)
            }
        }
        // No row mentions `symbol` now: it has become basic.
        columns[symbol.id] = []
        if journal != nil, objective.coefficient(for: symbol) != 0 {
            logObjective(symbol)
            for cell in row.cells.keys { logObjective(cell) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Makes `entering` basic in place of `leaving`, whose definition `row`
    /// has already been taken out of the tableau.
    mutating func pivot(_ row: Row, leaving: Symbol, entering: Symbol) {
        var row = row
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        setRow(row, for: entering)
    }

    /// Removes `symbol` from every row and from the objective.
    mutating func eraseSymbol(_ symbol: Symbol) {
        for basic in basics(containing: symbol) {
            save(basic.id)
            slots[basic.id]!.remove(symbol)
        }
        columns[symbol.id] = []
        if journal != nil { logObjective(symbol) }
        objective.remove(symbol)
    }

    // MARK: Objective

    /// Adds `coefficient × symbol` to the objective.
    mutating func addToObjective(_ symbol: Symbol, coefficient: Double) {
        if journal != nil { logObjective(symbol) }
        objective.insert(symbol, coefficient: coefficient)
    }

    /// Adds `coefficient × row` to the objective.
    mutating func addToObjective(_ row: Row, coefficient: Double) {
        if journal != nil { for cell in row.cells.keys { logObjective(cell) } }
        objective.insert(row, coefficient: coefficient)
    }

    // MARK: Journal

    /// Starts recording changes so that ``rollBackJournal()`` can undo them.
    mutating func beginJournal() {
        journal = Journal(symbolCount: kinds.count, infeasibleRows: infeasibleRows,
                          objectiveConstant: objective.constant)
    }

    /// Keeps the changes made since ``beginJournal()``.
    mutating func commitJournal() {
        journal = nil
    }

    /// Undoes every change since ``beginJournal()``, symbols made included.
    mutating func rollBackJournal() {
        guard let journal else { return }
        self.journal = nil
        for (id, row) in journal.rows {
            slots[id] = row
            // Columns may have been compacted while the row differed.
            if let row { for symbol in row.cells.keys { columns[symbol.id].append(id) } }
        }
        for (symbol, coefficient) in journal.objectiveCells.reversed() {
            objective.setCoefficient(coefficient, for: symbol)
        }
        objective.constant = journal.objectiveConstant
        infeasibleRows = journal.infeasibleRows
        forgetSymbols(after: journal.symbolCount)
        artificial = nil
    }

    private mutating func save(_ id: Int) {
        guard journal != nil, journal!.rows.index(forKey: id) == nil else { return }
        journal!.rows[id] = .some(slots[id])
    }

    private mutating func logObjective(_ symbol: Symbol) {
        journal!.objectiveCells.append((symbol, objective.coefficient(for: symbol)))
    }
}
