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
/// two processes writing the same artifact leave one whole copy. Whatever step fails, the
/// temporary file is removed and the destination is left as it was.
package enum AtomicFile {
    /// The steps of a write, as ``Faults`` sees them.
    enum Step: Sendable, Equatable {
        case createFolder, create, write, flush, publish
    }

    /// Failures a test injects instead of filling a disk or mounting a read-only file system.
    ///
    /// `fail` is asked before each step with the destination and the bytes written so far; an
    /// error number fails that step as the system call would (`ENOSPC` for a full disk, `EROFS`
    /// or `EACCES` for a read-only folder). Task-local, so parallel tests do not see each other's.
    struct Faults: Sendable {
        var fail: @Sendable (_ step: Step, _ destination: String, _ bytesWritten: Int) -> Int32?
    }

    @TaskLocal static var faults: Faults?

    /// Large writes go out in pieces, so an injected full disk can strike halfway, as a real one does.
    private static let chunk = 64 * 1024

    /// Writes `data` to `url`, replacing any file there.
    package static func write(_ data: Data, to url: URL) throws {
        _ = try write(data, to: url, replacing: true)
    }

    /// Writes `data` to `url` unless a file is already there; `false` when one was, in which
    /// case it is left alone. Of several processes recording the same missing reference at
    /// once, exactly one writes it, and the others find it and compare with it.
    static func writeIfAbsent(_ data: Data, to url: URL) throws -> Bool {
        try write(data, to: url, replacing: false)
    }

    private static func write(_ data: Data, to url: URL, replacing: Bool) throws -> Bool {
        let folder = url.deletingLastPathComponent()
        let destination = url.path
        if let code = faults?.fail(.createFolder, destination, 0) {
            throw AtomicFileError(path: folder.path, operation: "create the folder", code: code)
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            let code = (error as NSError).underlyingErrorCode
            throw AtomicFileError(path: folder.path, operation: "create the folder",
                                  reason: code.map { String(cString: strerror($0)) } ?? error.localizedDescription)
        }
        // The leading dot keeps the temporary file out of globs; pid and UUID keep writers apart.
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UUID().uuidString).tmp").path
        if let code = faults?.fail(.create, destination, 0) {
            throw AtomicFileError(path: destination, operation: "create a temporary file beside", code: code)
        }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { throw AtomicFileError(path: destination, operation: "create a temporary file beside", code: errno) }
        var failure: AtomicFileError?
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                if let code = faults?.fail(.write, destination, offset) {
                    failure = AtomicFileError(path: destination, operation: "write", code: code)
                    return
                }
                let written = systemWrite(fd, raw.baseAddress! + offset, min(chunk, raw.count - offset))
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = AtomicFileError(path: destination, operation: "write", code: errno)
                    return
                }
                offset += written
            }
        }
        if failure == nil, let code = faults?.fail(.flush, destination, data.count) ?? (fsync(fd) != 0 ? errno : nil) {
            failure = AtomicFileError(path: destination, operation: "flush", code: code)
        }
        close(fd)
        var published = true
        if failure == nil {
            if let code = faults?.fail(.publish, destination, data.count) {
                failure = AtomicFileError(path: destination, operation: "rename into place", code: code)
            } else if replacing {
                if rename(temporary, destination) != 0 {
                    failure = AtomicFileError(path: destination, operation: "rename into place", code: errno)
                }
            } else if link(temporary, destination) != 0 {
                // link(2), unlike rename(2), refuses to replace: the first writer wins.
                if errno == EEXIST { published = false } else {
                    failure = AtomicFileError(path: destination, operation: "link into place", code: errno)
                }
            }
        }
        // After a rename the temporary name is gone; after link, or any failure, it is removed here.
        unlink(temporary)
        if let failure { throw failure }
        return published
    }

    /// Appends `text` with one `write` on an `O_APPEND` descriptor, which the kernel applies
    /// as a unit, so summaries from parallel processes interleave whole, not mid-line.
    package static func append(_ text: String, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        guard fd >= 0 else { throw AtomicFileError(path: path, operation: "open for appending", code: errno) }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress!, $0.count) }
        guard written == bytes.count else { throw AtomicFileError(path: path, operation: "append", code: errno) }
    }

    /// Runs `body` holding an exclusive `flock` on `lockFile`, so that processes running
    /// `swift test --parallel` take turns at it.
    package static func withLock<R>(_ lockFile: URL, _ body: () throws -> R) throws -> R {
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

/// A step of a write that failed, with the path and the system's reason.
struct AtomicFileError: Error, CustomStringConvertible {
    var path: String
    var operation: String
    var reason: String

    init(path: String, operation: String, reason: String) {
        self.path = path
        self.operation = operation
        self.reason = reason
    }

    init(path: String, operation: String, code: Int32) {
        self.init(path: path, operation: operation, reason: String(cString: strerror(code)))
    }

    var description: String { "cannot \(operation) \(path) (\(reason))" }
}

private extension NSError {
    /// The POSIX error under a Foundation file error, such as `EACCES` for a read-only folder.
    var underlyingErrorCode: Int32? {
        if domain == NSPOSIXErrorDomain { return Int32(code) }
        return (userInfo[NSUnderlyingErrorKey] as? NSError)?.underlyingErrorCode
    }
}
