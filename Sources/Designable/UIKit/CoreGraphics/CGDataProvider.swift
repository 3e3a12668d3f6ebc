import Foundation

/// Bytes for Core Graphics to read, as `CGDataProvider`: here, the bytes of a font file
/// handed to `CGFont(_:)`.
public final class CGDataProvider {
    let data: Data

    /// A provider of `data`'s bytes.
    public init?(data: CFData) { self.data = Data(referencing: data) }

    /// A provider of the file at `url`'s bytes; `nil` when it cannot be read.
    public init?(url: CFURL) {
        guard let path = url.path, let data = FileManager.default.contents(atPath: path) else { return nil }
        self.data = data
    }

    /// A provider of the file at `filename`'s bytes; `nil` when it cannot be read.
    public convenience init?(filename: UnsafePointer<CChar>) {
        self.init(url: NSURL(fileURLWithPath: String(cString: filename)))
    }
}
