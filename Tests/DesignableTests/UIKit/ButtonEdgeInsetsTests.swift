import Designable
import XCTest

/// The classic image-above-title trick: edge insets set in `layoutSubviews()` after `super`
/// placed the image and title, which iOS lays out again before the frame is shown.
final class ButtonEdgeInsetsTests: XCTestCase {
    final class StackedButton: UIButton {
        override func layoutSubviews() {
            super.layoutSubviews()
            guard let image = image(for: .normal), let title = titleLabel else { return }
            let total = image.size.height + title.frame.height + 10
            imageEdgeInsets = UIEdgeInsets(top: -(total - image.size.height), left: 0, bottom: 0, right: -title.frame.width)
            titleEdgeInsets = UIEdgeInsets(top: 0, left: -image.size.width, bottom: -(total - title.frame.height), right: 0)
        }
    }

    func testNegativeInsetsMoveTheImageAboveTheTitleWithoutGrowingIt() throws {
        let button = StackedButton(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        button.setImage(image, for: .normal)
        button.setTitle("Title", for: .normal)
        button.layoutIfNeeded()
        let imageFrame = try XCTUnwrap(button.imageView?.frame), titleFrame = try XCTUnwrap(button.titleLabel?.frame)
        XCTAssertEqual(imageFrame.size, CGSize(width: 20, height: 20), "moved, not stretched")
        XCTAssertEqual(imageFrame.midX, 100, accuracy: 0.5, "centred over the button")
        XCTAssertEqual(titleFrame.midX, 100, accuracy: 0.5)
        XCTAssertLessThan(imageFrame.maxY, titleFrame.minY, "above the title: laid out again with the insets layoutSubviews set")
    }
}
