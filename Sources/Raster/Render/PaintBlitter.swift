/// Composites a solid colour or a shader into a bitmap's pixels through coverage spans.
///
/// All arithmetic is 8-bit premultiplied and correctly rounded (`x / 255` by the exact
/// shift identity). Coverage is multiplied by the clip mask and the global alpha first.
///
/// Which path a span takes is decided once, in `init`, as plain flags: debug builds compare
/// enums and optionals through generic calls, and read a class's mutable properties through
/// exclusivity checks, so the per-span code reads only constants and raw memory.
final class PaintBlitter: CoverageSink {
    private let pixels: UnsafeMutablePointer<UInt8>
    /// The same pixels as words in memory order (R in the low byte, A in the high byte).
    private let words: UnsafeMutablePointer<UInt32>
    private let width: Int
    private let solid: PremultipliedRGBA8
    /// `solid` as one word in memory order.
    private let solidWord: UInt32
    private let shader: (any Shader)?
    private let alpha: UInt32
    private let mode: BlendMode
    private let mask: UnsafePointer<UInt8>?
    private let scratchColors: UnsafeMutablePointer<UInt8>
    private let scratchCoverage: UnsafeMutablePointer<UInt8>
    /// Source-over of the solid colour with no mask: the packed-word paths.
    private let solidOver: Bool
    /// Whether a fully covered pixel simply becomes `storeWord`.
    private let storesWhenCovered: Bool
    private let storeWord: UInt32
    /// A deferred opaque store, `pending[1]` pixels from pixel index `pending[0]`; behind a
    /// pointer so that updating it is a plain store in debug builds.
    private let pending: UnsafeMutablePointer<Int>
    /// Rows in the bitmap, so that a span may touch the row a few below it (see `blendSpan`).
    private let height: Int

