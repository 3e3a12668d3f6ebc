import Foundation

/// A value shared across threads, reached only while holding its lock.
///
/// Views are not main-actor isolated (tests render in parallel), so the few things every render
/// shares, such as the registry of classes, the font registry and the glyph cache, keep their
/// state in one of these:
///
/// ```swift
/// private let faces = Locked<[FontFace]>([])
/// faces.withLock { $0.append(face) }
/// ```
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Shares `value`.
    public init(_ value: Value) { self.value = value }

    /// Runs `body` with the value while holding the lock; what `body` changes is kept.
    /// `body` must not call back into the same `Locked`, which would deadlock.
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
