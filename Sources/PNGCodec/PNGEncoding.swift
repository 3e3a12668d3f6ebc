import CPNGShim
import Raster

/// Encoding through the C shim: straight-alpha RGBA8 in, PNG bytes out.
enum PNGEncoding {
    static func encode(_ bitmap: Bitmap, text: [PNGText]) throws(PNGError) -> [UInt8] {
        guard let density = PixelDensity.pixelsPerMetre(forScale: bitmap.scale) else {
            throw .unrepresentableScale(bitmap.scale)
        }
        var keys: [[CChar]] = []
        var values: [[CChar]] = []
        for entry in text {
            let (key, value) = try entry.latin1CStrings()
            keys.append(key)
            values.append(value)
        }
        let straight = bitmap.unpremultipliedBytes()
        var result = cpng_encoded()
        withCStringPointers(keys) { keyPointers in
            withCStringPointers(values) { valuePointers in
                var options = cpng_write_options(pixels_per_metre: density, text_keys: keyPointers,
                                                 text_values: valuePointers, text_count: text.count)
                straight.withUnsafeBufferPointer { pixels in
                    cpng_encode_rgba8(pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), &options, &result)
                }
            }
        }
        defer { cpng_encoded_free(&result) }
        guard result.status == CPNG_OK, let data = result.data else {
            let message = withUnsafeBytes(of: result.message) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            throw .encodingFailed(reason: message)
        }
        return Array(UnsafeBufferPointer(start: data, count: result.size))
    }

    /// Calls `body` with C pointers to each of `strings`, valid only during the call.
    private static func withCStringPointers<R>(_ strings: [[CChar]], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> R) -> R {
        // Joined into one buffer so a single `withUnsafeBufferPointer` keeps every string alive.
        var joined: [CChar] = []
        var offsets: [Int] = []
        for string in strings {
            offsets.append(joined.count)
            joined.append(contentsOf: string)
        }
        return joined.withUnsafeBufferPointer { buffer in
            let pointers: [UnsafePointer<CChar>?] = offsets.map { buffer.baseAddress! + $0 }
            return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
        }
    }
}
