import Foundation

/// Documents with one known problem each, as Interface Builder writes them, for `designable check`.
enum CheckFixtures {
    /// A XIB of a 200 × 100 root view (`root`) holding `subviews`, with `constraints` on the root.
    static func xib(_ subviews: String, constraints: String = "", resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>
                </view>
            </objects>
            <resources>
        \(resources)
            </resources>
        </document>
        """
    }

    /// A box pinned by all four edges, stored where its constraints put it: nothing to report.
    static let clean = xib("""
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="10" y="10" width="180" height="80"/>
                        </view>
        """, constraints: """
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="10" id="c3"/>
                        <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="10" id="c4"/>
        """)

    /// `box` is stored 12 pt right of and 3 pt taller than where its constraints put it; the
    /// label's frame follows its text, stored far wider than any font makes "Hello".
    static let misplaced = xib("""
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="22" y="10" width="50" height="33"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="50" id="w1"/>
                                <constraint firstAttribute="height" constant="30" id="h1"/>
                            </constraints>
                        </view>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="hello">
                            <rect key="frame" x="10" y="60" width="150" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
        """, constraints: """
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
                        <constraint firstItem="hello" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c3"/>
                        <constraint firstItem="hello" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="c4"/>
        """)

    /// `card` has a leading edge and a width, and nothing vertical.
    static let ambiguous = xib("""
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="Card" id="card">
                            <rect key="frame" x="10" y="10" width="50" height="50"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="50" id="w1"/>
                            </constraints>
                        </view>
        """, constraints: """
                        <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
        """)

    /// `bar` is pinned 10 pt from both sides of the 200 pt root and also 100 pt wide.
    static let conflict = xib("""
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                            <rect key="frame" x="10" y="10" width="180" height="20"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="20" id="h1"/>
                                <constraint firstAttribute="width" constant="100" id="w1"/>
                            </constraints>
                        </view>
        """, constraints: """
                        <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="10" id="c2"/>
                        <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c3"/>
        """)

    /// A width related to a leading edge, which UIKit raises on: reported, never a crash.
    static let invalidConstraint = xib("""
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="10" y="10" width="50" height="50"/>
                        </view>
        """, constraints: """
                        <constraint firstItem="box" firstAttribute="width" secondItem="root" secondAttribute="leading" id="bad"/>
        """)

    /// A class nobody registered, a StarView with a misspelt inspectable, an unregistered
    /// class with a key nothing declares, two image views (one image missing) and an outlet
    /// to an id the document does not have. No constraints: frames stay as stored.
    static let classesAndReferences = xib("""
                        <view contentMode="scaleToFill" customClass="MysteryView" id="mystery">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="glowRadius">
                                    <real key="value" value="4"/>
                                </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                            <connections>
                                <outlet property="buddy" destination="gone-00-000" id="o1"/>
                            </connections>
                        </view>
                        <view contentMode="scaleToFill" customClass="StarView" customModule="DesignableGallery" id="star">
                            <rect key="frame" x="50" y="0.0" width="50" height="50"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="color" keyPath="starColour">
                                    <color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                        </view>
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="present-icon" id="present">
                            <rect key="frame" x="100" y="0.0" width="20" height="20"/>
                        </imageView>
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="missing-icon" id="missing">
                            <rect key="frame" x="120" y="0.0" width="20" height="20"/>
                        </imageView>
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="star.fill" catalog="system" id="symbol">
                            <rect key="frame" x="140" y="0.0" width="20" height="20"/>
                        </imageView>
        """, resources: """
                <image name="missing-icon" width="20" height="20"/>
                <image name="present-icon" width="20" height="20"/>
                <image name="star.fill" catalog="system" width="128" height="128"/>
        """)

    /// A storyboard: a navigation controller (a scene with no root view), a clean scene, and a
    /// scene whose only subview is pinned horizontally.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="navScene">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController"/>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr0" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="listScene">
                    <objects>
                        <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="listRoot">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
                                        <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="lh"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="header" firstAttribute="leading" secondItem="listRoot" secondAttribute="leading" id="l1"/>
                                    <constraint firstItem="header" firstAttribute="top" secondItem="listRoot" secondAttribute="top" id="l2"/>
                                    <constraint firstAttribute="trailing" secondItem="header" secondAttribute="trailing" id="l3"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="detailScene">
                    <objects>
                        <viewController id="detail" userLabel="Detail" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="detailRoot">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                                        <rect key="frame" x="0.0" y="60" width="200" height="40"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="banner" firstAttribute="leading" secondItem="detailRoot" secondAttribute="leading" id="d1"/>
                                    <constraint firstAttribute="trailing" secondItem="banner" secondAttribute="trailing" id="d2"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The 1-based line of the first line of `document` containing `marker`.
    static func line(of marker: String, in document: String) -> Int {
        (document.components(separatedBy: "\n").firstIndex { $0.contains(marker) } ?? -1) + 1
    }

    /// Writes `document` as `name` in `folder` and returns its path.
    static func write(_ document: String, named name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(document.utf8).write(to: url)
        return url.path
    }
}
