/// Composites a solid colour or a shader into a bitmap's pixels through coverage spans.
///
/// All arithmetic is 8-bit premultiplied and correctly rounded (`x / 255` by the exact
/// shift identity). Coverage is multiplied by the clip mask and the global alpha first.
final class PaintBlitter: CoverageSink {
    private let pixels: UnsafeMutablePointer<UInt8>
    private let width: Int
    private let solid: PremultipliedRGBA8
    /// `solid` as one word in memory order: R in the low byte, A in the high byte.
    private let solidWord: UInt32
    private let shader: (any Shader)?
    private let alpha: UInt32
    private let mode: BlendMode
    private let mask: UnsafePointer<UInt8>?
    private let scratchColors: UnsafeMutablePointer<UInt8>
    private let scratchCoverage: UnsafeMutablePointer<UInt8>

    /// `mask`, when given, is one byte per device pixel with the same width as the bitmap.
    init(pixels: UnsafeMutablePointer<UInt8>, width: Int, solid: PremultipliedRGBA8, shader: (any Shader)?,
         alpha: UInt8, mode: BlendMode, mask: UnsafePointer<UInt8>?) {
        self.pixels = pixels
        self.width = width
        self.solid = solid
        solidWord = UInt32(solid.r) | UInt32(solid.g) << 8 | UInt32(solid.b) << 16 | UInt32(solid.a) << 24
        self.shader = shader
        self.alpha = UInt32(alpha)
        self.mode = mode
        self.mask = mask
        scratchColors = .allocate(capacity: width * 4)
        scratchCoverage = .allocate(capacity: width)
    }

    // A deferred opaque fill: `pendingCount` pixels from pixel index `pendingStart`.
    private var pendingStart = 0
    private var pendingCount = 0

    func finish() {
        guard pendingCount > 0 else { return }
        RowFill.fill(UnsafeMutableRawPointer(pixels + pendingStart &* 4), word: mode == .clear ? 0 : solidWord.littleEndian, count: pendingCount)
        pendingCount = 0
    }

    deinit {
        scratchColors.deallocate()
        scratchCoverage.deallocate()
    }

    func blendConstantSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
        if mask == nil && shader == nil && coverage == 255 && alpha == 255
            && (mode == .copy || mode == .clear || solid.a == 255) {
            // Opaque solid run: store whole pixels. Runs that continue each other in memory
            // (full-width rows) are merged, so a large fill becomes one bulk store.
            let offset = y &* width &+ x
            if pendingCount > 0 && offset == pendingStart &+ pendingCount {
                pendingCount &+= count
            } else {
                finish()
                pendingStart = offset
                pendingCount = count
            }
            return
        }
        #if _endian(little)
        if mask == nil && shader == nil && mode == .normal {
            var c = UInt32(coverage)
            if alpha != 255 { c = c &* alpha &+ 128; c = (c &+ (c >> 8)) >> 8 }
            if c == 0 { return }
            let s = PaintBlitter.scale(solidWord, c)
            let inv = 255 &- (s >> 24)
            withPixelWords(y: y, x: x, count: count) { d in
                var i = 0
                while i < count {
                    let dv = d[i]
                    var rb = (dv & 0x00FF_00FF) &* inv &+ 0x0080_0080
                    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
                    var ag = ((dv >> 8) & 0x00FF_00FF) &* inv &+ 0x0080_0080
                    ag = ((ag &+ ((ag >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
                    d[i] = s &+ (rb | (ag << 8))
                    i &+= 1
                }
            }
            return
        }
        #endif
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

    private func withPixelWords(y: Int, x: Int, count: Int, _ body: (UnsafeMutablePointer<UInt32>) -> Void) {
        UnsafeMutableRawPointer(pixels + (y &* width &+ x) &* 4).withMemoryRebound(to: UInt32.self, capacity: count, body)
    }

    /// Source-over of the solid colour through per-pixel coverage: the common case, on packed words.
    private func blendSolidSpan(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        let src = solidWord
        let ga = alpha
        withPixelWords(y: y, x: x, count: count) { d in
            var i = 0
            while i < count {
                var c = UInt32(coverage[i])
                if ga != 255 { c = c &* ga &+ 128; c = (c &+ (c >> 8)) >> 8 }
                if c != 0 {
                    // PaintBlitter.scale, written out: debug builds do not inline calls.
                    var s = src
                    if c != 255 {
                        var rb = (src & 0x00FF_00FF) &* c &+ 0x0080_0080
                        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
                        var ag = ((src >> 8) & 0x00FF_00FF) &* c &+ 0x0080_0080
                        ag = ((ag &+ ((ag >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
                        s = rb | (ag << 8)
                    }
                    let inv = 255 &- (s >> 24)
                    if inv == 0 {
                        d[i] = s
                    } else {
                        let dv = d[i]
                        var rb = (dv & 0x00FF_00FF) &* inv &+ 0x0080_0080
                        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
                        var ag = ((dv >> 8) & 0x00FF_00FF) &* inv &+ 0x0080_0080
                        ag = ((ag &+ ((ag >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
                        d[i] = s &+ (rb | (ag << 8))
                    }
                }
                i &+= 1
            }
        }
    }

    func blendSpan(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        #if _endian(little)
        if mask == nil && shader == nil && mode == .normal {
            blendSolidSpan(y: y, x: x, count: count, coverage: coverage)
            return
        }
        #endif
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
            }
            i &+= 1
        }
    }
}
