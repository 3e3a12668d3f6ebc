import Foundation
@testable import Typography

/// The system fonts the specifications read, and byte-level helpers for corrupting copies of them.
enum TestFonts {
    static let directory = "/usr/share/fonts/truetype/dejavu/"
    static let sansBytes: [UInt8] = load("DejaVuSans.ttf")
    static let boldBytes: [UInt8] = load("DejaVuSans-Bold.ttf")
    static let sans: FontFace = try! FontFace(bytes: sansBytes, fileName: "DejaVuSans.ttf")
    static let bold: FontFace = try! FontFace(bytes: boldBytes, fileName: "DejaVuSans-Bold.ttf")

    private static func load(_ name: String) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: directory + name) else {
            fatalError("Typography tests need \(directory + name); install fonts-dejavu-core")
        }
        return [UInt8](data)
    }

    static func u16(_ b: [UInt8], _ at: Int) -> Int { Int(b[at]) << 8 | Int(b[at + 1]) }
    static func u32(_ b: [UInt8], _ at: Int) -> Int { u16(b, at) << 16 | u16(b, at + 2) }

    static func setU16(_ b: inout [UInt8], _ at: Int, _ v: Int) {
        b[at] = UInt8((v >> 8) & 0xFF); b[at + 1] = UInt8(v & 0xFF)
    }

    static func setU32(_ b: inout [UInt8], _ at: Int, _ v: Int) {
        setU16(&b, at, (v >> 16) & 0xFFFF); setU16(&b, at + 2, v & 0xFFFF)
    }

    /// The byte offset of a table directory record (tag, checksum, offset, length) in a plain `.ttf`.
    static func record(_ tag: String, in b: [UInt8]) -> Int {
        let count = u16(b, 4)
        for i in 0..<count where String(decoding: b[(12 + i * 16)..<(16 + i * 16)], as: UTF8.self) == tag {
            return 12 + i * 16
        }
        fatalError("no \(tag) table")
    }

    static func tableOffset(_ tag: String, in b: [UInt8]) -> Int { u32(b, record(tag, in: b) + 8) }

    /// The byte offset of a glyph's data inside the file, from `loca` (DejaVu uses long offsets).
    static func glyphOffset(_ glyph: Int, in b: [UInt8]) -> Int {
        tableOffset("glyf", in: b) + u32(b, tableOffset("loca", in: b) + glyph * 4)
    }
}

extension TestFonts {
    /// A `.ttc` holding the given `.ttf` files: a `ttcf` header, then each file with its table
    /// offsets moved to where the file now starts.
    static func collection(_ files: [[UInt8]]) -> [UInt8] {
        var out: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0] + [0, 0, 0, UInt8(files.count)]
        let headerSize = 12 + 4 * files.count
        var bases: [Int] = []
        var at = headerSize
        for f in files { bases.append(at); at += (f.count + 3) & ~3 }
        for b in bases { out += [UInt8(b >> 24 & 0xFF), UInt8(b >> 16 & 0xFF), UInt8(b >> 8 & 0xFF), UInt8(b & 0xFF)] }
        for (f, base) in zip(files, bases) {
            var copy = f
            for i in 0..<u16(f, 4) { setU32(&copy, 12 + i * 16 + 8, u32(f, 12 + i * 16 + 8) + base) }
            out += copy
            while out.count % 4 != 0 { out.append(0) }
        }
        return out
    }
}
