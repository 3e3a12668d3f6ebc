import Designable
import Foundation
import XCTest

/// Loaded documents lay out as Interface Builder simulated them when it stored their frames:
/// bars over the root (top and bottom layout guides, safe area), a controller's root margins,
/// stack views, stored priorities, declared image sizes, and the device's pixel rounding.
/// Each fixture is a tiny document written here.
final class SimulatedMetricsTests: XCTestCase {
    private let registry = DesignableRegistry()

    /// A storyboard with one scene: `controllerExtras` go inside the controller (simulated
    /// metrics), `subviews` and `constraints` inside its root view, `scenes` after it.
    private func storyboard(device: String? = "retina4_7", tools: String = "22155", width: Int = 375, height: Int = 667,
                            controllerExtras: String = "", subviews: String, constraints: String, scenes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
            \(device.map { "<device id=\"\($0)\" orientation=\"portrait\" appearance=\"light\"/>" } ?? "")
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="top"/>
                                <viewControllerLayoutGuide type="bottom" id="bottom"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <subviews>
                                    \(subviews)
                                </subviews>
                                <constraints>
                                    \(constraints)
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
                            \(controllerExtras)
                        </viewController>
                    </objects>
                </scene>
                \(scenes)
            </scenes>
        </document>
        """
    }

    private func box(_ id: String, extra: String = "") -> String {
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)"\(extra)>
            <rect key="frame" x="0" y="0" width="10" height="10"/>
        </view>
        """
    }

    /// Loads `xml`, lays its first scene (or top-level view) out at the document's scale, and
    /// returns the frame of the view `id`.
    private func solvedFrame(_ id: String, in xml: String, file: String = "Fixture.storyboard") throws -> CGRect {
        let nib = try InterfaceBuilderLoader.load(data: Data(xml.utf8), file: file, registry: registry)
        let root = try XCTUnwrap(nib.sceneRootViews.first ?? nib.topLevelViews.first)
        ViewRenderer.layOut(root, scale: nib.displayScale)
        return try XCTUnwrap(nib.view(withID: id)).frame
    }

    // MARK: Bars, guides and the safe area

    func testTheTopLayoutGuideEndsUnderTheSimulatedStatusBar() throws {
        let constraints = """
            <constraint firstItem="a" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="8" id="c1"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstItem="a" firstAttribute="width" constant="100" id="c3"/>
            <constraint firstItem="bottom" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="10" id="c4"/>
            """
        let shown = try solvedFrame("a", in: storyboard(subviews: box("a"), constraints: constraints))
        XCTAssertEqual(shown, CGRect(x: 0, y: 28, width: 100, height: 667 - 28 - 10))
        let hidden = try solvedFrame("a", in: storyboard(controllerExtras: #"<nil key="simulatedStatusBarMetrics"/>"#,
                                                         subviews: box("a"), constraints: constraints))
        XCTAssertEqual(hidden.minY, 8, "no status bar: the guide is empty")
    }

    func testNavigationAndTabBarControllersPutTheirBarsOverTheirChildren() throws {
        let constraints = """
            <constraint firstItem="a" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="c1"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstItem="a" firstAttribute="width" constant="100" id="c3"/>
            <constraint firstItem="bottom" firstAttribute="top" secondItem="a" secondAttribute="bottom" id="c4"/>
            """
        let containers = """
            <scene sceneID="s2">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="vc" kind="relationship" relationship="rootViewController" id="seg1"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="s3">
                <objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <connections>
                            <segue destination="nav" kind="relationship" relationship="viewControllers" id="seg2"/>
                        </connections>
                    </tabBarController>
                </objects>
            </scene>
            """
        let frame = try solvedFrame("a", in: storyboard(subviews: box("a"), constraints: constraints, scenes: containers))
        XCTAssertEqual(frame, CGRect(x: 0, y: 20 + 44, width: 100, height: 667 - 64 - 49),
                       "status and navigation bars above, the tab bar of the navigation controller's tab bar controller below")

        let explicitNone = storyboard(controllerExtras: #"<nil key="simulatedTopBarMetrics"/><nil key="simulatedBottomBarMetrics"/>"#,
                                      subviews: box("a"), constraints: constraints, scenes: containers)
        XCTAssertEqual(try solvedFrame("a", in: explicitNone), CGRect(x: 0, y: 20, width: 100, height: 647),
                       "bars the controller's simulated metrics turn off are not inferred")
    }

