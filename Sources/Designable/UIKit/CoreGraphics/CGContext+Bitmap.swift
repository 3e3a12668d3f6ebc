import Foundation
import Raster

/// Core Graphics' bitmap contexts: `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`,
/// `makeImage()` and the pixels behind `data`.
///
/// The context draws with Designable's rasterizer into its own premultiplied RGBA pixels and
/// keeps the caller's memory (or its own, when `data` is `nil`) in the layout the bitmap info
/// asks for. As in Core Graphics, user space is y up with the origin at the bottom-left, so
/// drawing code written for a bitmap context draws the same picture here.
///
/// Differs from Core Graphics on purpose: the caller's memory is brought up to date when
/// ``data`` is read, at ``makeImage()``, ``flush()`` and ``synchronize()``, and when the context
/// goes away, not after every drawing call. Only 8-bit components are supported: 32-bit RGB
/// with or without alpha in either byte order, 8-bit grey, and 8-bit alpha only; any other
/// combination gives `nil`, as Core Graphics does for combinations it does not support.
final class BitmapContextStorage {
    let format: Format
    let bytesPerRow: Int
    let width: Int, height: Int
    /// The caller's memory, or memory the context owns when the caller gave none.
    let data: UnsafeMutableRawPointer
    let ownsData: Bool

    enum Format {
        /// Four bytes a pixel; `order` gives where R, G, B and A sit, `alpha` how alpha is kept.
        case rgb32(order: (r: Int, g: Int, b: Int, a: Int), alpha: Alpha)
        case gray8
        case alpha8
    }
    enum Alpha { case premultiplied, straight, ignored }

    init(format: Format, width: Int, height: Int, bytesPerRow: Int, data: UnsafeMutableRawPointer?) {
        self.format = format
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        if let data {
            self.data = data
            ownsData = false
        } else {
            self.data = .allocate(byteCount: Swift.max(1, bytesPerRow * height), alignment: 16)
            self.data.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height)
            ownsData = true
        }
    }

    deinit { if ownsData { data.deallocate() } }

    /// The layout the arguments describe, or `nil` for one Core Graphics would refuse or that
    /// is not supported.
    static func format(bitsPerComponent: Int, space: CGColorSpace, bitmapInfo: UInt32) -> Format? {
        guard bitsPerComponent == 8 else { return nil }
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard let alphaInfo = info.alphaInfo, info.rawValue & CGBitmapInfo.floatComponents.rawValue == 0 else { return nil }
        if alphaInfo == .alphaOnly { return .alpha8 }
        if space.model == .monochrome { return alphaInfo == .none ? .gray8 : nil }
        guard space.model == .rgb else { return nil }
        let little = info.byteOrder == CGBitmapInfo.byteOrder32Little.rawValue
        guard info.byteOrder == 0 || little || info.byteOrder == CGBitmapInfo.byteOrder32Big.rawValue else { return nil }
        let alphaFirst: Bool, alpha: Alpha
        switch alphaInfo {
        case .premultipliedLast: alphaFirst = false; alpha = .premultiplied
        case .premultipliedFirst: alphaFirst = true; alpha = .premultiplied
        case .noneSkipLast: alphaFirst = false; alpha = .ignored
        case .noneSkipFirst: alphaFirst = true; alpha = .ignored
        // Core Graphics refuses unpremultiplied and alpha-less 32-bit RGB contexts.
        case .last, .first, .none, .alphaOnly: return nil
        }
        // Big-endian order names the bytes as written; a little-endian word reverses them.
        var order = alphaFirst ? (r: 1, g: 2, b: 3, a: 0) : (r: 0, g: 1, b: 2, a: 3)
        if little { order = (r: 3 - order.r, g: 3 - order.g, b: 3 - order.b, a: 3 - order.a) }
        return .rgb32(order: order, alpha: alpha)
    }

    var bytesPerPixel: Int {
        switch format {
        case .rgb32: 4
        case .gray8, .alpha8: 1
        }
    }

    /// The caller's pixels as the premultiplied RGBA bitmap the context starts from.
    func read() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        let src = data.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            let row = src + y * bytesPerRow
            for x in 0..<width {
                let o = (y * width + x) * 4
                switch format {
                case .rgb32(let order, let alpha):
                    let p = row + x * 4
                    let a = alpha == .ignored ? 255 : p[order.a]
                    out[o] = p[order.r]; out[o + 1] = p[order.g]; out[o + 2] = p[order.b]; out[o + 3] = a
                case .gray8:
                    let g = row[x]
                    out[o] = g; out[o + 1] = g; out[o + 2] = g; out[o + 3] = 255
                case .alpha8:
                    out[o + 3] = row[x]
                }
            }
        }
        return out
    }

    /// Writes the drawn pixels back into the caller's memory in its layout.
    func write(_ bitmap: Bitmap) {
        let dst = data.assumingMemoryBound(to: UInt8.self)
        bitmap.bytes.withUnsafeBufferPointer { src in
            for y in 0..<Swift.min(height, bitmap.height) {
                let row = dst + y * bytesPerRow
                for x in 0..<Swift.min(width, bitmap.width) {
                    let i = (y * bitmap.width + x) * 4
                    let r = src[i], g = src[i + 1], b = src[i + 2], a = src[i + 3]
                    switch format {
                    case .rgb32(let order, let alpha):
                        let p = row + x * 4
                        p[order.r] = r; p[order.g] = g; p[order.b] = b
                        p[order.a] = alpha == .ignored ? 255 : a
                    case .gray8:
                        // Rec. 601 luma of the colour over black, in integers.
                        let luma: Int = 299 * Int(r) + 587 * Int(g) + 114 * Int(b)
                        row[x] = UInt8((luma + 500) / 1000)
                    case .alpha8:
                        row[x] = a
                    }
                }
            }
        }
    }
}

