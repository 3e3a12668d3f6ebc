import Foundation
import PNGCodec
import Raster
import Typography

/// Reference PNGs that can be trusted without inflating them.
///
/// Recording stores one tEXt entry, `Designable-Snapshot`, holding the ``PixelHash`` of the
/// pixels the file decodes to and the CRC-32 of its image data. Verifying a fresh render that
/// matches needs only a walk over the chunks, a CRC over the compressed data (zlib's, fast even
/// in debug builds) and a hash of the render; libpng's inflate, 20–30 ms for 3 Mpx, is skipped.
///
/// The CRC is what makes the shortcut safe: a reference edited by any tool, or damaged, has
/// different image data, so its stored hash is ignored and the file is decoded and compared.
///
/// The same entry records how the picture was made: the ``RendererEpoch`` and the faces of
/// the system font (`epoch=2 fonts=DejaVuSans/6253,DejaVuSans-Bold/6164`). A reference that
/// fails can then say whether the renderer or the fonts changed since it was recorded.
enum ReferencePNG {
    static let key = "Designable-Snapshot"

    /// `bitmap` (already normalised by a PNG round trip) as a PNG carrying its fingerprint.
    static func encode(_ bitmap: Bitmap) throws -> Data {
        let png = try PNG.encode(bitmap)
        let crc = try PNG.imageDataCRC(png)
        let entry = PNGText(key, "pixels=\(hex(PixelHash.of(bitmap), width: 16)) idat-crc32=\(hex(UInt64(crc), width: 8)) "
            + "size=\(bitmap.width)x\(bitmap.height) epoch=\(RendererEpoch.current) fonts=\(currentFonts)")
        return Data(try PNG.insertingText(entry, into: png))
    }

    /// The system font's faces on this machine, looked up once: recording thousands of
    /// references should not ask the font registry thousands of times.
    static let currentFonts = FontRegistry.shared.systemFontSignature

    /// How a reference was made, read from its stamp.
    struct Provenance: Equatable {
        /// ``RendererEpoch/unstamped`` for files recorded before epochs were stamped, and for PNGs from other tools.
        var epoch: Int
        /// ``FontRegistry/systemFontSignature`` when recorded; `nil` before stamps.
        var fonts: String?
        /// Whether the file carries a `Designable-Snapshot` entry at all: `false` for PNGs from other tools.
        var isStamped: Bool
    }

    static func provenance(of data: Data) -> Provenance {
        data.withUnsafeBytes { raw -> Provenance in
            guard let walker = try? PNGChunkWalker(raw), let entry = walker.text(for: key, in: raw) else {
                return Provenance(epoch: RendererEpoch.unstamped, fonts: nil, isStamped: false)
            }
            let fields = self.fields(entry)
            return Provenance(epoch: fields["epoch"].flatMap { Int($0) } ?? RendererEpoch.unstamped,
                              fonts: fields["fonts"].map(String.init), isStamped: true)
        }
    }

    /// Why a reference that differs may not be the view's fault: it was drawn by an older
    /// renderer, or with other fonts. `nil` when it was made as a snapshot is made now, and for
    /// PNGs Designable did not record (no `Designable-Snapshot` entry), about which nothing is known.
    static func provenanceNote(_ data: Data) -> ReferenceProvenanceNote? {
        let made = provenance(of: data)
        guard made.isStamped else { return nil }
        if made.epoch < RendererEpoch.current {
            let when = made.fonts == nil && made.epoch == RendererEpoch.unstamped
                ? "renderer epoch \(made.epoch) (recorded before references named their epoch)" : "renderer epoch \(made.epoch)"
            var text = "The reference was drawn by \(when); this is epoch \(RendererEpoch.current)"
            let changes = ((made.epoch + 1)...RendererEpoch.current).compactMap { RendererEpoch.changes(in: $0) }
            text += changes.isEmpty ? "." : ", in which \(changes.joined(separator: "; "))."
            text += " The difference may be the renderer's, not the view's (see CHANGELOG.md). After reviewing it, accept every such change with "
                + "`designable accept --all-changed-by-renderer`, or re-record with SNAPSHOT_TESTING_RECORD=failed."
            return ReferenceProvenanceNote(text: text, rendererChanged: true)
        }
        if made.epoch > RendererEpoch.current {
            return ReferenceProvenanceNote(
                text: "The reference was drawn by renderer epoch \(made.epoch), newer than this build's \(RendererEpoch.current): update Designable rather than the reference.",
                rendererChanged: false)
        }
        if let fonts = made.fonts, fonts != currentFonts {
            return ReferenceProvenanceNote(
                text: "The reference was drawn with the system font faces \(fonts); this machine has \(currentFonts). "
                    + "Install the same fonts (see the README's setup) or set DESIGNABLE_FONT_PATH, so text draws alike.",
                rendererChanged: false)
        }
        return nil
    }

    private static func fields(_ entry: String) -> [Substring: Substring] {
        var fields: [Substring: Substring] = [:]
        for part in entry.split(separator: " ") {
            let pair = part.split(separator: "=", maxSplits: 1)
            if pair.count == 2 { fields[pair[0]] = pair[1] }
        }
        return fields
    }

    /// Whether `data` is a reference recorded from exactly `bitmap`'s pixels, judged from its
    /// chunks alone; `false` means "unknown", and the caller decodes and compares.
    static func matchesWithoutDecoding(_ bitmap: Bitmap, _ data: Data) -> Bool {
        data.withUnsafeBytes { raw -> Bool in
            guard let walker = try? PNGChunkWalker(raw),
                  let entry = walker.text(for: key, in: raw) else { return false }
            let fields = self.fields(entry)
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
