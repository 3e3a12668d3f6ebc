import Raster

/// The `CFF ` table of an OpenType font with PostScript outlines ('OTTO'): each glyph's Type 2
/// charstring, its subroutines, and, for CID-keyed fonts (CJK), which Font DICT each glyph uses.
///
/// The structures (INDEX, DICT, charstrings) are read as Adobe's Technical Notes #5176 (CFF)
/// and #5177 (Type 2 charstrings) define them. The INDEXes and DICTs are read at load; a
/// glyph's charstring is interpreted when its outline is first asked for (``Type2Charstring``).
/// Every offset is bounds-checked through ``FontReader``, so a broken table is a ``FontError``.
struct CompactFontFormat {
    /// One Font DICT's private data: its local subroutines.
    struct PrivateData {
        var subroutines: CFFIndex
    }

    let charStrings: CFFIndex
    let globalSubroutines: CFFIndex
    /// One entry for a name-keyed font; one per Font DICT of a CID-keyed font.
    let privates: [PrivateData]
    /// For CID-keyed fonts, the Font DICT of each glyph; empty otherwise (every glyph uses 0).
    let fontDictOfGlyph: [UInt8]

    init(_ r: FontReader) throws(FontError) {
        try r.require(0, 4, "CFF header")
        guard try r.u8(0) == 1 else { throw r.error("CFF major version \(try r.u8(0)) is not 1 (CFF2 is not supported)") }
        let headerSize = Int(try r.u8(2))
        let names = try CFFIndex(r, at: headerSize, "Name INDEX")
        let topDicts = try CFFIndex(r, at: names.end, "Top DICT INDEX")
        let strings = try CFFIndex(r, at: topDicts.end, "String INDEX")
        globalSubroutines = try CFFIndex(r, at: strings.end, "Global Subr INDEX")
        guard topDicts.count >= 1 else { throw r.error("the Top DICT INDEX is empty") }
        let top = try CFFDict(r, range: try topDicts.range(0), "Top DICT")

        if let type = top.integer(.charstringType), type != 2 {
            throw r.error("charstring type \(type) is not supported (only Type 2)")
        }
        guard let charStringsOffset = top.integer(.charStrings) else { throw r.error("the Top DICT has no CharStrings offset") }
        charStrings = try CFFIndex(r, at: charStringsOffset, "CharStrings INDEX")

        func privateData(_ dict: CFFDict, _ what: String) throws(FontError) -> PrivateData {
            let operands = dict.operands(.private)
            guard operands.count == 2 else { return PrivateData(subroutines: .empty) }
            let size = Int(operands[0]), offset = Int(operands[1])
            try r.require(offset, size, "\(what) Private DICT")
            let priv = try CFFDict(r, range: offset..<(offset + size), "\(what) Private DICT")
            guard let subrs = priv.integer(.subrs) else { return PrivateData(subroutines: .empty) }
            return PrivateData(subroutines: try CFFIndex(r, at: offset + subrs, "\(what) local Subr INDEX"))
        }

        if top.has(.registryOrderingSupplement) {
            guard let fdArrayOffset = top.integer(.fdArray), let fdSelectOffset = top.integer(.fdSelect) else {
                throw r.error("a CID-keyed font needs FDArray and FDSelect in its Top DICT")
            }
            let fdArray = try CFFIndex(r, at: fdArrayOffset, "FDArray INDEX")
            var privates: [PrivateData] = []
            for i in 0..<fdArray.count {
                privates.append(try privateData(try CFFDict(r, range: try fdArray.range(i), "Font DICT \(i)"), "Font DICT \(i)"))
            }
            guard !privates.isEmpty else { throw r.error("the FDArray INDEX is empty") }
            self.privates = privates
            fontDictOfGlyph = try Self.fontDictSelect(r, at: fdSelectOffset, glyphCount: charStrings.count, dictCount: privates.count)
        } else {
            privates = [try privateData(top, "Top DICT")]
            fontDictOfGlyph = []
        }
    }

    var glyphCount: Int { charStrings.count }

    /// The glyph's outline in font units, y up.
    func path(of glyph: Int, reader r: FontReader) throws(FontError) -> Path {
        guard glyph >= 0, glyph < charStrings.count else {
            throw r.error("glyph index \(glyph) is out of range 0..<\(charStrings.count)")
        }
        let dict = glyph < fontDictOfGlyph.count ? Int(fontDictOfGlyph[glyph]) : 0
        var interpreter = Type2Charstring(reader: r, global: globalSubroutines, local: privates[dict].subroutines)
        return try interpreter.run(try charStrings.range(glyph), glyph: glyph)
    }

