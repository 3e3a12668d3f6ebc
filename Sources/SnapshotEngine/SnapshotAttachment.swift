import Foundation

/// A file that helps explain a failed snapshot: the reference, the actual snapshot, a diff.
///
/// On failure each attachment is written to the artifacts folder under its ``name`` (see
/// ``SnapshotArtifacts``), and under Swift Testing it is also attached to the test.
///
/// ```swift
/// SnapshotAttachment(name: "actual.txt", data: Data(text.utf8))
/// ```
public struct SnapshotAttachment: Sendable, Equatable {
    /// A file name with its extension, such as `"diff.png"`; unique within one failure.
    public var name: String
    /// The file's contents.
    public var data: Data

    /// An attachment holding `data`, written and attached under `name`.
    public init(name: String, data: Data) {
        self.name = name
        self.data = data
    }
}
