import Designable
import Foundation
import InterfaceBuilder
import XCTest

/// Each standard view's `init?(coder:)` decodes its own properties from a document, through
/// the IB-document coder.
final class CoderDecodingTests: XCTestCase {
    private let registry = DesignableRegistry()

    private func loadOne(_ element: String, file: StaticString = #filePath, line: UInt = #line) throws -> UIView {
        let nib = try FixtureDocuments.load(element, registry: registry)
        return try XCTUnwrap(nib.topLevelViews.first, file: file, line: line)
    }

    func testPlainViewDecodesFrameColourAlphaAndFlags() throws {
        let view = try loadOne("""
            <view contentMode="scaleAspectFit" alpha="0.5" tag="7" clipsSubviews="YES" hidden="YES" opaque="NO" userInteractionEnabled="NO" id="v1">
                <rect key="frame" x="10" y="20" width="120" height="80"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                <color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
            """)
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 20, width: 120, height: 80))
        XCTAssertEqual(view.backgroundColor, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(view.alpha, 0.5)
        XCTAssertEqual(view.tag, 7)
        XCTAssertTrue(view.clipsToBounds)
        XCTAssertTrue(view.isHidden)
        XCTAssertFalse(view.isOpaque)
        XCTAssertFalse(view.isUserInteractionEnabled)
        XCTAssertEqual(view.contentMode, .scaleAspectFit)
        XCTAssertEqual(view.autoresizingMask, [.flexibleWidth, .flexibleBottomMargin])
    }

    func testSystemColourReferencesStayDynamic() throws {
        let nib = try InterfaceBuilderLoader.load(data: Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="v1">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                </objects>
                <resources>
                    <systemColor name="systemBackgroundColor">
                        <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>
                </resources>
            </document>
            """.utf8), file: "Dynamic.xib", registry: registry)
        let view = try XCTUnwrap(nib.topLevelViews.first)
        let dark = try ViewRenderer.render(view, scale: 1, traits: UITraitCollection(userInterfaceStyle: .dark))
        let light = try ViewRenderer.render(view, scale: 1)
        XCTAssertEqual(light.pixel(x: 5, y: 5)?.r, 255, "systemBackground is white in light")
        XCTAssertEqual(dark.pixel(x: 5, y: 5)?.r, 0, "and black in dark, as on iOS")
    }

    func testLabelDecodesTextFontColourAlignmentAndLines() throws {
        let label = try XCTUnwrap(loadOne("""
            <label text="Sport" textAlignment="center" lineBreakMode="middleTruncation" numberOfLines="2" minimumScaleFactor="0.5" adjustsFontSizeToFit="NO" id="l1">
                <rect key="frame" x="0" y="0" width="100" height="40"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="21"/>
                <color key="textColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </label>
            """) as? UILabel)
        XCTAssertEqual(label.text, "Sport")
        XCTAssertEqual(label.textAlignment, .center)
        XCTAssertEqual(label.lineBreakMode, .byTruncatingMiddle)
        XCTAssertEqual(label.numberOfLines, 2)
        XCTAssertEqual(label.minimumScaleFactor, 0.5)
        XCTAssertEqual(label.font.pointSize, 21)
        XCTAssertEqual(label.font, UIFont.boldSystemFont(ofSize: 21))
        XCTAssertEqual(label.textColor, UIColor(red: 0, green: 0, blue: 1, alpha: 1))
    }

    func testButtonDecodesTypeAndPerStateTitlesColoursAndFont() throws {
        let button = try XCTUnwrap(loadOne("""
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="b1">
                <rect key="frame" x="0" y="0" width="100" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                <state key="normal" title="Go">
                    <color key="titleColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </state>
                <state key="selected" title="Going"/>
            </button>
            """) as? UIButton)
        XCTAssertEqual(button.buttonType, .system)
        XCTAssertEqual(button.contentHorizontalAlignment, .left)
        XCTAssertEqual(button.title(for: .normal), "Go")
        XCTAssertEqual(button.title(for: .selected), "Going")
        XCTAssertEqual(button.titleColor(for: .normal), UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(button.titleLabel?.font.pointSize, 15)
    }

    func testTextFieldDecodesTextPlaceholderBorderAndFont() throws {
        let field = try XCTUnwrap(loadOne("""
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="Ada" placeholder="Name" textAlignment="right" borderStyle="roundedRect" minimumFontSize="17" id="t1">
                <rect key="frame" x="0" y="0" width="200" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            """) as? UITextField)
        XCTAssertEqual(field.text, "Ada")
        XCTAssertEqual(field.placeholder, "Name")
        XCTAssertEqual(field.textAlignment, .right)
        XCTAssertEqual(field.borderStyle, .roundedRect)
        XCTAssertEqual(field.font?.pointSize, 14)
    }

    func testImageViewLooksItsImageUpInTheAppBundle() throws {
        let bundle = try TestBundles.withArrow()
        let body = """
            <imageView clipsSubviews="YES" contentMode="scaleAspectFill" image="arrow" id="i1">
                <rect key="frame" x="0" y="0" width="20" height="20"/>
            </imageView>
            """
        let found = try UIImage.withAppBundle(bundle) { try XCTUnwrap(loadOne(body) as? UIImageView) }
        XCTAssertEqual(found.image?.size, CGSize(width: 10, height: 10))
        XCTAssertEqual(found.contentMode, .scaleAspectFill)

        let nib = try UIImage.withAppBundle(nil) { try FixtureDocuments.load(body, registry: registry) }
        XCTAssertNil((nib.topLevelViews.first as? UIImageView)?.image)
        XCTAssertEqual(nib.report.warnings.map(\.kind), [.missingImage])
        XCTAssertTrue(nib.report.warnings[0].message.contains("Could not load the \"arrow\" image referenced from a nib"))
    }

    func testSwitchSegmentsSpinnerAndTextViewDecodeTheirState() throws {
        let nib = try FixtureDocuments.load("""
            <view id="root">
                <rect key="frame" x="0" y="0" width="320" height="200"/>
                <subviews>
                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" on="YES" id="s1">
                        <rect key="frame" x="0" y="0" width="51" height="31"/>
                        <color key="onTintColor" red="0" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </switch>
                    <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="1" id="g1">
                        <rect key="frame" x="0" y="40" width="200" height="32"/>
                        <segments>
                            <segment title="First"/>
                            <segment title="Second"/>
                        </segments>
                    </segmentedControl>
                    <activityIndicatorView opaque="NO" contentMode="scaleToFill" hidesWhenStopped="NO" animating="YES" style="large" id="a1">
                        <rect key="frame" x="0" y="80" width="37" height="37"/>
                    </activityIndicatorView>
                    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" textAlignment="center" id="x1">
                        <rect key="frame" x="0" y="120" width="200" height="60"/>
                        <string key="text">Two
            lines</string>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </textView>
                </subviews>
            </view>
            """, registry: registry)
        let root = try XCTUnwrap(nib.view(withID: "root"))
        XCTAssertEqual(root.subviews.count, 4, "subviews are decoded in order, inside the parent's init(coder:)")
        let toggle = try XCTUnwrap(nib.view(withID: "s1") as? UISwitch)
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(toggle.onTintColor, UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        let segments = try XCTUnwrap(nib.view(withID: "g1") as? UISegmentedControl)
        XCTAssertEqual(segments.numberOfSegments, 2)
        XCTAssertEqual(segments.titleForSegment(at: 1), "Second")
        XCTAssertEqual(segments.selectedSegmentIndex, 1)
        let spinner = try XCTUnwrap(nib.view(withID: "a1") as? UIActivityIndicatorView)
        XCTAssertEqual(spinner.style, .large)
        XCTAssertTrue(spinner.isAnimating)
        XCTAssertFalse(spinner.hidesWhenStopped)
        let text = try XCTUnwrap(nib.view(withID: "x1") as? UITextView)
        XCTAssertEqual(text.text, "Two\nlines")
        XCTAssertEqual(text.textAlignment, .center)
        XCTAssertTrue(root.subviews[3] === text)
    }

    func testCellsContentViewAndStackViewsAreContainersAndUnknownUIKitViewsStandIn() throws {
        let nib = try FixtureDocuments.load("""
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" id="c1">
                <rect key="frame" x="0" y="0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" id="cv1">
                    <rect key="frame" x="0" y="0" width="320" height="44"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" id="st1">
                            <rect key="frame" x="8" y="4" width="200" height="36"/>
                            <subviews>
                                <datePicker opaque="NO" contentMode="scaleToFill" id="sl1">
                                    <rect key="frame" x="0" y="0" width="200" height="36"/>
                                </datePicker>
                            </subviews>
                        </stackView>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """, registry: registry)
        let cell = try XCTUnwrap(nib.view(withID: "c1"))
        let content = try XCTUnwrap(nib.view(withID: "cv1"))
        XCTAssertTrue(content.superview === cell, "the content view is the cell's subview")
        XCTAssertEqual(nib.view(withID: "st1")?.superview, content)
        XCTAssertEqual(nib.view(withID: "sl1")?.frame, CGRect(x: 0, y: 0, width: 200, height: 36))
        XCTAssertEqual(nib.report.warnings.map(\.kind), [.standInView])
    }

    func testStoryboardScenesGiveTheirControllersRootViews() throws {
        let nib = try InterfaceBuilderLoader.load(data: Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc1">
                <scenes>
                    <scene sceneID="sc1">
                        <objects>
                            <viewController id="vc1" customClass="ViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0" y="0" width="375" height="667"/>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """.utf8), file: "Main.storyboard", registry: registry)
        XCTAssertEqual(nib.scenes.count, 1)
        let scene = nib.scenes[0]
        XCTAssertTrue(scene.viewController?.view === scene.rootView)
        XCTAssertEqual(scene.rootView?.frame.size, CGSize(width: 375, height: 667))
        XCTAssertTrue(nib.object(withID: "vc1") === scene.viewController)
    }

    func testAMissingCustomFontFallsBackToTheSystemFontWithAWarning() throws {
        let nib = try FixtureDocuments.load("""
            <label text="Hi" id="l1">
                <rect key="frame" x="0" y="0" width="100" height="40"/>
                <fontDescription key="fontDescription" name="BrandSans-Condensed" family="Brand Sans" pointSize="19"/>
            </label>
            """, registry: registry)
        let label = try XCTUnwrap(nib.topLevelViews.first as? UILabel)
        XCTAssertEqual(label.font, UIFont.systemFont(ofSize: 19))
        XCTAssertEqual(nib.report.warnings.map(\.kind), [.fontSubstituted])
    }

    func testAFontIOSShipsIsReadWithItsNameAndNoWarning() throws {
        let nib = try FixtureDocuments.load("""
            <label text="Hi" id="l1">
                <rect key="frame" x="0" y="0" width="100" height="40"/>
                <fontDescription key="fontDescription" name="Papyrus-Condensed" family="Papyrus" pointSize="19"/>
            </label>
            """, registry: registry)
        let label = try XCTUnwrap(nib.topLevelViews.first as? UILabel)
        XCTAssertEqual(label.font.fontName, "Papyrus-Condensed")
        XCTAssertEqual(label.font.pointSize, 19)
        XCTAssertEqual(nib.report.warnings.map(\.kind), [], "iOS has the font, so nothing was substituted that iOS would not")
    }
}

