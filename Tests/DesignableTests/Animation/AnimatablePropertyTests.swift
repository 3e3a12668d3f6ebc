import Designable
import Foundation
import XCTest

/// Every property the issue names as animatable is evaluated at a moment: halfway through a
/// linear one-second animation, the presentation layer holds the value halfway between.
final class AnimatablePropertyTests: XCTestCase {
    private func halfway<L: CALayer>(_ layer: L, _ keyPath: String, from: Any, to: Any) throws -> L {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        layer.add(animation, forKey: keyPath)
        return try XCTUnwrap(SnapshotClockProbe.presentation(of: layer, at: 0.5), keyPath)
    }

    private func rgba(_ color: CGColor?) -> [Double] {
        (color?.components ?? []).map { (Double($0) * 1000).rounded() / 1000 }
    }

    func testColoursBlendComponentWise() throws {
        let layer = CALayer()
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor, blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
        XCTAssertEqual(rgba(try halfway(layer, "backgroundColor", from: red, to: blue).backgroundColor), [0.5, 0, 0.5, 1])
        XCTAssertEqual(rgba(try halfway(CALayer(), "borderColor", from: red, to: blue).borderColor), [0.5, 0, 0.5, 1])
        XCTAssertEqual(rgba(try halfway(CALayer(), "shadowColor", from: red, to: blue).shadowColor), [0.5, 0, 0.5, 1])
    }

    func testBorderCornerAndShadowNumbers() throws {
        XCTAssertEqual(try halfway(CALayer(), "borderWidth", from: 2, to: 6).borderWidth, 4, accuracy: 1e-9)
        XCTAssertEqual(try halfway(CALayer(), "cornerRadius", from: 0, to: 10).cornerRadius, 5, accuracy: 1e-9)
        XCTAssertEqual(try halfway(CALayer(), "shadowOpacity", from: 0, to: 0.8).shadowOpacity, 0.4, accuracy: 1e-6)
        XCTAssertEqual(try halfway(CALayer(), "shadowRadius", from: 1, to: 9).shadowRadius, 5, accuracy: 1e-9)
        XCTAssertEqual(try halfway(CALayer(), "shadowOffset", from: CGSize(width: 0, height: 0), to: CGSize(width: 4, height: -8)).shadowOffset,
                       CGSize(width: 2, height: -4))
    }

    func testShapeStrokesAndPathsWithTheSamePoints() throws {
        XCTAssertEqual(try halfway(CAShapeLayer(), "strokeStart", from: 0, to: 0.5).strokeStart, 0.25, accuracy: 1e-9)
        XCTAssertEqual(try halfway(CAShapeLayer(), "strokeEnd", from: 0, to: 1).strokeEnd, 0.5, accuracy: 1e-9)
        XCTAssertEqual(try halfway(CAShapeLayer(), "lineWidth", from: 1, to: 5).lineWidth, 3, accuracy: 1e-9)
        let small = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let large = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 20), transform: nil)
        let shape = try halfway(CAShapeLayer(), "path", from: small, to: large)
        XCTAssertEqual(shape.path?.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 20, height: 15), "each point halfway")
    }

    func testGradientColoursAndLocations() throws {
        let gradient = CAGradientLayer()
        let black = UIColor.black.cgColor, white = UIColor.white.cgColor
        let colours = try halfway(gradient, "colors", from: [black, black], to: [white, black])
        XCTAssertEqual(colours.colors?.compactMap { rgba($0 as! CGColor).first }, [0.5, 0])
        let locations = try halfway(CAGradientLayer(), "locations", from: [0, 1] as [NSNumber], to: [0.5, 1] as [NSNumber])
        XCTAssertEqual(locations.locations?.map(\.doubleValue), [0.25, 1])
    }

    func testGeometry() throws {
        XCTAssertEqual(try halfway(CALayer(), "position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 10, y: 20)).position, CGPoint(x: 5, y: 10))
        XCTAssertEqual(try halfway(CALayer(), "bounds", from: CGRect(x: 0, y: 0, width: 10, height: 10), to: CGRect(x: 0, y: 0, width: 30, height: 50)).bounds.size,
                       CGSize(width: 20, height: 30))
        XCTAssertEqual(try halfway(CALayer(), "bounds.size.width", from: 10, to: 30).bounds.width, 20, accuracy: 1e-9)
    }
}
