import Foundation
@testable import Designable
import XCTest

/// A multi-line label in Auto Layout wraps to the width its constraints give it, as UIKit's
/// automatic preferred width, without a `preferredMaxLayoutWidth`.
final class MultilineLabelLayoutTests: XCTestCase {
    func testAMultilineLabelTakesTheHeightOfItsTextAtItsConstrainedWidth() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 400))
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.numberOfLines = 0
        label.text = "A sentence long enough to wrap onto several lines at this width."
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        ViewRenderer.layOut(container)
        XCTAssertEqual(label.frame.width, 100)
        let expected = label.sizeThatFits(CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude)).height
        XCTAssertGreaterThan(expected, 3 * label.font.lineHeight, "the text wraps onto more than three lines")
        XCTAssertEqual(label.frame.height, expected, accuracy: 0.5)

        container.frame.size.width = 320
        ViewRenderer.layOut(container)
        XCTAssertEqual(label.frame.width, 300)
        XCTAssertEqual(label.frame.height, label.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude)).height,
                       accuracy: 0.5, "a wider container rewraps it")

        label.numberOfLines = 1
        ViewRenderer.layOut(container)
        XCTAssertEqual(label.frame.height, label.font.lineHeight, accuracy: 1, "a one-line label never wraps")
    }
}
