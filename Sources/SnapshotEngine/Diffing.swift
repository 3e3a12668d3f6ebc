import Foundation

/// How snapshots of one format are stored on disk and compared.
///
/// ```swift
/// let bytes = Diffing<[UInt8]>(
///     toData: { Data($0) },
///     fromData: { [UInt8]($0) },
///     diff: { old, new in old == new ? nil : ("\(old.count) bytes became \(new.count)", []) }
/// )
/// ```
///
/// `toData` and `fromData` may throw, unlike swift-snapshot-testing's: an image that cannot be
/// encoded, or a reference file that is damaged, is a test failure naming the file rather than
/// a crash.
public struct Diffing<Value>: Sendable {
    /// Encodes a snapshot for the reference file.
    public var toData: @Sendable (Value) throws -> Data
    /// Decodes a reference file.
    public var fromData: @Sendable (Data) throws -> Value
    /// Compares the reference (first) with the fresh snapshot (second): `nil` when they match,
    /// otherwise a message for a person and attachments (reference, actual, diff) that help.
    public var diff: @Sendable (Value, Value) -> (String, [SnapshotAttachment])?
    /// An optional shortcut: `true` when the reference file's bytes are known to hold exactly
    /// this snapshot without decoding them. `false` or `nil` means "decode and ``diff``".
    /// The image strategy uses it to skip inflating a matching PNG.
    public var matchesWithoutDecoding: (@Sendable (Value, Data) -> Bool)?
    /// A few words on how two snapshots that ``diff`` found different differ, for the one-line
    /// summary of several variants ("212 px differ in (14,9)–(120,31)"); `nil` when the
    /// format has none, and the summary says "differs".
    var brief: (@Sendable (Value, Value) -> String)?
    /// What the reference file's own record says about how it was made, for a failure: the
    /// image strategy reads the renderer epoch and fonts its PNG was stamped with.
    package var provenance: (@Sendable (Data) -> ReferenceProvenanceNote?)?

    /// A diffing from its parts.
    public init(toData: @escaping @Sendable (Value) throws -> Data,
                fromData: @escaping @Sendable (Data) throws -> Value,
                diff: @escaping @Sendable (Value, Value) -> (String, [SnapshotAttachment])?,
                matchesWithoutDecoding: (@Sendable (Value, Data) -> Bool)? = nil) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
        self.matchesWithoutDecoding = matchesWithoutDecoding
    }
}
