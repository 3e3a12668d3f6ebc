/// A map keyed by ``Symbol`` that iterates in symbol order.
///
/// Swift's `Dictionary` iterates in an order that changes from run to run,
/// and the simplex method's choices depend on iteration order, so rows and
/// cells live in parallel arrays sorted by symbol number instead. Lookups
/// are binary searches; rows are short and the tableau modest, so the
/// shifting on insertion costs less than hashing would.
struct SymbolMap<Value> {
    private(set) var keys: [Symbol] = []
    /// Mutable in place so callers can update values while walking indices.
    var values: [Value] = []

    init() {}

    /// Takes parallel arrays already sorted by symbol number.
    init(sortedKeys keys: [Symbol], values: [Value]) {
        self.keys = keys
        self.values = values
    }

    /// Replaces the entries from `start` on with parallel arrays sorted by
    /// symbol number, all above the entries kept.
    mutating func replaceTail(from start: Int, sortedKeys: [Symbol], values: [Value]) {
        if start == 0 {
            keys = sortedKeys
            self.values = values
        } else {
            keys.replaceSubrange(start..., with: sortedKeys)
            self.values.replaceSubrange(start..., with: values)
        }
    }

    var count: Int { keys.count }
    var isEmpty: Bool { keys.isEmpty }

    /// Where `symbol` is, or where it would be inserted.
    func search(_ symbol: Symbol) -> (found: Bool, index: Int) {
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            let id = keys[middle].id
            if id == symbol.id { return (true, middle) }
            if id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (false, low)
    }

    func index(of symbol: Symbol) -> Int? {
        let (found, index) = search(symbol)
        return found ? index : nil
    }

    subscript(symbol: Symbol) -> Value? {
        get {
            index(of: symbol).map { values[$0] }
        }
        set {
            let (found, index) = search(symbol)
            switch (found, newValue) {
            case (true, let value?): values[index] = value
            case (true, nil): remove(at: index)
            case (false, let value?): insert(symbol, value, at: index)
            case (false, nil): break
            }
        }
    }

    mutating func insert(_ symbol: Symbol, _ value: Value, at index: Int) {
        keys.insert(symbol, at: index)
        values.insert(value, at: index)
    }

    @discardableResult
    mutating func remove(at index: Int) -> (symbol: Symbol, value: Value) {
        (keys.remove(at: index), values.remove(at: index))
    }

    @discardableResult
    mutating func removeValue(for symbol: Symbol) -> Value? {
        guard let index = index(of: symbol) else { return nil }
        return remove(at: index).value
    }
}
