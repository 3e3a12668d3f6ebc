import Foundation

/// Why an asset catalogue's image set could not be read: its `Contents.json` is malformed, or
/// names a file that is missing or in a format Designable does not decode. The message names
/// the file and the key at fault, and what was expected.
public struct AssetCatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file at fault: a `Contents.json`, or an image file it names.
    public var file: String
    /// What was wrong, with the key path (`images[2].scale`) where there is one.
    public var reason: String

    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    public var description: String { "\(file): \(reason)" }
}
