/// A way to turn a value into a snapshot format that can be stored and compared.
///
/// A strategy bundles three things: how to take a snapshot of a value (`snapshot`), how to store
/// and compare snapshots (`diffing`), and the file extension of the stored reference
/// (`pathExtension`). Strategies are values, so new ones are built from existing ones with
/// ``pullback(_:)`` rather than by subclassing:
///
/// ```swift
/// // An image strategy for anything that can draw itself into a bitmap.
/// extension Snapshotting where Value == Badge, Format == Bitmap {
///     static let image = Snapshotting<Bitmap, Bitmap>.image.pullback { $0.render() }
/// }
/// assertSnapshot(of: badge, as: .image)
/// ```
///
/// The view strategies (`Snapshotting<UIView, Bitmap>.image(size:traits:)` and friends) are
/// built the same way: `Snapshotting<Bitmap, Bitmap>.image` pulled back along a
/// function that lays out and renders the view.
///
/// Unlike swift-snapshot-testing, `snapshot` is synchronous: every renderer here is.
public struct Snapshotting<Value, Format>: Sendable {
    /// The reference file's extension, such as `"png"` or `"txt"`; `nil` for none.
    public var pathExtension: String?
    /// How snapshots of this format are stored, read back and compared.
    public var diffing: Diffing<Format>
    /// Takes a snapshot of a value.
    public var snapshot: @Sendable (Value) throws -> Format
    /// Several snapshots of one value that must each match the one reference, the first being
    /// the one recorded; `nil` when ``snapshot`` is the only one. The view strategies render
    /// one per init path here (see `Snapshotting<UIView, Bitmap>.image(paths:)`).
    package var variants: (@Sendable (Value) throws -> [SnapshotVariant<Format>])?

    /// A strategy from its parts.
    ///
    /// ```swift
    /// let utf8 = Snapshotting<String, String>(pathExtension: "txt", diffing: .lines) { $0 }
    /// ```
    public init(pathExtension: String?, diffing: Diffing<Format>, snapshot: @escaping @Sendable (Value) throws -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// A strategy for `NewValue` that first transforms it into this strategy's `Value`.
    ///
    /// ```swift
    /// let numbers = Snapshotting<String, String>.lines.pullback { (values: [Int]) in
    ///     values.map(String.init).joined(separator: "\n")
    /// }
    /// ```
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        var pulled = Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { try snapshot(transform($0)) }
        if let variants { pulled.variants = { try variants(transform($0)) } }
        return pulled
    }
}

/// A strategy whose snapshot is the value itself, such as ``Snapshotting/lines``.
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Value == Format {
    /// A strategy that stores the value as it is, with `diffing` and `pathExtension`.
    public init(pathExtension: String?, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
    }
}

/// One of several snapshots of the same value, such as the value rendered along one init path.
package struct SnapshotVariant<Format> {
    /// The name in the failure message: "design time".
    package var name: String
    /// Appended to artifact names: `actual-design-time.png`.
    package var fileSuffix: String
    package var snapshot: Format
    /// What a reader of a difference on this variant should know about how it was made,
    /// appended to its message when it differs.
    package var note: String?

    package init(name: String, fileSuffix: String, snapshot: Format, note: String? = nil) {
        self.name = name
        self.fileSuffix = fileSuffix
        self.snapshot = snapshot
        self.note = note
    }

    package func map<T>(_ transform: (Format) throws -> T) rethrows -> SnapshotVariant<T> {
        SnapshotVariant<T>(name: name, fileSuffix: fileSuffix, snapshot: try transform(snapshot), note: note)
    }
}
