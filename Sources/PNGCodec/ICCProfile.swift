/// What Designable needs of an ICC colour profile: its description, colour space, and, for a
/// matrix/TRC profile (the kind displays and Apple's Display P3 and grey profiles are), its
/// primaries and tone curves. Profiles built from lookup tables only are read but cannot be
/// converted (``matrix`` is `nil`).
struct ICCProfile: Sendable {
    /// The `desc` tag's text (v2 `desc` or v4 `mluc`), such as "Display P3".
    var description: String?
    /// The header's data colour space: `RGB `, `GRAY`, `CMYK`, `Lab `…
    var colorSpace: String
    /// The red, green and blue colorants (`rXYZ`, `gXYZ`, `bXYZ`), D50-adapted XYZ, as
    /// matrix columns; `nil` when the profile lacks one.
    var matrix: Matrix3?
    /// `rTRC`, `gTRC`, `bTRC`; or the grey `kTRC` three times.
    var curves: [ToneCurve]?

    /// The profile's name for messages: its description, else its colour space.
    var name: String { description ?? "an unnamed \(colorSpace.filter { $0 != " " }) profile" }

    /// Reads `bytes`; throws a reason (without the file, which the caller names) when they are
    /// not an ICC profile or a tag it needs is damaged.
    init(_ bytes: [UInt8]) throws(ICCProfileError) {
        guard bytes.count >= 132 else { throw ICCProfileError("the profile is \(bytes.count) bytes, shorter than an ICC header") }
        func u32(_ o: Int) -> UInt32 {
            UInt32(bytes[o]) << 24 | UInt32(bytes[o + 1]) << 16 | UInt32(bytes[o + 2]) << 8 | UInt32(bytes[o + 3])
        }
        func u16(_ o: Int) -> UInt16 { UInt16(bytes[o]) << 8 | UInt16(bytes[o + 1]) }
        func s15f16(_ o: Int) -> Double { Double(Int32(bitPattern: u32(o))) / 65536 }
        func ascii(_ o: Int, _ n: Int) -> String { String(decoding: bytes[o..<(o + n)], as: UTF8.self) }
        guard ascii(36, 4) == "acsp" else { throw ICCProfileError("no 'acsp' signature: not an ICC profile") }
        colorSpace = ascii(16, 4)
        let count = Int(u32(128))
        guard count <= 1000, 132 + count * 12 <= bytes.count else { throw ICCProfileError("the tag table runs past the end of the profile") }
        var tags: [String: Range<Int>] = [:]
        for i in 0..<count {
            let entry = 132 + i * 12
            let offset = Int(u32(entry + 4)), size = Int(u32(entry + 8))
            guard offset >= 0, size >= 8, offset + size <= bytes.count else {
                throw ICCProfileError("tag '\(ascii(entry, 4))' runs past the end of the profile")
            }
            tags[ascii(entry, 4)] = offset..<(offset + size)
        }

        func xyz(_ tag: String) throws(ICCProfileError) -> [Double]? {
            guard let r = tags[tag] else { return nil }
            guard r.count >= 20, ascii(r.lowerBound, 4) == "XYZ " else { throw ICCProfileError("tag '\(tag)' is not an XYZ value") }
            return [s15f16(r.lowerBound + 8), s15f16(r.lowerBound + 12), s15f16(r.lowerBound + 16)]
        }
        func curve(_ tag: String) throws(ICCProfileError) -> ToneCurve? {
            guard let r = tags[tag] else { return nil }
            let o = r.lowerBound
            switch ascii(o, 4) {
            case "curv":
                guard r.count >= 12 else { throw ICCProfileError("tag '\(tag)' is truncated") }
                let n = Int(u32(o + 8))
                guard 12 + 2 * n <= r.count else { throw ICCProfileError("tag '\(tag)' declares \(n) entries, past its end") }
                if n == 0 { return .gamma(1) }
                if n == 1 { return .gamma(Double(u16(o + 12)) / 256) }
                return .table((0..<n).map { u16(o + 12 + 2 * $0) })
            case "para":
                guard r.count >= 12 else { throw ICCProfileError("tag '\(tag)' is truncated") }
                let type = Int(u16(o + 8))
                guard let n = ToneCurve.parameterCount(ofType: type) else {
                    throw ICCProfileError("tag '\(tag)' has parametric function type \(type); ICC defines 0 to 4")
                }
                guard 12 + 4 * n <= r.count else { throw ICCProfileError("tag '\(tag)' is truncated") }
                return .parametric(type: type, parameters: (0..<n).map { s15f16(o + 12 + 4 * $0) })
            default:
                throw ICCProfileError("tag '\(tag)' is of type '\(ascii(o, 4))'; expected 'curv' or 'para'")
            }
        }

        if let r = tags["desc"] {
            let o = r.lowerBound
            switch ascii(o, 4) {
            case "desc" where r.count >= 12:
                let n = min(Int(u32(o + 8)), r.count - 12)
                description = String(decoding: bytes[(o + 12)..<(o + 12 + n)].prefix { $0 != 0 }, as: UTF8.self)
            case "mluc" where r.count >= 28:
                // The first record, UTF-16 big-endian, at an offset from the tag's start.
                let length = Int(u32(o + 20)), start = o + Int(u32(o + 24))
                if start >= o, start + length <= r.upperBound {
                    let units = stride(from: start, to: start + length - 1, by: 2).map { u16($0) }
                    description = String(decoding: units, as: UTF16.self)
                }
            default: break
            }
        }
        if let red = try xyz("rXYZ"), let green = try xyz("gXYZ"), let blue = try xyz("bXYZ") {
            matrix = Matrix3(columns: red, green, blue)
        }
        if let gray = try curve("kTRC") {
            curves = [gray, gray, gray]
        } else if let r = try curve("rTRC"), let g = try curve("gTRC"), let b = try curve("bTRC") {
            curves = [r, g, b]
        }
    }
}

