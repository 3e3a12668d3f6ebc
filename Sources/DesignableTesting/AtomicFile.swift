import Foundation
#if canImport(Glibc)
import Glibc
/// The C library's `write`, named apart from Foundation's methods of the same name.
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Writes files so that a reader never sees half of one.
///
/// The bytes go to a uniquely named temporary file in the destination folder, are flushed, and
/// the file is renamed over the destination. A rename within one file system is atomic, so an
/// interrupted run leaves either the old file or the new one, never a truncated reference, and
/// two processes writing the same artifact leave one whole copy.
enum AtomicFile {
    static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The leading dot keeps the temporary file out of globs; pid and UUID keep writers apart.
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UUID().uuidString).tmp")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { throw AtomicFileError(path: temporary.path, operation: "create", code: errno) }
        var failure: AtomicFileError?
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = systemWrite(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = AtomicFileError(path: temporary.path, operation: "write", code: errno)
                    return
                }
                offset += written
            }
        }
        if failure == nil && fsync(fd) != 0 { failure = AtomicFileError(path: temporary.path, operation: "flush", code: errno) }
        close(fd)
        if failure == nil && rename(temporary.path, url.path) != 0 {
            failure = AtomicFileError(path: url.path, operation: "rename into place", code: errno)
        }
        if let failure {
            unlink(temporary.path)
            throw failure
        }
    }

    /// Appends `text` with one `write` on an `O_APPEND` descriptor, which the kernel applies
    /// as a unit, so summaries from parallel processes interleave whole, not mid-line.
    static func append(_ text: String, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        guard fd >= 0 else { throw AtomicFileError(path: path, operation: "open for appending", code: errno) }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress!, $0.count) }
        guard written == bytes.count else { throw AtomicFileError(path: path, operation: "append", code: errno) }
    }

    /// Runs `body` holding an exclusive `flock` on `lockFile`, so that processes running
    /// `swift test --parallel` take turns at it.
    static func withLock<R>(_ lockFile: URL, _ body: () throws -> R) throws -> R {
        try FileManager.default.createDirectory(at: lockFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let fd = open(lockFile.path, O_RDWR | O_CREAT, 0o644)
        guard fd >= 0 else { throw AtomicFileError(path: lockFile.path, operation: "open the lock", code: errno) }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw AtomicFileError(path: lockFile.path, operation: "lock", code: errno) }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}

struct AtomicFileError: Error, CustomStringConvertible {
    var path: String
    var operation: String
    var code: Int32
    var description: String { "\(path): cannot \(operation) (\(String(cString: strerror(code))))" }
}
