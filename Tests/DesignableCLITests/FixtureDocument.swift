import Foundation

/// A small XIB of our own: a StarView with a red star from a runtime attribute, and a view
/// of a class nobody registered, on a white root.
enum FixtureDocument {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="star" customClass="StarView" customModule="DesignableGallery">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="color" keyPath="starColor">
                                    <color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                        </view>
                        <view contentMode="scaleToFill" id="mystery" customClass="MysteryView">
                            <rect key="frame" x="50" y="0.0" width="50" height="50"/>
                            <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </view>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </view>
            </objects>
        </document>
        """

    /// Writes the XIB as `Fixture.xib` in `directory`.
    static func write(to directory: URL) throws -> URL {
        let url = directory.appendingPathComponent("Fixture.xib")
        try Data(xib.utf8).write(to: url)
        return url
    }
}
