import Foundation
import PNGCodec
import Raster
import TestSupport
import XCTest

/// References recorded on iOS are often tagged Display P3 or grey; `decodeInSRGB` converts
/// them, so they compare with sRGB renders. Every file here is written by TaggedPNG.
final class PNGColorProfileTests: XCTestCase {
    static let p3Colorants = [[0.515102, 0.241196, -0.001053], [0.291965, 0.692236, 0.041882], [0.157153, 0.066561, 0.784066]]

    /// sRGB's encoding of linear light, with Foundation's pow: an independent check of the tables.
    private func encode(_ linear: Double) -> Double {
        let l = min(1, max(0, linear))
        return 255 * (l <= 0.0031308 ? 12.92 * l : 1.055 * Foundation.pow(l, 1 / 2.4) - 0.055)
    }

    private func decodeSRGB(_ v: Double) -> Double {
        let x = v / 255
        return x <= 0.04045 ? x / 12.92 : Foundation.pow((x + 0.055) / 1.055, 2.4)
    }

    private func rgb(_ bitmap: Bitmap, _ x: Int = 0) throws -> [Int] {
        let p = try XCTUnwrap(bitmap.unpremultipliedPixel(x: x, y: 0))
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    /// Display P3 (200, 100, 50) in sRGB, by the standard matrix in floating point.
    private var expectedP3Orange: [Int] {
        let l = [200.0, 100, 50].map(decodeSRGB)
        let m = [[1.2249401762805598, -0.22494017628055996, 0], [-0.042056954709688163, 1.0420569547096881, 0],
                 [-0.019637554590334432, -0.078636045550631889, 1.0982736001409663]]
        return m.map { row in Int(encode(row[0] * l[0] + row[1] * l[1] + row[2] * l[2]).rounded()) }
    }

    private func assertClose(_ got: [Int], _ want: [Int], file: StaticString = #filePath, line: UInt = #line) {
        for (g, w) in zip(got, want) { XCTAssertLessThanOrEqual(abs(g - w), 1, "\(got) against \(want)", file: file, line: line) }
    }

    func testDisplayP3ProfileIsConvertedToSRGBWithTheStandardMatrix() throws {
        let profile = TaggedPNG.iccProfile(colorSpace: "RGB ", description: "Display P3", colorants: Self.p3Colorants, curve: .sRGB)
        let file = TaggedPNG.make(width: 2, height: 1, samplesPerPixel: 3, samples: [200, 100, 50, 255, 255, 255],
                                  chunks: [TaggedPNG.iccp(profile)])
        XCTAssertEqual(try rgb(PNG.decode(file)), [200, 100, 50], "plain decoding takes the samples as they are")
        let converted = try PNG.decodeInSRGB(file)
        assertClose(try rgb(converted), expectedP3Orange)
        XCTAssertNotEqual(try rgb(converted), [200, 100, 50])
        XCTAssertEqual(try rgb(converted, 1), [255, 255, 255], "white stays white: both spaces are D65")
        XCTAssertEqual(converted, try PNG.decodeInSRGB(file), "the same bytes every time")
    }

    func testDisplayP3IsRecognisedByItsPrimariesWhateverItsName() throws {
        let profile = TaggedPNG.iccProfile(colorSpace: "RGB ", description: "Screenshot colours", colorants: Self.p3Colorants, curve: .sRGB)
        let file = TaggedPNG.make(width: 1, height: 1, samplesPerPixel: 3, samples: [200, 100, 50], chunks: [TaggedPNG.iccp(profile)])
        assertClose(try rgb(PNG.decodeInSRGB(file)), expectedP3Orange)
    }

    func testGreyProfileGoesThroughItsToneCurveToSRGB() throws {
        let profile = TaggedPNG.iccProfile(colorSpace: "GRAY", description: "Generic Gray Gamma 2.2 Profile", curve: .gamma(2.2))
        let file = TaggedPNG.make(width: 2, height: 1, samplesPerPixel: 1, samples: [64, 255], chunks: [TaggedPNG.iccp(profile)])
        // u8Fixed8 stores 2.2 as 563/256.
        let want = Int(encode(Foundation.pow(64.0 / 255, 563.0 / 256)).rounded())
        let got = try rgb(PNG.decodeInSRGB(file))
        assertClose(got, [want, want, want])
        XCTAssertNotEqual(got[0], 64, "gamma 2.2 grey is darker than sRGB's curve reads it")
        XCTAssertEqual(try rgb(PNG.decodeInSRGB(file), 1), [255, 255, 255])
    }

    func testSRGBChunkProfileAndSRGBGammaAreLeftAsTheyAre() throws {
        let samples: [UInt8] = [200, 100, 50]
        let srgbProfile = TaggedPNG.iccProfile(colorSpace: "RGB ", description: "sRGB IEC61966-2.1",
                                               colorants: [[0.4360747, 0.2225045, 0.0139322], [0.3850649, 0.7168786, 0.0971045],
                                                           [0.1430804, 0.0606169, 0.7141733]], curve: .sRGB)
        for chunks in [[TaggedPNG.Chunk("sRGB", [0])], [TaggedPNG.gama(0.45455)], [TaggedPNG.iccp(srgbProfile)], []] {
            let file = TaggedPNG.make(width: 1, height: 1, samplesPerPixel: 3, samples: samples, chunks: chunks)
            XCTAssertEqual(try rgb(PNG.decodeInSRGB(file)), [200, 100, 50], "\(chunks.map(\.type))")
        }
    }

    func testLinearGammaIsEncodedWithSRGBsCurve() throws {
        let file = TaggedPNG.make(width: 1, height: 1, samplesPerPixel: 3, samples: [64, 64, 64], chunks: [TaggedPNG.gama(1)])
        let want = Int(encode(64.0 / 255).rounded())
        assertClose(try rgb(PNG.decodeInSRGB(file)), [want, want, want])
        XCTAssertGreaterThan(want, 120, "linear 64 is a light grey in sRGB")
    }

    func testCMYKProfileFailsNamingTheProfileAndTheFile() throws {
        let profile = TaggedPNG.iccProfile(colorSpace: "CMYK", description: "Coated Press Stock")
        let file = TaggedPNG.make(width: 1, height: 1, samplesPerPixel: 3, samples: [1, 2, 3], chunks: [TaggedPNG.iccp(profile)])
        XCTAssertThrowsError(try PNG.decodeInSRGB(file, source: "ref.png")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix("ref.png:"), text)
            XCTAssertTrue(text.contains("\"Coated Press Stock\""), text)
            XCTAssertTrue(text.contains("CMYK"), text)
        }
    }

