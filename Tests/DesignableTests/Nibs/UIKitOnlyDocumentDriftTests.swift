import Designable
import Foundation
import InterfaceBuilder
import Raster
import XCTest

/// A document of UIKit classes alone must look the same on every path, whatever fails to
/// load: here image views and a button whose images are in no bundle, sized by their stored
/// constraints or not at all, beside labels placed against them, in a stack view and out.
final class UIKitOnlyDocumentDriftTests: XCTestCase {
    static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <imageView userInteractionEnabled="NO" translatesAutoresizingMaskIntoConstraints="NO" contentMode="scaleAspectFit" image="missing-avatar" id="avatar">
                        <rect key="frame" x="16" y="16" width="36" height="36"/>
                    </imageView>
                    <label text="Signed in as Ada" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                        <rect key="frame" x="60" y="24" width="131" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                    </label>
                    <stackView axis="horizontal" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="16" y="80" width="200" height="36"/>
                        <subviews>
                            <imageView userInteractionEnabled="NO" translatesAutoresizingMaskIntoConstraints="NO" contentMode="scaleAspectFit" image="missing-icon" id="icon">
                                <rect key="frame" x="0.0" y="0.0" width="36" height="36"/>
                            </imageView>
                            <label text="Caption beside an icon" id="caption">
                                <rect key="frame" x="44" y="8" width="156" height="20.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                <nil key="textColor"/>
                            </label>
                        </subviews>
                    </stackView>
                    <button opaque="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="share">
                        <rect key="frame" x="16" y="140" width="120" height="36"/>
                        <state key="normal" title="Share" image="missing-share"/>
                    </button>
                </subviews>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                <constraints>
                    <constraint firstItem="avatar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                    <constraint firstItem="avatar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c2"/>
                    <constraint firstItem="name" firstAttribute="leading" secondItem="avatar" secondAttribute="trailing" constant="8" id="c3"/>
                    <constraint firstItem="name" firstAttribute="centerY" secondItem="avatar" secondAttribute="centerY" id="c4"/>
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c5"/>
                    <constraint firstItem="stack" firstAttribute="top" secondItem="avatar" secondAttribute="bottom" constant="28" id="c6"/>
                    <constraint firstItem="share" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c7"/>
                    <constraint firstItem="share" firstAttribute="top" secondItem="stack" secondAttribute="bottom" constant="24" id="c8"/>
                </constraints>
            </view>
        </objects>
        <resources>
            <image name="missing-avatar" width="36" height="36"/>
            <image name="missing-icon" width="36" height="36"/>
            <image name="missing-share" width="24" height="24"/>
        </resources>
    </document>
    """

    func testEveryPathAgreesWhenTheDocumentsImagesDoNotLoad() throws {
        let registry = DesignableRegistry()
        let nib = try InterfaceBuilderLoader.load(data: Data(Self.document.utf8), file: "Profile.xib", registry: registry)
        let bitmaps = try InitPathMatrix.render(document: nib, objectID: "root", registry: registry)
        // The icon keeps the size the document declares for its missing image, so the caption
        // sits where Interface Builder put it, on every path; before, the code and design-time
        // paths lost that size and the ambiguous stack gave the icon the caption's slack.
        for path in InitPath.allCases {
            let view = try InitPathMatrix.view(in: nib, objectID: "root", along: path, registry: registry)
            view.layoutIfNeeded()
            let stack = try XCTUnwrap(view.subviews.first { $0 is UIStackView })
            XCTAssertEqual(stack.subviews.map(\.frame.minX), [0, 44], "\(path): the caption after the 36 pt icon and the spacing")
            XCTAssertEqual(stack.subviews.first?.intrinsicContentSize, CGSize(width: 36, height: 36), "\(path)")
        }
        let code = try XCTUnwrap(bitmaps[.code])
        XCTAssertEqual(bitmaps[.coder], code, "the coder path drifted from the code path")
        XCTAssertEqual(bitmaps[.designTime], code, "the design-time path drifted from the code path")
    }
}
