extension Snapshotting where Value: CaseIterable, Format == String {
    /// Compares a function of a `CaseIterable` type by its result for every case, as a CSV
    /// table of `"input","output"` rows, each output snapshotted with `witness`.
    ///
    /// ```swift
    /// enum Direction: CaseIterable { case up, down, left, right }
    /// assertSnapshot(of: { (d: Direction) in d.rotatedLeft }, as: Snapshotting<Direction, String>.func(into: .description))
    /// ```
    public static func `func`<A>(into witness: Snapshotting<A, Format>) -> Snapshotting<(Value) -> A, Format> {
        var strategy = Snapshotting<String, String>.lines.uncheckedPullback { (function: (Value) -> A) in
            try Value.allCases.map { input in "\"\(input)\",\"\(try witness.snapshot(function(input)))\"" }
                .joined(separator: "\n")
        }
        strategy.pathExtension = "csv"
        return strategy
    }
}
