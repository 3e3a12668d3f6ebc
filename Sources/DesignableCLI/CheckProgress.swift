import Foundation

/// A progress line that rewrites itself on a terminal, and says nothing when the output is a
/// file or a pipe, so logs and JSON stay clean.
struct CheckProgress {
    let enabled: Bool

    func show(_ text: String) {
        guard enabled else { return }
        FileHandle.standardOutput.write(Data("\r\u{1B}[K\(text)".utf8))
    }

    func clear() {
        guard enabled else { return }
        FileHandle.standardOutput.write(Data("\r\u{1B}[K".utf8))
    }
}
