import DesignableTesting
import Foundation
@testable import Designable
import Raster
import XCTest

/// UIImage beyond a picture drawn whole: resizable images, orientation, animated frames,
/// alignment and baselines, thumbnails and assets.
final class ImageAPITests: XCTestCase {
    /// A 12 × 12 point badge at 2×: a 3-point red frame around a white middle with a blue dot,
    /// so stretching and tiling show where each of the nine parts went.
    private func badge() -> UIImage {
        let canvas = try! Canvas(width: 12, height: 12, scale: 2)
        canvas.setFillColor(Color(hex: "#e53935")!)
        canvas.fill(Rect(x: 0, y: 0, width: 12, height: 12))
        canvas.setFillColor(.white)
        canvas.fill(Rect(x: 3, y: 3, width: 6, height: 6))
        var dot = Path()
        dot.addEllipse(in: Rect(x: 4.5, y: 4.5, width: 3, height: 3))
        canvas.setFillColor(Color(hex: "#1e88e5")!)
        canvas.fill(dot)
        return UIImage(bitmap: canvas.bitmap, scale: 2)
    }

    private func view(showing image: UIImage, size: CGSize) -> UIImageView {
        let view = UIImageView(image: image)
        view.frame = CGRect(origin: .zero, size: size)
        return view
    }

