import Designable
import Foundation
import XCTest

/// A root view's device insets, UIKit's overlap rule for subviews, and the safe-area guide.
final class SafeAreaTests: XCTestCase {
    private func iPhone15Root() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        root.deviceSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        return root
    }

    func testRootTakesTheDeviceInsetsAndSubviewsTheirOverlap() {
        let root = iPhone15Root()
        let header = UIView(frame: CGRect(x: 0, y: 20, width: 393, height: 100))
        let middle = UIView(frame: CGRect(x: 10, y: 300, width: 100, height: 100))
        let footer = UIView(frame: CGRect(x: 0, y: 830, width: 393, height: 22))
        [header, middle, footer].forEach(root.addSubview)
        XCTAssertEqual(root.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(header.safeAreaInsets, UIEdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(middle.safeAreaInsets, .zero)
        // The footer lies entirely in the home-indicator area: its inset is capped at its height.
        XCTAssertEqual(footer.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 22, right: 0))
        XCTAssertEqual(UIView(frame: .zero).safeAreaInsets, .zero, "no device, no insets")
    }

    func testViewsPinnedToTheSafeAreaGuideClearTheBars() {
        let root = iPhone15Root()
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
        // Changing the device re-lays out.
        root.deviceSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 20, width: 393, height: 832))
    }
}
