import Foundation
import InterfaceBuilder

/// Small documents written for these tests, in Interface Builder's own layout.
enum Fixture {
    /// A XIB holding `objects` (placed from line 4 on) and optional `resources`.
    static func xib(_ objects: String, resources: String = "") -> String {
        document(type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", body: "objects", objects, resources)
    }

    /// A storyboard holding `scenes` (placed from line 4 on).
    static func storyboard(_ scenes: String, resources: String = "") -> String {
        document(type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", body: "scenes", scenes, resources)
    }

    private static func document(type: String, body: String, _ content: String, _ resources: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <\(body)>
        \(content)
            </\(body)>
        \(resources.isEmpty ? "" : "    <resources>\n\(resources)\n    </resources>")
        </document>
        """
    }

    static func load(_ xml: String, file: String = "Fixture.xib") throws -> IBDocument.Loaded {
        try IBDocument.load(data: Data(xml.utf8), file: file)
    }

    /// The single object of a one-view XIB.
    static func view(_ xml: String, resources: String = "") throws -> IBObject {
        try XCTUnwrapObject(load(self.xib(xml, resources: resources)).document.objects.first)
    }

    /// The error `xml` fails with, or `nil` if it loads.
    static func error(_ xml: String, file: String = "Fixture.xib") -> IBDocumentError? {
        do {
            _ = try load(xml, file: file)
            return nil
        } catch let error as IBDocumentError {
            return error
        } catch {
            return IBDocumentError(file: file, line: -1, element: "\(type(of: error))", reason: .malformedXML("\(error)"))
        }
    }

    /// A card XIB with File's Owner, a custom view and its subviews: the shape of the
    /// corpus's nib-backed designables.
    static let card = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardView" customModule="Cards" customModuleProvider="target">
                <connections>
                    <outlet property="titleLabel" destination="lbl-01-aaa" id="out-01-aaa"/>
                    <outlet property="contentView" destination="crd-01-aaa" id="out-02-aaa"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="crd-01-aaa" customClass="CardView" customModule="Cards">
                <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" text="Hello &amp; welcome" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-01-aaa">
                        <rect key="frame" x="8" y="12.5" width="304" height="21"/>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                        <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                <constraints>
                    <constraint firstItem="lbl-01-aaa" firstAttribute="leading" secondItem="crd-01-aaa" secondAttribute="leading" constant="8" id="con-01-aaa"/>
                    <constraint firstAttribute="trailing" secondItem="lbl-01-aaa" secondAttribute="trailing" constant="8" id="con-02-aaa"/>
                    <constraint firstItem="lbl-01-aaa" firstAttribute="top" secondItem="saf-01-aaa" secondAttribute="top" constant="12" id="con-03-aaa"/>
                </constraints>
                <viewLayoutGuide key="safeArea" id="saf-01-aaa"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
                        <real key="value" value="12"/>
                    </userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
                <point key="canvasLocation" x="-20" y="-406"/>
            </view>
        </objects>
    </document>
    """

    /// A storyboard with one content scene and one navigation controller scene.
    static let twoScenes = storyboard("""
            <scene sceneID="scn-01-aaa">
                <objects>
                    <viewController id="vc1" customClass="MainViewController" customModule="App" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="top-01-aaa"/>
                            <viewControllerLayoutGuide type="bottom" id="bot-01-aaa"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="vw1-01-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-01-aaa">
                                    <rect key="frame" x="16" y="40" width="343" height="30"/>
                                    <state key="normal" title="Sign in">
                                        <color key="titleColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                                    </state>
                                    <state key="highlighted" title="Signing in"/>
                                    <connections>
                                        <action selector="signIn:" destination="vc1" eventType="touchUpInside" id="act-01-aaa"/>
                                    </connections>
                                </button>
                            </subviews>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="btn-01-aaa" firstAttribute="top" secondItem="top-01-aaa" secondAttribute="bottom" constant="20" id="con-11-aaa"/>
                            </constraints>
                        </view>
                        <connections>
                            <outlet property="signInButton" destination="btn-01-aaa" id="out-11-aaa"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="frs-01-aaa" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="10" y="20"/>
            </scene>
            <scene sceneID="scn-02-aaa">
                <objects>
                    <navigationController id="nav-01-aaa" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-01-aaa">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="vc1" kind="relationship" relationship="rootViewController" id="seg-01-aaa"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
    """, resources: """
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
    """)
}

struct MissingObject: Error {}

func XCTUnwrapObject(_ object: IBObject?) throws -> IBObject {
    guard let object else { throw MissingObject() }
    return object
}
