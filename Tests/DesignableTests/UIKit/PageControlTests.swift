import DesignableTesting
import Foundation
@testable import Designable
import XCTest

/// UIPageControl: its pages, its size, tapping beside the current dot, its document attributes and how it looks.
final class PageControlTests: XCTestCase {
    private func control(pages: Int, current: Int = 0, width: CGFloat = 200) -> UIPageControl {
        let c = UIPageControl(frame: CGRect(x: 0, y: 0, width: width, height: 26))
        c.numberOfPages = pages
        c.currentPage = current
        return c
    }

    // MARK: Pages

    func testTheCurrentPageIsPinnedToThePages() {
        let c = control(pages: 0)
        XCTAssertEqual(c.currentPage, 0)
        c.currentPage = 3
        XCTAssertEqual(c.currentPage, 0, "no pages: page 0")
        c.numberOfPages = 5
        c.currentPage = 9
        XCTAssertEqual(c.currentPage, 4)
        c.currentPage = -2
        XCTAssertEqual(c.currentPage, 0)
        c.currentPage = 4
        c.numberOfPages = 2
        XCTAssertEqual(c.currentPage, 1, "fewer pages pull the current one in")
        c.numberOfPages = -1
        XCTAssertEqual(c.numberOfPages, 0)
    }

    func testDefaultsAreUIKits() {
        let c = UIPageControl()
        XCTAssertEqual(c.numberOfPages, 0)
        XCTAssertFalse(c.hidesForSinglePage)
        XCTAssertEqual(c.backgroundStyle, .automatic)
        XCTAssertEqual(c.direction, .natural)
        XCTAssertEqual(c.interactionState, .none)
        XCTAssertTrue(c.allowsContinuousInteraction)
        XCTAssertNil(c.pageIndicatorTintColor)
        XCTAssertNil(c.preferredIndicatorImage)
    }

    // MARK: Size

    func testSizeForPagesIsADotPitchPerPageAndTheCapsulesEnds() {
        let c = UIPageControl()
        XCTAssertEqual(c.size(forNumberOfPages: 0), CGSize(width: 0, height: 26))
        XCTAssertEqual(c.size(forNumberOfPages: 1), CGSize(width: 26, height: 26), "one dot in a circle")
        XCTAssertEqual(c.size(forNumberOfPages: 5), CGSize(width: 90, height: 26))
        c.numberOfPages = 3
        XCTAssertEqual(c.intrinsicContentSize, CGSize(width: 58, height: 26))
        XCTAssertEqual(c.sizeThatFits(CGSize(width: 500, height: 500)), CGSize(width: 58, height: 26))
        c.direction = .topToBottom
        XCTAssertEqual(c.intrinsicContentSize, CGSize(width: 26, height: 58), "a column for a vertical direction")
    }

    func testIndicatorImagesArePerPageWithAPreferredFallback() {
        let c = control(pages: 3)
        let star = TestImages.chevron(points: 12)
        c.setIndicatorImage(star, forPage: 1)
        XCTAssertTrue(c.indicatorImage(forPage: 1) === star)
        XCTAssertNil(c.indicatorImage(forPage: 0), "only what was set for that page")
        XCTAssertEqual(c.intrinsicContentSize.width, 16 + 21 + 16 + 10, "the image's width plus the dots' gap")
        c.setCurrentPageIndicatorImage(star, forPage: 2)
        XCTAssertTrue(c.currentPageIndicatorImage(forPage: 2) === star)
        c.preferredIndicatorImage = TestImages.chevron(points: 30)
        XCTAssertEqual(c.intrinsicContentSize.height, 30, "as tall as the tallest image")
    }

    // MARK: Tapping

    func testATapAfterTheCurrentDotGoesForwardAndBeforeItBack() {
        let c = control(pages: 4, current: 1)
        var sent: [Int] = []
        c.addAction(UIAction { _ in sent.append(c.currentPage) }, for: .valueChanged)
        c.simulateTap(at: CGPoint(x: 190, y: 13))
        c.simulateTap(at: CGPoint(x: 190, y: 13))
        c.simulateTap(at: CGPoint(x: 190, y: 13))
        XCTAssertEqual(c.currentPage, 3, "one page a tap, and no further than the last")
        c.simulateTap(at: CGPoint(x: 5, y: 13))
        XCTAssertEqual(sent, [2, 3, 2], "an event only when the page changed")
    }

