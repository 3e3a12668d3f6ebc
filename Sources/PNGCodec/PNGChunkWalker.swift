import CLibPNG

/// The chunks of a PNG file, read straight from its bytes without inflating anything.
///
/// Snapshot verification uses this to trust a reference without decoding it: the pixel hash
/// recorded in a tEXt chunk is only believed when the image data still has the CRC recorded
/// beside it (see ``PNG/imageDataCRC(_:source:)``). Reading the chunks of a 3-Mpx file costs a CRC
/// over its compressed data, a fraction of the 20–30 ms libpng needs to inflate it.
public struct PNGChunkWalker {
    /// One chunk: its four-letter type and where its data lies in the file.
    public struct Chunk: Equatable, Sendable {
        /// The four-letter chunk type, such as `IHDR`, `IDAT`, `tEXt` or `IEND`, case and all (the
        /// case of each letter is one of the chunk's properties).
        public var type: String
        /// The range of the chunk's data (not its length, type or CRC) in the file.
        public var data: Range<Int>
        /// The CRC stored after the data, covering type and data.
        public var storedCRC: UInt32
    }

    /// Every chunk up to and including IEND, in file order.
    public let chunks: [Chunk]

    /// Walks `bytes`; throws ``PNGError`` when the signature is wrong or a chunk runs past the end.
    public init(_ bytes: UnsafeRawBufferPointer, source: String = PNG.memorySource) throws(PNGError) {
        guard !bytes.isEmpty else { throw .empty(source: source) }
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGChunkWalker.signature else { throw .notPNG(source: source) }
        var chunks: [Chunk] = []
        var offset = 8
        while true {
            guard offset + 12 <= bytes.count else {
                throw .truncated(source: source, detail: "the file ends inside a chunk header at byte \(offset), before IEND")
            }
            let length = Int(PNGChunkWalker.bigEndian(bytes, at: offset))
            let dataStart = offset + 8
            guard length <= 0x7FFF_FFFF, dataStart + length + 4 <= bytes.count else {
                throw .truncated(source: source, detail: "a chunk at byte \(offset) declares \(length) bytes, past the end of the file")
            }
            let type = String(decoding: bytes[(offset + 4)..<dataStart], as: UTF8.self)
            chunks.append(Chunk(type: type, data: dataStart..<(dataStart + length),
                                storedCRC: PNGChunkWalker.bigEndian(bytes, at: dataStart + length)))
            offset = dataStart + length + 4
            if type == "IEND" { break }
        }
        self.chunks = chunks
    }

    /// The first tEXt entry with `key` whose chunk CRC is intact, or `nil`.
    public func text(for key: String, in bytes: UnsafeRawBufferPointer) -> String? {
        guard let wanted = PNGText.latin1(key) else { return nil }
        for chunk in chunks where chunk.type == "tEXt" {
            let data = Array(bytes[chunk.data])
            guard let nul = data.firstIndex(of: 0), Array(data[..<nul]) == wanted else { continue }
            // A damaged text chunk is as good as none: the caller falls back to decoding.
            guard PNGChunkWalker.crc(of: bytes, from: chunk.data.lowerBound - 4, to: chunk.data.upperBound) == chunk.storedCRC else { return nil }
            return data[(nul + 1)...].withUnsafeBufferPointer { PNGText.fromLatin1($0) }
        }
        return nil
    }

    /// CRC-32 of the IDAT payloads concatenated in order: changes when any image byte does.
    public func imageDataCRC(in bytes: UnsafeRawBufferPointer) -> UInt32 {
        var crc = crc32(0, nil, 0)
        for chunk in chunks where chunk.type == "IDAT" && !chunk.data.isEmpty {
            crc = crc32(crc, bytes.baseAddress!.assumingMemoryBound(to: UInt8.self) + chunk.data.lowerBound, UInt32(chunk.data.count))
        }
        return UInt32(crc)
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func bigEndian(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// zlib's CRC-32, which is the PNG one; zlib is built optimised even in our debug builds.
    static func crc(of bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) -> UInt32 {
        UInt32(crc32(0, bytes.baseAddress!.assumingMemoryBound(to: UInt8.self) + start, UInt32(end - start)))
    }
}

extension PNG {
    /// CRC-32 of the image data (the IDAT payloads, concatenated) of the PNG in `bytes`,
    /// computed without inflating it.
    public static func imageDataCRC(_ bytes: [UInt8], source: String = memorySource) throws(PNGError) -> UInt32 {
        try bytes.withUnsafeBytes { raw in Result { () throws(PNGError) in try PNGChunkWalker(raw, source: source).imageDataCRC(in: raw) } }.get()
    }

    /// `png` with a tEXt chunk for `text` inserted just before the first IDAT, leaving every
    /// other byte as it was. Lets a caller store facts about the encoded data (its CRC, say)
    /// in the file itself, which ``encode(_:text:)`` cannot since the text goes in first.
    public static func insertingText(_ text: PNGText, into png: [UInt8], source: String = memorySource) throws(PNGError) -> [UInt8] {
        let (key, value) = try text.latin1CStrings()
        let body = Array("tEXt".utf8) + key.dropLast().map { UInt8(bitPattern: $0) } + [0] + value.dropLast().map { UInt8(bitPattern: $0) }
        let insertAt: Int = try png.withUnsafeBytes { raw in
            Result { () throws(PNGError) in
                let walker = try PNGChunkWalker(raw, source: source)
                guard let idat = walker.chunks.first(where: { $0.type == "IDAT" }) else {
                    throw PNGError.corrupt(source: source, reason: "no IDAT chunk")
                }
                return idat.data.lowerBound - 8
            }
        }.get()
        let crc = body.withUnsafeBytes { PNGChunkWalker.crc(of: $0, from: 0, to: body.count) }
        var chunk = bigEndianBytes(UInt32(body.count - 4))
        chunk += body
        chunk += bigEndianBytes(crc)
        var out = png
        out.insert(contentsOf: chunk, at: insertAt)
        return out
    }

    private static func bigEndianBytes(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)]
    }
}
