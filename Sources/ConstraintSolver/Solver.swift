/// An incremental Cassowary solver for systems of linear equalities and
/// inequalities with strengths.
///
/// Required constraints must hold; among the solutions that satisfy them
/// the solver picks one minimising Σ strength × violation over the other
/// constraints. Constraints can be added and removed one at a time, and
/// *edit variables* can be pushed towards suggested values repeatedly
/// (e.g. while dragging) with a cheap dual-simplex repair each time.
///
/// ```swift
/// let left = Variable("left"), width = Variable("width"), right = Variable("right")
/// let solver = Solver()
/// try solver.addConstraint(right == left + width)
/// try solver.addConstraint(left >= 0)
/// try solver.addConstraint((width == 100) | .weak)
/// try solver.addEditVariable(left, strength: .strong)
/// try solver.suggestValue(30, for: left)
/// solver.updateVariables()
/// print(left.value, right.value) // 30.0 130.0
/// ```
///
/// Results depend only on the order of calls, never on hashing: ties are
/// broken by the order in which the solver first met each variable and
/// constraint, so the same program gets the same answer on every run.
///
/// The solver is not thread-safe; use it from one isolation domain.
public final class Solver {
    private var tableau = Tableau()
    private var variables = VariableRegistry()
    private var constraints: [ObjectIdentifier: (constraint: Constraint, tag: ConstraintTag)] = [:]
    private var edits: [ObjectIdentifier: EditInfo] = [:]

    /// Creates an empty solver.
    public init() {}

    // MARK: Constraints

    /// Adds a constraint and re-solves.
    ///
    /// ```swift
    /// try solver.addConstraint(x + 2 * y == 10)
    /// try solver.addConstraint((x >= 3) | .strong)
    /// ```
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if this constraint
    ///   object is already present; ``SolverError/unsatisfiableConstraint(_:)``
    ///   if it is required and contradicts the required constraints already
    ///   present. Either way the solver is left unchanged.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard constraints[key] == nil else { throw .duplicateConstraint(constraint) }

