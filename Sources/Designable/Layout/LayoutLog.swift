import Foundation

/// Where Auto Layout's warnings go: standard error, as UIKit logs them to the console.
enum LayoutLog {
    static func write(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