    func testTheSafeAreaOfADeviceWithASensorHousing() throws {
        let constraints = """
            <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
            <constraint firstItem="a" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="c2"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c3"/>
            <constraint firstItem="a" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="c4"/>
            """
        let notched = try solvedFrame("a", in: storyboard(device: "retina6_12", width: 393, height: 852,
                                                          subviews: box("a"), constraints: constraints))
        XCTAssertEqual(notched, CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
        let classic = try solvedFrame("a", in: storyboard(subviews: box("a"), constraints: constraints))
        XCTAssertEqual(classic, CGRect(x: 0, y: 20, width: 375, height: 647), "the status bar alone")
    }

    // MARK: Root margins

    func testAControllersRootViewHasUIKitsSystemMinimumMargins() throws {
        let constraints = """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstItem="a" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="c2"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
            <constraint firstItem="a" firstAttribute="height" constant="10" id="c4"/>
            """
        let compact = try solvedFrame("a", in: storyboard(subviews: box("a"), constraints: constraints))
        XCTAssertEqual(compact.minX, 16)
        XCTAssertEqual(compact.width, 375 - 32)
        let wide = try solvedFrame("a", in: storyboard(device: "retina5_5", width: 414, height: 736,
                                                       subviews: box("a"), constraints: constraints))
        XCTAssertEqual(wide.minX, 20, "an iPhone Plus has 20 pt margins")
        let xcode6Canvas = try solvedFrame("a", in: storyboard(device: nil, tools: "6250", width: 600, height: 600,
                                                               subviews: box("a"), constraints: constraints))
        XCTAssertEqual(xcode6Canvas.minX, 16, "before iOS 9, only regular-width screens had 20")
        let xcode7Canvas = try solvedFrame("a", in: storyboard(device: nil, tools: "9531", width: 600, height: 600,
                                                               subviews: box("a"), constraints: constraints))
        XCTAssertEqual(xcode7Canvas.minX, 20)
    }

    func testAPlainXIBViewKeepsEightPointMarginsAndStoredMarginsAreDecoded() throws {
        let body = """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0" y="0" width="200" height="100"/>
                <subviews>
                    \(box("a"))
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                        <rect key="frame" x="0" y="50" width="200" height="50"/>
                        <edgeInsets key="layoutMargins" top="1" left="30" bottom="2" right="4"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                    <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                    <constraint firstItem="a" firstAttribute="width" constant="10" id="c3"/>
                    <constraint firstItem="a" firstAttribute="height" constant="10" id="c4"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """
        let nib = try FixtureDocuments.load(body, registry: registry)
        let root = try XCTUnwrap(nib.view(withID: "root"))
        ViewRenderer.layOut(root, scale: nib.displayScale)
        XCTAssertEqual(nib.view(withID: "a")?.frame.minX, 8)
        XCTAssertEqual(root.safeAreaInsets, .zero, "a free-form XIB view has no bars over it")
        XCTAssertEqual(nib.view(withID: "b")?.layoutMargins, UIEdgeInsets(top: 1, left: 30, bottom: 2, right: 4))
    }

    // MARK: Stack views, priorities, images

    func testAStackViewFromADocumentArrangesItsSubviews() throws {
        let body = """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0" y="0" width="320" height="100"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" alignment="top" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="0" y="0" width="320" height="100"/>
                        <subviews>
                            \(box("one"))
                            \(box("two"))
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="three">
                                <rect key="frame" x="0" y="0" width="10" height="10"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="40" id="h3"/>
                                </constraints>
                            </view>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                    <constraint firstItem="stack" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c2"/>
                    <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                    <constraint firstItem="stack" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="c4"/>
                </constraints>
            </view>
            """
        let nib = try FixtureDocuments.load(body, registry: registry)
        let stack = try XCTUnwrap(nib.view(withID: "stack") as? UIStackView)
        XCTAssertEqual(stack.axis, .horizontal)
        XCTAssertEqual(stack.distribution, .fillEqually)
        XCTAssertEqual(stack.alignment, .leading, "IB calls a horizontal stack's leading alignment top")
        XCTAssertEqual(stack.spacing, 10)
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual(["one", "two", "three"].compactMap { nib.view(withID: $0) }, by: ===),
                      "the subviews, in document order")
        let root = try XCTUnwrap(nib.view(withID: "root"))
        ViewRenderer.layOut(root, scale: nib.displayScale)
        XCTAssertEqual(nib.view(withID: "one")?.frame.width, 100)
        XCTAssertEqual(nib.view(withID: "two")?.frame.minX, 110)
        XCTAssertEqual(nib.view(withID: "three")?.frame, CGRect(x: 220, y: 0, width: 100, height: 40), "top-aligned at its own height")
    }

