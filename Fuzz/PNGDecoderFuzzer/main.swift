// libFuzzer entry point for the PNG decoder: any bytes, every public way of reading them.
//
// A thrown PNGError is the right answer for bad input; a trap, a sanitizer report, a leak or
// a broken invariant below is a bug. Build and run with `scripts/fuzz.sh png`.
import PNGCodec
import Raster

/// Images above this many pixels are skipped: they are legal (Bitmap allows 256 Mpx), but
/// zeroing hundreds of megabytes per input would spend the fuzzer's time in memset instead
/// of in the parser. The size limits themselves are covered by PNGBadInputTests.
let maxFuzzedPixels = 1 << 22

/// Re-encoding is the slowest check, so it is done for small images only.
let maxRoundTripPixels = 1 << 16

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Each side is below 2^32, but their product can pass Int.max; compare the sides first.
    if let (width, height) = declaredSize(bytes),
       width > maxFuzzedPixels || height > maxFuzzedPixels || width * height > maxFuzzedPixels {
        return -1  // Tells libFuzzer not to keep the input in the corpus.
    }

    let decoded = try? PNG.decodeImage(bytes)
    let text = try? PNG.readText(bytes)
    let walker = try? bytes.withUnsafeBytes { raw in try PNGChunkWalker(raw) }
    if let walker {
        bytes.withUnsafeBytes { raw in
            _ = walker.imageDataCRC(in: raw)
            _ = walker.text(for: "Title", in: raw)
        }
    }
    guard let decoded else { return 0 }

    let bitmap = decoded.bitmap
    check(bitmap.bytes.count == bitmap.width * bitmap.height * 4, "decoded byte count does not match the size")
    check(bitmap.scale.isFinite && bitmap.scale > 0, "decoded scale \(bitmap.scale) is not positive and finite")
    checkPremultiplied(bitmap)
    // Both readers go through IEND, so they must agree on the text and on whether the file is whole.
    check(text == decoded.text, "readText disagrees with decodeImage: \(String(describing: text)) vs \(decoded.text)")
    check(walker != nil, "libpng decoded a file whose chunks PNGChunkWalker cannot walk")

    if bitmap.width * bitmap.height <= maxRoundTripPixels {
        checkRoundTrip(bitmap)
        checkInsertedText(bytes, decoded: decoded)
    }
    return 0
}

/// Width and height from an IHDR in its required place, without trusting anything else.
func declaredSize(_ bytes: [UInt8]) -> (Int, Int)? {
    guard bytes.count >= 24, bytes[12...15].elementsEqual("IHDR".utf8) else { return nil }
    func u32(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return (u32(16), u32(20))
}

/// A premultiplied pixel never has a colour channel above its alpha.
func checkPremultiplied(_ bitmap: Bitmap) {
    bitmap.bytes.withUnsafeBufferPointer { p in
        var i = 0
        while i < p.count {
            let a = p[i + 3]
            if p[i] > a || p[i + 1] > a || p[i + 2] > a {
                check(false, "pixel \(i / 4) is not premultiplied: \(Array(p[i..<(i + 4)]))")
            }
            i += 4
        }
    }
}

/// What we decode, we can write, and reading that back gives what `roundTripped` promises.
func checkRoundTrip(_ bitmap: Bitmap) {
    let encoded: [UInt8]
    do {
        encoded = try PNG.encode(bitmap)
    } catch .unrepresentableScale {
        return  // Documented: pHYs densities beyond about 750 000 × 72 ppi cannot be written back.
    } catch {
        check(false, "a decoded bitmap failed to encode: \(error)")
        return
    }
    do {
        let again = try PNG.decode(encoded)
        check(again.width == bitmap.width && again.height == bitmap.height, "round trip changed the size")
        check(again.scale == bitmap.scale, "round trip changed the scale from \(bitmap.scale) to \(again.scale)")
        check(again.bytes == PNG.roundTripped(bitmap).bytes, "round trip pixels differ from PNG.roundTripped")
    } catch {
        check(false, "our own encoding failed to decode: \(error)")
    }
}

/// Inserting a tEXt chunk before the image data leaves the pixels as they were.
func checkInsertedText(_ bytes: [UInt8], decoded: PNGImage) {
    guard let inserted = try? PNG.insertingText(PNGText("fuzz", "1"), into: bytes) else { return }
    do {
        let again = try PNG.decodeImage(inserted)
        check(again.bitmap == decoded.bitmap, "inserting a tEXt chunk changed the decoded bitmap")
    } catch {
        check(false, "inserting a tEXt chunk made a decodable file fail: \(error)")
    }
}

/// A broken invariant is reported as a crash, so libFuzzer saves the input.
func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError(message()) }
}