    func testAResizableImageKeepsItsCapsAndStretchesOrTilesItsMiddle() throws {
        let insets = UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3)
        let stretched = try ViewRenderer.render(view(showing: badge().resizableImage(withCapInsets: insets, resizingMode: .stretch),
                                                     size: CGSize(width: 60, height: 24)), scale: 1)
        // The frame stays 3 points wide on every side, however wide the image is drawn.
        XCTAssertEqual(stretched.pixel(x: 1, y: 12)?.r, 229)
        XCTAssertEqual(stretched.pixel(x: 58, y: 12)?.r, 229)
        XCTAssertEqual(stretched.pixel(x: 4, y: 12)?.g ?? 0, 255, "inside the left cap, the middle begins")
        XCTAssertEqual(stretched.pixel(x: 30, y: 1)?.r, 229, "the top edge stretched along")
        let tiled = try ViewRenderer.render(view(showing: badge().resizableImage(withCapInsets: insets),
                                                 size: CGSize(width: 60, height: 24)), scale: 1)
        let blueColumns = (3..<57).filter { x in tiled.pixel(x: x, y: 12).map { $0.b > 200 && $0.r < 100 } ?? false }
        let stretchedBlue = (3..<57).filter { x in stretched.pixel(x: x, y: 12).map { $0.b > 200 && $0.r < 100 } ?? false }
        // Stretched, the one dot spreads into one long run; tiled, there is a dot every 6 points.
        func runs(_ columns: [Int]) -> Int { zip(columns, columns.dropFirst()).filter { $1 != $0 + 1 }.count + (columns.isEmpty ? 0 : 1) }
        XCTAssertEqual(runs(stretchedBlue), 1)
        XCTAssertGreaterThan(stretchedBlue.count, 20)
        XCTAssertEqual(runs(blueColumns), 9, "54 points of middle, a 6-point tile each")
        let board = UIView(frame: CGRect(x: 0, y: 0, width: 140, height: 40))
        board.backgroundColor = .white
        let a = view(showing: badge().resizableImage(withCapInsets: insets, resizingMode: .stretch), size: CGSize(width: 60, height: 24))
        a.frame.origin = CGPoint(x: 8, y: 8)
        let b = view(showing: badge().resizableImage(withCapInsets: insets), size: CGSize(width: 60, height: 24))
        b.frame.origin = CGPoint(x: 72, y: 8)
        board.addSubview(a)
        board.addSubview(b)
        assertSnapshot(of: board, as: .image(paths: [.code]), named: "stretched-and-tiled")
    }

    func testAStretchableImageFixesItsLeftAndTopCaps() {
        let image = badge().stretchableImage(withLeftCapWidth: 4, topCapHeight: 5)
        XCTAssertEqual(image.leftCapWidth, 4)
        XCTAssertEqual(image.topCapHeight, 5)
        XCTAssertEqual(image.capInsets, UIEdgeInsets(top: 5, left: 4, bottom: 6, right: 7))
        XCTAssertEqual(image.resizingMode, .stretch)
        XCTAssertEqual(image.withRenderingMode(.alwaysTemplate).capInsets, image.capInsets, "copies keep the caps")
    }

    func testOrientationTurnsThePixelsAndTheSize() throws {
        let canvas = try Canvas(width: 3, height: 2)
        canvas.setFillColor(.black)
        canvas.fill(Rect(x: 0, y: 0, width: 1, height: 1))   // the top-left pixel
        let cg = try XCTUnwrap(UIImage(bitmap: canvas.bitmap).cgImage)
        let left = UIImage(cgImage: cg, scale: 1, orientation: .left)
        XCTAssertEqual(left.size, CGSize(width: 2, height: 3))
        XCTAssertEqual(left.imageOrientation, .left)
        XCTAssertEqual(left.bitmap.pixel(x: 0, y: 2)?.a, 255, "turned counter-clockwise, the top-left corner goes to the bottom-left")
        let right = UIImage(cgImage: cg, scale: 1, orientation: .right)
        XCTAssertEqual(right.bitmap.pixel(x: 1, y: 0)?.a, 255, "turned clockwise, it goes to the top-right")
        let mirrored = UIImage(cgImage: cg, scale: 1, orientation: .up).withHorizontallyFlippedOrientation()
        XCTAssertEqual(mirrored.imageOrientation, .upMirrored)
        XCTAssertEqual(mirrored.bitmap.pixel(x: 2, y: 0)?.a, 255)
    }

    func testAnImageViewShowsTheFrameTheSnapshotClockHasReached() throws {
        func frame(_ white: Double) -> UIImage {
            let canvas = try! Canvas(width: 4, height: 4)
            canvas.setFillColor(Color(white: white))
            canvas.fill(Rect(x: 0, y: 0, width: 4, height: 4))
            return UIImage(bitmap: canvas.bitmap)
        }
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.animationImages = [frame(0), frame(0.5), frame(1)]
        view.animationDuration = 0.3
        XCTAssertFalse(view.isAnimating)
        view.startAnimating()
        XCTAssertTrue(view.isAnimating)
        let start = try ViewRenderer.render(view, scale: 1)
        XCTAssertEqual(start.pixel(x: 1, y: 1)?.r, 0)
        let later = try ViewRenderer.render(view, at: .milliseconds(150), scale: 1)
        XCTAssertEqual(later.pixel(x: 1, y: 1)?.r, 128, "a third of the way through, the second frame")
        view.stopAnimating()
        XCTAssertFalse(view.isAnimating)
        let animated = UIImage.animatedImage(with: [frame(1), frame(0)], duration: 1)
        XCTAssertEqual(animated?.images?.count, 2)
        XCTAssertEqual(animated?.duration, 1)
        XCTAssertEqual(animated?.size, CGSize(width: 4, height: 4))
    }

    func testAlignmentBaselineAndThumbnails() {
        let image = badge().withAlignmentRectInsets(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).withBaselineOffset(fromBottom: 2)
        XCTAssertEqual(image.alignmentRectInsets, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(image.baselineOffsetFromBottom, 2)
        XCTAssertFalse(image.imageWithoutBaseline().hasBaseline)
        let thumb = badge().preparingThumbnail(of: CGSize(width: 6, height: 30))
        XCTAssertEqual(thumb?.size, CGSize(width: 6, height: 6), "aspect fit")
        XCTAssertEqual(badge().imageRendererFormat.scale, 2)
    }

    func testAnAssetPicksTheVariantForTheTraits() {
        let asset = UIImageAsset()
        let light = badge(), dark = badge().withTintColor(.black)
        asset.register(light, with: UITraitCollection(userInterfaceStyle: .light))
        asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
        XCTAssertTrue(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)) === dark)
        XCTAssertTrue(asset.image(with: UITraitCollection(userInterfaceStyle: .light)) === light)
        XCTAssertTrue(dark.imageAsset === asset)
    }
}
