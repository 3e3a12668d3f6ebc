/// The external symbol of each ``Variable`` the solver has seen, kept in
/// the order the variables were first met so that writing values back is
/// deterministic too.
struct VariableRegistry {
    private(set) var entries: [(variable: Variable, symbol: Symbol)] = []
    private var positions: [ObjectIdentifier: Int] = [:]

    func symbol(for variable: Variable) -> Symbol? {
        positions[ObjectIdentifier(variable)].map { entries[$0].symbol }
    }

    mutating func register(_ variable: Variable, as symbol: Symbol) {
        positions[ObjectIdentifier(variable)] = entries.count
        entries.append((variable, symbol))
    }

    /// Forgets the variables registered after the first `count`.
    mutating func truncate(to count: Int) {
        for entry in entries[count...] { positions[ObjectIdentifier(entry.variable)] = nil }
        entries.removeSubrange(count...)
    }
}
