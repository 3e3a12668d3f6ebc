import Foundation
@testable import Designable
import XCTest

/// `UIStoryboard`: the initial controller and controllers by Storyboard ID, made anew each time.
final class StoryboardTests: XCTestCase {
    private let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController storyboardIdentifier="Settings" id="vc2" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v2">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <color key="backgroundColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private func bundle() throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("designable-storyboard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(document.utf8).write(to: folder.appendingPathComponent("Main.storyboard"))
        return try XCTUnwrap(Bundle(path: folder.path))
    }

    func testTheInitialControllerAndOneByIdentifier() throws {
        let storyboard = UIStoryboard(name: "Main", bundle: try bundle())
        let initial = try XCTUnwrap(storyboard.instantiateInitialViewController())
        XCTAssertEqual(initial.view.backgroundColor, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertTrue(initial.storyboard === storyboard)
        let settings = storyboard.instantiateViewController(withIdentifier: "Settings")
        XCTAssertEqual(settings.view.backgroundColor, UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        let again = storyboard.instantiateViewController(identifier: "Settings") as UIViewController
        XCTAssertFalse(again === settings, "each call makes a new controller")
    }
}
