import DesignableTesting
import Foundation
@testable import Designable
import InterfaceBuilder
import XCTest

/// A document's size-class variations install their constraints and subviews in the renders
/// whose size classes they name, the most specific variation deciding, as Interface Builder
/// designs them and UIKit applies them.
final class SizeClassVariationTests: XCTestCase {
    /// A box 50 points wide for any size class, 150 in regular width, back to 50 in regular
    /// width with compact height; a badge only in regular width with compact height.
    static let document = """
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="10" y="10" width="50" height="50"/>
                    <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="50" id="box-h"/>
                        <constraint firstAttribute="width" constant="50" id="box-narrow"/>
                        <constraint firstAttribute="width" constant="150" id="box-wide"/>
                    </constraints>
                    <variation key="default">
                        <mask key="constraints">
                            <exclude reference="box-wide"/>
                        </mask>
                    </variation>
                    <variation key="heightClass=compact-widthClass=regular">
                        <mask key="constraints">
                            <include reference="box-narrow"/>
                            <exclude reference="box-wide"/>
                        </mask>
                    </variation>
                    <variation key="widthClass=regular">
                        <mask key="constraints">
                            <exclude reference="box-narrow"/>
                            <include reference="box-wide"/>
                        </mask>
                    </variation>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                    <rect key="frame" x="170" y="10" width="20" height="20"/>
                    <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </view>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <constraints>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="box-x"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="box-y"/>
                <constraint firstAttribute="trailing" secondItem="badge" secondAttribute="trailing" constant="10" id="badge-x"/>
                <constraint firstItem="badge" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="badge-y"/>
                <constraint firstItem="badge" firstAttribute="width" constant="20" id="badge-w"/>
                <constraint firstItem="badge" firstAttribute="height" constant="20" id="badge-h"/>
            </constraints>
            <variation key="default">
                <mask key="subviews">
                    <exclude reference="badge"/>
                </mask>
                <mask key="constraints">
                    <exclude reference="badge-x"/>
                    <exclude reference="badge-y"/>
                    <exclude reference="badge-w"/>
                    <exclude reference="badge-h"/>
                </mask>
            </variation>
            <variation key="heightClass=compact-widthClass=regular">
                <mask key="subviews">
                    <include reference="badge"/>
                </mask>
                <mask key="constraints">
                    <include reference="badge-x"/>
                    <include reference="badge-y"/>
                    <include reference="badge-w"/>
                    <include reference="badge-h"/>
                </mask>
            </variation>
        </view>
        """

    private func load() throws -> (root: UIView, box: UIView, badge: UIView) {
        let nib = try FixtureDocuments.load(Self.document, registry: DesignableRegistry())
        let root = try XCTUnwrap(nib.view(withID: "root"))
        return (root, try XCTUnwrap(nib.view(withID: "box")), try XCTUnwrap(nib.view(withID: "badge")))
    }

