/// A raster image: premultiplied RGBA, 8 bits a channel, rows top to bottom, no padding.
///
/// `scale` is the number of pixels per point, as `UIScreen.scale`: a 100×50 pt view drawn at
/// scale 2 is a 200×100 pixel bitmap. Sizes are limited (see ``maxDimension`` and
/// ``maxPixelCount``) and checked before any memory is allocated, so a hostile PNG header or a
/// view with a huge frame gets an error instead of exhausting memory.
public struct Bitmap: Hashable, Sendable {
    /// The largest width or height accepted, in pixels.
    public static let maxDimension = 16_384
    /// The largest pixel count accepted (256 Mpx, 1 GiB of RGBA).
    public static let maxPixelCount = 256 * 1024 * 1024

    /// Columns, in pixels: 1…``maxDimension``.
    public let width: Int
    /// Rows, in pixels, top to bottom: 1…``maxDimension``.
    public let height: Int
    /// Pixels per point.
    public var scale: Double
    /// `width * height * 4` bytes: premultiplied R, G, B, A for each pixel, row-major.
    public var bytes: [UInt8]

    /// Bytes from one row to the next.
    @inlinable public var bytesPerRow: Int { width * 4 }

    /// A bitmap cleared to transparent black.
    public init(width: Int, height: Int, scale: Double = 1) throws(BitmapError) {
        try Bitmap.validate(width: width, height: height, scale: scale)
        self.width = width
        self.height = height
        self.scale = scale
        self.bytes = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// A bitmap over existing premultiplied bytes, which must number `width * height * 4`.
    public init(width: Int, height: Int, scale: Double = 1, premultipliedBytes: [UInt8]) throws(BitmapError) {
        try Bitmap.validate(width: width, height: height, scale: scale)
        guard premultipliedBytes.count == width * height * 4 else {
            throw .byteCountMismatch(expected: width * height * 4, actual: premultipliedBytes.count)
        }
        self.width = width
        self.height = height
        self.scale = scale
        self.bytes = premultipliedBytes
    }

    /// A bitmap whose bytes are written in place by `initializer`, which must set all
    /// `width * height * 4` of them. Decoders use this to fill the final storage with no copy.
    /// Throws ``BitmapError`` for an invalid size, before allocating, or what `initializer` throws.
    public init(width: Int, height: Int, scale: Double = 1,
                initializingBytesWith initializer: (UnsafeMutableBufferPointer<UInt8>) throws -> Void) throws {
        try Bitmap.validate(width: width, height: height, scale: scale)
        let count = width * height * 4
        var failure: (any Error)?
        let storage = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            // Zero first so that a failing initializer can never expose uninitialised memory.
            buffer.initialize(repeating: 0)
            initialized = count
            do { try initializer(buffer) } catch { failure = error }
        }
        if let failure { throw failure }
        self.width = width
        self.height = height
        self.scale = scale
        self.bytes = storage
    }

    /// Throws when the size is not positive, exceeds the limits, or the scale is not a positive finite number.
    public static func validate(width: Int, height: Int, scale: Double = 1) throws(BitmapError) {
        guard width > 0, height > 0 else { throw .emptySize(width: width, height: height) }
        guard width <= maxDimension, height <= maxDimension, width * height <= maxPixelCount else {
            throw .tooLarge(width: width, height: height)
        }
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
    }

    /// The size in points: pixels divided by `scale`.
    public var pointSize: Size { Size(width: Double(width) / scale, height: Double(height) / scale) }

    /// The pixel at (`x`, `y`), or `nil` outside the bitmap.
    public func pixel(x: Int, y: Int) -> PremultipliedRGBA8? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return PremultipliedRGBA8(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3])
    }

    /// Sets the pixel at (`x`, `y`); coordinates outside the bitmap are ignored.
    public mutating func setPixel(x: Int, y: Int, _ p: PremultipliedRGBA8) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let i = (y * width + x) * 4
        bytes[i] = p.r; bytes[i + 1] = p.g; bytes[i + 2] = p.b; bytes[i + 3] = p.a
    }

    /// The straight-alpha colour at (`x`, `y`), or `nil` outside the bitmap.
    public func unpremultipliedPixel(x: Int, y: Int) -> StraightRGBA8? { pixel(x: x, y: y)?.unpremultiplied }

    /// Every pixel set to `color`.
    public mutating func fill(_ color: PremultipliedRGBA8) {
        let word = UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | UInt32(color.a) << 24
        let count = width * height
        bytes.withUnsafeMutableBytes { raw in
            raw.baseAddress!.bindMemory(to: UInt32.self, capacity: count).update(repeating: word.littleEndian, count: count)
        }
    }

    /// The straight-alpha bytes (R, G, B, A per pixel), as PNG stores them.
    public func unpremultipliedBytes() -> [UInt8] {
        let count = width * height
        return [UInt8](unsafeUninitializedCapacity: count * 4) { out, initialized in
            bytes.withUnsafeBytes { src in
                Unpremultiplying.table.withUnsafeBufferPointer { table in
                    let t = table.baseAddress!
                    let s = src.baseAddress!, d = UnsafeMutableRawPointer(out.baseAddress!)
                    var i = 0
                    while i < count {
                        let word = UInt32(littleEndian: s.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self))
                        d.storeBytes(of: Unpremultiplying.straight(word, t).littleEndian, toByteOffset: i &* 4, as: UInt32.self)
                        i &+= 1
                    }
                }
            }
            initialized = count * 4
        }
    }

    /// A 64-bit FNV-1a hash of the size and pixels: a compact fingerprint for determinism checks.
    public var contentHash: UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        for v in [UInt32(width), UInt32(height)] { for s in stride(from: 0, to: 32, by: 8) { mix(UInt8(truncatingIfNeeded: v >> UInt32(s))) } }
        bytes.withUnsafeBufferPointer { p in
            for b in p { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
        }
        return h
    }
}

/// Why a bitmap could not be made.
public enum BitmapError: Error, Equatable, CustomStringConvertible {
    /// The width or the height is below 1 pixel.
    case emptySize(width: Int, height: Int)
    /// A side exceeds ``Bitmap/maxDimension`` or the area ``Bitmap/maxPixelCount``; nothing was allocated.
    case tooLarge(width: Int, height: Int)
    /// The scale is not a positive finite number. ``Canvas/init(width:height:scale:)`` also
    /// throws it for a size that is not finite.
    case invalidScale(Double)
    /// The pixel bytes given do not number `width * height * 4`.
    case byteCountMismatch(expected: Int, actual: Int)

    /// A sentence for a test log, with the size or count at fault and the limit.
    public var description: String {
        switch self {
        case let .emptySize(w, h): "bitmap size \(w)×\(h) is empty; width and height must be at least 1 pixel"
        case let .tooLarge(w, h): "bitmap size \(w)×\(h) exceeds the limit of \(Bitmap.maxDimension) pixels a side and \(Bitmap.maxPixelCount) pixels in all"
        case let .invalidScale(s): "bitmap scale \(s) is not a positive finite number"
        case let .byteCountMismatch(e, a): "bitmap needs \(e) bytes of pixels, got \(a)"
        }
    }
}