    /// `mask`, when given, is one byte per device pixel with the same width as the bitmap.
    init(pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, solid: PremultipliedRGBA8, shader: (any Shader)?,
         alpha: UInt8, mode: BlendMode, mask: UnsafePointer<UInt8>?) {
        self.pixels = pixels
        self.height = height
        // Bitmaps are 4-byte pixels, and a UInt8 array's storage is aligned for words.
        words = UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt32.self)
        self.width = width
        self.solid = solid
        solidWord = UInt32(solid.r) | UInt32(solid.g) << 8 | UInt32(solid.b) << 16 | UInt32(solid.a) << 24
        self.shader = shader
        self.alpha = UInt32(alpha)
        self.mode = mode
        self.mask = mask
        scratchColors = .allocate(capacity: width * 4)
        scratchCoverage = .allocate(capacity: width)
        #if _endian(little)
        solidOver = mask == nil && shader == nil && mode == .normal
        #else
        solidOver = false
        #endif
        // Only normal, copy and clear make a covered pixel the colour itself; the other blend modes
        // combine it with what is there however opaque it is.
        storesWhenCovered = mask == nil && shader == nil && alpha == 255 && (mode == .copy || mode == .clear || (mode == .normal && solid.a == 255))
        storeWord = mode == .clear ? 0 : solidWord.littleEndian
        pending = .allocate(capacity: 2)
        pending[0] = 0
        pending[1] = 0
    }

    deinit {
        scratchColors.deallocate()
        scratchCoverage.deallocate()
        pending.deallocate()
    }

    func finish() {
        guard pending[1] > 0 else { return }
        RowFill.fill(UnsafeMutableRawPointer(words + pending[0]), word: storeWord, count: pending[1])
        pending[1] = 0
    }

    /// Stores `storeWord` into `count` pixels from pixel index `offset`, later: runs that
    /// continue each other in memory (full-width rows) are merged, so a large fill becomes one
    /// bulk store.
    private func store(offset: Int, count: Int) {
        if pending[1] > 0 && offset == pending[0] &+ pending[1] {
            pending[1] &+= count
        } else {
            finish()
            pending[0] = offset
            pending[1] = count
        }
    }

    func blendConstantBlock(y: Int, rows: Int, x: Int, count: Int, coverage: UInt8) {
        if storesWhenCovered && coverage == 255 && x == 0 && count == width {
            store(offset: y &* width, count: rows &* count)
            return
        }
        var row = y
        while row < y &+ rows {
            blendConstantSpan(y: row, x: x, count: count, coverage: coverage)
            row &+= 1
        }
    }

    func blendConstantSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
        if storesWhenCovered && coverage == 255 {
            store(offset: y &* width &+ x, count: count)
            return
        }
        if solidOver {
            var c = UInt32(coverage)
            if alpha != 255 { c = c &* alpha &+ 128; c = (c &+ (c >> 8)) >> 8 }
            if c == 0 { return }
            // PaintBlitter.scale, written out: debug builds do not inline calls.
            var s = solidWord
            var rb = (s & 0x00FF_00FF) &* c &+ 0x0080_0080
            rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
            var ag = ((s >> 8) & 0x00FF_00FF) &* c &+ 0x0080_0080
            ag = ((ag &+ ((ag >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
            s = rb | (ag << 8)
            let inv = 255 &- (s >> 24)
            let d = words + (y &* width &+ x)
            var i = 0
            while i < count {
                let dv = d[i]
                rb = (dv & 0x00FF_00FF) &* inv &+ 0x0080_0080
                rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
                ag = ((dv >> 8) & 0x00FF_00FF) &* inv &+ 0x0080_0080
                ag = ((ag &+ ((ag >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
                d[i] = s &+ (rb | (ag << 8))
                i &+= 1
            }
            return
        }
        scratchCoverage.update(repeating: coverage, count: count)
        blendSpan(y: y, x: x, count: count, coverage: scratchCoverage)
    }

    /// Every channel of a packed pixel times `factor` / 255, correctly rounded.
    ///
    /// Red and blue, then green and alpha, ride in the two 16-bit lanes of a 32-bit word, so
    /// one multiplication scales two channels; the exact `x / 255` identity is applied per
    /// lane, and no lane can carry into the next (each stays below 65 536).
    @inline(__always)
    static func scale(_ pixel: UInt32, _ factor: UInt32) -> UInt32 {
        var rb = (pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
        ag = ((ag &+ ((ag >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        return rb | (ag << 8)
    }

    func blendSpan(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        if solidOver {
            // Source-over of the solid colour through per-pixel coverage: the common case.
            // `solidWord` and `alpha` are read in place: constants of a final class cost a load,
            // while each local costs a debug build a `memset` per span.
            let d = words + (y &* width &+ x)
            // Prefetch the pixel four rows below, which the next spans of this fill will likely
            // blend near: a bitmap is far larger than the L2 cache and a thin shape meets a new
            // row every span. A prefetch, unlike the plain load this once was, does not hold up
            // the instructions after it while the line arrives (curves 438 -> 383 ms in
            // release; eight rows ahead was no better).
            if y &+ 4 < height { _llvmPrefetch(UnsafeRawPointer(d + width &* 4), 1, 3, 1) }
            // One set of locals for every pixel: a debug build zeroes each local on entry, and
            // this runs once per span, millions of times in a scene of thin strokes.
            var i = 0, c: UInt32 = 0, s: UInt32 = 0, rb: UInt32 = 0, ag: UInt32 = 0
            while i < count {
                c = UInt32(coverage[i])
                if alpha != 255 { c = c &* alpha &+ 128; c = (c &+ (c >> 8)) >> 8 }
                if c != 0 {
                    // PaintBlitter.scale, written out.
                    s = solidWord
                    if c != 255 {
                        rb = (solidWord & 0x00FF_00FF) &* c &+ 0x0080_0080
                        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
                        ag = ((solidWord >> 8) & 0x00FF_00FF) &* c &+ 0x0080_0080
                        ag = ((ag &+ ((ag >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
                        s = rb | (ag << 8)
                    }
                    // c becomes the inverse of the source's alpha.
                    c = 255 &- (s >> 24)
                    if c == 0 {
                        d[i] = s
                    } else {
                        rb = (d[i] & 0x00FF_00FF) &* c &+ 0x0080_0080
                        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
                        ag = ((d[i] >> 8) & 0x00FF_00FF) &* c &+ 0x0080_0080
                        ag = ((ag &+ ((ag >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
                        d[i] = s &+ (rb | (ag << 8))
                    }
                }
                i &+= 1
            }
            return
        }
        blendThroughShaderOrMask(y: y, x: x, count: count, coverage: coverage)
    }

    /// Every other span: a shader, a clip mask or a blend mode other than source-over. Apart
    /// from ``blendSpan(y:x:count:coverage:)`` because a debug build zeroes a call's every
    /// local first, and these locals would otherwise cost each solid span a `memset`.
    private func blendThroughShaderOrMask(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        var src: UnsafePointer<UInt8>? = nil
        if let shader {
            shader.shade(y: y, x: x, count: count, into: scratchColors)
            src = UnsafePointer(scratchColors)
        }
        let dst = pixels + (y &* width &+ x) &* 4
        let maskRow = mask.map { $0 + (y &* width &+ x) }
        let ga = alpha
        var sr = UInt32(solid.r), sg = UInt32(solid.g), sb = UInt32(solid.b), sa = UInt32(solid.a)
        var i = 0
        while i < count {
            var c = UInt32(coverage[i])
            if let maskRow { c = c &* UInt32(maskRow[i]) &+ 128; c = (c &+ (c >> 8)) >> 8 }
            if ga != 255 { c = c &* ga &+ 128; c = (c &+ (c >> 8)) >> 8 }
            if c == 0 { i &+= 1; continue }
            if let src {
                let j = i &* 4
                sr = UInt32(src[j]); sg = UInt32(src[j &+ 1]); sb = UInt32(src[j &+ 2]); sa = UInt32(src[j &+ 3])
            }
            let d = dst + i &* 4
            switch mode {
            case .normal:
                var r = sr, g = sg, b = sb, a = sa
                if c != 255 {
                    r = r &* c &+ 128; r = (r &+ (r >> 8)) >> 8
                    g = g &* c &+ 128; g = (g &+ (g >> 8)) >> 8
                    b = b &* c &+ 128; b = (b &+ (b >> 8)) >> 8
                    a = a &* c &+ 128; a = (a &+ (a >> 8)) >> 8
                }
                if a == 255 {
                    d[0] = UInt8(truncatingIfNeeded: r); d[1] = UInt8(truncatingIfNeeded: g)
                    d[2] = UInt8(truncatingIfNeeded: b); d[3] = 255
                } else if a != 0 || r != 0 || g != 0 || b != 0 {
                    let inv = 255 &- a
                    var t = UInt32(d[0]) &* inv &+ 128; d[0] = UInt8(truncatingIfNeeded: r &+ ((t &+ (t >> 8)) >> 8))
                    t = UInt32(d[1]) &* inv &+ 128; d[1] = UInt8(truncatingIfNeeded: g &+ ((t &+ (t >> 8)) >> 8))
                    t = UInt32(d[2]) &* inv &+ 128; d[2] = UInt8(truncatingIfNeeded: b &+ ((t &+ (t >> 8)) >> 8))
                    t = UInt32(d[3]) &* inv &+ 128; d[3] = UInt8(truncatingIfNeeded: a &+ ((t &+ (t >> 8)) >> 8))
                }
            case .copy:
                // Linear interpolation between destination and source by coverage.
                let inv = 255 &- c
                var t = sr &* c &+ UInt32(d[0]) &* inv &+ 128; d[0] = UInt8(truncatingIfNeeded: (t &+ (t >> 8)) >> 8)
                t = sg &* c &+ UInt32(d[1]) &* inv &+ 128; d[1] = UInt8(truncatingIfNeeded: (t &+ (t >> 8)) >> 8)
                t = sb &* c &+ UInt32(d[2]) &* inv &+ 128; d[2] = UInt8(truncatingIfNeeded: (t &+ (t >> 8)) >> 8)
                t = sa &* c &+ UInt32(d[3]) &* inv &+ 128; d[3] = UInt8(truncatingIfNeeded: (t &+ (t >> 8)) >> 8)
            case .clear:
                let inv = 255 &- c
                for k in 0..<4 {
                    let t = UInt32(d[k]) &* inv &+ 128
                    d[k] = UInt8(truncatingIfNeeded: (t &+ (t >> 8)) >> 8)
                }
            default:
                BlendModeCompositing.composite(mode, sr, sg, sb, sa, onto: d, coverage: c)
            }
            i &+= 1
        }
    }
}