    func testLookupTableOnlyProfileFailsSayingWhy() throws {
        let profile = TaggedPNG.iccProfile(colorSpace: "RGB ", description: "Camera LUT")
        let file = TaggedPNG.make(width: 1, height: 1, samplesPerPixel: 3, samples: [1, 2, 3], chunks: [TaggedPNG.iccp(profile)])
        XCTAssertThrowsError(try PNG.decodeInSRGB(file)) { error in
            guard case let PNGError.unsupportedColorProfile(_, name, reason) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(name, "\"Camera LUT\"")
            XCTAssertTrue(reason.contains("lookup tables"), reason)
        }
    }

    func testGenericMatrixProfileIsConvertedThroughItsOwnColorants() throws {
        // sRGB's colorants with a plain 1.8 gamma: only the curve differs from sRGB.
        let profile = TaggedPNG.iccProfile(colorSpace: "RGB ", description: "Old Mac Display",
                                           colorants: [[0.4360747 + 0.01, 0.2225045, 0.0139322], [0.3850649, 0.7168786, 0.0971045],
                                                       [0.1430804, 0.0606169, 0.7141733]], curve: .gamma(1.8))
        let file = TaggedPNG.make(width: 1, height: 1, samplesPerPixel: 3, samples: [128, 128, 128], chunks: [TaggedPNG.iccp(profile)])
        let got = try rgb(PNG.decodeInSRGB(file))
        let want = Int(encode(Foundation.pow(128.0 / 255, 461.0 / 256)).rounded())
        XCTAssertLessThanOrEqual(abs(got[1] - want), 2, "\(got) against \(want)")
        // The same light needs a larger code value in sRGB, whose curve is steeper than 1.8's.
        XCTAssertGreaterThan(got[1], 128, "gamma 1.8's mid grey is encoded higher in sRGB")
    }
}
