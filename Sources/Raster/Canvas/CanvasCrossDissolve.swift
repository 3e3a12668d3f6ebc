extension Canvas {
    /// Composites the blend `from × (1 − fraction) + to × fraction` of two bitmaps the size of
    /// the canvas (as ``endOffscreen()`` hands them back), with the current alpha and clip: a
    /// cross-dissolve, where one picture fades out exactly as the other fades in. Drawing one
    /// over the other at `fraction` would instead let what lies beneath show through halfway.
    /// Bitmaps of another size draw nothing.
    public func drawCrossDissolve(from: Bitmap, to: Bitmap, fraction: Double) {
        let w = bitmap.width, h = bitmap.height
        guard from.width == w, from.height == h, to.width == w, to.height == h else { return }
        // A 16-bit weight, so that one rounding happens per channel.
        let weight = UInt32((Color.clamp(fraction.isNaN ? 0 : fraction) * 65536).rounded())
        let keep = 65536 &- weight
        var mixed = Canvas.blank(like: bitmap)
        let count = w * h * 4
        mixed.bytes.withUnsafeMutableBufferPointer { out in
            from.bytes.withUnsafeBufferPointer { a in
                to.bytes.withUnsafeBufferPointer { b in
                    let o = out.baseAddress!, pa = a.baseAddress!, pb = b.baseAddress!
                    var i = 0
                    while i < count {
                        // Both inputs are premultiplied, so each channel of the blend stays at or
                        // below its alpha.
                        let v = UInt32(pa[i]) &* keep &+ UInt32(pb[i]) &* weight &+ 32768
                        o[i] = UInt8(truncatingIfNeeded: v >> 16)
                        i &+= 1
                    }
                }
            }
        }
        beginTransparencyLayer()
        bitmap = mixed
        endTransparencyLayer()
    }
}
