import DesignableTesting
import Foundation
@testable import Designable
import XCTest

/// The snapshot strategies and runtime attributes know the slider, stepper, page control and
/// progress view: they draw alike on all three init paths, their values show in
/// `.recursiveDescription` and `.inspectables`, and a document's user-defined runtime
/// attributes set them under their key-value coding names.
final class RangeControlDescriptionTests: XCTestCase {
    private func controls() -> UIView {
        let slider = UISlider(frame: CGRect(x: 10, y: 10, width: 200, height: 31))
        slider.maximumValue = 10
        slider.value = 2.5
        let stepper = UIStepper(frame: CGRect(x: 10, y: 50, width: 0, height: 0))
        stepper.value = 3
        let pages = UIPageControl(frame: CGRect(x: 10, y: 90, width: 200, height: 26))
        pages.numberOfPages = 4
        pages.currentPage = 1
        let progress = UIProgressView(frame: CGRect(x: 10, y: 130, width: 200, height: 4))
        progress.progress = 0.75
        return RangeControlFixtures.board(220, 144, [slider, stepper, pages, progress])
    }

    func testEachControlDrawsTheSameOnEveryInitPath() {
        // Registered as Interface Builder would make them, so the design-time path can too.
        let registry = DesignableRegistry()
        registry.register(UISlider.self, make: UISlider.init(frame:))
        registry.register(UIStepper.self, make: UIStepper.init(frame:))
        registry.register(UIPageControl.self, make: UIPageControl.init(frame:))
        registry.register(UIProgressView.self, make: UIProgressView.init(frame:))
        let views = controls().subviews
        for view in views { view.removeFromSuperview() }
        (views[0] as? UISlider)?.minimumTrackTintColor = .systemPurple
        (views[1] as? UIStepper)?.wraps = true
        (views[2] as? UIPageControl)?.backgroundStyle = .prominent
        (views[3] as? UIProgressView)?.progressViewStyle = .bar
        for (view, name) in zip(views, ["slider", "stepper", "page-control", "progress-view"]) {
            view.frame.origin = .zero
            assertSnapshot(of: view, as: .image(paths: .all, registry: registry), named: name)
        }
    }

    func testTheRecursiveDescriptionShowsEachControlsValue() {
        assertSnapshot(of: controls(), as: .recursiveDescription, named: "controls")
    }

    func testTheInspectablesShowEachControlsAttributes() {
        for (view, title) in zip(controls().subviews, ["Slider", "Stepper", "Page Control", "Progress View"]) {
            let sections = InspectableCatalog.sections(of: view)
            XCTAssertTrue(sections.contains { $0.title == title }, "\(title) in \(sections.map(\.title))")
        }
        let slider = InspectableCatalog.sections(of: controls().subviews[0]).first { $0.title == "Slider" }
        XCTAssertEqual(slider?.entries.first?.name, "value")
        XCTAssertEqual(slider?.entries.first?.value, "2.5")
    }

    func testRuntimeAttributesSetTheControlsByTheirKeyValueCodingNames() throws {
        let nib = try FixtureDocuments.load("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="220" height="100"/>
                <subviews>
                    <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" id="sl">
                        <rect key="frame" x="10" y="10" width="200" height="31"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="value"><real key="value" value="0.8"/></userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </slider>
                    <stepper opaque="NO" contentMode="scaleToFill" maximumValue="100" id="st">
                        <rect key="frame" x="10" y="50" width="94" height="32"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="stepValue"><real key="value" value="5"/></userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </stepper>
                </subviews>
            </view>
            """, registry: DesignableRegistry())
        XCTAssertEqual((nib.view(withID: "sl") as? UISlider)?.value ?? 0, 0.8, accuracy: 0.0001)
        XCTAssertEqual((nib.view(withID: "st") as? UIStepper)?.stepValue, 5)
        XCTAssertTrue(nib.report.warnings.isEmpty, "known keys: \(nib.report.warnings)")
    }
}
