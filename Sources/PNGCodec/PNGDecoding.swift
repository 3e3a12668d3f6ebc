import Raster

/// Decoding entry points shared by the `[UInt8]`, `Data` and file overloads on ``PNG``.
enum PNGDecoding {
    /// With `inSRGB`, samples are converted to sRGB from the colour space the file's chunks
    /// give (see ``PNGColorSpace``) before they are premultiplied.
    static func image(_ bytes: UnsafeRawBufferPointer, source: String, inSRGB: Bool = false) throws(PNGError) -> PNGImage {
        let reader = try PNGReader(bytes: bytes, source: source)
        let (width, height, scale) = try reader.readHeader()
        try validate(width: width, height: height, scale: scale, source: source)
        let conversion = inSRGB ? try PNGColorSpace.conversion(for: bytes, source: source) : nil
        do {
            // libpng writes straight into the bitmap's own storage, and premultiplication
            // happens in place, so the image exists in memory exactly once.
            let bitmap = try Bitmap(width: width, height: height, scale: scale) { pixels in
                try reader.decodePixels(into: pixels)
                if let conversion, let base = pixels.baseAddress { conversion.apply(to: base, count: width * height) }
                premultiplyInPlace(pixels)
            }
            return PNGImage(bitmap: bitmap, text: reader.text)
        } catch let error as PNGError {
            throw error
        } catch {
            throw .corrupt(source: source, reason: String(describing: error))
        }
    }

    static func text(_ bytes: UnsafeRawBufferPointer, source: String) throws(PNGError) -> [PNGText] {
        let reader = try PNGReader(bytes: bytes, source: source)
        let (width, height, scale) = try reader.readHeader()
        // Skipping still makes libpng allocate rows, so the same limits apply.
        try validate(width: width, height: height, scale: scale, source: source)
        try reader.skipImage()
        return reader.text
    }

    /// Applies ``Bitmap`` limits to the header, before anything the size of the image exists.
    private static func validate(width: Int, height: Int, scale: Double, source: String) throws(PNGError) {
        do {
            try Bitmap.validate(width: width, height: height, scale: scale)
        } catch .tooLarge(let width, let height) {
            throw .tooLarge(source: source, width: width, height: height)
        } catch {
            throw .corrupt(source: source, reason: error.description)
        }
    }
}
