import Designable
import DesignableTesting
import Foundation
import Raster   // swift-snapshot-testing spells the image format UIImage; here it is Raster's Bitmap
import XCTest

/// swift-snapshot-testing's view call sites: devices, orientations, Split View, traits,
/// tolerances, layers and paths.
final class ViewCallSiteTests: XCTestCase {
    func testAViewControllerOnDevices() {
        let controller = GreetingViewController()
        assertSnapshot(of: controller, as: .image(on: .iPhoneSe))
        assertSnapshot(of: controller, as: .image(on: .iPhoneSe(.landscape)), named: "iphone-se-alternative")
        assertSnapshot(of: controller, as: .image(on: .iPhoneX(.portrait)), named: "iphone-x")
        assertSnapshot(of: controller, as: .image(on: .iPadMini(.landscape(splitView: .oneThird))), named: "ipad-mini-33-split-landscape")
    }

    func testEveryPresetLaysTheScreenOut() {
        let presets: [String: ViewImageConfig] = [
            "iPhoneSe": .iPhoneSe, "iPhoneSe-landscape": .iPhoneSe(.landscape),
            "iPhone8": .iPhone8, "iPhone8-landscape": .iPhone8(.landscape),
            "iPhone8Plus": .iPhone8Plus, "iPhone8Plus-landscape": .iPhone8Plus(.landscape),
            "iPhoneX": .iPhoneX, "iPhoneX-landscape": .iPhoneX(.landscape),
            "iPhoneXr": .iPhoneXr, "iPhoneXr-landscape": .iPhoneXr(.landscape),
            "iPhoneXsMax": .iPhoneXsMax, "iPhoneXsMax-landscape": .iPhoneXsMax(.landscape),
            "iPhone12": .iPhone12, "iPhone12Pro": .iPhone12Pro(.portrait), "iPhone12ProMax": .iPhone12ProMax(.landscape),
            "iPhone13": .iPhone13, "iPhone13Mini": .iPhone13Mini(.landscape), "iPhone13Pro": .iPhone13Pro,
            "iPhone13ProMax": .iPhone13ProMax(.portrait),
            "iPadMini": .iPadMini, "iPadMini-portrait": .iPadMini(.portrait),
            "iPadMini-50-split-landscape": .iPadMini(.landscape(splitView: .oneHalf)),
            "iPadMini-66-split-portrait": .iPadMini(.portrait(splitView: .twoThirds)),
            "iPad9_7": .iPad9_7, "iPad9_7-split": .iPad9_7(.portrait(splitView: .oneThird)),
            "iPad10_2": .iPad10_2, "iPad10_2-portrait": .iPad10_2(.portrait),
            "iPadPro10_5": .iPadPro10_5(.landscape(splitView: .twoThirds)),
            "iPadPro11": .iPadPro11, "iPadPro11-33-split": .iPadPro11(.landscape(splitView: .oneThird)),
            "iPadPro12_9": .iPadPro12_9(.landscape), "iPadPro12_9-50-split": .iPadPro12_9(.landscape(splitView: .oneHalf)),
        ]
        assertSnapshots(of: GreetingViewController(), as: presets.mapValues { .recursiveDescription(on: $0) })
    }

    func testTraitInitialisersAndFloatPrecisions() {
        // A swatch, not text: what Dynamic Type and right-to-left do to text belongs to the text
        // renderer's own tests, and these call sites only show the traits reach the render.
        let label = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        label.backgroundColor = .systemIndigo
        let precision: Float = 0.99
        assertSnapshot(of: label, as: .image(precision: precision, perceptualPrecision: 0.98))
        assertSnapshot(of: label, as: .image(traits: .init(preferredContentSizeCategory: .extraLarge)), named: "label-extraLarge")
        assertSnapshot(of: label, as: .image(traits: .init(layoutDirection: .rightToLeft)), named: "label-rtl")
        let traits = UITraitCollection(traitsFrom: [.init(horizontalSizeClass: .regular), .init(userInterfaceStyle: .dark)])
        assertSnapshot(of: GreetingViewController(), as: .recursiveDescription(on: .iPhoneSe, traits: traits), named: "regular-dark")
    }

    func testViewTextStrategies() {
        let controller = GreetingViewController()
        let child = GreetingViewController()
        controller.addChild(child)
        assertSnapshot(of: controller, as: .hierarchy)
        assertSnapshot(of: controller.view, as: .recursiveDescription)
    }

    func testLayersAndPaths() {
        let layer = CAGradientLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        layer.colors = [UIColor.systemBlue.cgColor, UIColor.systemGreen.cgColor]
        assertSnapshot(of: layer, as: .image)
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20), transform: nil)
        assertSnapshot(of: path, as: .image, named: "ellipse")
        assertSnapshot(of: UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 6), as: .image, named: "rounded")
    }

    func testCustomStrategiesByPullback() {
        let viewOfController = Snapshotting<UIView, Bitmap>.image.pullback { (controller: UIViewController) in controller.view }
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
        controller.view.backgroundColor = .systemTeal
        let label = UILabel(frame: CGRect(x: 20, y: 40, width: 160, height: 40))
        label.text = "Pulled back"
        controller.view.addSubview(label)
        assertSnapshot(of: controller, as: viewOfController)
    }
}