    private static func traits(_ width: UIUserInterfaceSizeClass, _ height: UIUserInterfaceSizeClass) -> UITraitCollection {
        UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: width), UITraitCollection(verticalSizeClass: height)])
    }

    func testBeforeAnyRenderTheViewHasWhatAnyWidthAndHeightInstall() throws {
        let (root, box, badge) = try load()
        XCTAssertNil(badge.superview, "the default variation leaves the badge out")
        XCTAssertEqual(box.constraints.map(\.identifier), ["box-h", "box-narrow"])
        XCTAssertEqual(root.constraints.map(\.identifier), ["box-x", "box-y"])
    }

    func testEachRenderInstallsTheVariationsOfItsSizeClasses() throws {
        let (root, box, badge) = try load()
        _ = try ViewRenderer.render(root, traits: Self.traits(.regular, .regular))
        XCTAssertEqual(box.frame.width, 150, "regular width includes the wide constraint")
        XCTAssertNil(badge.superview)

        _ = try ViewRenderer.render(root, traits: Self.traits(.regular, .compact))
        XCTAssertEqual(box.frame.width, 50, "regular width and compact height is more specific than regular width")
        XCTAssertTrue(badge.superview === root)
        XCTAssertEqual(badge.frame, CGRect(x: 170, y: 10, width: 20, height: 20))

        _ = try ViewRenderer.render(root)
        XCTAssertEqual(box.frame.width, 50, "a phone's compact width: only the default variation")
        XCTAssertNil(badge.superview, "the badge leaves again, with its constraints")
        XCTAssertEqual(root.constraints.map(\.identifier), ["box-x", "box-y"])
    }

    func testARegularWidthCompactHeightRenderShowsTheBadgeAndTheNarrowBox() throws {
        let (root, _, _) = try load()
        assertSnapshot(of: root, as: .image(traits: Self.traits(.regular, .compact), paths: [.code]), named: "regular-compact")
    }

    func testVariationKeysNameTheirSizeClassesAndUnknownOnesNeverApply() {
        let both = IBVariation(key: "heightClass=compact-widthClass=regular")
        XCTAssertEqual(both.sizeClasses, IBSizeClasses(width: .regular, height: .compact))
        XCTAssertTrue(both.applies(at: IBSizeClasses(width: .regular, height: .compact)))
        XCTAssertFalse(both.applies(at: IBSizeClasses(width: .regular, height: .regular)))
        XCTAssertFalse(both.applies(at: IBSizeClasses(width: .regular, height: nil)), "an unspecified class matches no key")
        XCTAssertTrue(IBVariation(key: "widthClass=compact").applies(at: IBSizeClasses(width: .compact, height: .regular)))
        XCTAssertTrue(IBVariation(key: "default").applies(at: .any))
        XCTAssertNil(IBVariation(key: "gamut=P3").sizeClasses)
        XCTAssertFalse(IBVariation(key: "gamut=P3").applies(at: IBSizeClasses(width: .compact, height: .compact)))
    }

    /// A bar whose width constraint's constant varies by size class, as Interface Builder writes
    /// a constant changed for one size class: inside the `<constraint>`.
    static let constantDocument = """
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                    <rect key="frame" x="10" y="10" width="50" height="20"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="20" id="bar-h"/>
                        <constraint firstAttribute="width" constant="50" id="bar-w">
                            <variation key="widthClass=regular" constant="150"/>
                            <variation key="heightClass=compact-widthClass=regular" constant="80"/>
                        </constraint>
                    </constraints>
                    <variation key="widthClass=regular" misplaced="YES">
                        <rect key="frame" x="10" y="10" width="150" height="20"/>
                    </variation>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="bar-x"/>
                <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="bar-y">
                    <variation key="heightClass=compact" constant="4"/>
                </constraint>
            </constraints>
        </view>
        """

    func testAConstraintsConstantFollowsTheMostSpecificVariationOfEachRender() throws {
        let nib = try FixtureDocuments.load(Self.constantDocument, registry: DesignableRegistry())
        let root = try XCTUnwrap(nib.view(withID: "root")), bar = try XCTUnwrap(nib.view(withID: "bar"))
        XCTAssertTrue(nib.report.document.warnings.isEmpty, "\(nib.report.document.warnings)")
        root.layoutIfNeeded()
        XCTAssertEqual(bar.frame, CGRect(x: 10, y: 10, width: 50, height: 20), "before any render: any width, any height")

        _ = try ViewRenderer.render(root, traits: Self.traits(.regular, .regular))
        XCTAssertEqual(bar.frame, CGRect(x: 10, y: 10, width: 150, height: 20), "regular width")
        _ = try ViewRenderer.render(root, traits: Self.traits(.regular, .compact))
        XCTAssertEqual(bar.frame, CGRect(x: 10, y: 4, width: 80, height: 20), "both size classes beat one; the top's own variation applies too")
        _ = try ViewRenderer.render(root, traits: Self.traits(.compact, .regular))
        XCTAssertEqual(bar.frame, CGRect(x: 10, y: 10, width: 50, height: 20), "back to the document's constants")

        let bitmaps = try InitPathMatrix.render(document: nib, objectID: "root", scale: 1, traits: Self.traits(.regular, .compact))
        XCTAssertTrue(bitmaps[.code] == bitmaps[.coder], "the code path varies the same constants")
    }

    func testConstraintVariationsAndAVariationsOwnAttributesSurviveWritingTheDocumentBack() throws {
        let xib = FixtureDocuments.xib(Self.constantDocument)
        let document = try IBDocument.load(data: Data(xib.utf8), file: "Bar.xib").document
        let width = try XCTUnwrap(document.object(withID: "bar")?.constraints.first { $0.id == "bar-w" })
        XCTAssertEqual(width.variations.map(\.key), ["widthClass=regular", "heightClass=compact-widthClass=regular"])
        XCTAssertEqual(width.constant(at: IBSizeClasses(width: .regular, height: .compact)), 80)
        XCTAssertEqual(width.constant(at: IBSizeClasses(width: .regular, height: .regular)), 150)
        XCTAssertEqual(width.constant(at: IBSizeClasses(width: .compact, height: .compact)), 50)
        let reread = try IBDocument.load(data: document.xmlData(), file: "Bar.xib").document
        XCTAssertEqual(reread.object(withID: "bar")?.constraints, document.object(withID: "bar")?.constraints)
        XCTAssertEqual(reread.object(withID: "bar")?.variations.first?.attributes["misplaced"], "YES")
        XCTAssertNil(reread.firstDifference(from: document), "nothing is lost writing the document back")

        let bad = xib.replacingOccurrences(of: "constant=\"80\"", with: "constant=\"wide\"")
        XCTAssertThrowsError(try IBDocument.load(data: Data(bad.utf8), file: "Bar.xib")) { error in
            let text = String(describing: error)
            XCTAssertTrue(text.contains("Bar.xib") && text.contains("constant") && text.contains("wide"), text)
        }
    }

    static let fontDocument = """
        <label opaque="NO" contentMode="left" text="Title" lineBreakMode="tailTruncation" id="title">
            <rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <variation key="widthClass=regular">
                <fontDescription key="fontDescription" type="boldSystem" pointSize="30"/>
            </variation>
            <variation key="heightClass=regular-widthClass=regular">
                <fontDescription key="fontDescription" type="boldSystem" pointSize="40"/>
            </variation>
        </label>
        """

    func testALabelsFontFollowsItsSizeClassVariations() throws {
        let nib = try FixtureDocuments.load(Self.fontDocument, registry: DesignableRegistry())
        XCTAssertTrue(nib.report.document.warnings.isEmpty, "\(nib.report.document.warnings)")
        let label = try XCTUnwrap(nib.view(withID: "title") as? UILabel)
        XCTAssertEqual(label.font.pointSize, 17, "before any render: any width, any height")
        _ = try ViewRenderer.render(label, traits: Self.traits(.regular, .compact))
        XCTAssertEqual(label.font, .boldSystemFont(ofSize: 30), "regular width")
        _ = try ViewRenderer.render(label, traits: Self.traits(.regular, .regular))
        XCTAssertEqual(label.font, .boldSystemFont(ofSize: 40), "both size classes beat one")
        _ = try ViewRenderer.render(label, traits: Self.traits(.compact, .regular))
        XCTAssertEqual(label.font, .systemFont(ofSize: 17), "back to the document's own font")

        // Code that sets its own font keeps it while the size classes give the same font.
        label.font = .italicSystemFont(ofSize: 12)
        _ = try ViewRenderer.render(label, traits: Self.traits(.compact, .compact))
        XCTAssertEqual(label.font, .italicSystemFont(ofSize: 12))

        let reread = try IBDocument.load(data: nib.document.xmlData(), file: "Title.xib").document
        XCTAssertEqual(reread.object(withID: "title")?.variations.compactMap(\.fontDescription?.pointSize), [30, 40])
        XCTAssertNil(reread.firstDifference(from: nib.document))
    }
}
