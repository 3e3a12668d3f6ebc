import Foundation
import InterfaceBuilder
import Raster
import XCTest

/// Writing: a model written as XML reads back to an equal model, and equality ignores lines.
final class RoundTripTests: XCTestCase {
    private func roundTrip(_ xml: String, file: StaticString = #filePath, line: UInt = #line) throws -> (IBDocument, IBDocument) {
        let first = try Fixture.load(xml).document
        let second = try IBDocument.load(data: first.xmlData(), file: "Rewritten.xib").document
        XCTAssertEqual(second, first, "round trip changed the model:\n\(first.xmlString())", file: file, line: line)
        return (first, second)
    }

    func testCardXIBRoundTrips() throws { _ = try roundTrip(Fixture.card) }

    func testStoryboardWithScenesGuidesAndSeguesRoundTrips() throws {
        let (_, again) = try roundTrip(Fixture.twoScenes)
        XCTAssertEqual(again.kind, .storyboard)
        XCTAssertEqual(again.scenes[0].viewController?.layoutGuides.map(\.kind), [.top, .bottom])
        XCTAssertEqual(again.resources.systemColors.keys.sorted(), ["systemBackgroundColor"])
    }

    func testEqualityIgnoresLineNumbersButNotContent() throws {
        let a = try Fixture.load(Fixture.xib(#"<view id="v1"/>"#)).document
        let b = try Fixture.load(Fixture.xib("\n\n\n" + #"<view id="v1"/>"#)).document
        XCTAssertNotEqual(a.objects[0].line.number, b.objects[0].line.number)
        XCTAssertEqual(a, b)
        let c = try Fixture.load(Fixture.xib(#"<view id="v2"/>"#)).document
        XCTAssertNotEqual(a, c)
    }

    func testEveryRuntimeAttributeTypeAndMultiplierSpellingRoundTrips() throws {
        let (_, again) = try roundTrip(Fixture.xib("""
                <view id="own" customClass="StarView" customModule="Stars">
                    <subviews>
                        <view id="sub"/>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="width" secondItem="own" secondAttribute="height" multiplier="16:9" id="c1"/>
                        <constraint firstItem="sub" firstAttribute="centerY" relation="greaterThanOrEqual" secondItem="own" secondAttribute="bottom" multiplier="1/3" constant="-1.5" priority="250" id="c2"/>
                        <constraint firstItem="sub" firstAttribute="height" secondItem="own" secondAttribute="height" multiplier="0.8" id="c3"/>
                    </constraints>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="a"><real key="value" value="0.1"/></userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="number" keyPath="b"><integer key="value" value="-3"/></userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="c" value="NO"/>
                        <userDefinedRuntimeAttribute type="string" keyPath="d" value="quote &quot; and &lt;tag&gt;"/>
                        <userDefinedRuntimeAttribute type="string" keyPath="e"><string key="value">multi
        line</string></userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="color" keyPath="f"><color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/></userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="image" keyPath="g" value="star"/>
                        <userDefinedRuntimeAttribute type="point" keyPath="h"><point key="value" x="1" y="2"/></userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="size" keyPath="i"><size key="value" width="3" height="4"/></userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="rect" keyPath="j"><rect key="value" x="1" y="2" width="3" height="4"/></userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="range" keyPath="k"><range key="value" location="1" length="2"/></userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="nil" keyPath="l"/>
                        <userDefinedRuntimeAttribute type="localizedString" keyPath="m" value="Hi"/>
                    </userDefinedRuntimeAttributes>
                </view>
        """))
        let view = again.objects[0]
        XCTAssertEqual(view.constraints.map(\.multiplier), [.ratio(16, 9), .fraction(1, 3), .decimal(0.8)])
        XCTAssertEqual(view.runtimeAttributes.count, 13)
        XCTAssertEqual(view.runtimeAttributes[3].value, .string("quote \" and <tag>"))
        XCTAssertEqual(view.runtimeAttributes[4].value, .string("multi\nline"))
    }

    func testTheFirstDifferenceNamesThePathAndBothValues() throws {
        let document = try Fixture.load(Fixture.xib("""
                <view id="root">
                    <subviews>
                        <label id="lbl" text="Hi"/>
                        <view id="box"><constraints><constraint firstAttribute="width" constant="10" id="w1"/></constraints></view>
                    </subviews>
                </view>
        """)).document
        XCTAssertNil(document.firstDifference(from: document))
        var text = document
        text.objects[0].subviews[0].attributes["text"] = "Ho"
        XCTAssertEqual(document.firstDifference(from: text),
                       #"document.objects[0]<view id=root>.subviews[0]<label id=lbl>.attributes["text"]: "Hi" ≠ "Ho""#)
        var constant = document
        constant.objects[0].subviews[1].constraints[0].constant = 12
        XCTAssertEqual(document.firstDifference(from: constant),
                       "document.objects[0]<view id=root>.subviews[1]<view id=box>.constraints[0]<constraint id=w1>.constant: 10.0 ≠ 12.0")
        var fewer = document
        fewer.objects[0].subviews.removeLast()
        XCTAssertEqual(document.firstDifference(from: fewer),
                       "document.objects[0]<view id=root>.subviews: 2 elements ≠ 1; the first unmatched is [1]<view id=box>")
        var moved = document
        moved.objects[0].line = IBSourceLine(99)
        XCTAssertNil(document.firstDifference(from: moved), "lines are not part of the model")
    }

    func testAttributeTextWithLineBreaksAndTabsSurvives() throws {
        let (_, again) = try roundTrip(Fixture.xib(#"<label id="l1" text="one&#10;two&#9;three &amp; more"/>"#))
        XCTAssertEqual(again.objects[0].attributes["text"], "one\ntwo\tthree & more")
    }

    func testEveryColourEncodingRoundTrips() throws {
        _ = try roundTrip(Fixture.xib("""
                <view id="v1">
                    <color key="a" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                    <color key="b" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <color key="c" red="0.1" green="0.2" blue="0.3" alpha="0.4" colorSpace="calibratedRGB"/>
                    <color key="d" red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="deviceRGB"/>
                    <color key="e" red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <color key="f" red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
                    <color key="g" systemColor="systemRedColor"/>
                    <color key="h" cocoaTouchSystemColor="lightTextColor"/>
                    <color key="i" name="Brand"/>
                </view>
        """, resources: """
                <systemColor name="systemRedColor">
                    <color red="1" green="0.23137254901960785" blue="0.18823529411764706" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
                <namedColor name="Brand">
                    <color red="0.5" green="0.25" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
        """))
    }

    func testModelBuiltInCodeWritesAReadableDocument() throws {
        let label = IBObject(element: "label", id: "lbl", attributes: ["text": "Built"],
                             frame: Rect(x: 1, y: 2, width: 3, height: 4),
                             colors: ["textColor": try IBColor(.white(0, alpha: 1, space: .calibratedWhite))],
                             fontDescription: IBFontDescription(font: .system(weight: .medium), pointSize: 13))
        let root = IBObject(element: "view", id: "root", customClass: "BadgeView", autoresizingMask: [.flexibleWidth],
                            subviews: [label],
                            constraints: [IBConstraint(id: "c1", firstItem: "lbl", firstAttribute: .centerX,
                                                       secondItem: "root", secondAttribute: .centerX)],
                            runtimeAttributes: [IBRuntimeAttribute(keyPath: "cornerRadius", value: .real(6))])
        let document = IBDocument(kind: .xib, attributes: ["version": "3.0"], objects: [root])
        let read = try IBDocument.load(data: document.xmlData(), file: "Built.xib").document
        XCTAssertEqual(read, document)
        XCTAssertTrue(document.xmlString().contains(#"<view id="root" customClass="BadgeView">"#), document.xmlString())
    }
}
