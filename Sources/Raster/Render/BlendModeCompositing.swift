/// The per-pixel arithmetic of the blend modes other than normal, copy and clear.
///
/// Off the blitter's fast paths: only spans drawn in one of these modes come here. Values are
/// 8-bit premultiplied; the result replaces the destination pixel, moved towards it by the
/// coverage `c` (0…255) as a shape's partial coverage does in every mode.
enum BlendModeCompositing {
    /// Composites source `s*` (premultiplied) onto the pixel at `d` in `mode`, at coverage `c`.
    static func composite(_ mode: BlendMode, _ sr: UInt32, _ sg: UInt32, _ sb: UInt32, _ sa: UInt32,
                          onto d: UnsafeMutablePointer<UInt8>, coverage c: UInt32) {
        let Sa = Double(sa) / 255, Da = Double(d[3]) / 255
        let S = (Double(sr) / 255, Double(sg) / 255, Double(sb) / 255)
        let D = (Double(d[0]) / 255, Double(d[1]) / 255, Double(d[2]) / 255)
        var r = (0.0, 0.0, 0.0), ra = 0.0
        switch mode {
        case .normal, .copy, .clear:
            return  // handled by the blitter itself
        case .sourceIn:
            r = (S.0 * Da, S.1 * Da, S.2 * Da); ra = Sa * Da
        case .sourceOut:
            r = (S.0 * (1 - Da), S.1 * (1 - Da), S.2 * (1 - Da)); ra = Sa * (1 - Da)
        case .sourceAtop:
            r = (S.0 * Da + D.0 * (1 - Sa), S.1 * Da + D.1 * (1 - Sa), S.2 * Da + D.2 * (1 - Sa)); ra = Da
        case .destinationOver:
            r = (D.0 + S.0 * (1 - Da), D.1 + S.1 * (1 - Da), D.2 + S.2 * (1 - Da)); ra = Da + Sa * (1 - Da)
        case .destinationIn:
            r = (D.0 * Sa, D.1 * Sa, D.2 * Sa); ra = Da * Sa
        case .destinationOut:
            r = (D.0 * (1 - Sa), D.1 * (1 - Sa), D.2 * (1 - Sa)); ra = Da * (1 - Sa)
        case .destinationAtop:
            r = (D.0 * Sa + S.0 * (1 - Da), D.1 * Sa + S.1 * (1 - Da), D.2 * Sa + S.2 * (1 - Da)); ra = Sa
        case .xor:
            r = (S.0 * (1 - Da) + D.0 * (1 - Sa), S.1 * (1 - Da) + D.1 * (1 - Sa), S.2 * (1 - Da) + D.2 * (1 - Sa))
            ra = Sa * (1 - Da) + Da * (1 - Sa)
        case .plusLighter:
            r = (min(1, S.0 + D.0), min(1, S.1 + D.1), min(1, S.2 + D.2)); ra = min(1, Sa + Da)
        case .plusDarker:
            // On opaque colours max(0, S + D − 1); with alpha, the inverse colours add up.
            ra = min(1, Sa + Da)
            r = (max(0, ra - ((Sa - S.0) + (Da - D.0))), max(0, ra - ((Sa - S.1) + (Da - D.1))),
                 max(0, ra - ((Sa - S.2) + (Da - D.2))))
        case .hue, .saturation, .color, .luminosity:
            let s = unpremultiplied(S, Sa), dd = unpremultiplied(D, Da)
            let b: (Double, Double, Double)
            switch mode {
            case .hue: b = setLum(setSat(s, sat(dd)), lum(dd))
            case .saturation: b = setLum(setSat(dd, sat(s)), lum(dd))
            case .color: b = setLum(s, lum(dd))
            default: b = setLum(dd, lum(s))
            }
            r = (mixed(S.0, D.0, Sa, Da, b.0), mixed(S.1, D.1, Sa, Da, b.1), mixed(S.2, D.2, Sa, Da, b.2))
            ra = Sa + Da - Sa * Da
        default:
            let s = unpremultiplied(S, Sa), dd = unpremultiplied(D, Da)
            r = (mixed(S.0, D.0, Sa, Da, separable(mode, s.0, dd.0)),
                 mixed(S.1, D.1, Sa, Da, separable(mode, s.1, dd.1)),
                 mixed(S.2, D.2, Sa, Da, separable(mode, s.2, dd.2)))
            ra = Sa + Da - Sa * Da
        }
        let out = (byte(r.0), byte(r.1), byte(r.2), byte(ra))
        // A premultiplied colour never exceeds its alpha.
        let a = out.3
        let values = [min(out.0, a), min(out.1, a), min(out.2, a), a]
        let inv = 255 &- c
        for k in 0..<4 {
            let t = values[k] &* c &+ UInt32(d[k]) &* inv &+ 128
            d[k] = UInt8(truncatingIfNeeded: (t &+ (t >> 8)) >> 8)
        }
    }