/// Decoding a text field or label sets only what the document stores, as UIKit decodes only
/// the keys an archive holds: the floating-label pattern overrides `text` with a `didSet` that
/// uses views it creates after `super.init(coder:)`, and its fields are empty in the storyboard.
final class CoderDecodingOverrideTests: XCTestCase {
    final class FloatingField: UITextField {
        var title: UILabel!
        var updates: [String?] = []
        override var text: String? { didSet { updates.append(text); title.text = text?.uppercased() } }
        override init(frame: CGRect) { super.init(frame: frame); title = UILabel() }
        required init?(coder: NSCoder) { super.init(coder: coder); title = UILabel() }
    }

    final class BadgeLabel: UILabel {
        var badge: UIView!
        var updates = 0
        override var text: String? { didSet { updates += 1; badge.isHidden = text?.isEmpty ?? true } }
        required init?(coder: NSCoder) { super.init(coder: coder); badge = UIView() }
    }

    func testAbsentTextIsNotSetThroughASubclassesOverride() throws {
        let registry = DesignableRegistry()
        registry.register(FloatingField.self, name: "FloatingField") { _ in }
        registry.register(BadgeLabel.self, name: "BadgeLabel") { _ in }
        let nib = try FixtureDocuments.load("""
            <textField customClass="FloatingField" placeholder="Name" id="f1">
                <rect key="frame" x="0" y="0" width="120" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textField>
            <label customClass="BadgeLabel" id="l1">
                <rect key="frame" x="0" y="40" width="120" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="12"/>
            </label>
            """, registry: registry)
        let field = try XCTUnwrap(nib.topLevelViews.first as? FloatingField)
        XCTAssertEqual(field.updates, [], "no text in the document: the override is not called half-built")
        XCTAssertEqual(field.text, "", "a text field's text is empty, never nil")
        XCTAssertEqual(field.placeholder, "Name")
        XCTAssertEqual(field.font?.pointSize, 14)
        field.text = "Bye"
        XCTAssertEqual(field.title.text, "BYE", "the override is called for later changes")
        let label = try XCTUnwrap(nib.topLevelViews.last as? BadgeLabel)
        XCTAssertEqual(label.updates, 0)
        XCTAssertNil(label.text)
        XCTAssertEqual(label.font.pointSize, 12)
    }
}
