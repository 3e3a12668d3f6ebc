/// Where the snapshot closure of an inline assertion sits in its call, for helpers that wrap
/// `assertInlineSnapshot`, with swift-snapshot-testing's names.
///
/// ```swift
/// // A helper called as `assertUppercased { "hello" } is: { """ HELLO """ }`
/// func assertUppercased(_ value: () -> String, is expected: (() -> String)? = nil,
///                       file: StaticString = #filePath, function: StaticString = #function,
///                       line: UInt = #line, column: UInt = #column) {
///     assertInlineSnapshot(of: value().uppercased(), as: .lines,
///                          syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "is", trailingClosureOffset: 1),
///                          matches: expected, file: file, function: function, line: line, column: column)
/// }
/// ```
public struct InlineSnapshotSyntaxDescriptor: Hashable, Sendable {
    /// The label `assertInlineSnapshot`'s own closure has: `matches`.
    public static let defaultTrailingClosureLabel = "matches"

    /// Labels the helper once used, which a recording replaces with ``trailingClosureLabel``.
    public var deprecatedTrailingClosureLabels: [String]
    /// The closure's label when it is not the first trailing closure.
    public var trailingClosureLabel: String
    /// Which closure of the call's final run of closures holds the snapshot: 0 for the first,
    /// 1 for the one after it, and so on.
    public var trailingClosureOffset: Int

    /// A descriptor; the defaults describe `assertInlineSnapshot` itself.
    public init(deprecatedTrailingClosureLabels: [String] = [],
                trailingClosureLabel: String = Self.defaultTrailingClosureLabel,
                trailingClosureOffset: Int = 0) {
        self.deprecatedTrailingClosureLabels = deprecatedTrailingClosureLabels
        self.trailingClosureLabel = trailingClosureLabel
        self.trailingClosureOffset = trailingClosureOffset
    }
}
