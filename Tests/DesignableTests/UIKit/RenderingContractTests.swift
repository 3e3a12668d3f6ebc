import Designable
import DesignableTesting
import Foundation
import Raster
import XCTest

/// What ViewRenderer promises: clear errors, identical bytes, correct scales, pixel snapping.
final class RenderingContractTests: XCTestCase {
    private func sampleTree() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 90, height: 50))
        root.backgroundColor = .systemBackground
        let badge = UIView(frame: CGRect(x: 8, y: 8, width: 34, height: 34))
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 17
        badge.layer.shadowOpacity = 0.3
        let label = UILabel(frame: CGRect(x: 48, y: 8, width: 40, height: 34))
        label.text = "Hi"
        root.addSubview(badge)
        root.addSubview(label)
        return root
    }

    func testRootSizesThatCannotBeRenderedThrowAClearError() {
        for size in [CGSize(width: 0, height: 10), CGSize(width: -5, height: 10), CGSize(width: CGFloat.infinity, height: 10), CGSize(width: 10, height: CGFloat.nan)] {
            let view = UIView()
            view.bounds = CGRect(origin: .zero, size: size)
            XCTAssertThrowsError(try ViewRenderer.render(view)) { error in
                guard case ViewRenderError.invalidRootSize = error else { return XCTFail("\(error)") }
                XCTAssertTrue("\(error)".contains("positive, finite frame"))
            }
        }
        XCTAssertThrowsError(try ViewRenderer.render(UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1)), scale: 0))
    }

    func testTheSameTreeRendersIdenticalBytesTwice() throws {
        let tree = sampleTree()
        let first = try ViewRenderer.render(tree)
        let second = try ViewRenderer.render(tree)
        XCTAssertEqual(first.bytes, second.bytes)
        XCTAssertEqual(first, try ViewRenderer.render(sampleTree()), "a fresh tree renders the same")
    }

    func testScalesGiveBitmapsOfPointsTimesScale() throws {
        for scale: CGFloat in [1, 2, 3] {
            let bitmap = try ViewRenderer.render(sampleTree(), scale: scale)
            XCTAssertEqual(bitmap.width, Int(90 * scale))
            XCTAssertEqual(bitmap.height, Int(50 * scale))
            assertSnapshot(of: bitmap, as: .image, named: "sample-tree-\(Int(scale))x")
        }
    }

    func testDarkTraitsResolveDynamicColorsInTheWholeTree() throws {
        let light = try ViewRenderer.render(sampleTree(), scale: 1)
        let dark = try ViewRenderer.render(sampleTree(), scale: 1, traits: UITraitCollection(userInterfaceStyle: .dark))
        XCTAssertEqual(light.unpremultipliedPixel(x: 2, y: 2), StraightRGBA8(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(dark.unpremultipliedPixel(x: 2, y: 2), StraightRGBA8(r: 0, g: 0, b: 0, a: 255))
        assertSnapshot(of: dark, as: .image, named: "sample-tree-dark")
    }

    func testFractionalOriginsAreSnappedToDevicePixelsAndFractionalSizesCoverTheirLastPixelsInPart() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let box = UIView(frame: CGRect(x: 2.3, y: 2.7, width: 4.4, height: 3.2))
        box.backgroundColor = .black
        root.addSubview(box)
        let bitmap = try ViewRenderer.render(root, scale: 1)
        // The origin lands on whole pixels (2, 3); the far edges at 6.4 and 6.2 cover column 6
        // and row 6 in part, as on iOS, where the last column and row of a view of fractional
        // size are partly transparent.
        XCTAssertEqual(bitmap.pixel(x: 2, y: 3)!.a, 255)
        XCTAssertEqual(bitmap.pixel(x: 5, y: 5)!.a, 255)
        XCTAssertEqual(bitmap.pixel(x: 2, y: 2)!.a, 0)
        XCTAssertEqual(bitmap.pixel(x: 1, y: 4)!.a, 0)
        XCTAssertEqual(Int(bitmap.pixel(x: 6, y: 4)!.a), 102, accuracy: 1, "40% of the last column")
        XCTAssertEqual(Int(bitmap.pixel(x: 4, y: 6)!.a), 51, accuracy: 1, "20% of the last row")
        XCTAssertEqual(bitmap.pixel(x: 7, y: 4)!.a, 0)
    }

    func testALabelOnAFractionalFrameLeavesItsLastColumnPartlyTransparent() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40.25, height: 20.5))
        label.text = "Hi"
        label.backgroundColor = .white
        let bitmap = try ViewRenderer.render(label, scale: 2)
        XCTAssertEqual([bitmap.width, bitmap.height], [81, 41], "the image is the frame rounded up to pixels")
        XCTAssertEqual(Int(bitmap.pixel(x: 80, y: 2)!.a), 128, accuracy: 1, "half of the last column")
        XCTAssertEqual(bitmap.pixel(x: 79, y: 2)!.a, 255)
        XCTAssertEqual(bitmap.pixel(x: 2, y: 40)!.a, 255, "20.5 pt is a whole 41 pixels at 2×")
    }

    func testRootFrameOriginAndTransformDoNotMoveTheRender() throws {
        let root = UIView(frame: CGRect(x: 500, y: 500, width: 4, height: 4))
        root.backgroundColor = .black
        root.transform = CGAffineTransform(rotationAngle: 0.3)
        let bitmap = try ViewRenderer.render(root, scale: 1)
        XCTAssertEqual(bitmap.pixel(x: 0, y: 0)!.a, 255)
        XCTAssertEqual(bitmap.pixel(x: 3, y: 3)!.a, 255)
    }

    func testParallelRendersInDarkAndLightDoNotInterfere() async throws {
        let results = try await withThrowingTaskGroup(of: (Bool, StraightRGBA8?).self) { group in
            for i in 0..<8 {
                group.addTask {
                    let dark = i % 2 == 0
                    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                    view.backgroundColor = .systemBackground
                    let traits = UITraitCollection(userInterfaceStyle: dark ? .dark : .light)
                    return (dark, try ViewRenderer.render(view, scale: 1, traits: traits).unpremultipliedPixel(x: 5, y: 5))
                }
            }
            var all: [(Bool, StraightRGBA8?)] = []
            for try await r in group { all.append(r) }
            return all
        }
        for (dark, pixel) in results {
            XCTAssertEqual(pixel?.r, dark ? 0 : 255)
        }
    }
}
