import DesignableTesting
import Foundation
@testable import Designable
import XCTest

/// UISlider: its range, its geometry, dragging its thumb, its document attributes and how it looks.
final class SliderTests: XCTestCase {
    private func slider(_ value: Float = 0, width: CGFloat = 200, y: CGFloat = 0) -> UISlider {
        let s = UISlider(frame: CGRect(x: 0, y: y, width: width, height: 31))
        s.value = value
        return s
    }

    // MARK: Values

    func testValueIsPinnedToTheRange() {
        let s = slider()
        XCTAssertEqual(s.value, 0)
        XCTAssertEqual(s.minimumValue, 0, "UIKit's default")
        XCTAssertEqual(s.maximumValue, 1, "UIKit's default")
        s.value = 2
        XCTAssertEqual(s.value, 1)
        s.value = -3
        XCTAssertEqual(s.value, 0)
        s.value = .nan
        XCTAssertEqual(s.value, 0, "a NaN is ignored")
        s.setValue(0.4, animated: true)
        XCTAssertEqual(s.value, 0.4, "animated or not, the value is the new one at once")
    }

    func testAMinimumAboveTheMaximumRaisesTheMaximumAndAMaximumBelowTheMinimumLowersTheMinimum() {
        let s = slider(0.5)
        s.minimumValue = 5
        XCTAssertEqual(s.maximumValue, 5, "as UIKit documents for minimumValue")
        XCTAssertEqual(s.value, 5, "the value follows the new range")
        s.maximumValue = 2
        XCTAssertEqual(s.minimumValue, 2, "as UIKit documents for maximumValue")
        XCTAssertEqual(s.value, 2)
        s.maximumValue = 10
        s.value = 7
        s.minimumValue = 8
        XCTAssertEqual(s.value, 8)
        XCTAssertEqual(s.maximumValue, 10)
    }

    // MARK: Geometry

    func testTrackAndThumbRectsFollowIOSMetrics() {
        let s = slider()
        let track = s.trackRect(forBounds: s.bounds)
        XCTAssertEqual(track, CGRect(x: 2, y: 13.5, width: 196, height: 4), "4 points tall, 2 inside each end, centred")
        XCTAssertEqual(s.thumbRect(forBounds: s.bounds, trackRect: track, value: 0), CGRect(x: 0, y: 0, width: 31, height: 31))
        XCTAssertEqual(s.thumbRect(forBounds: s.bounds, trackRect: track, value: 1), CGRect(x: 169, y: 0, width: 31, height: 31))
        XCTAssertEqual(s.thumbRect(forBounds: s.bounds, trackRect: track, value: 0.5).midX, 100)
        XCTAssertEqual(s.thumbRect(forBounds: s.bounds, trackRect: track, value: 7).maxX, 200, "a value past the range sits at the end")
        s.maximumValue = 10
        XCTAssertEqual(s.thumbRect(forBounds: s.bounds, trackRect: track, value: 5).midX, 100, "the fraction of the range")
    }

    func testValueImagesTakeTheirPlaceAtTheEndsAndShortenTheTrack() {
        let s = slider()
        XCTAssertEqual(s.minimumValueImageRect(forBounds: s.bounds).size, .zero)
        s.minimumValueImage = TestImages.chevron(points: 20)
        s.maximumValueImage = TestImages.chevron(points: 16)
        XCTAssertEqual(s.minimumValueImageRect(forBounds: s.bounds), CGRect(x: 0, y: 5.5, width: 20, height: 20))
        XCTAssertEqual(s.maximumValueImageRect(forBounds: s.bounds), CGRect(x: 184, y: 7.5, width: 16, height: 16))
        XCTAssertEqual(s.trackRect(forBounds: s.bounds), CGRect(x: 26, y: 13.5, width: 152, height: 4), "6 points from each image")
    }

    func testAThumbImageSetsTheThumbsSizeAndFallsBackToTheNormalState() {
        let s = slider()
        XCTAssertNil(s.currentThumbImage, "the default thumb is drawn, not an image")
        let image = TestImages.chevron(points: 24)
        s.setThumbImage(image, for: .normal)
        XCTAssertTrue(s.thumbImage(for: .normal) === image)
        XCTAssertNil(s.thumbImage(for: .highlighted), "only what was set for that state")
        s.isHighlighted = true
        XCTAssertTrue(s.currentThumbImage === image, "the normal state's image, for want of a highlighted one")
        let pressed = TestImages.chevron(points: 30)
        s.setThumbImage(pressed, for: .highlighted)
        XCTAssertTrue(s.currentThumbImage === pressed)
        s.isHighlighted = false
        let track = s.trackRect(forBounds: s.bounds)
        XCTAssertEqual(s.thumbRect(forBounds: s.bounds, trackRect: track, value: 0).size, CGSize(width: 24, height: 24))
        s.setMinimumTrackImage(TestImages.chevron(points: 6), for: .normal)
        XCTAssertEqual(s.trackRect(forBounds: s.bounds).height, 6, "as tall as the track image")
        XCTAssertNotNil(s.currentMinimumTrackImage)
        XCTAssertNil(s.currentMaximumTrackImage)
        XCTAssertNil(s.maximumTrackImage(for: .normal))
        XCTAssertNotNil(s.minimumTrackImage(for: .normal))
    }

