extension Canvas {
    /// Blurs what is already drawn under `rect` (user space), inside the current clip, with a
    /// Gaussian of standard deviation `sigma` (user space): a backdrop blur, as a visual effect
    /// view shows what lies behind it.
    ///
    /// Pixels around the region, as far as the blur reaches, feed it, so its edges show the
    /// neighbourhood as iOS's do; beyond the bitmap there is nothing (transparent). Under a
    /// rotation the blur covers the rotated rectangle's bounding box, cut to the clip. Integer
    /// box passes only: the same bytes on every machine.
    public func blurBackdrop(in rect: Rect, sigma: Double) {
        let t = ctm
        let device = t.apply(rect)
        let all = PixelRect(minX: 0, minY: 0, maxX: bitmap.width, maxY: bitmap.height)
        let region = PixelRect(enclosing: device).intersection(state.clip.bounds).intersection(all)
        let deviceSigma = sigma * t.maxScale
        guard !region.isEmpty, deviceSigma.isFinite, deviceSigma > 0 else { return }
        let pad = Blur.padding(sigma: deviceSigma)
        let source = PixelRect(minX: region.minX - pad, minY: region.minY - pad, maxX: region.maxX + pad, maxY: region.maxY + pad)
            .intersection(all)
        let w = source.width, h = source.height, width = bitmap.width
        let blurred = UnsafeMutablePointer<UInt8>.allocate(capacity: w * h * 4)
        defer { blurred.deallocate() }
        let mask = state.clip.mask?.bytes
        bitmap.bytes.withUnsafeMutableBufferPointer { pixels in
            let p = pixels.baseAddress!
            for y in 0..<h { (blurred + y * w * 4).update(from: p + ((source.minY + y) * width + source.minX) * 4, count: w * 4) }
            Blur.gaussianRGBA(blurred, width: w, height: h, sigma: deviceSigma)
            for y in region.minY..<region.maxY {
                let from = blurred + ((y - source.minY) * w + (region.minX - source.minX)) * 4
                let to = p + (y * width + region.minX) * 4
                guard let mask else { to.update(from: from, count: region.width * 4); continue }
                // Through the clip's coverage: blurred where it covers, as it was where it does not.
                for x in 0..<region.width {
                    let m = UInt32(mask[y * width + region.minX + x])
                    for c in 0..<4 {
                        let i = x * 4 + c
                        to[i] = UInt8((UInt32(from[i]) * m + UInt32(to[i]) * (255 - m) + 127) / 255)
                    }
                }
            }
        }
    }
}
