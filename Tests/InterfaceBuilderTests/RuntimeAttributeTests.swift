import InterfaceBuilder
import Raster
import XCTest

/// User-defined runtime attributes of every type IB's inspector offers.
final class RuntimeAttributeTests: XCTestCase {
    private func attributes(_ entries: String) throws -> [IBRuntimeAttribute] {
        try Fixture.view("""
                <view id="vw1" customClass="StarView">
                    <userDefinedRuntimeAttributes>
        \(entries)
                    </userDefinedRuntimeAttributes>
                </view>
        """).runtimeAttributes
    }

    func testEveryTypeDecodesToItsValue() throws {
        let values = try attributes("""
                        <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
                            <real key="value" value="12.5"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="number" keyPath="points">
                            <integer key="value" value="5"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                        <userDefinedRuntimeAttribute type="string" keyPath="nibName" value="CardView"/>
                        <userDefinedRuntimeAttribute type="string" keyPath="placeholder">
                            <string key="value">Two
        lines</string>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="localizedString" keyPath="hint" value="Tap"/>
                        <userDefinedRuntimeAttribute type="color" keyPath="borderColor">
                            <color key="value" white="0.5" alpha="0.5" colorSpace="calibratedWhite"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="image" keyPath="icon" value="star.png"/>
                        <userDefinedRuntimeAttribute type="point" keyPath="padding">
                            <point key="value" x="10" y="0.0"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="size" keyPath="shadowOffset">
                            <size key="value" width="2" height="3"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="rect" keyPath="hitArea">
                            <rect key="value" x="1" y="2" width="3" height="4"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="range" keyPath="selection">
                            <range key="value" location="2" length="7"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="nil" keyPath="delegate"/>
        """)
        XCTAssertEqual(values.map(\.keyPath), ["cornerRadius", "points", "layer.masksToBounds", "nibName", "placeholder",
                                               "hint", "borderColor", "icon", "padding", "shadowOffset", "hitArea",
                                               "selection", "delegate"])
        XCTAssertEqual(values[0].value, .real(12.5))
        XCTAssertEqual(values[1].value, .integer(5))
        XCTAssertEqual(values[1].value.number, 5)
        XCTAssertEqual(values[2].value, .boolean(true))
        XCTAssertEqual(values[3].value, .string("CardView"))
        XCTAssertEqual(values[4].value, .string("Two\nlines"))
        XCTAssertEqual(values[5].value, .localizedString("Tap"))
        guard case .color(let color) = values[6].value else { return XCTFail("expected a colour") }
        XCTAssertEqual(color.color, Color(white: 0.5, alpha: 0.5))
        XCTAssertEqual(values[7].value, .image("star.png"))
        XCTAssertEqual(values[8].value, .point(Point(x: 10, y: 0)))
        XCTAssertEqual(values[9].value, .size(Size(width: 2, height: 3)))
        XCTAssertEqual(values[10].value, .rect(Rect(x: 1, y: 2, width: 3, height: 4)))
        XCTAssertEqual(values[11].value, .range(location: 2, length: 7))
        XCTAssertEqual(values[12].value, .nil)
    }

    /// IB writes long text as a `mutableString` child (found in a real storyboard of the corpus).
    func testAStringHeldInAMutableStringChildIsRead() throws {
        let values = try attributes("""
                        <userDefinedRuntimeAttribute type="string" keyPath="placeholder">
                            <mutableString key="value">Lorem ipsum, a long placeholder</mutableString>
                        </userDefinedRuntimeAttribute>
        """)
        XCTAssertEqual(values.map(\.value), [.string("Lorem ipsum, a long placeholder")])
    }

    func testRuntimeAttributesOnAViewControllerAreRead() throws {
        let document = try Fixture.load(Fixture.storyboard("""
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1">
                            <view key="view" id="v1"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="string" keyPath="title" value="Stars"/>
                            </userDefinedRuntimeAttributes>
                        </viewController>
                    </objects>
                </scene>
        """), file: "Main.storyboard").document
        XCTAssertEqual(document.scenes[0].viewController?.runtimeAttributes.first?.value, .string("Stars"))
    }

    func testUnknownTypeIsAnErrorNamingTheTypeAndTheKnownOnes() throws {
        let error = Fixture.error(Fixture.xib("""
                <view id="vw1">
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="edgeInsets" keyPath="padding"/>
                    </userDefinedRuntimeAttributes>
                </view>
        """))
        XCTAssertEqual(error?.reason, .unknownRuntimeAttributeType("edgeInsets"))
        XCTAssertEqual(error?.line, 6)
        XCTAssertEqual(error?.element, "userDefinedRuntimeAttribute")
        XCTAssertTrue(error?.description.contains("boolean, number, string") == true, "\(String(describing: error))")
    }

    func testNumberWithoutAValueIsAnError() {
        let error = Fixture.error(Fixture.xib("""
                <view id="vw1">
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="borderWidth"/>
                    </userDefinedRuntimeAttributes>
                </view>
        """))
        XCTAssertEqual(error?.reason, .missingAttribute("value"))
    }

    func testUnparsableNumberIsAnErrorOnTheValueElement() {
        let error = Fixture.error(Fixture.xib("""
                <view id="vw1">
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="borderWidth">
                            <real key="value" value="two"/>
                        </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </view>
        """))
        XCTAssertEqual(error?.reason, .invalidValue(attribute: "value", value: "two", expected: "a finite number"))
        XCTAssertEqual(error?.element, "real")
        XCTAssertEqual(error?.line, 7)
    }
}