        // Only the symbols and variables made so far need undoing if the
        // row turns out contradictory; the artificial-variable path, the one
        // that changes the tableau before it knows, keeps its own journal.
        let variableCount = variables.entries.count
        do throws(SolverError) {
            let tag = try insert(constraint)
            constraints[key] = (constraint, tag)
        } catch {
            variables.truncate(to: variableCount)
            throw error
        }
    }

    /// Removes a constraint and re-solves.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not present.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let (_, tag) = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        // Errors leave the objective first, while they still mean something.
        if tag.marker.kind == .error {
            tableau.removeErrorFromObjective(tag.marker, strength: constraint.strength.value)
        }
        if let other = tag.other, other.kind == .error {
            tableau.removeErrorFromObjective(other, strength: constraint.strength.value)
        }
        tableau.removeRow(markedBy: tag.marker)
        reoptimize()
    }

    /// Whether this constraint object has been added and not removed.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil
    }

    /// Changes the constant of a constraint already in the solver and
    /// re-solves incrementally, returning the constraint that replaces it.
    ///
    /// `constant` is the new constant of the constraint's left-hand side,
    /// ``Expression/constant`` of its ``Constraint/expression`` (so
    /// `x + 10 == 0`, written `x == -10`, has constant 10). The change costs
    /// what the rows that depend on the constraint cost, not a rebuild:
    /// moving the constant is the same as renaming the constraint's marker
    /// symbol `m` to `m + Δ/μ`, which only moves row constants; any
    /// restricted row pushed negative is repaired by the dual simplex, as
    /// for ``suggestValue(_:for:)``.
    ///
    /// ```swift
    /// let width = (w == 100)
    /// try solver.addConstraint(width)
    /// let wider = try solver.updateConstant(of: width, to: -120)   // w == 120
    /// ```
    ///
    /// The returned constraint is the one the solver now holds (constraints
    /// are immutable): remove or update that one from now on.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if `constraint` is not
    ///   present; ``SolverError/unsatisfiableConstraint(_:)`` (naming the
    ///   replacement) if it is required and the new constant contradicts the
    ///   other required constraints. Either way the solver is left unchanged.
    @discardableResult
    public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) -> Constraint {
        let key = ObjectIdentifier(constraint)
        guard let (old, tag) = constraints[key] else { throw .unknownConstraint(constraint) }
        let replacement = old.withConstant(constant)
        let delta = constant - old.expression.constant
        if delta != 0 {
            if old.strength.isRequired {
                tableau.beginJournal()
                guard shiftConstant(tag, by: delta), tableau.dualOptimize(allowingFailure: true) else {
                    tableau.rollBackJournal()
                    throw .unsatisfiableConstraint(replacement)
                }
                tableau.commitJournal()
            } else {
                // A non-required row can always give way through its errors.
                _ = shiftConstant(tag, by: delta)
                tableau.dualOptimize()
            }
        }
        constraints[key] = nil
        constraints[ObjectIdentifier(replacement)] = (replacement, tag)
        for (variable, info) in edits where info.constraint === old {
            edits[variable]!.constraint = replacement
        }
        return replacement
    }

    // MARK: Edit variables

    /// Lets ``suggestValue(_:for:)`` pull `variable` towards chosen values.
    ///
    /// Behind the scenes this adds `variable == suggestion` with the given
    /// strength; its suggestion starts at 0.
    ///
    /// ```swift
    /// try solver.addEditVariable(left, strength: .strong)
    /// ```
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)`` if it is already
    ///   an edit variable; ``SolverError/badRequiredStrength(_:)`` if the
    ///   strength is required.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
        let strength = strength.clamped()
        guard !strength.isRequired else { throw .badRequiredStrength(variable) }

        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        let tag = constraints[ObjectIdentifier(constraint)]!.tag
        edits[key] = EditInfo(constraint: constraint, tag: tag, suggestion: 0)
    }

    /// Stops treating `variable` as an edit variable and drops its pull.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not one.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let info = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        try removeConstraint(info.constraint)
    }

    /// Whether `variable` is currently an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Pulls an edit variable towards `value` and re-solves incrementally.
    ///
    /// ```swift
    /// for x in stride(from: 0.0, through: 200, by: 10) {
    ///     try solver.suggestValue(x, for: left)
    ///     solver.updateVariables()
    /// }
    /// ```
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if `variable` is
    ///   not an edit variable.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard var info = edits[key] else { throw .unknownEditVariable(variable) }
        let delta = value - info.suggestion
        info.suggestion = value
        edits[key] = info
        // The edit row is `v - suggestion`: a higher suggestion is a lower constant.
        _ = shiftConstant(info.tag, by: -delta)
        tableau.dualOptimize()
    }

    // MARK: Results

    /// Writes the current solution into every ``Variable/value`` the solver
    /// knows about, in the order the variables were first added.
    public func updateVariables() {
        tableau.writeValues(of: variables.entries)
    }

    // MARK: Private

    /// Turns a constraint into a tableau row, picks the symbol that becomes
    /// basic for it, and re-solves.
    private func insert(_ constraint: Constraint) throws(SolverError) -> ConstraintTag {
        let symbolCount = tableau.symbolCount
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(of: row, tag: tag)

        if subject == nil && row.containsOnlyDummies {
            // The row relates required equalities only: it is either
            // redundant (constant zero) or a contradiction.
            guard isNearZero(row.constant) else {
                tableau.forgetSymbols(after: symbolCount)
                throw .unsatisfiableConstraint(constraint)
            }
            subject = tag.marker
        }

        if let subject {
            row.solve(for: subject)
            tableau.substitute(subject, with: row)
            tableau.setRow(row, for: subject)
        } else {
            tableau.beginJournal()
            guard tableau.addWithArtificialVariable(row) else {
                tableau.rollBackJournal()
                tableau.forgetSymbols(after: symbolCount)
                throw .unsatisfiableConstraint(constraint)
            }
            tableau.commitJournal()
        }
        reoptimize()
        return tag
    }

    /// Builds `0 = expression ± slack ± errors`, with every basic variable
    /// already replaced by its definition, and records error symbols in
    /// the objective weighted by the constraint's strength.
    private func makeRow(for constraint: Constraint) -> (Row, ConstraintTag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where !isNearZero(term.coefficient) {
            let symbol = externalSymbol(for: term.variable)
            if let definition = tableau[row: symbol] {
                row.insert(definition, coefficient: term.coefficient)
            } else {
                row.insert(symbol, coefficient: term.coefficient)
            }
        }

        let strength = constraint.strength
        let tag: ConstraintTag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + slack = 0 for <=, expression - slack = 0 for >=.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.makeSymbol(.slack)
            row.insert(slack, coefficient: sign)
            if strength.isRequired {
                tag = ConstraintTag(marker: slack, other: nil, markerCoefficient: sign)
            } else {
                // The error absorbs any violation, at a cost.
                let error = tableau.makeSymbol(.error)
                row.insert(error, coefficient: -sign)
                tableau.addToObjective(error, coefficient: strength.value)
                tag = ConstraintTag(marker: slack, other: error, markerCoefficient: sign, otherCoefficient: -sign)
            }
        case .equal:
            if strength.isRequired {
                let dummy = tableau.makeSymbol(.dummy)
                row.insert(dummy)
                tag = ConstraintTag(marker: dummy, other: nil)
            } else {
                // Violation either way: expression = errorPlus - errorMinus.
                let errorPlus = tableau.makeSymbol(.error)
                let errorMinus = tableau.makeSymbol(.error)
                row.insert(errorPlus, coefficient: -1)
                row.insert(errorMinus, coefficient: 1)
                tableau.addToObjective(errorPlus, coefficient: strength.value)
                tableau.addToObjective(errorMinus, coefficient: strength.value)
                tag = ConstraintTag(marker: errorPlus, other: errorMinus, markerCoefficient: -1, otherCoefficient: 1)
            }
        }

        // Keep the constant non-negative so that a restricted subject
        // starts out feasible.
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// Cassowary's choice of basic symbol for a new row: any unrestricted
    /// variable (the first, for determinism); otherwise a slack or error
    /// marker with a negative coefficient, which can take the row's
    /// non-negative constant as its value. Otherwise none, and the row
    /// needs an artificial variable.
    private func chooseSubject(of row: Row, tag: ConstraintTag) -> Symbol? {
        if let external = row.cells.keys.first(where: { $0.kind == .external }) {
            return external
        }
        for candidate in [tag.marker, tag.other] {
            if let candidate, candidate.isPivotable, row.coefficient(for: candidate) < 0 {
                return candidate
            }
        }
        return nil
    }

    private func externalSymbol(for variable: Variable) -> Symbol {
        if let symbol = variables.symbol(for: variable) { return symbol }
        let symbol = tableau.makeSymbol(.external)
        variables.register(variable, as: symbol)
        return symbol
    }

    /// Applies a change of `delta` in a constraint's constant.
    ///
    /// The row was written `0 = expression + μ·marker + …`; adding `delta`
    /// to the expression's constant is the same as renaming the marker `m`
    /// to `m + delta/μ`. If the marker (or the other error) is basic only its
    /// own row moves; otherwise every row mentioning the marker shifts by its
    /// coefficient × delta/μ. Restricted rows pushed negative are noted for
    /// the dual simplex. Returns false if a required equality's basic dummy
    /// (a redundant constraint) was moved off zero: a contradiction.
    private func shiftConstant(_ tag: ConstraintTag, by delta: Double) -> Bool {
        let shift = delta / tag.markerCoefficient
        if tableau.isBasic(tag.marker) {
            let constant = tableau.addToConstant(of: tag.marker, -shift)
            if tag.marker.kind == .dummy { return isNearZero(constant) }
            if constant < 0 { tableau.infeasibleRows.append(tag.marker) }
            return true
        }
        if let other = tag.other, tableau.isBasic(other) {
            if tableau.addToConstant(of: other, -delta / tag.otherCoefficient) < 0 {
                tableau.infeasibleRows.append(other)
            }
            return true
        }
        var consistent = true
        for basic in tableau.basics(containing: tag.marker) {
            let coefficient = tableau[row: basic]!.coefficient(for: tag.marker)
            let constant = tableau.addToConstant(of: basic, shift * coefficient)
            if basic.kind == .dummy {
                if !isNearZero(constant) { consistent = false }
            } else if constant < 0 && basic.isRestricted {
                tableau.infeasibleRows.append(basic)
            }
        }
        return consistent
    }

    /// Restores optimality after a structural change, then feasibility of
    /// any row a substitution happened to push negative.
    private func reoptimize() {
        tableau.optimize(.main)
        tableau.dualOptimize()
    }
}