    func testRightToLeftDirectionsReverseTheTaps() {
        let c = control(pages: 3, current: 1)
        c.direction = .rightToLeft
        c.simulateTap(at: CGPoint(x: 190, y: 13))
        XCTAssertEqual(c.currentPage, 0, "page 0 is at the right")
    }

    // MARK: Documents

    private let document = """
        <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="5" currentPage="2" backgroundStyle="prominent" id="pc1">
            <rect key="frame" x="0.0" y="0.0" width="160" height="26"/>
            <color key="pageIndicatorTintColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <color key="currentPageIndicatorTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </pageControl>
        """

    func testADocumentsPageControlDecodesItsPagesStyleAndColours() throws {
        let c = try RangeControlFixtures.decoded(document, id: "pc1", as: UIPageControl.self)
        XCTAssertEqual(c.numberOfPages, 5)
        XCTAssertEqual(c.currentPage, 2, "the pages are read before the page")
        XCTAssertEqual(c.backgroundStyle, .prominent)
        XCTAssertEqual(c.pageIndicatorTintColor, UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        XCTAssertEqual(c.currentPageIndicatorTintColor, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    func testADocumentsPageControlRendersAsTheSameControlBuiltInCodeOnEveryPath() throws {
        let c = control(pages: 5, current: 2, width: 160)
        c.backgroundStyle = .prominent
        c.pageIndicatorTintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        c.currentPageIndicatorTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        try RangeControlFixtures.assertDocument(document, objectID: "pc1", rendersAs: c)
    }

    func testAPageCountThatIsNotANumberIsAnErrorNamingTheFileLineAndKey() {
        RangeControlFixtures.assertNotANumberIsAnError("pageControl", key: "numberOfPages", text: "three")
    }

    // MARK: Images

    /// On a photo-dark background, as page controls are used: defaults; prominent; minimal with
    /// iOS's own colours; tinted dots; a single page shown and (below it, nothing) hidden; a column.
    private func states() -> UIView {
        func pages(_ n: Int, _ current: Int, _ y: CGFloat, _ configure: (UIPageControl) -> Void = { _ in }) -> UIPageControl {
            let c = UIPageControl(frame: CGRect(x: 10, y: y, width: 160, height: 26))
            c.numberOfPages = n
            c.currentPage = current
            configure(c)
            return c
        }
        let column = UIPageControl(frame: CGRect(x: 180, y: 10, width: 26, height: 100))
        column.numberOfPages = 4
        column.currentPage = 1
        column.direction = .topToBottom
        return RangeControlFixtures.board(220, 210, [
            pages(3, 0, 10), pages(5, 2, 40) { $0.backgroundStyle = .prominent },
            pages(4, 3, 70) { $0.backgroundStyle = .minimal },
            pages(6, 1, 100) { $0.pageIndicatorTintColor = .systemGray; $0.currentPageIndicatorTintColor = .systemOrange },
            pages(1, 0, 130), pages(1, 0, 160) { $0.hidesForSinglePage = true }, column,
        ], background: UIColor(red: 0.15, green: 0.25, blue: 0.35, alpha: 1))
    }

    func testPageControlStatesInLightAndDark() {
        assertSnapshot(of: states(), as: .image, named: "light")
        assertSnapshot(of: states(), as: .image(traits: .init(userInterfaceStyle: .dark)), named: "dark")
    }

    func testPageControlWithIndicatorImages() {
        let c = UIPageControl(frame: CGRect(x: 10, y: 10, width: 160, height: 26))
        c.numberOfPages = 4
        c.currentPage = 2
        c.preferredIndicatorImage = TestImages.chevron(points: 12).withRenderingMode(.alwaysTemplate)
        c.setIndicatorImage(TestImages.landscape(), forPage: 0)
        c.backgroundStyle = .prominent
        // Images made from pixels have no name a document could store, so only the code path is drawn.
        assertSnapshot(of: RangeControlFixtures.board(180, 46, [c], background: .systemTeal), as: .image(paths: [.code]), named: "images")
    }
}
