import Designable
import Foundation
import XCTest

/// `CAMediaTimingFunction(controlPoints:)` against the Bézier solved independently by bisection.
final class TimingFunctionTests: XCTestCase {
    /// The eased progress of `function` `x` seconds into a one-second animation, read from a
    /// rendered presentation.
    private func progress(of function: CAMediaTimingFunction, at x: Double) throws -> Double {
        let layer = CALayer()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 1000
        move.duration = 1
        move.timingFunction = function
        layer.add(move, forKey: "move")
        return Double(try XCTUnwrap(SnapshotClockProbe.presentation(of: layer, at: x)).position.x) / 1000
    }

    func testControlPointCurvesGiveTheBezierProgressAtKnownTimes() throws {
        let curves: [(Float, Float, Float, Float)] = [
            (0.42, 0, 1, 1), (0.25, 0.1, 0.25, 1), (0.2, 0.8, 0.2, 1),
            (0.68, -0.55, 0.27, 1.55),   // overshoots both ways
            (0.9, 0.05, 0.1, 0.95),      // nearly flat in the middle, where Newton's method stalls
        ]
        for (c1x, c1y, c2x, c2y) in curves {
            let function = CAMediaTimingFunction(controlPoints: c1x, c1y, c2x, c2y)
            for x in [0.1, 0.25, 0.5, 0.75, 0.9] {
                let expected = CubicBezierReference.progress(Double(c1x), Double(c1y), Double(c2x), Double(c2y), at: x)
                XCTAssertEqual(try progress(of: function, at: x), expected, accuracy: 1e-6, "(\(c1x), \(c1y), \(c2x), \(c2y)) at \(x)")
            }
        }
        let overshoot = CAMediaTimingFunction(controlPoints: 0.68, -0.55, 0.27, 1.55)
        XCTAssertLessThan(try progress(of: overshoot, at: 0.1), 0, "y may leave 0...1")
    }

    func testControlPointsReadBackWithTheEndsFixedAndTimeClamped() {
        func points(_ function: CAMediaTimingFunction) -> [[Float]] {
            (0..<4).map { index in
                var values: [Float] = [-9, -9]
                values.withUnsafeMutableBufferPointer { function.getControlPoint(at: index, values: $0.baseAddress!) }
                return values
            }
        }
        XCTAssertEqual(points(CAMediaTimingFunction(controlPoints: 0.68, -0.55, 0.27, 1.55)), [[0, 0], [0.68, -0.55], [0.27, 1.55], [1, 1]])
        XCTAssertEqual(points(CAMediaTimingFunction(name: .easeOut)), [[0, 0], [0, 0], [0.58, 1], [1, 1]])
        XCTAssertEqual(points(CAMediaTimingFunction(controlPoints: 1.5, 0.2, -0.3, 0.8)), [[0, 0], [1, 0.2], [0, 0.8], [1, 1]],
                       "time must run forwards, so x is kept within 0...1")
    }
}
