/// What the UIKitSources plugin turns an app's `MainActor.assumeIsolated { … }` into: the
/// closure, run where it is called.
///
/// Designable's UIKit is not isolated to the main actor, unlike iOS's (see `ARCHITECTURE.md`,
/// "Isolation"), and snapshot tests may run on any thread: Swift Testing runs them off the main
/// thread, where `MainActor.assumeIsolated` would trap. A render is synchronous and
/// single-threaded, so there is nothing to check.
public enum DesignableMainActor {
    /// Runs `operation` at once, on the calling thread, as `MainActor.assumeIsolated` does on the main thread.
    public static func assumeIsolated<T>(_ operation: () throws -> T) rethrows -> T {
        try operation()
    }
}
