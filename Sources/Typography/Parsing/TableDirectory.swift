/// Where each table of one face lives in the file: the sfnt table directory.
struct TableDirectory {
    struct Entry {
        let offset: Int
        let length: Int
    }

    let bytes: [UInt8]
    let file: String
    let entries: [String: Entry]

    /// Reads the directory at `offset` (0 for a plain `.ttf`, a `ttcf` entry for collections).
    init(bytes: [UInt8], file: String, offset: Int) throws(FontError) {
        let r = FontReader(wholeFile: bytes, file: file, table: "table directory")
        let version = try r.u32(offset)
        // 0x00010000 and 'true' are TrueType outlines; 'OTTO' is CFF (PostScript outlines).
        guard version == 0x0001_0000 || version == 0x7472_7565 || version == 0x4F54_544F else {
            throw r.error("unknown sfnt version 0x\(String(version, radix: 16)); not a TrueType or OpenType font")
        }
        let count = Int(try r.u16(offset + 4))
        var entries: [String: Entry] = [:]
        for i in 0..<count {
            let record = offset + 12 + i * 16
            let tag = try r.tag(record)
            let tableOffset = Int(try r.u32(record + 8))
            let tableLength = Int(try r.u32(record + 12))
            guard tableOffset <= bytes.count, tableLength <= bytes.count - tableOffset else {
                throw FontError.malformed(file: file, table: tag,
                                          reason: "table at offset \(tableOffset) with length \(tableLength) runs past the end of the \(bytes.count)-byte file")
            }
            entries[tag] = Entry(offset: tableOffset, length: tableLength)
        }
        self.bytes = bytes
        self.file = file
        self.entries = entries
    }

    /// The most faces a `.ttc` may declare. A face costs 4 bytes in the file but about 170 KB
    /// parsed (its flat BMP character map alone is 128 KB), so a crafted 82 KB collection of
    /// 20 000 faces took 3.4 GB; real collections hold tens of faces, the largest a few hundred.
    static let maxCollectionFaces = 1024

    /// Offsets of every face's table directory: one for a `.ttf`, one per face for a `.ttc`.
    static func faceOffsets(bytes: [UInt8], file: String) throws(FontError) -> [Int] {
        let r = FontReader(wholeFile: bytes, file: file, table: "ttcf")
        guard bytes.count >= 4 else {
            throw FontError.malformed(file: file, table: "table directory", reason: "file is \(bytes.count) bytes, too short for a font")
        }
        guard try r.tag(0) == "ttcf" else { return [0] }
        let count = Int(try r.u32(8))
        // Each offset takes 4 bytes, so a count the file cannot hold is rejected before allocating.
        try r.require(12, count * 4, "\(count) face offsets")
        guard count > 0 else { throw r.error("collection holds no faces") }
        guard count <= maxCollectionFaces else {
            throw r.error("collection declares \(count) faces; at most \(maxCollectionFaces) are supported")
        }
        var offsets: [Int] = []
        for i in 0..<count { offsets.append(Int(try r.u32(12 + i * 4))) }
        return offsets
    }

    func has(_ tag: String) -> Bool { entries[tag] != nil }

    /// A reader over a required table.
    func reader(_ tag: String) throws(FontError) -> FontReader {
        guard let e = entries[tag] else { throw FontError.missingTable(file: file, table: tag) }
        return FontReader(bytes: bytes, file: file, table: tag, base: e.offset, length: e.length)
    }

    /// A reader over an optional table, or `nil` when the font has none.
    func optionalReader(_ tag: String) -> FontReader? {
        guard let e = entries[tag] else { return nil }
        return FontReader(bytes: bytes, file: file, table: tag, base: e.offset, length: e.length)
    }
}
