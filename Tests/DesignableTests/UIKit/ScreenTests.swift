import Designable
import Raster
import XCTest

/// `UIScreen.main` is a fixed screen whose scale is the render's, so a hairline drawn as
/// `1 / UIScreen.main.scale` is one pixel wide at every scale, as on the device it runs on.
final class ScreenTests: XCTestCase {
    private final class Hairline: UIView {
        var scalesSeen: [CGFloat] = []
        override func draw(_ rect: CGRect) {
            scalesSeen.append(UIScreen.main.scale)
            UIColor.black.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: bounds.width, height: 1 / UIScreen.main.scale)).fill()
        }
    }

    func testTheScaleIsTheRendersAndAHairlineIsOnePixelAtEachScale() throws {
        let view = Hairline(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = .white
        for scale in [1, 2, 3] as [CGFloat] {
            let bitmap = try ViewRenderer.render(view, scale: scale)
            let column = (0..<bitmap.height).map { bitmap.pixel(x: 0, y: $0)?.r ?? 0 }
            XCTAssertEqual(column.filter { $0 < 128 }.count, 1, "one dark pixel at \(scale)×: \(column)")
        }
        XCTAssertEqual(view.scalesSeen, [1, 2, 3])
        XCTAssertEqual(UIScreen.main.scale, 2, "outside a render: the snapshots' default")
    }

    func testTheMainScreenIsFixedWhateverTheMachine() {
        XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(UIScreen.main.nativeBounds.size, CGSize(width: 750, height: 1334))
        UIScreen.main.brightness = 1
        XCTAssertEqual(UIScreen.main.brightness, 0.5, "the shared screen keeps no state between tests")
        XCTAssertTrue(UIWindow(frame: .zero).screen === UIScreen.main)
    }
}
