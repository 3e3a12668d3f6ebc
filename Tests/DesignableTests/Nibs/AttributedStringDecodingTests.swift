import DesignableTesting
import Foundation
import InterfaceBuilder
@testable import Designable
import XCTest

/// Styled text stored in documents (`<attributedString>`) reaches labels, text fields and text
/// views through `init(coder:)`, and is drawn.
final class AttributedStringDecodingTests: XCTestCase {
    let registry = DesignableRegistry()

    static let label = """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="l1">
            <rect key="frame" x="10" y="10" width="220" height="60"/>
            <attributedString key="attributedText">
                <fragment content="Sale ">
                    <attributes>
                        <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <font key="NSFont" metaFont="systemBold" size="20"/>
                        <real key="NSKern" value="2"/>
                        <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" lineSpacing="4" tighteningFactorForTruncation="0.0"/>
                    </attributes>
                </fragment>
                <fragment>
                    <string key="content">was $12
        now $9</string>
                    <attributes>
                        <color key="NSColor" white="0.33" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <font key="NSFont" size="14" name="NoSuchFont-Regular"/>
                        <integer key="NSStrikethrough" value="1"/>
                        <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" lineSpacing="4" tighteningFactorForTruncation="0.0"/>
                    </attributes>
                </fragment>
            </attributedString>
            <nil key="highlightedColor"/>
        </label>
        """

    func load(_ body: String) throws -> UIView {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="240" height="170"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            \(body)
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </view>
                </objects>
            </document>
            """
        let nib = try InterfaceBuilderLoader.load(data: Data(xml.utf8), file: "Attributed.xib", registry: registry)
        return try XCTUnwrap(nib.topLevelViews.first)
    }

    func testALabelsAttributedTextKeepsEveryFragmentsAttributes() throws {
        let label = try XCTUnwrap(load(Self.label).subviews.first as? UILabel)
        let text = try XCTUnwrap(label.attributedText)
        XCTAssertEqual(text.string, "Sale was $12\nnow $9")
        XCTAssertEqual(label.text, text.string)
        let sale = text.attributes(at: 0, effectiveRange: nil)
        XCTAssertEqual((sale[.font] as? UIFont)?.pointSize, 20)
        XCTAssertEqual((sale[.font] as? UIFont)?.fontName, UIFont.boldSystemFont(ofSize: 20).fontName)
        XCTAssertEqual(sale[.foregroundColor] as? UIColor, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(sale[.kern] as? CGFloat, 2)
        let style = try XCTUnwrap(sale[.paragraphStyle] as? NSParagraphStyle)
        XCTAssertEqual(style.alignment, .center)
        XCTAssertEqual(style.lineBreakMode, .byWordWrapping)
        XCTAssertEqual(style.lineSpacing, 4)
        let old = text.attributes(at: 6, effectiveRange: nil)
        XCTAssertEqual((old[.font] as? UIFont)?.pointSize, 14, "a missing named font becomes the system font at its size")
        XCTAssertEqual(old[.strikethroughStyle] as? Int, NSUnderlineStyle.single.rawValue)
    }

    func testTextFieldsAndTextViewsReadTheirStyledTextAndPlaceholder() throws {
        let root = try load("""
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" minimumFontSize="17" id="t1">
                <rect key="frame" x="10" y="80" width="220" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <attributedString key="attributedPlaceholder">
                    <fragment content="Promo code">
                        <attributes>
                            <color key="NSColor" red="0.5" green="0.0" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <font key="NSFont" metaFont="system" size="14"/>
                        </attributes>
                    </fragment>
                </attributedString>
                <textInputTraits key="textInputTraits"/>
            </textField>
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="v1">
                <rect key="frame" x="10" y="120" width="220" height="44"/>
                <attributedString key="attributedText">
                    <fragment content="Terms apply">
                        <attributes>
                            <font key="NSFont" metaFont="system" size="12"/>
                            <integer key="NSUnderline" value="1"/>
                        </attributes>
                    </fragment>
                </attributedString>
                <textInputTraits key="textInputTraits"/>
            </textView>
            """)
        let field = try XCTUnwrap(root.subviews.first as? UITextField)
        XCTAssertEqual(field.placeholder, "Promo code")
        XCTAssertEqual(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor,
                       UIColor(red: 0.5, green: 0, blue: 0.8, alpha: 1))
        let view = try XCTUnwrap(root.subviews.last as? UITextView)
        XCTAssertEqual(view.text, "Terms apply")
        XCTAssertEqual(view.attributedText.attribute(.underlineStyle, at: 0, effectiveRange: nil) as? Int, 1)
    }

    /// The document drawn: a centred red bold tracked "Sale" and a grey struck-through price,
    /// wrapped onto two centred lines.
    /// Interface Builder stores a button's styled titles per state, inside `<state>`.
    func testAButtonReadsItsStyledTitlePerStateAndWritesItBack() throws {
        let root = try load("""
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="b1">
                <rect key="frame" x="10" y="10" width="200" height="44"/>
                <state key="normal">
                    <attributedString key="attributedTitle">
                        <fragment content="Buy ">
                            <attributes>
                                <color key="NSColor" red="0.0" green="0.5" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <font key="NSFont" metaFont="systemBold" size="18"/>
                            </attributes>
                        </fragment>
                        <fragment content="now">
                            <attributes>
                                <color key="NSColor" red="0.8" green="0.1" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <font key="NSFont" size="18" name="NoSuchFont-Italic"/>
                                <integer key="NSUnderline" value="1"/>
                            </attributes>
                        </fragment>
                    </attributedString>
                </state>
                <state key="highlighted" title="Pressed"/>
            </button>
            """)
        let button = try XCTUnwrap(root.subviews.first as? UIButton)
        let normal = try XCTUnwrap(button.attributedTitle(for: .normal))
        XCTAssertEqual(normal.string, "Buy now")
        XCTAssertEqual(normal.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor, UIColor(red: 0, green: 0.5, blue: 0.2, alpha: 1))
        XCTAssertEqual(normal.attributes(at: 4, effectiveRange: nil)[.underlineStyle] as? Int, NSUnderlineStyle.single.rawValue)
        XCTAssertEqual(button.title(for: .highlighted), "Pressed")
        XCTAssertEqual(button.attributedTitle(for: .highlighted)?.string, "Buy now",
                       "as in UIKit, a state without its own styled title falls back to the normal one")

        let plain = UIButton(type: .system)
        plain.frame = button.frame
        plain.setTitle("Buy now", for: .normal)
        XCTAssertNotEqual(try ViewRenderer.render(button, scale: 1), try ViewRenderer.render(plain, scale: 1), "the styled title is what is drawn")

        let written = try XCTUnwrap(ViewArchiver.object(for: button, registry: registry).states.first { $0.key == "normal" }?.attributedTitle)
        XCTAssertEqual(written.string, "Buy now", "and it is written back into the document")
    }

    func testTheDocumentDrawsItsStyledText() throws {
        let root = try load(Self.label)
        assertSnapshot(of: try ViewRenderer.render(root, scale: 2), as: .image, named: "label")
    }
}
