import Foundation

/// A file a custom ``Diffing`` hands back with its failure message, with swift-snapshot-testing's
/// name: each becomes a ``SnapshotAttachment`` written to the artifacts folder.
///
/// ```swift
/// Diffing<Receipt>.diff(toData: { $0.data }, fromData: { Receipt(data: $0) }) { old, new in
///     old == new ? nil : ("Receipts differ", [.data(new.data, name: "actual.txt")])
/// }
/// ```
public enum DiffAttachment: Sendable, Equatable {
    /// The bytes of a file and its name with extension, such as `"difference.patch"`.
    case data(Data, name: String)

    /// The same file as a ``SnapshotAttachment``.
    public var attachment: SnapshotAttachment {
        switch self {
        case let .data(data, name): SnapshotAttachment(name: name, data: data)
        }
    }
}

extension Diffing {
    /// A diffing from its parts, as swift-snapshot-testing users write one.
    ///
    /// ```swift
    /// extension Diffing where Value == Receipt {
    ///     static let receipt = Diffing.diff(toData: { $0.data }, fromData: { Receipt(data: $0) }) { old, new in
    ///         old == new ? nil : ("\\(new.lines.count - old.lines.count) lines added", [])
    ///     }
    /// }
    /// ```
    public static func diff(toData: @escaping @Sendable (_ value: Value) throws -> Data,
                            fromData: @escaping @Sendable (_ data: Data) throws -> Value,
                            diffV2: @escaping @Sendable (_ lhs: Value, _ rhs: Value) -> (String, [DiffAttachment])?) -> Diffing {
        Diffing(toData: toData, fromData: fromData) { lhs, rhs in
            diffV2(lhs, rhs).map { message, files in (message, files.map(\.attachment)) }
        }
    }

    /// ``diff`` with swift-snapshot-testing's ``DiffAttachment`` files.
    public var diffV2: @Sendable (_ lhs: Value, _ rhs: Value) -> (String, [DiffAttachment])? {
        get {
            let diff = self.diff
            return { lhs, rhs in diff(lhs, rhs).map { message, files in (message, files.map { .data($0.data, name: $0.name) }) } }
        }
        set {
            diff = { lhs, rhs in newValue(lhs, rhs).map { message, files in (message, files.map(\.attachment)) } }
        }
    }
}
