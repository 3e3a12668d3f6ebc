import InterfaceBuilder
import XCTest

/// Constraints as IB writes them: owner-relative items, the three multiplier spellings,
/// relations, priorities and size-class exclusions.
final class ConstraintTests: XCTestCase {
    private func constraints(_ lines: String, variation: String = "") throws -> IBObject {
        try Fixture.view("""
                <view id="own">
                    <subviews>
                        <view id="sub"/>
                    </subviews>
                    <constraints>
        \(lines)
                    </constraints>
        \(variation)
                </view>
        """)
    }

    func testAbsentFirstItemMeansTheOwningView() throws {
        let c = try constraints(#"<constraint firstAttribute="trailing" secondItem="sub" secondAttribute="trailing" constant="8" id="c1"/>"#).constraints[0]
        XCTAssertNil(c.firstItem)
        XCTAssertEqual(c.firstAttribute, .trailing)
        XCTAssertEqual(c.secondItem, "sub")
        XCTAssertEqual(c.secondAttribute, .trailing)
        XCTAssertEqual(c.constant, 8)
        XCTAssertEqual(c.relation, .equal)
        XCTAssertEqual(c.multiplier.value, 1)
        XCTAssertTrue(c.isRequired)
    }

    func testConstantOnlyConstraintHasNoSecondItemOrAttribute() throws {
        let c = try constraints(#"<constraint firstAttribute="width" priority="750" constant="240" id="c1"/>"#).constraints[0]
        XCTAssertNil(c.secondItem)
        XCTAssertNil(c.secondAttribute)
        XCTAssertEqual(c.constant, 240)
        XCTAssertEqual(c.priority, 750)
        XCTAssertFalse(c.isRequired)
    }

    func testMultiplierSpellingsAreKeptAndEvaluated() throws {
        let view = try constraints("""
                        <constraint firstAttribute="width" secondItem="own" secondAttribute="height" multiplier="16:9" id="c1"/>
                        <constraint firstItem="sub" firstAttribute="centerY" secondItem="own" secondAttribute="bottom" multiplier="1/3" constant="1" id="c2"/>
                        <constraint firstItem="sub" firstAttribute="height" secondItem="own" secondAttribute="height" multiplier="0.8" id="c3"/>
        """)
        XCTAssertEqual(view.constraints.map(\.multiplier), [.ratio(16, 9), .fraction(1, 3), .decimal(0.8)])
        XCTAssertEqual(view.constraints[0].multiplier.value, 16.0 / 9.0)
        XCTAssertEqual(view.constraints[1].multiplier.value, 1.0 / 3.0)
        XCTAssertEqual(view.constraints.map(\.multiplier.description), ["16:9", "1/3", "0.8"])
    }

    func testMultiplierParserRejectsMalformedSpellings() {
        for bad in ["", "a:b", "1:0", "1/0", "1:2:3", "1//2", "inf", "nan", "1:", ":2"] {
            XCTAssertNil(IBMultiplier(bad), "\"\(bad)\" should not parse")
        }
        XCTAssertEqual(IBMultiplier("1:1"), .ratio(1, 1))
        XCTAssertEqual(IBMultiplier("-0.5"), .decimal(-0.5))
    }

    func testRelationsAndMarginAttributes() throws {
        let view = try constraints("""
                        <constraint firstItem="sub" firstAttribute="leadingMargin" relation="greaterThanOrEqual" secondItem="own" secondAttribute="leadingMargin" id="c1"/>
                        <constraint firstItem="sub" firstAttribute="bottom" relation="lessThanOrEqual" secondItem="own" secondAttribute="bottomMargin" id="c2"/>
        """)
        XCTAssertEqual(view.constraints.map(\.relation), [.greaterThanOrEqual, .lessThanOrEqual])
        XCTAssertEqual(view.constraints.map(\.firstAttribute), [.leadingMargin, .bottom])
        XCTAssertEqual(view.constraints.map(\.secondAttribute), [.leadingMargin, .bottomMargin])
    }

    func testDefaultVariationExcludesConstraintsFromInstallation() throws {
        let view = try constraints("""
                        <constraint firstAttribute="width" constant="100" id="c1"/>
                        <constraint firstAttribute="height" constant="50" id="c2"/>
        """, variation: """
                    <variation key="default">
                        <mask key="constraints">
                            <exclude reference="c2"/>
                        </mask>
                    </variation>
        """)
        XCTAssertEqual(view.variations, [IBVariation(key: "default", excluded: ["constraints": ["c2"]])])
        XCTAssertEqual(view.installedConstraints.map(\.id), ["c1"])
        XCTAssertEqual(view.constraints.map(\.id), ["c1", "c2"], "excluded constraints are still in the model")
    }

    func testConstraintToALayoutGuideResolves() throws {
        let document = try Fixture.load(Fixture.twoScenes, file: "Main.storyboard").document
        let root = try XCTUnwrap(document.scenes[0].rootView)
        XCTAssertEqual(root.constraints[0].secondItem, "top-01-aaa")
        XCTAssertEqual(root.constraints[0].secondAttribute, .bottom)
    }
}
