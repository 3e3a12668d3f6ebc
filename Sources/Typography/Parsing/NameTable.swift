import Foundation

/// The strings a face is known by, from the `name` table.
///
/// Windows records (platform 3, UTF-16BE) win over Macintosh ones (platform 1, Mac Roman),
/// and US English over other languages, because that is what font pickers and
/// `UIFont(name:)` match against. Unicode-platform records (0) are the last resort.
struct NameTable {
    var familyName: String?
    var styleName: String?
    var fullName: String?
    var postScriptName: String?
    /// Name IDs 16 and 17: the family and style when a family has more than four styles.
    var typographicFamilyName: String?
    var typographicStyleName: String?

    init(_ r: FontReader) throws(FontError) {
        let count = Int(try r.u16(2))
        let storage = Int(try r.u16(4))
        try r.require(6, count * 12, "\(count) name records")
        // For each wanted name ID, the best record so far and its rank (lower is better).
        var best: [UInt16: (rank: Int, string: String)] = [:]
        for i in 0..<count {
            let rec = 6 + i * 12
            let platform = try r.u16(rec), encoding = try r.u16(rec + 2), language = try r.u16(rec + 4)
            let nameID = try r.u16(rec + 6)
            guard [1, 2, 4, 6, 16, 17].contains(nameID) else { continue }
            let length = Int(try r.u16(rec + 8)), offset = Int(try r.u16(rec + 10))
            let rank: Int
            switch (platform, encoding) {
            case (3, 1), (3, 10), (3, 0): rank = language == 0x409 ? 0 : 1
            case (1, 0): rank = language == 0 ? 2 : 3
            case (0, _): rank = 4
            default: continue
            }
            // Ranked before decoding: records may all point at the same 64 KB string, and
            // decoding each of 65 535 of them would be 4 GB of work for one font.
            if let current = best[nameID], current.rank <= rank { continue }
            let bytes = try r.slice(storage + offset, length)
            let string = platform == 1 ? String(bytes: bytes, encoding: .macOSRoman) : NameTable.utf16BE(bytes)
            guard let string, !string.isEmpty else { continue }
            best[nameID] = (rank, string)
        }
        familyName = best[1]?.string
        styleName = best[2]?.string
        fullName = best[4]?.string
        postScriptName = best[6]?.string
        typographicFamilyName = best[16]?.string
        typographicStyleName = best[17]?.string
    }

    /// Decodes UTF-16BE, replacing unpaired surrogates rather than failing, since a name with
    /// one bad unit is still more useful than none. An odd trailing byte is ignored.
    static func utf16BE(_ bytes: ArraySlice<UInt8>) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = bytes.startIndex
        while i + 1 < bytes.endIndex {
            units.append(UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]))
            i += 2
        }
        return String(decoding: units, as: UTF16.self)
    }
}
