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
/// Unlike swift-snapshot-testing, `snapshot` is synchronous and may throw: every renderer here
/// is synchronous, and a render that fails is a test failure naming the reason. Asynchronous
/// snapshots still fit: ``init(pathExtension:diffing:asyncSnapshot:)`` and
/// ``asyncPullback(_:)`` take an ``Async`` and wait for it, up to the assertion's `timeout:`.
///
/// The closures are `@Sendable`, so strategies can be shared by parallel tests. In the Swift 6
/// language mode a closure that captures a mutable local variable must box it (or the test
/// target can use the Swift 5 mode, as swift-snapshot-testing's own package does).
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

    /// A strategy whose snapshot arrives asynchronously; the assertion waits for it up to its
    /// `timeout:`, and a snapshot that does not arrive in time is a failure.
    ///
    /// ```swift
    /// let later = Snapshotting<String, String>(pathExtension: "txt", diffing: .lines) { text in
    ///     Async { callback in DispatchQueue.main.async { callback(text) } }
    /// }
    /// ```
    public init(pathExtension: String?, diffing: Diffing<Format>,
                asyncSnapshot: @escaping @Sendable (_ value: Value) -> Async<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing) { value in try asyncSnapshot(value).wait() }
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

    /// ``pullback(_:)`` for a transformation that uses a generic type's conformances, which a
    /// `@Sendable` closure may not capture in Swift 6.2. Safe because one strategy's snapshots
    /// are taken one at a time, by the assertion that holds it.
    func uncheckedPullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        nonisolated(unsafe) let transform = transform
        return pullback { try transform($0) }
    }

    /// A strategy for `NewValue` whose transformation into `Value` arrives asynchronously,
    /// such as a web view's snapshot; the assertion waits for it up to its `timeout:`.
    ///
    /// ```swift
    /// let pages = Snapshotting<UIImage, Bitmap>.image.asyncPullback { (page: Page) in
    ///     Async { callback in page.render { image in callback(image) } }
    /// }
    /// ```
    public func asyncPullback<NewValue>(_ transform: @escaping @Sendable (_ otherValue: NewValue) -> Async<Value>)
        -> Snapshotting<NewValue, Format> {
        pullback { value in try transform(value).wait() }
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