    func testStoredPrioritiesAndDeclaredImageSizesAreWhatLayoutUses() throws {
        let body = """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0" y="0" width="200" height="200"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="252" horizontalCompressionResistancePriority="740" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                        <rect key="frame" x="0" y="0" width="20" height="20"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="nowhere" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                        <rect key="frame" x="0" y="0" width="64" height="48"/>
                    </imageView>
                </subviews>
                <constraints>
                    <constraint firstItem="image" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                    <constraint firstItem="image" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
                </constraints>
            </view>
            """
        let xml = FixtureDocuments.xib(body).replacingOccurrences(of: "</objects>", with: """
            </objects>
            <resources>
                <image name="nowhere" width="64" height="48"/>
            </resources>
            """)
        let nib = try UIImage.withAppBundle(nil) {
            try InterfaceBuilderLoader.load(data: Data(xml.utf8), file: "Image.xib", registry: registry)
        }
        let label = try XCTUnwrap(nib.view(withID: "label"))
        XCTAssertEqual(label.contentHuggingPriority(for: .horizontal).rawValue, 251)
        XCTAssertEqual(label.contentHuggingPriority(for: .vertical).rawValue, 252)
        XCTAssertEqual(label.contentCompressionResistancePriority(for: .horizontal).rawValue, 740)
        XCTAssertEqual(label.contentCompressionResistancePriority(for: .vertical).rawValue, 750, "not stored: UIKit's default")

        let image = try XCTUnwrap(nib.view(withID: "image") as? UIImageView)
        XCTAssertNil(image.image, "the image is missing, and nothing pretends otherwise")
        XCTAssertEqual(nib.report.warnings.map(\.kind), [.missingImage])
        XCTAssertTrue(nib.report.warnings[0].message.contains("64 × 48 pt the document declares"))
        let root = try XCTUnwrap(nib.view(withID: "root"))
        ViewRenderer.layOut(root, scale: nib.displayScale)
        XCTAssertEqual(image.frame, CGRect(x: 68, y: 10, width: 64, height: 48), "laid out at the declared size, as IB did")
    }

    // MARK: Pixel rounding

    func testFramesRoundToTheDevicesPixelsAsIBStoresThem() throws {
        let constraints = """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.95" id="c2"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
            <constraint firstItem="a" firstAttribute="height" secondItem="root" secondAttribute="height" multiplier="0.1" id="c4"/>
            """
        let xml = storyboard(subviews: box("a"), constraints: constraints)
        let nib = try InterfaceBuilderLoader.load(data: Data(xml.utf8), file: "Round.storyboard", registry: registry)
        XCTAssertEqual(nib.displayScale, 2, "an iPhone 8 is @2x")
        let root = try XCTUnwrap(nib.sceneRootViews.first), a = try XCTUnwrap(nib.view(withID: "a"))
        ViewRenderer.layOut(root, scale: nib.displayScale)
        XCTAssertEqual(a.frame.width, 356.5, "356.25 to the nearest half point")
        XCTAssertEqual(a.frame.height, 66.5, "66.7 to the nearest half point")

        let oneX = try InterfaceBuilderLoader.load(data: Data(xml.utf8), file: "Round.storyboard", registry: registry)
        let rootAt1 = try XCTUnwrap(oneX.sceneRootViews.first)
        ViewRenderer.layOut(rootAt1, scale: 1)
        XCTAssertEqual(oneX.view(withID: "a")?.frame.width, 356)
        XCTAssertEqual(oneX.view(withID: "a")?.frame.height, 67)

        let notched = storyboard(device: "retina6_12", width: 393, height: 852, subviews: box("a"), constraints: constraints)
        XCTAssertEqual(try InterfaceBuilderLoader.load(data: Data(notched.utf8), file: "R.storyboard", registry: registry).displayScale, 3)
        let canvas = storyboard(device: nil, width: 600, height: 600, subviews: box("a"), constraints: constraints)
        XCTAssertEqual(try InterfaceBuilderLoader.load(data: Data(canvas.utf8), file: "R.storyboard", registry: registry).displayScale, 2)
    }
}
