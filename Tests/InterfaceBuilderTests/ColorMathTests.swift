import Foundation
@testable import InterfaceBuilder
import XCTest

/// Our own `exp`, `log` and `pow` against the platform's, which is fine as a reference in a
/// test: what matters in production is that ours give the same bits everywhere.
final class ColorMathTests: XCTestCase {
    private func assertClose(_ ours: Double, _ reference: Double, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let tolerance = 1e-13 * max(1, abs(reference))
        XCTAssertEqual(ours, reference, accuracy: tolerance, what, file: file, line: line)
    }

    func testExpMatchesAcrossItsRange() {
        for x in stride(from: -700.0, through: 700.0, by: 13.7) {
            XCTAssertEqual(ColorMath.exp(x) / Foundation.exp(x), 1, accuracy: 1e-13, "exp(\(x))")
        }
        XCTAssertEqual(ColorMath.exp(0), 1)
        XCTAssertEqual(ColorMath.exp(800), .infinity)
        XCTAssertEqual(ColorMath.exp(-800), 0)
    }

    func testLogMatchesFromTinyToHuge() {
        for x in [1e-300, 1e-10, 0.0031308, 0.04045, 0.5, 0.70710678, 1, 1.5, 2, 2.4, 10, 1e10, 1e300] {
            assertClose(ColorMath.log(x), Foundation.log(x), "log(\(x))")
        }
        XCTAssertEqual(ColorMath.log(1), 0)
        XCTAssertEqual(ColorMath.log(0), -.infinity)
        XCTAssertTrue(ColorMath.log(-1).isNaN)
    }

    func testPowMatchesOnTheColourCurvesExponents() {
        for exponent in [2.2, 2.4, 1 / 2.4, 1 / 2.2] {
            for step in 0...200 {
                let x = Double(step) / 200
                assertClose(ColorMath.pow(x, exponent), Foundation.pow(x, exponent), "pow(\(x), \(exponent))")
            }
        }
    }

    func testSRGBCurveRoundTripsAndIsContinuousAtItsKnee() {
        for step in 0...100 {
            let v = Double(step) / 100
            XCTAssertEqual(TransferFunction.sRGBEncode(TransferFunction.sRGBDecode(v)), v, accuracy: 1e-14)
            XCTAssertEqual(TransferFunction.sRGBEncode(-TransferFunction.sRGBDecode(v)), -v, accuracy: 1e-14,
                           "the curve is extended to negatives by symmetry")
        }
        let knee = 0.0031308
        XCTAssertEqual(12.92 * knee, 1.055 * ColorMath.pow(knee, 1 / 2.4) - 0.055, accuracy: 1e-7)
    }

    func testP3ToSRGBMatrixMapsWhiteToWhite() {
        let white = RGBPrimaries.displayP3ToSRGB.apply([1, 1, 1])
        for c in white { XCTAssertEqual(c, 1, accuracy: 1e-14) }
        // numpy: first row [1.2249401762805596, -0.22494017628055971, 0]
        XCTAssertEqual(RGBPrimaries.displayP3ToSRGB.m[0], 1.2249401762805596, accuracy: 1e-13)
        XCTAssertEqual(RGBPrimaries.displayP3ToSRGB.m[8], 1.0982736001409661, accuracy: 1e-13)
    }
}