    func testIntrinsicHeightIs31PointsWithNoWidthOfItsOwn() {
        let s = UISlider()
        XCTAssertEqual(s.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 31))
        XCTAssertEqual(s.sizeThatFits(CGSize(width: 120, height: 100)), CGSize(width: 120, height: 31))
        XCTAssertEqual(UISlider(frame: CGRect(x: 3, y: 4, width: 80, height: 50)).frame, CGRect(x: 3, y: 4, width: 80, height: 50),
                       "the frame is kept as given")
        XCTAssertEqual(s.behavioralStyle, .pad)
        s.preferredBehavioralStyle = .mac
        XCTAssertEqual(s.behavioralStyle, .pad, "only Mac Catalyst honours the Mac style")
    }

    // MARK: Dragging

    func testDraggingTheThumbMovesTheValueAndSendsValueChangedAsItGoes() {
        let s = slider()
        var sent: [Float] = []
        s.addAction(UIAction { _ in sent.append(s.value) }, for: .valueChanged)
        // From the thumb's centre at 0 (15.5) to the middle of its travel (15.5 + 169 / 2).
        s.simulate(.pan(from: CGPoint(x: 15.5, y: 15.5), to: CGPoint(x: 100, y: 15.5), steps: 4))
        XCTAssertEqual(s.value, 0.5, accuracy: 0.0001)
        XCTAssertEqual(sent.count, 4, "one per move that changed the value")
        XCTAssertEqual(sent.last ?? -1, 0.5, accuracy: 0.0001)
        XCTAssertEqual(sent, sent.sorted(), "rising as the finger moves right")
        XCTAssertFalse(s.isTracking)

        // Past the end: pinned at the maximum.
        s.simulate(.pan(from: CGPoint(x: 100, y: 15.5), to: CGPoint(x: 400, y: 15.5)))
        XCTAssertEqual(s.value, 1)
    }

    func testTheThumbDoesNotJumpToWhereTheFingerGrabsIt() {
        let s = slider(0.5)
        // Grabbed 8 points right of its centre and moved 20 points: the value moves by 20 points' worth.
        s.simulate(.pan(from: CGPoint(x: 108, y: 15.5), to: CGPoint(x: 128, y: 15.5)))
        XCTAssertEqual(s.value, 0.5 + 20 / 169, accuracy: 0.0001)
    }

    func testANonContinuousSliderSendsOneValueChangedWhenTheFingerLifts() {
        let s = slider()
        s.isContinuous = false
        var events: [String] = []
        s.addAction(UIAction { _ in events.append("changed \(s.value)") }, for: .valueChanged)
        s.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
        s.simulate(.pan(from: CGPoint(x: 15.5, y: 15.5), to: CGPoint(x: 184.5, y: 15.5)))
        XCTAssertEqual(events, ["changed 1.0", "up"])
    }

    func testATouchOffTheThumbLeavesTheValue() {
        let s = slider()
        var changes = 0
        s.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        s.simulate(.pan(from: CGPoint(x: 150, y: 15.5), to: CGPoint(x: 190, y: 15.5)))
        s.simulateTap(at: CGPoint(x: 120, y: 15.5))
        XCTAssertEqual(s.value, 0)
        XCTAssertEqual(changes, 0)
    }

    func testADisabledSliderIgnoresTouches() {
        let s = slider()
        s.isEnabled = false
        s.simulate(.pan(from: CGPoint(x: 15.5, y: 15.5), to: CGPoint(x: 184.5, y: 15.5)))
        XCTAssertEqual(s.value, 0)
    }

    // MARK: Right to left

    func testARightToLeftSliderIsMirrored() {
        let s = slider(0)
        s.semanticContentAttribute = .forceRightToLeft
        let track = s.trackRect(forBounds: s.bounds)
        XCTAssertEqual(s.thumbRect(forBounds: s.bounds, trackRect: track, value: 0).maxX, 200, "the minimum is at the right")
        XCTAssertEqual(s.thumbRect(forBounds: s.bounds, trackRect: track, value: 1).minX, 0)
        s.minimumValueImage = TestImages.chevron(points: 20)
        XCTAssertEqual(s.minimumValueImageRect(forBounds: s.bounds).maxX, 200, "the minimum's image at the right too")
        XCTAssertEqual(s.trackRect(forBounds: s.bounds), CGRect(x: 2, y: 13.5, width: 172, height: 4), "shortened at the right")
        s.minimumValueImage = nil
        // Dragged from the thumb's centre leftwards by half its travel.
        s.simulate(.pan(from: CGPoint(x: 184.5, y: 15.5), to: CGPoint(x: 100, y: 15.5)))
        XCTAssertEqual(s.value, 0.5, accuracy: 0.0001, "moving left raises the value")
    }

    func testSliderInARightToLeftLayout() {
        let views = [slider(0.3, width: 220, y: 10), slider(0.8, width: 220, y: 50)]
        views.forEach { $0.frame.origin.x = 10 }
        views[1].tintColor = .systemPink
        assertSnapshot(of: RangeControlFixtures.board(240, 90, views),
                       as: .image(traits: UITraitCollection(layoutDirection: .rightToLeft)), named: "right-to-left")
    }

    // MARK: Documents

    private let document = """
        <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="26" minValue="9" maxValue="42" continuous="NO" id="sl1">
            <rect key="frame" x="0.0" y="0.0" width="200" height="31"/>
            <color key="minimumTrackTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <color key="maximumTrackTintColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <color key="thumbTintColor" red="1" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </slider>
        """

    func testADocumentsSliderDecodesItsRangeValueFlagAndColours() throws {
        let s = try RangeControlFixtures.decoded(document, id: "sl1", as: UISlider.self)
        XCTAssertEqual(s.minimumValue, 9)
        XCTAssertEqual(s.maximumValue, 42)
        XCTAssertEqual(s.value, 26, "the range is read before the value, which the default range would pin to 1")
        XCTAssertFalse(s.isContinuous)
        XCTAssertEqual(s.minimumTrackTintColor, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(s.maximumTrackTintColor, UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        XCTAssertEqual(s.thumbTintColor, UIColor(red: 1, green: 1, blue: 0, alpha: 1))
    }

    func testADocumentsSliderRendersAsTheSameSliderBuiltInCodeOnEveryPath() throws {
        let s = slider()
        s.minimumValue = 9
        s.maximumValue = 42
        s.value = 26
        s.isContinuous = false
        s.minimumTrackTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        s.maximumTrackTintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        s.thumbTintColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
        try RangeControlFixtures.assertDocument(document, objectID: "sl1", rendersAs: s)
    }

    func testAValueThatIsNotANumberIsAnErrorNamingTheFileLineAndKey() {
        RangeControlFixtures.assertNotANumberIsAnError("slider", key: "value", text: "lots")
    }

    // MARK: Images

    /// Resting at the start, the middle and the end; tinted; with its own track and thumb
    /// colours; disabled.
    private func states() -> UIView {
        let tinted = slider(0.3, width: 220, y: 130)
        tinted.tintColor = .systemOrange
        let coloured = slider(0.7, width: 220, y: 170)
        coloured.minimumTrackTintColor = .systemGreen
        coloured.maximumTrackTintColor = .systemPink
        coloured.thumbTintColor = .systemYellow
        let disabled = slider(0.6, width: 220, y: 210)
        disabled.isEnabled = false
        let views = [slider(0, width: 220, y: 10), slider(0.5, width: 220, y: 50), slider(1, width: 220, y: 90), tinted, coloured, disabled]
        views.forEach { $0.frame.origin.x = 10 }
        return RangeControlFixtures.board(240, 250, views)
    }

    func testSliderStatesInLightAndDark() {
        assertSnapshot(of: states(), as: .image, named: "light")
        assertSnapshot(of: states(), as: .image(traits: .init(userInterfaceStyle: .dark)), named: "dark")
    }

    func testSliderWithValueImagesThumbImageAndTrackImages() {
        let withValueImages = slider(0.4, width: 220, y: 10)
        withValueImages.minimumValueImage = TestImages.chevron(points: 18).withRenderingMode(.alwaysTemplate)
        withValueImages.maximumValueImage = TestImages.chevron(points: 24)
        let withThumb = slider(0.6, width: 220, y: 50)
        withThumb.setThumbImage(TestImages.landscape(), for: .normal)
        let withTracks = slider(0.5, width: 220, y: 90)
        withTracks.setMinimumTrackImage(TestImages.landscape(), for: .normal)
        withTracks.setMaximumTrackImage(RangeControlFixtures.swatch(red: 200, green: 120, blue: 60), for: .normal)
        let views = [withValueImages, withThumb, withTracks]
        views.forEach { $0.frame.origin.x = 10 }
        // Images made from pixels have no name a document could store, so only the code path is drawn.
        assertSnapshot(of: RangeControlFixtures.board(240, 130, views), as: .image(paths: [.code]), named: "images")
    }

    func testADraggedSliderIsDrawnWhereTheFingerLeftIt() {
        let s = slider(0, width: 220, y: 10)
        s.frame.origin.x = 10
        let board = RangeControlFixtures.board(240, 50, [s])
        s.simulate(.pan(from: CGPoint(x: 15.5, y: 15.5), to: CGPoint(x: 160, y: 15.5)))
        XCTAssertEqual(s.value, Float((160 - 15.5) / 189), accuracy: 0.0001)
        assertSnapshot(of: board, as: .image, named: "dragged")
    }
}
