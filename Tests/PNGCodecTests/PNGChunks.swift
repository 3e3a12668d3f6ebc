/// Just enough PNG structure for tests to find, corrupt and forge chunks.
struct PNGChunk {
    var type: String
    /// Offset of the chunk's length field in the file.
    var offset: Int
    var data: [UInt8]
    /// Offset just past the chunk's CRC.
    var end: Int { offset + 12 + data.count }
}

enum PNGChunks {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunks of a well-formed file, in order.
    static func parse(_ file: [UInt8]) -> [PNGChunk] {
        var chunks: [PNGChunk] = []
        var offset = 8
        while offset + 12 <= file.count {
            let length = Int(file[offset]) << 24 | Int(file[offset + 1]) << 16 | Int(file[offset + 2]) << 8 | Int(file[offset + 3])
            let type = String(decoding: file[offset + 4..<offset + 8], as: UTF8.self)
            chunks.append(PNGChunk(type: type, offset: offset, data: Array(file[offset + 8..<offset + 8 + length])))
            offset += 12 + length
        }
        return chunks
    }

    /// A chunk with a correct CRC, for forging headers that only the checks after the CRC can reject.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    static func ihdr(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 6, interlace: UInt8 = 0) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, interlace])
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }

    /// CRC-32 as the PNG specification defines it (ISO 3309, reflected, polynomial 0xEDB88320).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