extension CGContext {
    /// A bitmap context of `width` × `height` pixels, as Core Graphics'
    /// `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`.
    ///
    /// `data` is the caller's memory of at least `bytesPerRow × height` bytes, or `nil` for
    /// memory the context owns; `bytesPerRow` of 0 lets the context choose. User space is y up,
    /// one unit a pixel. `nil` for a size or layout Core Graphics refuses (see ``CGBitmapInfo``).
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard width > 0, height > 0, width <= Bitmap.maxDimension, height <= Bitmap.maxDimension,
              let format = BitmapContextStorage.format(bitsPerComponent: bitsPerComponent, space: space, bitmapInfo: bitmapInfo)
        else { return nil }
        let pixelBytes: Int
        switch format {
        case .rgb32: pixelBytes = 4
        case .gray8, .alpha8: pixelBytes = 1
        }
        let rowBytes = bytesPerRow == 0 ? width * pixelBytes : bytesPerRow
        guard rowBytes >= width * pixelBytes else { return nil }
        let storage = BitmapContextStorage(format: format, width: width, height: height, bytesPerRow: rowBytes, data: data)
        let initial = data == nil ? [UInt8](repeating: 0, count: width * height * 4) : storage.read()
        guard let bitmap = try? Bitmap(width: width, height: height, scale: 1, premultipliedBytes: initial) else { return nil }
        let canvas = Canvas(bitmap: bitmap)
        // Core Graphics' bitmap contexts are y up: the first row in memory is the top of the image.
        canvas.translateBy(x: 0, y: Double(height))
        canvas.scaleBy(x: 1, y: -1)
        self.init(canvas: canvas)
        bitmapStorage = storage
    }

    /// A bitmap context, with ``CGBitmapInfo`` as an option set, as Core Graphics' Swift overlay
    /// spells it.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: CGBitmapInfo) {
        self.init(data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
                  bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo.rawValue)
    }

    /// The bitmap context's pixels, brought up to date with what has been drawn; `nil` for a
    /// context that is not a bitmap context.
    public var data: UnsafeMutableRawPointer? {
        guard let storage = bitmapStorage else { return nil }
        storage.write(canvas.bitmap)
        return storage.data
    }

    /// The bitmap context's width in pixels; 0 for other contexts.
    public var width: Int { bitmapStorage?.width ?? 0 }
    /// The bitmap context's height in pixels; 0 for other contexts.
    public var height: Int { bitmapStorage?.height ?? 0 }
    /// The bytes from one row of the bitmap context to the next; 0 for other contexts.
    public var bytesPerRow: Int { bitmapStorage?.bytesPerRow ?? 0 }
    /// 8 for a bitmap context, the only depth supported; 0 for other contexts.
    public var bitsPerComponent: Int { bitmapStorage == nil ? 0 : 8 }
    /// The bits of one pixel of the bitmap context; 0 for other contexts.
    public var bitsPerPixel: Int { (bitmapStorage?.bytesPerPixel ?? 0) * 8 }

    /// What has been drawn so far, as an image, as `makeImage()`; later drawing does not change
    /// it. Works for every context here, as each draws into pixels.
    public func makeImage() -> CGImage? {
        bitmapStorage?.write(canvas.bitmap)
        return CGImage(bitmap: canvas.bitmap)
    }

    /// Brings a bitmap context's memory up to date, as `flush()`.
    public func flush() { bitmapStorage?.write(canvas.bitmap) }
    /// Brings a bitmap context's memory up to date, as `synchronize()`.
    public func synchronize() { bitmapStorage?.write(canvas.bitmap) }

    /// Starts a page; a bitmap context has only one, so this does nothing, as in Core Graphics.
    public func beginPage(mediaBox: UnsafePointer<CGRect>?) {}
    /// Ends a page; a bitmap context has only one, so this does nothing, as in Core Graphics.
    public func endPage() {}
}
