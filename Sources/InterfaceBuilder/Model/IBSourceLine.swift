/// The line of the document an element was read from.
///
/// Every model value carries one so that the coder can report problems where the user can
/// find them. Two lines always compare equal and hash alike: a document written back out and
/// read again has moved lines, yet holds the same model, so equality must not see them.
public struct IBSourceLine: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line number, or 0 for values built in code rather than read.
    public var number: Int

    public init(_ number: Int) { self.number = number }

    /// The line of a value built in code.
    public static let none = IBSourceLine(0)

    public static func == (_: IBSourceLine, _: IBSourceLine) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}

    public var description: String { number > 0 ? "line \(number)" : "no line" }
}
