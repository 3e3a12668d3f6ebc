import CJPEGShim
import Foundation
import Raster

/// JPEG files to `Bitmap`, through the system's libjpeg-turbo.
///
/// Decoding is pinned for determinism (the accurate integer IDCT, the integer "fancy" chroma
/// upsampling, no dithering; see `cjpeg_decoder.c`), so a file gives the same pixels on every
/// machine with libjpeg-turbo 2.x. JPEG has no alpha: every pixel is opaque. Grey, YCbCr, RGB
/// and (Adobe) CMYK files are read; CMYK is converted naively, without a profile.
public enum JPEG {
    /// The `source` named in errors for data that did not come from a file.
    public static let memorySource = "<memory>"

    /// Whether `bytes` start as a JPEG does (the start-of-image marker), without decoding.
    public static func isJPEG(_ bytes: some Collection<UInt8>) -> Bool {
        Array(bytes.prefix(3)) == [0xFF, 0xD8, 0xFF]
    }

    /// Decodes `bytes` to an opaque bitmap at scale 1.
    public static func decode(_ bytes: [UInt8], source: String = memorySource) throws(JPEGError) -> Bitmap {
        try bytes.withUnsafeBytes { raw in Result { () throws(JPEGError) in try decode(raw, source: source) } }.get()
    }

    /// Decodes `data` to an opaque bitmap at scale 1.
    public static func decode(_ data: Data, source: String = memorySource) throws(JPEGError) -> Bitmap {
        try data.withUnsafeBytes { raw in Result { () throws(JPEGError) in try decode(raw, source: source) } }.get()
    }

    /// Reads and decodes the JPEG file at `url`; errors name its path.
    public static func decode(contentsOf url: URL) throws(JPEGError) -> Bitmap {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadable(source: url.path, reason: error.localizedDescription)
        }
        return try decode(data, source: url.path)
    }

    static func decode(_ bytes: UnsafeRawBufferPointer, source: String) throws(JPEGError) -> Bitmap {
        guard let handle = cjpeg_decoder_create(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count) else {
            throw .outOfMemory(source: source, reason: "cannot create a libjpeg decoder")
        }
        defer { cjpeg_decoder_destroy(handle) }
        func check(_ status: cjpeg_status) throws(JPEGError) {
            if status == CJPEG_OK { return }
            let message = String(cString: cjpeg_decoder_message(handle))
            switch status {
            case CJPEG_EMPTY: throw .empty(source: source)
            case CJPEG_NOT_JPEG: throw .notJPEG(source: source)
            case CJPEG_TRUNCATED: throw .truncated(source: source, detail: message)
            case CJPEG_OUT_OF_MEMORY: throw .outOfMemory(source: source, reason: message)
            default: throw .corrupt(source: source, reason: message)
            }
        }
        var header = cjpeg_header()
        try check(cjpeg_decoder_read_header(handle, &header))
        let width = Int(header.width), height = Int(header.height)
        do {
            try Bitmap.validate(width: width, height: height)
        } catch .tooLarge(let w, let h) {
            throw .tooLarge(source: source, width: w, height: h)
        } catch {
            throw .corrupt(source: source, reason: error.description)
        }
        do {
            // Opaque pixels are their own premultiplied form, so libjpeg writes the final storage.
            return try Bitmap(width: width, height: height) { pixels in
                try check(cjpeg_decoder_decode_rgba8(handle, pixels.baseAddress, pixels.count))
            }
        } catch let error as JPEGError {
            throw error
        } catch {
            throw .corrupt(source: source, reason: String(describing: error))
        }
    }
}
