import Raster

/// A decoded PNG: its pixels and its textual metadata.
public struct PNGImage: Hashable, Sendable {
    /// The pixels, premultiplied, with `scale` taken from the pHYs chunk.
    public var bitmap: Bitmap
    /// Every tEXt, zTXt and iTXt entry, in file order.
    public var text: [PNGText]

    /// An image of `bitmap` with `text` entries, in order.
    public init(bitmap: Bitmap, text: [PNGText] = []) {
        self.bitmap = bitmap
        self.text = text
    }

    /// The value of the first entry with `key`, or `nil`.
    public func text(for key: String) -> String? { text.first { $0.key == key }?.value }
}
