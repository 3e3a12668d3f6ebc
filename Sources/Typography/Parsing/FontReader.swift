/// A bounds-checked, big-endian view of one table (or part of one) inside a font file.
///
/// Offsets are relative to the start of the view, and every read checks them against the
/// view's length before touching memory, so a hostile offset can only produce a
/// ``FontError/malformed(file:table:reason:)`` naming the file and table — never a trap or a
/// read from a neighbouring table.
struct FontReader {
    let bytes: [UInt8]
    let file: String
    let table: String
    /// Where the view starts, as an offset into `bytes`.
    let base: Int
    /// How many bytes the view spans.
    let length: Int

    /// A view of `length` bytes at `base`; the range must already lie within `bytes`.
    init(bytes: [UInt8], file: String, table: String, base: Int, length: Int) {
        precondition(base >= 0 && length >= 0 && base <= bytes.count && length <= bytes.count - base)
        self.bytes = bytes
        self.file = file
        self.table = table
        self.base = base
        self.length = length
    }

    /// A view of the whole file, for headers that sit outside any table.
    init(wholeFile bytes: [UInt8], file: String, table: String) {
        self.init(bytes: bytes, file: file, table: table, base: 0, length: bytes.count)
    }

    func error(_ reason: String) -> FontError { .malformed(file: file, table: table, reason: reason) }

    /// Throws unless `count` bytes at `offset` lie inside the view.
    func require(_ offset: Int, _ count: Int, _ what: @autoclosure () -> String = "data") throws(FontError) {
        // Written to avoid overflow for any Int inputs, including hostile ones.
        guard offset >= 0, count >= 0, offset <= length, count <= length - offset else {
            throw error("\(what()) needs \(count) byte(s) at offset \(offset), but the table is \(length) bytes long")
        }
    }

    func u8(_ offset: Int) throws(FontError) -> UInt8 {
        try require(offset, 1)
        return bytes[base + offset]
    }

    func u16(_ offset: Int) throws(FontError) -> UInt16 {
        try require(offset, 2)
        let i = base + offset
        return UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
    }

    func i16(_ offset: Int) throws(FontError) -> Int16 { Int16(bitPattern: try u16(offset)) }

    func u32(_ offset: Int) throws(FontError) -> UInt32 {
        try require(offset, 4)
        let i = base + offset
        return UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
    }

    /// A 2.14 fixed-point number, as composite glyph scales are stored.
    func f2dot14(_ offset: Int) throws(FontError) -> Double { Double(try i16(offset)) / 16384 }

    /// A four-character tag such as `glyf`.
    func tag(_ offset: Int) throws(FontError) -> String {
        try require(offset, 4)
        return String(decoding: bytes[(base + offset)..<(base + offset + 4)], as: UTF8.self)
    }

    /// The bytes `offset ..< offset + count`, checked.
    func slice(_ offset: Int, _ count: Int) throws(FontError) -> ArraySlice<UInt8> {
        try require(offset, count)
        return bytes[(base + offset)..<(base + offset + count)]
    }

    /// A view from `offset` to the end of this view, for subtables addressed by offsets.
    func subview(from offset: Int, _ what: @autoclosure () -> String = "subtable") throws(FontError) -> FontReader {
        try require(offset, 0, what())
        return FontReader(bytes: bytes, file: file, table: table, base: base + offset, length: length - offset)
    }

    /// A view of `count` bytes at `offset`.
    func subview(at offset: Int, length count: Int, _ what: @autoclosure () -> String = "subtable") throws(FontError) -> FontReader {
        try require(offset, count, what())
        return FontReader(bytes: bytes, file: file, table: table, base: base + offset, length: count)
    }
}
