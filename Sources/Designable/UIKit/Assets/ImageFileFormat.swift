import Foundation
import JPEGCodec
import PNGCodec
import Raster

/// The kinds of image file an app may hold, told apart by their first bytes, and decoding
/// those Designable reads (PNG and JPEG) to a bitmap.
enum ImageFileFormat: Equatable {
    case png, jpeg, pdf, heic, avif, gif, webp, tiff, unknown

    /// The format `data` starts as.
    static func of(_ data: Data) -> ImageFileFormat {
        let head = [UInt8](data.prefix(16))
        func starts(_ bytes: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + bytes.count && Array(head[offset..<(offset + bytes.count)]) == bytes
        }
        if starts([0x89, 0x50, 0x4E, 0x47]) { return .png }
        if JPEG.isJPEG(head) { return .jpeg }
        if starts(Array("%PDF".utf8)) { return .pdf }
        if starts(Array("GIF8".utf8)) { return .gif }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return .webp }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
        if starts(Array("ftyp".utf8), at: 4), head.count >= 12 {
            let brand = String(decoding: head[8..<12], as: UTF8.self)
            if brand.hasPrefix("avi") { return .avif }
            if ["heic", "heix", "hevc", "heim", "heis", "mif1", "msf1"].contains(brand) { return .heic }
        }
        return .unknown
    }

    /// The format's name in messages.
    var name: String {
        switch self {
        case .png: "PNG"
        case .jpeg: "JPEG"
        case .pdf: "PDF"
        case .heic: "HEIC"
        case .avif: "AVIF"
        case .gif: "GIF"
        case .webp: "WebP"
        case .tiff: "TIFF"
        case .unknown: "an unknown format"
        }
    }

    /// The bitmap in `data` (from `source`, named in errors), PNG or JPEG; other formats fail
    /// with the reason they cannot be read here.
    static func decode(_ data: Data, source: String) throws(AssetCatalogError) -> Bitmap {
        switch of(data) {
        case .png:
            do { return try PNG.decode(data, source: source) } catch {
                throw AssetCatalogError(file: source, reason: "cannot decode the PNG (\(Self.reason(error.description, source)))")
            }
        case .jpeg:
            do { return try JPEG.decode(data, source: source) } catch {
                throw AssetCatalogError(file: source, reason: "cannot decode the JPEG (\(Self.reason(error.description, source)))")
            }
        case .pdf:
            throw AssetCatalogError(file: source, reason: "a PDF is drawn only as an asset catalogue's vector image; it cannot be read as a bitmap")
        case .unknown:
            throw AssetCatalogError(file: source, reason: "not an image Designable reads (PNG or JPEG)")
        case let other:
            throw AssetCatalogError(file: source, reason: "\(other.name) is not supported; Designable reads PNG and JPEG (convert the file, or add a PNG)")
        }
    }

    /// A codec's message without the file name it starts with, which the error names already.
    private static func reason(_ message: String, _ source: String) -> String {
        message.hasPrefix(source + ": ") ? String(message.dropFirst(source.count + 2)) : message
    }
}
