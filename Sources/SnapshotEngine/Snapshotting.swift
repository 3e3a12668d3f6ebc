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
    /// the one recorded, and how messages name them; `nil` when ``snapshot`` is the only one.
    /// Which variants there are is the strategy's business: the engine only compares them.
    package var variants: SnapshotVariants<Value, Format>?

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
        pulled.variants = variants?.pullback(transform)
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

/// How a strategy makes several snapshots of one value, each compared with the one reference,
/// and what its messages call them.
package struct SnapshotVariants<Value, Format>: Sendable {
    package var wording: VariantWording
    /// The snapshots, the one the reference is recorded from first.
    package var make: @Sendable (Value) throws -> [SnapshotVariant<Format>]

    package init(wording: VariantWording = .generic, make: @escaping @Sendable (Value) throws -> [SnapshotVariant<Format>]) {
        self.wording = wording
        self.make = make
    }

    /// The same variants, of the value `transform` makes from a `NewValue`.
    package func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> SnapshotVariants<NewValue, Format> {
        let make = self.make
        return SnapshotVariants<NewValue, Format>(wording: wording) { try make(transform($0)) }
    }
}

/// What failure messages call a strategy's variants, so the engine's sentences fit any of them.
package struct VariantWording: Sendable, Equatable {
    /// One variant after its name: "path", in "the coder path".
    package var noun: String
    /// Several: "paths", in "Between the paths: …".
    package var plural: String
    /// Why the others differing while the recorded one matches is not the reference's fault:
    /// the end of "The code path still matches the reference, so …".
    package var drift: String

    package init(noun: String, plural: String, drift: String) {
        self.noun = noun
        self.plural = plural
        self.drift = drift
    }

    /// For a strategy that says nothing of its own.
    package static let generic = VariantWording(
        noun: "variant", plural: "variants", drift: "the variants drifted apart: fix the value, not the reference.")
}

/// One of several snapshots of the same value.
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
