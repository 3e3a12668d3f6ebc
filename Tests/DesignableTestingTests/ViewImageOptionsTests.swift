import Designable
import Foundation
import Raster
import TestSupport
import XCTest
@testable import DesignableTesting
@testable import SnapshotEngine

/// ``ViewImageOptions``: the one value every view image strategy renders with. Each
/// parameter-list overload must render what its options do, and the overloads must stay
/// one-line forwards with the same parameters, so that they cannot drift apart again.
final class ViewImageOptionsTests: XCTestCase {
    /// A view whose pixels depend on scale, size and appearance: a dynamic colour and a bar.
    private final class Gauge: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override func draw(_ rect: CGRect) {
            UIColor.systemBlue.setFill()
            UIBezierPath(rect: CGRect(x: 2, y: 2, width: bounds.width * 0.6, height: bounds.height - 4)).fill()
        }
    }

    private func gauge() -> UIView { Gauge(frame: CGRect(x: 0, y: 0, width: 40, height: 12)) }
    private let dark = UITraitCollection(userInterfaceStyle: .dark)

    func testTheViewOverloadsRenderWhatTheirOptionsRender() throws {
        let options = ViewImageOptions(size: CGSize(width: 30, height: 10), scale: 3, traits: dark,
                                       masking: [CGRect(x: 0, y: 0, width: 4, height: 4)])
        let byList = try Snapshotting<UIView, Bitmap>.image(size: CGSize(width: 30, height: 10), scale: 3, traits: dark,
                                                            masking: [CGRect(x: 0, y: 0, width: 4, height: 4)]).snapshot(gauge())
        let byOptions = try Snapshotting<UIView, Bitmap>.image(options).snapshot(gauge())
        XCTAssertEqual([byOptions.width, byOptions.height], [90, 30])
        XCTAssertEqual(byOptions.bytes, byList.bytes)
        XCTAssertEqual(byOptions.pixel(x: 0, y: 0), SnapshotMask.color, "the mask is painted")
        XCTAssertEqual(byOptions.pixel(x: 89, y: 29)?.r, 0, "dark: the background is black")

        let moment = try Snapshotting<UIView, Bitmap>.image(at: .zero, options).snapshot(gauge())
        XCTAssertEqual(moment.bytes, try Snapshotting<UIView, Bitmap>.image(
            at: .zero, size: CGSize(width: 30, height: 10), scale: 3, traits: dark,
            masking: [CGRect(x: 0, y: 0, width: 4, height: 4)]).snapshot(gauge()).bytes)
        XCTAssertEqual(moment.bytes, byOptions.bytes, "with no animation, the moment is the model")

        let strip = try Snapshotting<UIView, Bitmap>.frames(at: [.zero, .milliseconds(10)], options).snapshot(gauge())
        XCTAssertEqual(strip.width, 2 * 90 + FrameStrip.separatorWidth, "two frames and a separator")
        XCTAssertEqual(strip.pixel(x: 0, y: 0), SnapshotMask.color, "frames are masked like images")
    }

    func testTheControllerOverloadsRenderWhatTheirOptionsRender() throws {
        final class Screen: UIViewController {
            override func loadView() { view = Gauge(frame: CGRect(x: 0, y: 0, width: 40, height: 12)) }
        }
        let options = ViewImageOptions(size: CGSize(width: 20, height: 8), scale: 1, traits: dark)
        let byOptions = try Snapshotting<UIViewController, Bitmap>.image(options).snapshot(Screen())
        let byList = try Snapshotting<UIViewController, Bitmap>.image(size: CGSize(width: 20, height: 8), scale: 1, traits: dark)
            .snapshot(Screen())
        XCTAssertEqual([byOptions.width, byOptions.height], [20, 8])
        XCTAssertEqual(byOptions.bytes, byList.bytes)
        XCTAssertEqual(try Snapshotting<UIViewController, Bitmap>.image(at: .zero, options).snapshot(Screen()).bytes, byOptions.bytes)
    }

    func testATraitMatrixLaysEachVariantsTraitsOverTheOptions() throws {
        let options = ViewImageOptions(scale: 1, traits: UITraitCollection(displayScale: 3))
        let matrix = [String: Snapshotting<UIView, Bitmap>].image(options, traits: TraitVariants([
            .init(name: "light", traits: UITraitCollection(userInterfaceStyle: .light)),
            .init(name: "dark", traits: dark),
        ]))
        XCTAssertEqual(Set(matrix.keys), ["light", "dark"])
        let light = try XCTUnwrap(matrix["light"]).snapshot(gauge())
        let darkImage = try XCTUnwrap(matrix["dark"]).snapshot(gauge())
        XCTAssertEqual([light.width, light.height], [40, 12], "the explicit scale wins over the options' traits")
        XCTAssertEqual(light.pixel(x: 39, y: 11)?.r, 255)
        XCTAssertEqual(darkImage.pixel(x: 39, y: 11)?.r, 0)
        let darkOverOptions = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 3), dark])
        XCTAssertEqual(darkImage.bytes, try Snapshotting<UIView, Bitmap>.image(scale: 1, traits: darkOverOptions).snapshot(gauge()).bytes)
    }

    func testMomentsAndStripsRefuseOtherPathsSayingWhy() {
        let options = ViewImageOptions(paths: [.code, .coder])
        XCTAssertThrowsError(try Snapshotting<UIView, Bitmap>.image(at: .zero, options).snapshot(gauge())) { error in
            XCTAssertEqual(error as? InitPathError, .unavailableAtMoments([.coder]))
            XCTAssertTrue("\(error)".hasPrefix("Animation moments and frame strips are rendered along .code only, not .coder"), "\(error)")
        }
        XCTAssertThrowsError(try Snapshotting<UIView, Bitmap>.frames(at: [.zero], options).snapshot(gauge()))
    }

    func testWithChangesACopy() {
        let base = ViewImageOptions(on: .iPhone15, precision: 0.9)
        let changed = base.with { $0.width = 200 }
        XCTAssertNil(base.width)
        XCTAssertEqual(changed.width, 200)
        XCTAssertEqual(changed.comparator, base.comparator)
    }

    /// Every parameter-list overload of the view image strategies is a forward to
    /// `ViewImageOptions`, with swift-snapshot-testing's `Float` precision and the masks, so a
    /// parameter added to one reaches all of them.
    func testEveryParameterListOverloadForwardsToTheOptions() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/DesignableTesting").standardized
        let files = ["View/ViewImageSnapshotting.swift", "View/ViewControllerSnapshotting.swift", "View/ViewMomentSnapshotting.swift",
                     "View/ViewFramesSnapshotting.swift", "View/DocumentSnapshotting.swift", "Traits/TraitVariantSnapshotting.swift"]
        var overloads = 0
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            // `public static func image(` or `frames(` up to its body's end (`\n    }\n`).
            var rest = source[...]
            while let start = rest.range(of: #"public static func (image|frames)\("#, options: .regularExpression) {
                let end = rest.range(of: "\n    }\n", range: start.upperBound..<rest.endIndex)?.upperBound ?? rest.endIndex
                let declaration = rest[start.lowerBound..<end]
                rest = rest[end...]
                guard let arrow = declaration.range(of: ") -> ") else { continue }
                let parameters = declaration[..<arrow.lowerBound], body = declaration[arrow.upperBound...]
                guard parameters.contains("layoutConflicts:") else { continue }     // the options overloads themselves
                overloads += 1
                let name = "\(file): \(declaration.prefix(60))…"
                XCTAssertFalse(parameters.contains("Double"), "\(name) takes Float precisions, as swift-snapshot-testing does")
                XCTAssertTrue(parameters.contains("masking:"), "\(name) takes masking:")
                XCTAssertTrue(parameters.contains("maxDifferingPixels:") || parameters.contains("comparator:"),
                              "\(name) takes maxDifferingPixels:")
                XCTAssertTrue(body.contains("ViewImageOptions("), "\(name) forwards to ViewImageOptions")
                XCTAssertFalse(body.contains("ViewImageRender("), "\(name) does not build its own render")
            }
        }
        XCTAssertEqual(overloads, 13, "the parameter-list overloads counted: update this when adding one")
    }
}