    /// The W3C general form: what each covers alone, plus the blend where both are.
    private static func mixed(_ s: Double, _ d: Double, _ sa: Double, _ da: Double, _ blended: Double) -> Double {
        s * (1 - da) + d * (1 - sa) + sa * da * blended
    }

    private static func unpremultiplied(_ c: (Double, Double, Double), _ a: Double) -> (Double, Double, Double) {
        a == 0 ? (0, 0, 0) : (min(1, c.0 / a), min(1, c.1 / a), min(1, c.2 / a))
    }

    /// B(Cs, Cd) of the separable modes, on unpremultiplied channels.
    private static func separable(_ mode: BlendMode, _ s: Double, _ d: Double) -> Double {
        switch mode {
        case .multiply: return s * d
        case .screen: return s + d - s * d
        case .overlay: return hardLight(d, s)
        case .hardLight: return hardLight(s, d)
        case .darken: return min(s, d)
        case .lighten: return max(s, d)
        case .difference: return abs(s - d)
        case .exclusion: return s + d - 2 * s * d
        case .colorDodge:
            if d == 0 { return 0 }
            if s >= 1 { return 1 }
            return min(1, d / (1 - s))
        case .colorBurn:
            if d >= 1 { return 1 }
            if s == 0 { return 0 }
            return 1 - min(1, (1 - d) / s)
        case .softLight:
            if s <= 0.5 { return d - (1 - 2 * s) * d * (1 - d) }
            let dd = d <= 0.25 ? ((16 * d - 12) * d + 4) * d : d.squareRoot()
            return d + (2 * s - 1) * (dd - d)
        default: return s
        }
    }

    private static func hardLight(_ s: Double, _ d: Double) -> Double {
        s <= 0.5 ? d * 2 * s : d + (2 * s - 1) - d * (2 * s - 1)  // screen(d, 2s − 1)
    }

    private static func lum(_ c: (Double, Double, Double)) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }

    private static func clipColor(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
        let l = lum(c), n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
        var r = c
        if n < 0 { r = (l + (r.0 - l) * l / (l - n), l + (r.1 - l) * l / (l - n), l + (r.2 - l) * l / (l - n)) }
        if x > 1 { r = (l + (r.0 - l) * (1 - l) / (x - l), l + (r.1 - l) * (1 - l) / (x - l), l + (r.2 - l) * (1 - l) / (x - l)) }
        return r
    }

    private static func setLum(_ c: (Double, Double, Double), _ l: Double) -> (Double, Double, Double) {
        let delta = l - lum(c)
        return clipColor((c.0 + delta, c.1 + delta, c.2 + delta))
    }

    private static func sat(_ c: (Double, Double, Double)) -> Double { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }

    private static func setSat(_ c: (Double, Double, Double), _ s: Double) -> (Double, Double, Double) {
        let x = max(c.0, c.1, c.2), n = min(c.0, c.1, c.2)
        guard x > n else { return (0, 0, 0) }
        func channel(_ v: Double) -> Double { v == x ? s : v == n ? 0 : (v - n) * s / (x - n) }
        return (channel(c.0), channel(c.1), channel(c.2))
    }

    /// A 0…1 value as a byte, rounded half up and clamped.
    private static func byte(_ v: Double) -> UInt32 {
        let scaled = v * 255 + 0.5
        if !(scaled > 0) { return 0 }
        if scaled >= 255 { return 255 }
        return UInt32(scaled)
    }
}
