import Raster

/// Why a JPEG could not be decoded.
///
/// Errors carry the `source` the caller named (a file path, or `"<memory>"`) so that a message
/// read in a test log says which file was at fault as well as what was wrong with it.
public enum JPEGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read at all.
    case unreadable(source: String, reason: String)
    /// There were no bytes.
    case empty(source: String)
    /// The bytes do not start with a JPEG start-of-image marker.
    case notJPEG(source: String)
    /// The data ends before the image does.
    case truncated(source: String, detail: String)
    /// libjpeg rejected the data; `reason` is libjpeg's message.
    case corrupt(source: String, reason: String)
    /// The header declares a size beyond `Bitmap`'s limits; nothing was allocated for it.
    case tooLarge(source: String, width: Int, height: Int)
    /// Memory ran out while decoding.
    case outOfMemory(source: String, reason: String)

    /// The message for a test log: the file at fault, then what was wrong.
    public var description: String {
        switch self {
        case let .unreadable(source, reason): "\(source): cannot read the file (\(reason))"
        case let .empty(source): "\(source): not a JPEG file (no data)"
        case let .notJPEG(source): "\(source): not a JPEG file (no start-of-image marker)"
        case let .truncated(source, detail): "\(source): \(detail)"
        case let .corrupt(source, reason): "\(source): corrupt JPEG (\(reason))"
        case let .tooLarge(source, w, h):
            "\(source): image \(w)×\(h) exceeds the limit of \(Bitmap.maxDimension) pixels a side and \(Bitmap.maxPixelCount) pixels in all"
        case let .outOfMemory(source, reason): "\(source): out of memory (\(reason))"
        }
    }
}
