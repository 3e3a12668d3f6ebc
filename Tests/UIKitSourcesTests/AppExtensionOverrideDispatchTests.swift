import Designable
import Foundation
import XCTest
@testable import AppViews

/// Members an app declares in an extension of UIView and overrides in extensions of UIKit's
/// subclasses (or in its own classes), compiled unchanged through the plugin: the override of
/// the object's class runs, as the Objective-C runtime would dispatch it.
final class AppExtensionOverrideDispatchTests: XCTestCase {
    func testEachClassGetsItsOwnOverrideOfTheExtensionsProperty() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.roundness = 6
        XCTAssertEqual(view.layer.cornerRadius, 6, "the base")
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        button.roundness = 0.5
        XCTAssertEqual(button.layer.cornerRadius, 10, "the button's override, calling super with half its height")
        XCTAssertTrue(button.clipsToBounds)
        XCTAssertEqual(button.roundness, 0.5)
        let asView: UIView = button
        asView.roundness = 0.25
        XCTAssertEqual(button.layer.cornerRadius, 5, "through a UIView reference too")
    }

    func testTheMostDerivedOverrideOfAMethodRuns() {
        let cell = UITableViewCell()
        XCTAssertTrue(cell.stylingTarget() === cell.contentView)
        let badgeCell = BadgeCell()
        XCTAssertTrue((badgeCell as UIView).stylingTarget() === badgeCell.badge, "the app's class over UITableViewCell's extension")
        let label = UILabel()
        XCTAssertTrue(label.stylingTarget() === label)
    }

    func testTheInspectableIsSetFromADocumentThroughTheDispatch() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1">
                        <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="roundness">
                                <real key="value" value="0.5"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </button>
                </objects>
            </document>
            """
        let registry = DesignableRegistry()
        AppViews.registerDesignables(in: registry)
        let nib = try InterfaceBuilderLoader.load(data: Data(xib.utf8), file: "Rounded.xib", registry: registry)
        let button = try XCTUnwrap(nib.topLevelViews.first as? UIButton)
        XCTAssertEqual(button.layer.cornerRadius, 20, "the UIView extension's inspectable, set through the button's override")
        XCTAssertTrue(nib.report.warnings.isEmpty, "\(nib.report.warnings)")
    }
}
