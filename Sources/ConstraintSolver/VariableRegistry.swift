/// The external symbol of each ``Variable`` the solver has seen, kept in
/// the order the variables were first met so that writing values back is
/// deterministic too.
struct VariableRegistry {
    private(set) var entries: [(variable: Variable, symbol: Symbol)] = []
    private var positions: [ObjectIdentifier: Int] = [:]

    func symbol(for variable: Variable) -> Symbol? {
        let cached = variable.registryIndex
        if cached >= 0, cached < entries.count, entries[cached].variable === variable {
            return entries[cached].symbol
        }
        guard let position = positions[ObjectIdentifier(variable)] else { return nil }
        variable.registryIndex = position
        return entries[position].symbol
    }

    mutating func register(_ variable: Variable, as symbol: Symbol) {
        variable.registryIndex = entries.count
        positions[ObjectIdentifier(variable)] = entries.count
        entries.append((variable, symbol))
    }

    /// Forgets the variables registered after the first `count`.
    mutating func truncate(to count: Int) {
        for entry in entries[count...] { positions[ObjectIdentifier(entry.variable)] = nil }
        entries.removeSubrange(count...)
    }
}
