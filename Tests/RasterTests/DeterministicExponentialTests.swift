import Foundation
@testable import Raster
import XCTest

/// Our own `exp`, `log` and `pow` against the platform's, which is fine as a reference in a
/// test: what matters in production is that ours give the same bits everywhere.
final class DeterministicExponentialTests: XCTestCase {
    private func assertClose(_ ours: Double, _ reference: Double, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let tolerance = 1e-13 * max(1, abs(reference))
        XCTAssertEqual(ours, reference, accuracy: tolerance, what, file: file, line: line)
    }

    func testExpMatchesAcrossItsRange() {
        for x in stride(from: -700.0, through: 700.0, by: 13.7) {
            XCTAssertEqual(DeterministicMath.exp(x) / Foundation.exp(x), 1, accuracy: 1e-13, "exp(\(x))")
        }
        XCTAssertEqual(DeterministicMath.exp(0), 1)
        XCTAssertEqual(DeterministicMath.exp(800), .infinity)
        XCTAssertEqual(DeterministicMath.exp(-800), 0)
    }

    func testLogMatchesFromTinyToHuge() {
        for x in [1e-300, 1e-10, 0.0031308, 0.04045, 0.5, 0.70710678, 1, 1.5, 2, 2.4, 10, 1e10, 1e300] {
            assertClose(DeterministicMath.log(x), Foundation.log(x), "log(\(x))")
        }
        XCTAssertEqual(DeterministicMath.log(1), 0)
        XCTAssertEqual(DeterministicMath.log(0), -.infinity)
        XCTAssertTrue(DeterministicMath.log(-1).isNaN)
    }

    func testPowMatchesOnTheColourCurvesExponents() {
        for exponent in [2.2, 2.4, 1 / 2.4, 1 / 2.2] {
            for step in 0...200 {
                let x = Double(step) / 200
                assertClose(DeterministicMath.pow(x, exponent), Foundation.pow(x, exponent), "pow(\(x), \(exponent))")
            }
        }
    }
}

extension DeterministicExponentialTests {
    func testCubeRootAgreesWithThePlatformAndKeepsTheSign() {
        for x in [1e-12, 0.008856, 0.2, 1, 2, 27, 1e6, 3.3e100] {
            assertClose(DeterministicMath.cbrt(x), Foundation.cbrt(x), "cbrt(\(x))")
            assertClose(DeterministicMath.cbrt(-x), -Foundation.cbrt(x), "cbrt(-\(x))")
        }
        var x = 1e-300
        while x < 1e300 {
            XCTAssertEqual(DeterministicMath.cbrt(x) / Foundation.cbrt(x), 1, accuracy: 1e-15, "cbrt(\(x))")
            x *= 1.37
        }
        XCTAssertEqual(DeterministicMath.cbrt(0), 0)
        XCTAssertEqual(DeterministicMath.cbrt(27), 3, accuracy: 1e-15)
    }
}
