import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Names the view whose `draw(_:)` is running, so that a crash inside it points at the view.
///
/// Swift cannot catch a trap (a force-unwrapped `nil`, an index out of range, `fatalError`):
/// the process ends, and a test runner can only report that the test binary died. So, before
/// each `draw(_:)`, the renderer writes a line naming the view into a per-thread buffer, and a
/// signal handler, installed at the first render, prints that buffer to standard error when the
/// thread dies in the middle of a draw:
///
/// ```
/// Designable: the process crashed in draw(_:) of BrokenGaugeView, at GalleryCard > BrokenGaugeView ("gauge").
/// ```
///
/// The handler then hands the signal to whoever had it before (the Swift runtime's backtracer,
/// or the default action), so the usual crash report follows. Crashes outside `draw(_:)` print
/// nothing extra.
enum DrawBreadcrumb {
    private static let capacity = 512

    /// One buffer per thread, so that parallel renders each name their own view. glibc's
    /// `pthread_getspecific` is a plain table read, safe to call from the signal handler.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { free($0) }
        return key
    }()

    /// The signals a trap or a memory fault raises; handlers are installed once.
    private static let installed: Bool = {
        _ = key
        for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT] { install(signal) }
        return true
    }()

    /// Runs `draw` with `view` named in this thread's breadcrumb.
    static func during(_ view: UIView, _ draw: () -> Void) {
        _ = installed
        let buffer = threadBuffer()
        let line = "\nDesignable: the process crashed in draw(_:) of \(className(view)), at \(path(to: view)).\n"
        var bytes = Array(line.utf8.prefix(capacity - 1))
        bytes.append(0)
        bytes.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        draw()
        buffer.storeBytes(of: 0, as: UInt8.self)
    }

    /// What this thread's breadcrumb says now: the line the handler would print, or `nil`
    /// outside `draw(_:)`.
    static var current: String? {
        guard let raw = pthread_getspecific(key) else { return nil }
        let text = String(cString: raw.assumingMemoryBound(to: CChar.self))
        return text.isEmpty ? nil : text.trimmingCharacters(in: .newlines)
    }

    /// `Root > Card > Gauge ("id")`: classes from the root down, with the accessibility
    /// identifier of the view itself when it has one.
    static func path(to view: UIView) -> String {
        var names: [String] = []
        var current: UIView? = view
        while let v = current, names.count < 32 {
            names.append(className(v))
            current = v.superview
        }
        var text = names.reversed().joined(separator: " > ")
        if let id = view.accessibilityIdentifier { text += " (\"\(id)\")" }
        return text
    }

    private static func className(_ view: UIView) -> String { String(describing: type(of: view)) }

    private static func threadBuffer() -> UnsafeMutableRawPointer {
        if let buffer = pthread_getspecific(key) { return buffer }
        let buffer = calloc(capacity, 1)!
        pthread_setspecific(key, buffer)
        return buffer
    }

    /// The handlers found at installation, by signal number; zeroed memory is `SIG_DFL`.
    nonisolated(unsafe) private static let previous = calloc(65, MemoryLayout<sigaction>.stride)!
        .bindMemory(to: sigaction.self, capacity: 65)

    private static func install(_ signal: Int32) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_sigaction = { signal, _, _ in DrawBreadcrumb.handle(signal) }
        #else
        action.__sigaction_u.__sa_sigaction = { signal, _, _ in DrawBreadcrumb.handle(signal) }
        #endif
        action.sa_flags = SA_SIGINFO | SA_ONSTACK
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, previous + Int(signal))
    }

    /// Async-signal-safe: a table read, `strlen`, `write`, `sigaction`.
    private static func handle(_ signal: Int32) {
        if let raw = pthread_getspecific(key) {
            let length = strlen(raw.assumingMemoryBound(to: CChar.self))
            if length > 0 { _ = write(2, raw, length) }
        }
        // Put back what was there; returning re-runs the faulting instruction (or, for abort,
        // raises again), and this time the previous handler or the default action takes it.
        sigaction(signal, previous + Int(signal), nil)
    }
}
