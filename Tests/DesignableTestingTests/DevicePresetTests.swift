import Designable
import Foundation
import Raster
import XCTest
@testable import DesignableTesting

/// swift-snapshot-testing's `ViewImageConfig` presets: the same sizes, safe areas and traits.
final class DevicePresetTests: XCTestCase {
    private func check(_ config: ViewImageConfig, _ width: CGFloat, _ height: CGFloat, _ safeArea: UIEdgeInsets,
                       _ horizontal: UIUserInterfaceSizeClass, _ vertical: UIUserInterfaceSizeClass,
                       idiom: UIUserInterfaceIdiom, line: UInt = #line) {
        XCTAssertEqual(config.size, CGSize(width: width, height: height), line: line)
        XCTAssertEqual(config.safeArea, safeArea, line: line)
        XCTAssertEqual(config.traits.horizontalSizeClass, horizontal, "horizontal size class", line: line)
        XCTAssertEqual(config.traits.verticalSizeClass, vertical, "vertical size class", line: line)
        XCTAssertEqual(config.traits.userInterfaceIdiom, idiom, line: line)
        XCTAssertEqual(config.traits.displayScale, 0, "like swift-snapshot-testing's, the presets set no scale", line: line)
    }

    func testPhonesHaveSwiftSnapshotTestingsSizesSafeAreasAndSizeClasses() {
        let home = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let notch = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), notchSide = UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44)
        let twelve = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), twelveSide = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        check(.iPhoneSe, 320, 568, home, .compact, .regular, idiom: .phone)
        check(.iPhoneSe(.landscape), 568, 320, .zero, .compact, .compact, idiom: .phone)
        check(.iPhone8, 375, 667, home, .compact, .regular, idiom: .phone)
        check(.iPhone8Plus(.landscape), 736, 414, .zero, .regular, .compact, idiom: .phone)
        check(.iPhoneX, 375, 812, notch, .compact, .regular, idiom: .phone)
        check(.iPhoneX(.landscape), 812, 375, notchSide, .compact, .compact, idiom: .phone)
        check(.iPhoneXsMax(.landscape), 896, 414, notchSide, .regular, .compact, idiom: .phone)
        check(.iPhoneXr, 414, 896, notch, .compact, .regular, idiom: .phone)
        check(.iPhone12, 390, 844, twelve, .compact, .regular, idiom: .phone)
        check(.iPhone12Pro(.landscape), 844, 390, twelveSide, .compact, .compact, idiom: .phone)
        check(.iPhone12ProMax(.landscape), 926, 428, twelveSide, .regular, .compact, idiom: .phone)
        check(.iPhone13, 390, 844, twelve, .compact, .regular, idiom: .phone)
        check(.iPhone13Mini, 375, 812, UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0), .compact, .regular, idiom: .phone)
        check(.iPhone13Mini(.landscape), 812, 375, UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50), .compact, .compact, idiom: .phone)
        check(.iPhone13Pro, 390, 844, twelve, .compact, .regular, idiom: .phone)
        check(.iPhone13ProMax, 428, 926, twelve, .compact, .regular, idiom: .phone)
        XCTAssertEqual(ViewImageConfig.iPhoneXr.traits.forceTouchCapability, .unavailable, "the XR has no 3D Touch")
        XCTAssertEqual(ViewImageConfig.iPhoneX.traits.forceTouchCapability, .available)
        XCTAssertEqual(ViewImageConfig.iPhone8.traits.preferredContentSizeCategory, .medium)
        XCTAssertEqual(ViewImageConfig.iPhone8.traits.layoutDirection, .leftToRight)
        XCTAssertEqual(UITraitCollection.iPhone8Plus(.landscape).horizontalSizeClass, .regular)
    }

    func testIPadsAreLandscapeByDefaultAndSplitViewsNarrowTheWidth() {
        let status = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        check(.iPadMini, 1024, 768, status, .regular, .regular, idiom: .pad)
        check(.iPad9_7, 1024, 768, status, .regular, .regular, idiom: .pad)
        check(.iPadMini(.portrait), 768, 1024, status, .regular, .regular, idiom: .pad)
        check(.iPadMini(.landscape(splitView: .oneThird)), 320, 768, status, .compact, .regular, idiom: .pad)
        check(.iPadMini(.landscape(splitView: .oneHalf)), 507, 768, status, .compact, .regular, idiom: .pad)
        check(.iPadMini(.landscape(splitView: .twoThirds)), 694, 768, status, .regular, .regular, idiom: .pad)
        check(.iPadMini(.portrait(splitView: .twoThirds)), 438, 1024, status, .compact, .regular, idiom: .pad)
        check(.iPad10_2(.portrait(splitView: .oneThird)), 320, 1080, status, .compact, .regular, idiom: .pad)
        check(.iPadPro10_5(.landscape(splitView: .oneHalf)), 551, 834, status, .compact, .regular, idiom: .pad)
        check(.iPadPro11, 1194, 834, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .regular, .regular, idiom: .pad)
        check(.iPadPro11(.landscape(splitView: .oneThird)), 375, 834, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .compact, .regular, idiom: .pad)
        check(.iPadPro12_9(.landscape(splitView: .oneHalf)), 678, 1024, status, .regular, .regular, idiom: .pad)
        check(.iPadPro12_9(.portrait(splitView: .twoThirds)), 639, 1366, status, .compact, .regular, idiom: .pad)
        XCTAssertEqual(UITraitCollection.iPadPro11_Compact_SplitView.horizontalSizeClass, .compact)
    }

    func testDeviceScreenPresetsCarryTheirDevicesIdiomSizeClassesAndScale() {
        let pad = ViewImageConfig.iPad.traits, phone = ViewImageConfig.iPhone15.traits
        XCTAssertEqual([pad.userInterfaceIdiom, phone.userInterfaceIdiom], [.pad, .phone])
        XCTAssertEqual([pad.horizontalSizeClass, pad.verticalSizeClass], [.regular, .regular])
        XCTAssertEqual([phone.horizontalSizeClass, phone.verticalSizeClass], [.compact, .regular])
        XCTAssertEqual([pad.displayScale, phone.displayScale], [2, 3])
    }

    /// Records the size classes the view draws with.
    private final class SizeClassReader: UIView {
        var seen: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)?
        override func draw(_ rect: CGRect) { seen = (traitCollection.horizontalSizeClass, traitCollection.verticalSizeClass) }
    }

    private func sizeClasses(on config: ViewImageConfig) throws -> (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)? {
        let reader = SizeClassReader()
        _ = try Snapshotting<UIView, Bitmap>.image(on: config, scale: 1).snapshot(reader)
        return reader.seen
    }

    func testACustomPhoneConfigurationHasThePresetsSizeClassesForItsSizeInEitherOrientation() throws {
        // A configuration of one's own says only its size; the size classes come from the
        // device it stands for, as the presets' tables have them: the Plus and Max phones
        // (414 pt wide or more) are regular wide in landscape, the others compact.
        let presets: [(String, (ViewImageConfig.Orientation) -> ViewImageConfig)] = [
            ("SE", ViewImageConfig.iPhoneSe), ("8", ViewImageConfig.iPhone8), ("8 Plus", ViewImageConfig.iPhone8Plus),
            ("X", ViewImageConfig.iPhoneX), ("XS Max", ViewImageConfig.iPhoneXsMax), ("XR", ViewImageConfig.iPhoneXr),
            ("12", ViewImageConfig.iPhone12), ("12 Pro Max", ViewImageConfig.iPhone12ProMax),
            ("13 mini", ViewImageConfig.iPhone13Mini), ("13 Pro Max", ViewImageConfig.iPhone13ProMax),
        ]
        var regularInLandscape: [String] = []
        for (name, preset) in presets {
            for orientation in [ViewImageConfig.Orientation.portrait, .landscape] {
                let config = preset(orientation)
                let custom = ViewImageConfig(safeArea: config.safeArea, size: config.size, traits: UITraitCollection())
                let seen = try XCTUnwrap(sizeClasses(on: custom), name)
                XCTAssertEqual(seen.0, config.traits.horizontalSizeClass, "\(name) \(orientation) width")
                XCTAssertEqual(seen.1, config.traits.verticalSizeClass, "\(name) \(orientation) height")
                if orientation == .landscape, seen.0 == .regular { regularInLandscape.append(name) }
            }
        }
        XCTAssertEqual(regularInLandscape, ["8 Plus", "XS Max", "XR", "12 Pro Max", "13 Pro Max"])
    }

    func testALandscapeScreenOfAMaxPhoneIsRegularWideAndOfAPhoneUnder414PointsCompact() throws {
        let max = DeviceScreen(name: "iPhone 15 Pro Max, landscape", size: CGSize(width: 932, height: 430), scale: 3)
        let fifteen = DeviceScreen(name: "iPhone 15, landscape", size: CGSize(width: 852, height: 393), scale: 3)
        XCTAssertEqual([max.traits.horizontalSizeClass, max.traits.verticalSizeClass], [.regular, .compact])
        XCTAssertEqual([fifteen.traits.horizontalSizeClass, fifteen.traits.verticalSizeClass], [.compact, .compact])
        XCTAssertEqual(DeviceScreen.iPhone15ProMax.traits.horizontalSizeClass, .compact, "portrait")
        let onMax = try XCTUnwrap(sizeClasses(on: ViewImageConfig(size: CGSize(width: 932, height: 430))))
        XCTAssertEqual([onMax.0, onMax.1], [.regular, .compact])
        let padTraits = try XCTUnwrap(sizeClasses(on: ViewImageConfig(size: CGSize(width: 1180, height: 820), traits: UITraitCollection(userInterfaceIdiom: .pad))))
        XCTAssertEqual([padTraits.0, padTraits.1], [.regular, .regular], "an iPad stays regular both ways")
    }

    /// Records what `UIDevice.current` and `UIScreen.main` say when the controller loads and draws.
    private final class DeviceReader: UIViewController {
        final class Drawing: UIView {
            var seen: (UIUserInterfaceIdiom, CGSize)?
            override func draw(_ rect: CGRect) { seen = (UIDevice.current.userInterfaceIdiom, UIScreen.main.bounds.size) }
        }
        var atLoad: (UIUserInterfaceIdiom, CGSize, UIDeviceOrientation)?
        let drawing = Drawing(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(drawing)
            atLoad = (UIDevice.current.userInterfaceIdiom, UIScreen.main.bounds.size, UIDevice.current.orientation)
        }
    }

    func testASnapshotOnAPresetMakesTheDeviceAndMainScreenThatPresetsFromLoadingToDrawing() throws {
        let pad = DeviceReader()
        _ = try Snapshotting<UIViewController, Bitmap>.image(on: .iPadMini(.portrait), scale: 1).snapshot(pad)
        XCTAssertEqual(pad.atLoad?.0, .pad)
        XCTAssertEqual(pad.atLoad?.1, CGSize(width: 768, height: 1024))
        XCTAssertEqual(pad.atLoad?.2, .portrait)
        XCTAssertEqual(pad.drawing.seen?.0, .pad)
        XCTAssertEqual(pad.drawing.seen?.1, CGSize(width: 768, height: 1024))

        let landscape = DeviceReader()
        _ = try Snapshotting<UIViewController, Bitmap>.image(on: .iPhoneSe(.landscape), scale: 1).snapshot(landscape)
        XCTAssertEqual(landscape.atLoad?.0, .phone)
        XCTAssertEqual(landscape.atLoad?.1, CGSize(width: 568, height: 320))
        XCTAssertEqual(landscape.atLoad?.2, .landscapeLeft)

        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone, "after the snapshot: the default iPhone")
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 375, height: 667))
    }
}
