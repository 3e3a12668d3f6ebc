import Foundation

/// Where Auto Layout's warnings go: standard error, as UIKit logs them to the console.
package enum LayoutLog {
    /// True while a caller reports conflicts itself (the document checker), so the console
    /// message is not printed as well.
    @TaskLocal package static var isMuted = false

    package static func write(_ message: String) {
        guard !isMuted else { return }
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
