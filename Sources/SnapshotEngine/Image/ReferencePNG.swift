import Foundation
import PNGCodec
import Raster

/// Reference PNGs that can be trusted without inflating them.
///
/// Recording stores one tEXt entry, `Designable-Snapshot`, holding the ``PixelHash`` of the
/// pixels the file decodes to and the CRC-32 of its image data. Verifying a fresh render that
/// matches needs only a walk over the chunks, a CRC over the compressed data (zlib's, fast even
/// in debug builds) and a hash of the render; libpng's inflate, 20–30 ms for 3 Mpx, is skipped.
///
/// The CRC is what makes the shortcut safe: a reference edited by any tool, or damaged, has
/// different image data, so its stored hash is ignored and the file is decoded and compared.
enum ReferencePNG {
    static let key = "Designable-Snapshot"

    /// `bitmap` (already normalised by a PNG round trip) as a PNG carrying its fingerprint.
    static func encode(_ bitmap: Bitmap) throws -> Data {
        let png = try PNG.encode(bitmap)
        let crc = try PNG.imageDataCRC(png)
        let entry = PNGText(key, "pixels=\(hex(PixelHash.of(bitmap), width: 16)) idat-crc32=\(hex(UInt64(crc), width: 8)) size=\(bitmap.width)x\(bitmap.height)")
        return Data(try PNG.insertingText(entry, into: png))
    }

    /// Whether `data` is a reference recorded from exactly `bitmap`'s pixels, judged from its
    /// chunks alone; `false` means "unknown", and the caller decodes and compares.
    static func matchesWithoutDecoding(_ bitmap: Bitmap, _ data: Data) -> Bool {
        data.withUnsafeBytes { raw -> Bool in
            guard let walker = try? PNGChunkWalker(raw),
                  let entry = walker.text(for: key, in: raw) else { return false }
            var fields: [Substring: Substring] = [:]
            for part in entry.split(separator: " ") {
                let pair = part.split(separator: "=", maxSplits: 1)
                if pair.count == 2 { fields[pair[0]] = pair[1] }
            }
            guard let crcText = fields["idat-crc32"], let storedCRC = UInt32(crcText, radix: 16),
                  storedCRC == walker.imageDataCRC(in: raw),
                  fields["size"] == "\(bitmap.width)x\(bitmap.height)"[...],
                  let hashText = fields["pixels"], let storedHash = UInt64(hashText, radix: 16) else { return false }
            return storedHash == PixelHash.of(bitmap)
        }
    }

    private static func hex(_ value: UInt64, width: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
