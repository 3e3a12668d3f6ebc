/// An 8-bit coverage (alpha) image placed at a device-pixel position: a rasterized glyph,
/// a clip, or a shadow. Byte 0 is the mask's top-left pixel at (`originX`, `originY`).
public struct CoverageMask: Hashable, Sendable {
    /// The device-pixel column of the mask's first byte.
    public var originX: Int
    /// The device-pixel row of the mask's first byte.
    public var originY: Int
    /// Columns, in device pixels.
    public let width: Int
    /// Rows, in device pixels, top to bottom.
    public let height: Int
    /// `width * height` coverages, row-major from the top left: 0 outside, 255 fully covered.
    public var bytes: [UInt8]

    /// A mask of `bytes` placed at (`originX`, `originY`). Traps unless `bytes` numbers
    /// `width * height`: a mask is built by code, never read from input.
    public init(originX: Int, originY: Int, width: Int, height: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0 && bytes.count == width * height, "mask bytes must number width × height")
        self.originX = originX
        self.originY = originY
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// An empty mask, for shapes with no pixels.
    public static let empty = CoverageMask(originX: 0, originY: 0, width: 0, height: 0, bytes: [])

    /// Coverage at device pixel (`x`, `y`); 0 outside the mask.
    public func coverage(x: Int, y: Int) -> UInt8 {
        let lx = x - originX, ly = y - originY
        guard lx >= 0, ly >= 0, lx < width, ly < height else { return 0 }
        return bytes[ly * width + lx]
    }

    /// Sum of all coverage divided by 255: the covered area in pixels.
    public var area: Double { Double(bytes.reduce(0) { $0 + Int($1) }) / 255 }
}

/// Writes coverage into a mask buffer instead of painting.
final class MaskWriter: CoverageSink {
    private let buffer: UnsafeMutablePointer<UInt8>
    private let originX: Int, originY: Int, width: Int

    init(buffer: UnsafeMutablePointer<UInt8>, originX: Int, originY: Int, width: Int) {
        self.buffer = buffer
        self.originX = originX
        self.originY = originY
        self.width = width
    }

    func blendSpan(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        (buffer + (y - originY) * width + (x - originX)).update(from: coverage, count: count)
    }

    func blendConstantSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
        (buffer + (y - originY) * width + (x - originX)).update(repeating: coverage, count: count)
    }
}

extension Path {
    /// The path's coverage in device pixels: transformed by `transform`, flattened, and
    /// rasterized with exact-area anti-aliasing. The mask is as large as the path's pixel bounds.
    public func coverageMask(transform: Transform = .identity, rule: FillRule = .nonZero,
                             rasterizer: Rasterizer = Rasterizer()) -> CoverageMask {
        let polylines = flattened(transform: transform)
        var b = BoundsAccumulator()
        for line in polylines { for p in line.points { guard p.x.isFinite, p.y.isFinite else { return .empty }; b.add(p) } }
        guard b.minX <= b.maxX else { return .empty }
        let r = PixelRect(enclosing: b.rect)
        guard !r.isEmpty, r.width <= Bitmap.maxDimension, r.height <= Bitmap.maxDimension else { return .empty }
        var bytes = [UInt8](repeating: 0, count: r.width * r.height)
        bytes.withUnsafeMutableBufferPointer { buf in
            let writer = MaskWriter(buffer: buf.baseAddress!, originX: r.minX, originY: r.minY, width: r.width)
            rasterizer.fill(polylines, rule: rule, clip: r, sink: writer)
        }
        return CoverageMask(originX: r.minX, originY: r.minY, width: r.width, height: r.height, bytes: bytes)
    }
}
