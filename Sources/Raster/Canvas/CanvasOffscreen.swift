extension Canvas {
    /// Starts drawing into a blank bitmap the size of the canvas, with the current transform and
    /// clip, until ``endOffscreen()`` hands it back without compositing it. A layer mask is
    /// drawn this way, then used through ``clip(toAlphaOf:)``.
    public func beginOffscreen() {
        layerStack.append((bitmap: bitmap, state: state, savedCount: savedStates.count))
        bitmap = Canvas.blank(like: bitmap)
        state.alpha = 1
        state.shadow = nil
        state.blendMode = .normal
    }

    /// Ends the drawing begun by the matching ``beginOffscreen()`` and returns what was drawn;
    /// the canvas is as it was before. `nil` for an unbalanced call.
    public func endOffscreen() -> Bitmap? {
        guard let frame = layerStack.popLast() else { return nil }
        let drawn = bitmap
        bitmap = frame.bitmap
        state = frame.state
        savedStates.removeSubrange(Swift.min(frame.savedCount, savedStates.count)...)
        return drawn
    }

    /// Intersects the clip with the alpha channel of `mask`, a bitmap the size of the canvas
    /// (as ``endOffscreen()`` returns): where the mask is half transparent, everything drawn
    /// afterwards is half transparent. A mask of another size clips everything away.
    public func clip(toAlphaOf mask: Bitmap) {
        let w = bitmap.width, h = bitmap.height
        guard mask.width == w, mask.height == h else {
            state.clip = ClipRegion(bounds: PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0), mask: nil)
            return
        }
        let region = state.clip.bounds.intersection(PixelRect(minX: 0, minY: 0, maxX: w, maxY: h))
        guard !region.isEmpty else { return }
        var bytes = [UInt8](repeating: 0, count: w * h)
        // The rows and columns the mask covers at all, to keep the clip's bounds tight.
        var minX = region.maxX, maxX = region.minX, minY = region.maxY, maxY = region.minY
        let previous = state.clip.mask?.bytes
        bytes.withUnsafeMutableBufferPointer { out in
            mask.bytes.withUnsafeBufferPointer { src in
                func run(_ old: UnsafePointer<UInt8>?) {
                    let o = out.baseAddress!, s = src.baseAddress!
                    var y = region.minY
                    while y < region.maxY {
                        var x = region.minX
                        var i = y &* w &+ x
                        while x < region.maxX {
                            var a = UInt32(s[i &* 4 &+ 3])
                            if let old { a = a &* UInt32(old[i]) &+ 128; a = (a &+ (a >> 8)) >> 8 }
                            if a != 0 {
                                o[i] = UInt8(truncatingIfNeeded: a)
                                if x < minX { minX = x }
                                if x >= maxX { maxX = x &+ 1 }
                                if y < minY { minY = y }
                                if y >= maxY { maxY = y &+ 1 }
                            }
                            x &+= 1
                            i &+= 1
                        }
                        y &+= 1
                    }
                }
                if let previous { previous.withUnsafeBufferPointer { run($0.baseAddress!) } } else { run(nil) }
            }
        }
        let bounds = minX < maxX ? PixelRect(minX: minX, minY: minY, maxX: maxX, maxY: maxY) : PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
        state.clip = ClipRegion(bounds: bounds, mask: ClipMask(bytes: bytes))
    }

    /// Multiplies the pixels drawn so far in the current transparency layer (or the canvas) by
    /// a colour, channel by channel: red, green and blue by `red × alpha`… and alpha by `alpha`,
    /// which on premultiplied pixels tints the straight colour and fades it. Replicator layers
    /// tint their copies this way.
    public func multiplyPixels(by color: Color) {
        let r = UInt32(Color.quantize(color.red * color.alpha)), g = UInt32(Color.quantize(color.green * color.alpha))
        let b = UInt32(Color.quantize(color.blue * color.alpha)), a = UInt32(Color.quantize(color.alpha))
        if r == 255 && g == 255 && b == 255 && a == 255 { return }
        let count = bitmap.width * bitmap.height
        bitmap.bytes.withUnsafeMutableBufferPointer { buf in
            let p = buf.baseAddress!
            var i = 0
            while i < count {
                let o = i &* 4
                if p[o &+ 3] != 0 {
                    var t = UInt32(p[o]) &* r &+ 128; p[o] = UInt8(truncatingIfNeeded: (t &+ (t >> 8)) >> 8)
                    t = UInt32(p[o &+ 1]) &* g &+ 128; p[o &+ 1] = UInt8(truncatingIfNeeded: (t &+ (t >> 8)) >> 8)
                    t = UInt32(p[o &+ 2]) &* b &+ 128; p[o &+ 2] = UInt8(truncatingIfNeeded: (t &+ (t >> 8)) >> 8)
                    t = UInt32(p[o &+ 3]) &* a &+ 128; p[o &+ 3] = UInt8(truncatingIfNeeded: (t &+ (t >> 8)) >> 8)
                }
                i &+= 1
            }
        }
    }
}
