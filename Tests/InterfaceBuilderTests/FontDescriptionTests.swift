import InterfaceBuilder
import XCTest

/// `fontDescription`: system fonts with weights, custom fonts, and Dynamic Type styles.
final class FontDescriptionTests: XCTestCase {
    private func font(_ attributes: String) throws -> IBFontDescription {
        let label = try Fixture.view("""
                <label id="lbl">
                    <fontDescription key="fontDescription" \(attributes)/>
                </label>
        """)
        return try XCTUnwrap(label.fontDescription)
    }

    func testSystemFontWithSizeAndWeight() throws {
        let f = try font(#"type="system" weight="semibold" pointSize="15""#)
        XCTAssertEqual(f.font, .system(weight: .semibold))
        XCTAssertEqual(f.pointSize, 15)
        XCTAssertEqual(f.weight, 0.3)
    }

    func testBoldSystemIsTheBoldWeight() throws {
        let f = try font(#"type="boldSystem" pointSize="24""#)
        XCTAssertEqual(f.font, .boldSystem)
        XCTAssertEqual(f.pointSize, 24)
        XCTAssertEqual(f.weight, IBFontWeight.bold.value)
    }

    func testCustomFontKeepsNameAndFamily() throws {
        let f = try font(#"name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="14""#)
        XCTAssertEqual(f.font, .custom(name: "HelveticaNeue-Light", family: "Helvetica Neue"))
        XCTAssertEqual(f.pointSize, 14)
    }

    func testTextStylesTakeUIKitsDefaultSizes() throws {
        let expected: [(String, Double)] = [
            ("UICTFontTextStyleBody", 17), ("UICTFontTextStyleHeadline", 17), ("UICTFontTextStyleSubhead", 15),
            ("UICTFontTextStyleFootnote", 13), ("UICTFontTextStyleCaption1", 12), ("UICTFontTextStyleCaption2", 11),
            ("UICTFontTextStyleCallout", 16), ("UICTFontTextStyleTitle1", 28), ("UICTFontTextStyleTitle2", 22),
            ("UICTFontTextStyleTitle3", 20), ("UICTFontTextStyleTitle0", 34),
        ]
        for (style, size) in expected {
            let f = try font(#"style="\#(style)""#)
            XCTAssertEqual(f.font, .textStyle(style))
            XCTAssertNil(f.writtenPointSize)
            XCTAssertEqual(f.pointSize, size, style)
        }
        XCTAssertEqual(try font(#"style="UICTFontTextStyleHeadline""#).weight, IBFontWeight.semibold.value)
    }

    func testWrittenSizeWinsOverTheStylesDefault() throws {
        XCTAssertEqual(try font(#"style="UICTFontTextStyleBody" pointSize="21""#).pointSize, 21)
    }

    func testUnknownTextStyleIsAWarningAtTheBodySize() throws {
        let loaded = try Fixture.load(Fixture.xib("""
                <label id="lbl">
                    <fontDescription key="fontDescription" style="UICTFontTextStyleExtraLargeTitle"/>
                </label>
        """))
        XCTAssertEqual(loaded.document.objects[0].fontDescription?.pointSize, 17)
        XCTAssertEqual(loaded.report.warnings.map(\.kind), [.unknownTextStyle])
        XCTAssertEqual(loaded.report.warnings.first?.line, 5)
    }

    func testUnknownTypeOrWeightIsAnError() {
        XCTAssertEqual(Fixture.error(Fixture.xib("""
                <label id="lbl">
                    <fontDescription key="fontDescription" type="comicSystem" pointSize="12"/>
                </label>
        """))?.reason, .invalidValue(attribute: "type", value: "comicSystem", expected: "system, boldSystem or italicSystem"))
        XCTAssertEqual(Fixture.error(Fixture.xib("""
                <label id="lbl">
                    <fontDescription key="fontDescription" type="system" weight="chunky" pointSize="12"/>
                </label>
        """))?.reason, .invalidValue(attribute: "weight", value: "chunky", expected: "a known weight"))
    }
}