    /// FDSelect formats 0 (one byte per glyph) and 3 (ranges).
    private static func fontDictSelect(_ r: FontReader, at offset: Int, glyphCount: Int, dictCount: Int) throws(FontError) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: glyphCount)
        func checked(_ fd: UInt8) throws(FontError) -> UInt8 {
            guard Int(fd) < dictCount else { throw r.error("FDSelect names Font DICT \(fd) of \(dictCount)") }
            return fd
        }
        switch try r.u8(offset) {
        case 0:
            for g in 0..<glyphCount { result[g] = try checked(try r.u8(offset + 1 + g)) }
        case 3:
            let ranges = Int(try r.u16(offset + 1))
            for i in 0..<ranges {
                let record = offset + 3 + i * 3
                let first = Int(try r.u16(record)), fd = try checked(try r.u8(record + 2))
                let next = Int(try r.u16(record + 3))
                guard first <= next else { throw r.error("FDSelect range \(i) runs backwards (\(first) to \(next))") }
                for g in first..<Swift.min(next, glyphCount) { result[g] = fd }
            }
        case let format:
            throw r.error("FDSelect format \(format) is not supported (only 0 and 3)")
        }
        return result
    }
}

/// A CFF INDEX: a count, an offset size, and `count + 1` offsets into the data that follows.
struct CFFIndex {
    /// Where the data of entry 0 starts, minus one (CFF offsets are 1-based), in the table.
    private let dataBase: Int
    private let offsets: [Int]
    /// The first byte after the INDEX.
    let end: Int

    static let empty = CFFIndex()

    private init() {
        dataBase = 0
        offsets = [1]
        end = 0
    }

    init(_ r: FontReader, at offset: Int, _ what: String) throws(FontError) {
        let count = Int(try r.u16(offset))
        guard count > 0 else {
            dataBase = 0
            offsets = [1]
            end = offset + 2
            return
        }
        let size = Int(try r.u8(offset + 2))
        guard (1...4).contains(size) else { throw r.error("\(what) has offset size \(size); it must be 1 to 4") }
        try r.require(offset + 3, (count + 1) * size, "\(what) offsets")
        var offsets: [Int] = []
        offsets.reserveCapacity(count + 1)
        var previous = 1
        for i in 0...count {
            var value = 0
            for k in 0..<size { value = value << 8 | Int(try r.u8(offset + 3 + i * size + k)) }
            guard value >= previous else { throw r.error("\(what) offset \(i) (\(value)) is before offset \(i - 1) (\(previous))") }
            previous = value
            offsets.append(value)
        }
        dataBase = offset + 2 + (count + 1) * size
        try r.require(dataBase + 1, offsets[count] - 1, "\(what) data")
        self.offsets = offsets
        end = dataBase + offsets[count]
    }

    var count: Int { offsets.count - 1 }

    /// The bytes of entry `i`, as offsets into the table.
    func range(_ i: Int) throws(FontError) -> Range<Int> {
        (dataBase + offsets[i])..<(dataBase + offsets[i + 1])
    }
}

/// A CFF DICT: operators with their operands, read into a table.
struct CFFDict {
    /// The operators Designable reads; two-byte operators are 1200 + their second byte.
    enum Key: Int {
        case charStrings = 17, `private` = 18, subrs = 19
        case charstringType = 1206, registryOrderingSupplement = 1230, fdArray = 1236, fdSelect = 1237
    }

    private var entries: [Int: [Double]] = [:]

    init(_ r: FontReader, range: Range<Int>, _ what: String) throws(FontError) {
        var operands: [Double] = []
        var i = range.lowerBound
        func byte(_ at: Int) throws(FontError) -> Int {
            guard at < range.upperBound else { throw r.error("\(what) ends inside an operand") }
            return Int(try r.u8(at))
        }
        while i < range.upperBound {
            let b0 = try byte(i)
            switch b0 {
            case 0...21:
                var op = b0
                if b0 == 12 { op = 1200 + (try byte(i + 1)); i += 1 }
                entries[op] = operands
                operands.removeAll(keepingCapacity: true)
                i += 1
            case 28:
                operands.append(Double(Int16(bitPattern: UInt16(try byte(i + 1) << 8 | (try byte(i + 2))))))
                i += 3
            case 29:
                let v = (try byte(i + 1)) << 24 | (try byte(i + 2)) << 16 | (try byte(i + 3)) << 8 | (try byte(i + 4))
                operands.append(Double(Int32(bitPattern: UInt32(v))))
                i += 5
            case 30:
                // A real number in packed decimal nibbles; its value is only ever ignored here,
                // but it must be skipped exactly.
                i += 1
                var done = false
                while !done {
                    let b = try byte(i)
                    if b >> 4 == 0xF || b & 0xF == 0xF { done = true }
                    i += 1
                }
                operands.append(0)
            case 32...246:
                operands.append(Double(b0 - 139))
                i += 1
            case 247...250:
                operands.append(Double((b0 - 247) * 256 + (try byte(i + 1)) + 108))
                i += 2
            case 251...254:
                operands.append(Double(-(b0 - 251) * 256 - (try byte(i + 1)) - 108))
                i += 2
            default:
                throw r.error("\(what) has the reserved byte \(b0) at offset \(i)")
            }
            guard operands.count <= 48 else { throw r.error("\(what) has more than 48 operands before an operator") }
        }
    }

    func has(_ key: Key) -> Bool { entries[key.rawValue] != nil }
    func operands(_ key: Key) -> [Double] { entries[key.rawValue] ?? [] }
    func integer(_ key: Key) -> Int? { entries[key.rawValue]?.last.map { Int($0) } }
}
