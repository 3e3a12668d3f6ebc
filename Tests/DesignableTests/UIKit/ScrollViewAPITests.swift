import Foundation
@testable import Designable
import XCTest

/// UIScrollView's layout guides, zoom limits, indicator insets and refresh control.
final class ScrollViewAPITests: XCTestCase {
    func testConstraintsToTheContentGuideSetTheContentSize() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let stack = UIView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 10),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -10),
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            stack.heightAnchor.constraint(equalToConstant: 500),
        ])
        scroll.layoutIfNeeded()
        XCTAssertEqual(stack.frame, CGRect(x: 0, y: 10, width: 320, height: 500))
        XCTAssertEqual(scroll.contentSize, CGSize(width: 320, height: 520), "the content guide's size, with the margins")
        XCTAssertEqual(scroll.frameLayoutGuide.layoutFrame, scroll.bounds)
        XCTAssertTrue(scroll.contentLayoutGuide === scroll.contentLayoutGuide, "made once")
    }

    func testZoomStaysWithinItsLimitsAndScalesTheZoomedView() {
        final class Zooming: UICollectionView, UICollectionViewDelegate {
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
        }
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.zoomScale = 3
        XCTAssertEqual(scroll.zoomScale, 1, "nothing zooms until the maximum is raised")
        XCTAssertNil(scroll.pinchGestureRecognizer)
        scroll.maximumZoomScale = 4
        scroll.minimumZoomScale = 0.5
        scroll.zoomScale = 6
        XCTAssertEqual(scroll.zoomScale, 4)
        scroll.setZoomScale(0.1, animated: true)
        XCTAssertEqual(scroll.zoomScale, 0.5)
        XCTAssertNotNil(scroll.pinchGestureRecognizer)
        let list = Zooming(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        list.delegate = list
        list.addSubview(list.content)
        list.maximumZoomScale = 2
        list.zoomScale = 2
        XCTAssertEqual(list.content.frame.size, CGSize(width: 200, height: 100))
        XCTAssertEqual(list.contentSize, CGSize(width: 200, height: 100))
    }

    func testIndicatorInsetsAndTouchDefaults() {
        let scroll = UIScrollView()
        scroll.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(scroll.verticalScrollIndicatorInsets, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(scroll.horizontalScrollIndicatorInsets, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertTrue(scroll.delaysContentTouches)
        XCTAssertFalse(scroll.touchesShouldCancel(in: UIButton()), "controls keep their touches")
        XCTAssertTrue(scroll.touchesShouldCancel(in: UIView()))
        XCTAssertEqual(scroll.keyboardDismissMode, .none)
    }

    func testTheRefreshControlSitsAboveTheContentAndSpinsWhileRefreshing() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let refresh = UIRefreshControl()
        scroll.refreshControl = refresh
        XCTAssertTrue(refresh.superview === scroll)
        XCTAssertLessThan(refresh.frame.maxY, 1, "above the content, out of sight")
        refresh.beginRefreshing()
        XCTAssertTrue(refresh.isRefreshing)
        refresh.endRefreshing()
        XCTAssertFalse(refresh.isRefreshing)
        scroll.refreshControl = nil
        XCTAssertNil(refresh.superview)
    }
}