/// Why bytes are not a usable ICC profile.
struct ICCProfileError: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}

/// A 3 × 3 matrix of doubles, row-major; built once per image, never per pixel.
struct Matrix3: Equatable, Sendable {
    var m: [Double]

    init(_ rows: [Double]) { m = rows }

    init(columns a: [Double], _ b: [Double], _ c: [Double]) {
        m = [a[0], b[0], c[0], a[1], b[1], c[1], a[2], b[2], c[2]]
    }

    static func * (l: Matrix3, r: Matrix3) -> Matrix3 {
        var out = [Double](repeating: 0, count: 9)
        for i in 0..<3 { for j in 0..<3 { out[i * 3 + j] = l.m[i * 3] * r.m[j] + l.m[i * 3 + 1] * r.m[3 + j] + l.m[i * 3 + 2] * r.m[6 + j] } }
        return Matrix3(out)
    }

    /// The inverse, or `nil` for a singular matrix.
    var inverse: Matrix3? {
        let a = m
        let c0 = a[4] * a[8] - a[5] * a[7], c1 = a[5] * a[6] - a[3] * a[8], c2 = a[3] * a[7] - a[4] * a[6]
        let det = a[0] * c0 + a[1] * c1 + a[2] * c2
        guard det != 0, det.isFinite else { return nil }
        return Matrix3([
            c0 / det, (a[2] * a[7] - a[1] * a[8]) / det, (a[1] * a[5] - a[2] * a[4]) / det,
            c1 / det, (a[0] * a[8] - a[2] * a[6]) / det, (a[2] * a[3] - a[0] * a[5]) / det,
            c2 / det, (a[1] * a[6] - a[0] * a[7]) / det, (a[0] * a[4] - a[1] * a[3]) / det,
        ])
    }

    /// Whether every entry is within `tolerance` of `other`'s.
    func isClose(to other: Matrix3, tolerance: Double) -> Bool {
        zip(m, other.m).allSatisfy { Swift.abs($0 - $1) <= tolerance }
    }

    static let identity = Matrix3([1, 0, 0, 0, 1, 0, 0, 0, 1])
}
