import DesignableTesting
import Foundation
@testable import Designable
import XCTest

/// UIProgressView: its progress, its styles' sizes, observing a Foundation `Progress`, its
/// document attributes and how it looks.
final class ProgressViewTests: XCTestCase {
    private func bar(_ progress: Float, y: CGFloat = 0, style: UIProgressView.Style = .default) -> UIProgressView {
        let p = UIProgressView(progressViewStyle: style)
        p.frame = CGRect(x: 10, y: y, width: 200, height: style == .bar ? 2.5 : 4)
        p.progress = progress
        return p
    }

    func testProgressIsPinnedToZeroThroughOne() {
        let p = UIProgressView(frame: .zero)
        XCTAssertEqual(p.progress, 0)
        p.progress = 1.5
        XCTAssertEqual(p.progress, 1)
        p.setProgress(-0.2, animated: true)
        XCTAssertEqual(p.progress, 0, "animated or not, the progress is the new one at once")
        p.progress = .nan
        XCTAssertEqual(p.progress, 0)
    }

    func testEachStyleHasItsBarHeight() {
        let standard = UIProgressView(progressViewStyle: .default)
        XCTAssertEqual(standard.frame.size, CGSize(width: 0, height: 4))
        XCTAssertEqual(standard.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 4))
        XCTAssertEqual(standard.sizeThatFits(CGSize(width: 300, height: 50)), CGSize(width: 300, height: 4))
        let toolbar = UIProgressView(progressViewStyle: .bar)
        XCTAssertEqual(toolbar.progressViewStyle, .bar)
        XCTAssertEqual(toolbar.intrinsicContentSize.height, 2.5)
        XCTAssertEqual(UIProgressView(frame: CGRect(x: 0, y: 0, width: 90, height: 9)).frame.size, CGSize(width: 90, height: 9),
                       "a frame is kept as given")
    }

    func testAnObservedProgressDrivesTheBar() {
        let p = UIProgressView(progressViewStyle: .default)
        let task = Progress(totalUnitCount: 8)
        p.observedProgress = task
        task.completedUnitCount = 2
        XCTAssertEqual(p.progress, 0.25)
        task.completedUnitCount = 6
        XCTAssertEqual(p.progress, 0.75)
        p.observedProgress = nil
        XCTAssertEqual(p.progress, 0, "its own progress again")
    }

    func testARightToLeftBarFillsFromTheRight() throws {
        let p = bar(0.25)
        p.frame.origin = .zero
        p.progressTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        p.semanticContentAttribute = .forceRightToLeft
        let bitmap = try ViewRenderer.render(p, scale: 1)
        XCTAssertEqual(bitmap.pixel(x: 190, y: 2)?.r, 255, "filled at the right")
        XCTAssertNotEqual(bitmap.pixel(x: 10, y: 2)?.r, 255, "the track at the left")
    }

    // MARK: Documents

    private let document = """
        <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.25" progressViewStyle="bar" id="pv1">
            <rect key="frame" x="0.0" y="0.0" width="200" height="2.5"/>
            <color key="progressTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <color key="trackTintColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </progressView>
        """

    func testADocumentsProgressViewDecodesItsStyleProgressAndColours() throws {
        let p = try RangeControlFixtures.decoded(document, id: "pv1", as: UIProgressView.self)
        XCTAssertEqual(p.progressViewStyle, .bar)
        XCTAssertEqual(p.progress, 0.25)
        XCTAssertEqual(p.progressTintColor, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(p.trackTintColor, UIColor(red: 0, green: 0, blue: 1, alpha: 1))
    }

    func testADocumentsProgressViewRendersAsTheSameViewBuiltInCodeOnEveryPath() throws {
        let p = UIProgressView(progressViewStyle: .bar)
        p.frame = CGRect(x: 0, y: 0, width: 200, height: 2.5)
        p.progress = 0.25
        p.progressTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        p.trackTintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        try RangeControlFixtures.assertDocument(document, objectID: "pv1", rendersAs: p)
    }

    func testAProgressThatIsNotANumberIsAnErrorNamingTheFileLineAndKey() {
        RangeControlFixtures.assertNotANumberIsAnError("progressView", key: "progress", text: "half")
    }

    // MARK: Images

    /// Empty, a third, full; tinted; own colours; the toolbar style; a thicker frame.
    private func states() -> UIView {
        let tinted = bar(0.5, y: 70)
        tinted.tintColor = .systemGreen
        let coloured = bar(0.6, y: 90)
        coloured.progressTintColor = .systemPink
        coloured.trackTintColor = .systemYellow
        let thick = bar(0.7, y: 130)
        thick.frame.size.height = 10
        return RangeControlFixtures.board(220, 160, [
            bar(0, y: 10), bar(0.33, y: 30), bar(1, y: 50), tinted, coloured, bar(0.45, y: 110, style: .bar), thick,
        ])
    }

    func testProgressViewStatesInLightAndDark() {
        assertSnapshot(of: states(), as: .image, named: "light")
        assertSnapshot(of: states(), as: .image(traits: .init(userInterfaceStyle: .dark)), named: "dark")
    }

    func testProgressViewWithTrackAndProgressImages() {
        let p = bar(0.6, y: 10)
        p.frame.size.height = 12
        p.trackImage = RangeControlFixtures.swatch(red: 200, green: 120, blue: 60)
        p.progressImage = TestImages.landscape()
        // Images made from pixels have no name a document could store, so only the code path is drawn.
        assertSnapshot(of: RangeControlFixtures.board(220, 32, [p]), as: .image(paths: [.code]), named: "images")
    }
}
