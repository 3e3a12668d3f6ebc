/// What a PNG's colour chunks say, as the conversion of its samples to sRGB: `iCCP` (an
/// embedded ICC profile), `sRGB`, `gAMA` and `cHRM`, with the PNG specification's precedence
/// (an `sRGB` or `iCCP` chunk overrides `gAMA` and `cHRM`).
enum PNGColorSpace {
    /// The conversion `bytes` need to be sRGB, or `nil` when they already are (no colour
    /// chunks, an `sRGB` chunk, an sRGB profile, or a gAMA of 1/2.2 with sRGB's primaries, as
    /// browsers and iOS treat it). Throws for a profile it cannot convert, naming it.
    static func conversion(for bytes: UnsafeRawBufferPointer, source: String) throws(PNGError) -> SRGBConversion? {
        let walker = try PNGChunkWalker(bytes, source: source)
        var iccp: Range<Int>?, srgb = false, gama: Range<Int>?, chrm: Range<Int>?
        for chunk in walker.chunks {
            if chunk.type == "IDAT" { break }
            switch chunk.type {
            case "iCCP": iccp = chunk.data
            case "sRGB": srgb = true
            case "gAMA": gama = chunk.data
            case "cHRM": chrm = chunk.data
            default: break
            }
        }
        if srgb { return nil }
        if let iccp { return try profileConversion(Array(bytes[iccp]), source: source) }
        func u32(_ at: Int) -> Double { Double(PNGChunkWalker.bigEndian(bytes, at: at)) / 100_000 }
        let gamma = gama.flatMap { $0.count == 4 ? u32($0.lowerBound) : nil }
        let chromaticities = chrm.flatMap { r -> [Double]? in r.count == 32 ? (0..<8).map { u32(r.lowerBound + 4 * $0) } : nil }
        let sRGBChromaticities = [0.3127, 0.3290, 0.64, 0.33, 0.30, 0.60, 0.15, 0.06]
        let sRGBPrimaries = chromaticities.map { zip($0, sRGBChromaticities).allSatisfy { Swift.abs($0 - $1) < 0.01 } } ?? true
        let sRGBGamma = gamma.map { Swift.abs($0 - 0.45455) < 0.01 } ?? true
        if sRGBPrimaries && sRGBGamma { return nil }
        // A file gamma g means sample = linear^g.
        let curve = gamma.map { ToneCurve.gamma(1 / $0) } ?? .sRGB
        guard let toXYZ = rgbToXYZ(chromaticities ?? sRGBChromaticities) else {
            throw .unsupportedColorProfile(source: source, profile: "the cHRM chunk", reason: "its primaries are degenerate")
        }
        return SRGBConversion(source: "gAMA \(gamma ?? 0.45455), cHRM \(chromaticities ?? sRGBChromaticities)",
                              curves: [curve, curve, curve], matrix: SRGBConversion.xyzD65ToSRGB * toXYZ)
    }

    /// The conversion an iCCP chunk's profile needs.
    private static func profileConversion(_ chunk: [UInt8], source: String) throws(PNGError) -> SRGBConversion? {
        guard let nul = chunk.firstIndex(of: 0), nul + 2 <= chunk.count else {
            throw .corrupt(source: source, reason: "iCCP: no profile name and compression method")
        }
        let label = "\"" + Array(chunk[..<nul]).withUnsafeBufferPointer { PNGText.fromLatin1($0) } + "\""
        func unsupported(_ profile: String, _ reason: String) -> PNGError {
            .unsupportedColorProfile(source: source, profile: profile, reason: reason)
        }
        let bytes = try inflate(Array(chunk[(nul + 2)...]), source: source)
        let profile: ICCProfile
        do { profile = try ICCProfile(bytes) } catch { throw unsupported(label, error.reason) }
        let name = profile.description.map { "\"\($0)\"" } ?? label
        switch profile.colorSpace {
        case "GRAY":
            // libpng already spread grey to R, G and B; each goes through the grey curve, and
            // grey's white is sRGB's, so no matrix.
            guard let curves = profile.curves else { throw unsupported(name, "a grey profile without a kTRC tone curve") }
            return SRGBConversion(source: profile.name, curves: curves, matrix: .identity)
        case "RGB ":
            let description = profile.description?.lowercased() ?? ""
            if description.contains("display p3") || profile.matrix?.isClose(to: SRGBConversion.displayP3ColorantsD50, tolerance: 0.003) == true {
                return .displayP3
            }
            if description.contains("srgb") || profile.matrix?.isClose(to: SRGBConversion.sRGBColorantsD50, tolerance: 0.003) == true {
                return nil
            }
            guard let matrix = profile.matrix, let curves = profile.curves, let fromD50 = SRGBConversion.sRGBColorantsD50.inverse else {
                throw unsupported(name, "it has no colorants and tone curves (rXYZ… rTRC…), only lookup tables; only matrix/TRC profiles are converted")
            }
            return SRGBConversion(source: profile.name, curves: curves, matrix: fromD50 * matrix)
        default:
            throw unsupported(name, "its colour space is \(profile.colorSpace.filter { $0 != " " }); only RGB and grey profiles are converted to sRGB")
        }
    }

    /// The zlib stream `compressed`, inflated; at most 4 MB, as libpng allows a chunk.
    private static func inflate(_ compressed: [UInt8], source: String) throws(PNGError) -> [UInt8] {
        switch Zlib.inflate(compressed, initialCapacity: 64 * 1024, limit: 4 * 1024 * 1024) {
        case .success(let bytes): return bytes
        case .failure(let failure):
            throw .corrupt(source: source, reason: "iCCP: the profile does not inflate (zlib status \(failure.status))")
        }
    }

    /// Linear RGB to XYZ adapted to D65 (Bradford), from chromaticities `wx wy rx ry gx gy bx by`.
    private static func rgbToXYZ(_ c: [Double]) -> Matrix3? {
        func xyz(_ x: Double, _ y: Double) -> [Double] { [x / y, 1, (1 - x - y) / y] }
        guard c[1] > 0, c[3] > 0, c[5] > 0, c[7] > 0 else { return nil }
        let white = xyz(c[0], c[1])
        let primaries = Matrix3(columns: xyz(c[2], c[3]), xyz(c[4], c[5]), xyz(c[6], c[7]))
        guard let inverse = primaries.inverse else { return nil }
        let s = (0..<3).map { i in inverse.m[i * 3] * white[0] + inverse.m[i * 3 + 1] * white[1] + inverse.m[i * 3 + 2] * white[2] }
        let toXYZ = primaries * Matrix3([s[0], 0, 0, 0, s[1], 0, 0, 0, s[2]])
        let bradford = Matrix3([0.8951, 0.2664, -0.1614, -0.7502, 1.7135, 0.0367, 0.0389, -0.0685, 1.0296])
        guard let bradfordInverse = bradford.inverse else { return nil }
        func cone(_ w: [Double]) -> [Double] {
            (0..<3).map { i in bradford.m[i * 3] * w[0] + bradford.m[i * 3 + 1] * w[1] + bradford.m[i * 3 + 2] * w[2] }
        }
        let from = cone(white), to = cone([0.95047, 1, 1.08883])
        let adapt = bradfordInverse * Matrix3([to[0] / from[0], 0, 0, 0, to[1] / from[1], 0, 0, 0, to[2] / from[2]]) * bradford
        return adapt * toXYZ
    }
}
