/// PNG files written byte by byte, with whatever colour chunks a test needs (iCCP with an ICC
/// profile also built here, sRGB, gAMA, cHRM): the kind of reference iOS records, reproduced
/// without any of iOS's files. Image data is stored uncompressed (deflate's stored blocks).
public enum TaggedPNG {
    /// A chunk to add before the image data.
    public struct Chunk {
        public var type: String
        public var data: [UInt8]
        public init(_ type: String, _ data: [UInt8]) { self.type = type; self.data = data }
    }

    /// An 8-bit grey (`samplesPerPixel` 1) or RGB (3) PNG of `samples`, rows top to bottom.
    public static func make(width: Int, height: Int, samplesPerPixel: Int, samples: [UInt8], chunks: [Chunk]) -> [UInt8] {
        precondition(samples.count == width * height * samplesPerPixel)
        var ihdr = be32(UInt32(width)) + be32(UInt32(height))
        ihdr += [8, samplesPerPixel == 1 ? 0 : 2, 0, 0, 0]
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)  // filter: none
            raw += samples[(y * width * samplesPerPixel)..<((y + 1) * width * samplesPerPixel)]
        }
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file += chunk("IHDR", ihdr)
        for c in chunks { file += chunk(c.type, c.data) }
        file += chunk("IDAT", zlibStored(raw))
        file += chunk("IEND", [])
        return file
    }

    /// An iCCP chunk holding `profile`.
    public static func iccp(_ profile: [UInt8], name: String = "ICC Profile") -> Chunk {
        Chunk("iCCP", Array(name.utf8) + [0, 0] + zlibStored(profile))
    }

    /// A gAMA chunk of `gamma` (the file gamma, 0.45455 for sRGB's).
    public static func gama(_ gamma: Double) -> Chunk { Chunk("gAMA", be32(UInt32((gamma * 100_000).rounded()))) }

    /// A tone curve as an ICC profile stores it.
    public enum Curve {
        /// A `curv` tag of one entry, the gamma in u8Fixed8.
        case gamma(Double)
        /// A `para` tag of type 3 with sRGB's parameters.
        case sRGB
    }

    /// A minimal v4 display profile: `colorSpace` (`RGB `, `GRAY`, `CMYK`), a `desc` (mluc)
    /// tag, colorants (D50 XYZ columns red, green, blue) when given, and the tone curve for
    /// every channel (`kTRC` for grey) when given.
    public static func iccProfile(colorSpace: String, description: String, colorants: [[Double]]? = nil, curve: Curve? = nil) -> [UInt8] {
        var tags: [(String, [UInt8])] = []
        let text = Array(description.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        tags.append(("desc", Array("mluc".utf8) + [0, 0, 0, 0] + be32(1) + be32(12) + Array("enUS".utf8) + be32(UInt32(text.count)) + be32(28) + text))
        tags.append(("wtpt", xyz([0.9642, 1.0, 0.8249])))
        if let colorants {
            for (tag, column) in zip(["rXYZ", "gXYZ", "bXYZ"], colorants) { tags.append((tag, xyz(column))) }
        }
        if let curve {
            let data: [UInt8]
            switch curve {
            case .gamma(let g): data = Array("curv".utf8) + [0, 0, 0, 0] + be32(1) + be16(UInt16((g * 256).rounded()))
            case .sRGB:
                data = Array("para".utf8) + [0, 0, 0, 0] + be16(3) + [0, 0]
                    + [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045].flatMap(s15f16)
            }
            for tag in colorSpace == "GRAY" ? ["kTRC"] : ["rTRC", "gTRC", "bTRC"] { tags.append((tag, data)) }
        }
        // Header, tag table, then each tag's data on a 4-byte boundary.
        var body: [UInt8] = []
        var table: [UInt8] = be32(UInt32(tags.count))
        var offset = 128 + 4 + 12 * tags.count
        for (sig, data) in tags {
            var padded = data
            while padded.count % 4 != 0 { padded.append(0) }
            table += Array(sig.utf8) + be32(UInt32(offset)) + be32(UInt32(data.count))
            body += padded
            offset += padded.count
        }
        var header = [UInt8](repeating: 0, count: 128)
        let size = 128 + table.count + body.count
        header.replaceSubrange(0..<4, with: be32(UInt32(size)))
        header.replaceSubrange(8..<12, with: [4, 0x30, 0, 0])
        header.replaceSubrange(12..<16, with: Array("mntr".utf8))
        header.replaceSubrange(16..<20, with: Array(colorSpace.utf8))
        header.replaceSubrange(20..<24, with: Array("XYZ ".utf8))
        header.replaceSubrange(36..<40, with: Array("acsp".utf8))
        header.replaceSubrange(68..<80, with: [0.9642, 1.0, 0.8249].flatMap(s15f16))
        return header + table + body
    }

    static func xyz(_ v: [Double]) -> [UInt8] { Array("XYZ ".utf8) + [0, 0, 0, 0] + v.flatMap(s15f16) }

    static func s15f16(_ v: Double) -> [UInt8] { be32(UInt32(bitPattern: Int32((v * 65536).rounded()))) }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc32(body))
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
    static func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }

    /// A zlib stream of stored (uncompressed) deflate blocks.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let n = min(65535, data.count - start)
            let last: UInt8 = start + n == data.count ? 1 : 0
            out += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += data[start..<(start + n)]
            start += n
        } while start < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return out + be32(b << 16 | a)
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }
}
