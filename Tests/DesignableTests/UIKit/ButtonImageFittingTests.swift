import Designable
import Foundation
import Raster
import XCTest

/// A classic button shrinks an image larger than its content rect to fit, its aspect kept, and
/// never enlarges a smaller one, as UIKit lays out the button's image view.
final class ButtonImageFittingTests: XCTestCase {
    /// A 100 × 50 pt image: red, with a blue right half, so squashing or cropping would show.
    private func wideImage() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 100, height: 50), format: format).image { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 50, y: 0, width: 50, height: 50))
        }
    }

    func testAnImageLargerThanTheButtonIsScaledDownToFitWithItsAspectKept() throws {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
        button.setImage(wideImage(), for: .normal)
        button.layoutIfNeeded()
        XCTAssertEqual(button.imageView?.frame, CGRect(x: 0, y: 11, width: 44, height: 22))
        let bitmap = try ViewRenderer.render(button, scale: 1)
        XCTAssertEqual(bitmap.pixel(x: 22, y: 5)?.a, 0, "above the fitted image")
        XCTAssertEqual(bitmap.unpremultipliedPixel(x: 10, y: 22)?.r, 255, "the red half, within the button")
        XCTAssertEqual(bitmap.unpremultipliedPixel(x: 34, y: 22)?.b, 255, "the blue half, within the button")
    }

    func testContentEdgeInsetsShrinkTheRectTheImageFits() {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
        button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        button.setImage(wideImage(), for: .normal)
        button.layoutIfNeeded()
        XCTAssertEqual(button.imageView?.frame, CGRect(x: 2, y: 12, width: 40, height: 20))
    }

    func testASmallerImageKeepsItsSize() {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        button.setImage(wideImage(), for: .normal)
        button.layoutIfNeeded()
        XCTAssertEqual(button.imageView?.frame, CGRect(x: 50, y: 15, width: 100, height: 50))
    }
}
