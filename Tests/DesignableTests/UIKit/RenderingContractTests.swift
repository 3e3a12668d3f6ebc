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

    func testFractionalFramesAreSnappedToDevicePixels() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let box = UIView(frame: CGRect(x: 2.3, y: 2.7, width: 4.4, height: 3.2))
        box.backgroundColor = .black
        root.addSubview(box)
        let bitmap = try ViewRenderer.render(root, scale: 1)
        // Edges land on whole pixels, so every pixel is fully in or out: no grey fringe.
        for y in 0..<10 {
            for x in 0..<10 {
                let a = bitmap.pixel(x: x, y: y)!.a
                XCTAssertTrue(a == 0 || a == 255, "pixel (\(x), \(y)) has alpha \(a)")
            }
        }
        XCTAssertEqual(bitmap.pixel(x: 2, y: 3)!.a, 255)
        XCTAssertEqual(bitmap.pixel(x: 2, y: 2)!.a, 0)
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
