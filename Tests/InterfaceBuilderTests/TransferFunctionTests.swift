@testable import InterfaceBuilder
import Raster
import XCTest

/// The colour-space curves and matrices behind IB's P3 and gamma-2.2 colours.
final class TransferFunctionTests: XCTestCase {
    func testSRGBCurveRoundTripsAndIsContinuousAtItsKnee() {
        for step in 0...100 {
            let v = Double(step) / 100
            XCTAssertEqual(TransferFunction.sRGBEncode(TransferFunction.sRGBDecode(v)), v, accuracy: 1e-14)
            XCTAssertEqual(TransferFunction.sRGBEncode(-TransferFunction.sRGBDecode(v)), -v, accuracy: 1e-14,
                           "the curve is extended to negatives by symmetry")
        }
        let knee = 0.0031308
        XCTAssertEqual(12.92 * knee, 1.055 * DeterministicMath.pow(knee, 1 / 2.4) - 0.055, accuracy: 1e-7)
    }

    func testP3ToSRGBMatrixMapsWhiteToWhite() {
        let white = RGBPrimaries.displayP3ToSRGB.apply([1, 1, 1])
        for c in white { XCTAssertEqual(c, 1, accuracy: 1e-14) }
        // numpy: first row [1.2249401762805596, -0.22494017628055971, 0]
        XCTAssertEqual(RGBPrimaries.displayP3ToSRGB.m[0], 1.2249401762805596, accuracy: 1e-13)
        XCTAssertEqual(RGBPrimaries.displayP3ToSRGB.m[8], 1.0982736001409661, accuracy: 1e-13)
    }
}
