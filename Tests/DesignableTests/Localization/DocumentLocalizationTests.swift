import DesignableTesting
import Foundation
@testable import Designable
import XCTest

/// A storyboard or XIB in `Base.lproj` loaded in a chosen language takes its strings from
/// `<language>.lproj/<name>.strings`, and in the pseudo-locale every string is lengthened.
final class DocumentLocalizationTests: XCTestCase {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="240" height="130"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Settings" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="lbl-1">
                            <rect key="frame" x="16" y="10" width="120" height="24"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="Your name" borderStyle="roundedRect" minimumFontSize="17" id="fld-1">
                            <rect key="frame" x="16" y="44" width="150" height="34"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <textInputTraits key="textInputTraits"/>
                        </textField>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="btn-1">
                            <rect key="frame" x="16" y="88" width="120" height="30"/>
                            <state key="normal" title="Save"/>
                        </button>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </view>
            </objects>
        </document>
        """

    /// `Base.lproj/Settings.xib` beside `de.lproj/Settings.strings`, which translates the label
    /// and the button but not the placeholder.
    func makeFolder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("designable-document-localization-\(UUID().uuidString)")
        for folder in ["Base.lproj", "de.lproj"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Self.document.write(to: root.appendingPathComponent("Base.lproj/Settings.xib"), atomically: true, encoding: .utf8)
        try """
            /* Class = "UILabel"; text = "Settings"; ObjectID = "lbl-1"; */
            "lbl-1.text" = "Einstellungen";

            /* Class = "UIButton"; normalTitle = "Save"; ObjectID = "btn-1"; */
            "btn-1.normalTitle" = "Sichern";
            """.write(to: root.appendingPathComponent("de.lproj/Settings.strings"), atomically: true, encoding: .utf8)
        return root
    }

    func parts(of root: UIView) throws -> (UILabel, UITextField, UIButton) {
        (try XCTUnwrap(root.subviews[0] as? UILabel), try XCTUnwrap(root.subviews[1] as? UITextField), try XCTUnwrap(root.subviews[2] as? UIButton))
    }

    func testADocumentLoadsInTheCurrentLanguageKeepingUntranslatedStrings() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Base.lproj/Settings.xib")
        let german = try Localization.language("de-CH").performAsCurrent {
            try XCTUnwrap(InterfaceBuilderLoader.load(contentsOf: url, registry: DesignableRegistry()).topLevelViews.first)
        }
        let (label, field, button) = try parts(of: german)
        XCTAssertEqual(label.text, "Einstellungen")
        XCTAssertEqual(button.title(for: .normal), "Sichern")
        XCTAssertEqual(field.placeholder, "Your name", "untranslated strings keep the development text")
        let english = try XCTUnwrap(InterfaceBuilderLoader.load(contentsOf: url, registry: DesignableRegistry()).topLevelViews.first)
        XCTAssertEqual(try parts(of: english).0.text, "Settings")
    }

    /// A pseudo-localized screen: every string bracketed, accented and about 40% longer, so the
    /// label and the button truncate where a longer translation would.
    func testThePseudoLocaleLengthensEveryStringOfADocument() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Base.lproj/Settings.xib")
        let pseudo = try Localization.pseudo.performAsCurrent {
            try XCTUnwrap(InterfaceBuilderLoader.load(contentsOf: url, registry: DesignableRegistry()).topLevelViews.first)
        }
        let (label, field, button) = try parts(of: pseudo)
        XCTAssertEqual(label.text, "[Šéţţîñĝš~~~~]")
        XCTAssertEqual(field.placeholder, Localization.pseudolocalize("Your name"))
        XCTAssertEqual(button.title(for: .normal), "[Šåvé~~]")
        assertSnapshot(of: try ViewRenderer.render(pseudo, scale: 2), as: .image, named: "pseudo")
    }
}
