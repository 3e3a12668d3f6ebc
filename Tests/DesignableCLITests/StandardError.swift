import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a command writes to standard error, captured through a file.
enum StandardError {
    static func capturing<R>(_ body: () throws -> R) throws -> (R, String) {
        let capture = FileManager.default.temporaryDirectory.appendingPathComponent("stderr-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: capture) }
        _ = FileManager.default.createFile(atPath: capture.path, contents: nil)
        let file = open(capture.path, O_WRONLY)
        fflush(nil)
        let saved = dup(STDERR_FILENO)
        dup2(file, STDERR_FILENO)
        let result = Result { try body() }
        fflush(nil)
        dup2(saved, STDERR_FILENO)
        close(saved)
        close(file)
        return (try result.get(), (try? String(contentsOf: capture, encoding: .utf8)) ?? "")
    }
}
