import Designable
import Raster
import XCTest

/// Outside a render, views report the scale the snapshot will render at, consistently through
/// every API code rounds to pixels with, so a frame rounded in `init` or `layoutSubviews` before
/// the render lands where it lands on the device.
final class DisplayScaleOutsideRenderTests: XCTestCase {
    /// A divider whose height is one pixel, worked out when it is made, as cell separators do.
    private final class Divider: UIView {
        let line = UIView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .white
            line.backgroundColor = .black
            line.frame = CGRect(x: 0, y: 0, width: frame.width, height: 1 / traitCollection.displayScale)
            addSubview(line)
        }

        required init?(coder: NSCoder) { fatalError("code only") }
    }

    func testEveryScaleAPIReportsTheSnapshotsDefaultOutsideARender() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(view.traitCollection.displayScale, 2)
        XCTAssertEqual(UITraitCollection.current.displayScale, 2)
        XCTAssertEqual(UIScreen.main.scale, 2)
        XCTAssertEqual(UIWindow(frame: .zero).screen.scale, 2)
        XCTAssertEqual(view.contentScaleFactor, 2)
    }

    func testAOnePixelLineWorkedOutBeforeTheRenderIsOnePixel() throws {
        let divider = Divider(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        let bitmap = try ViewRenderer.render(divider)
        let column = (0..<bitmap.height).map { bitmap.pixel(x: 0, y: $0)?.r ?? 0 }
        XCTAssertEqual(column.filter { $0 < 128 }.count, 1, "one dark pixel at the default 2×: \(column)")
    }

    func testOnADeviceOutsideTheRenderTheDevicesScaleIsReported() {
        DeviceScope.on(DeviceScreen.iPhone15.device) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            XCTAssertEqual(view.traitCollection.displayScale, 3, "as snapshot strategies set it while they load and size the view")
            XCTAssertEqual(UIScreen.main.scale, 3)
            XCTAssertEqual(view.contentScaleFactor, 3)
        }
    }

    func testASetContentScaleFactorIsKept() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.contentScaleFactor = 3
        XCTAssertEqual(view.contentScaleFactor, 3)
        XCTAssertEqual(view.layer.contentsScale, 3)
    }
}
