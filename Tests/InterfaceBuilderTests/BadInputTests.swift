import Foundation
import InterfaceBuilder
import XCTest

/// The bad-input catalogue: each mistake is an error naming file, line and element, or a
/// warning for what can be tolerated. Nothing here may crash or hang.
final class BadInputTests: XCTestCase {
    func testTextThatIsNotXMLIsMalformed() throws {
        let error = try XCTUnwrap(Fixture.error("this is not XML at all", file: "Broken.xib"))
        guard case .malformedXML = error.reason else { return XCTFail("\(error)") }
        XCTAssertEqual(error.file, "Broken.xib")
        XCTAssertTrue(error.description.hasPrefix("Broken.xib:"), error.description)
    }

    func testUnclosedElementIsMalformedAtItsLine() throws {
        let error = try XCTUnwrap(Fixture.error("<document>\n<objects>\n<view id=\"a\">\n</objects>\n</document>"))
        guard case .malformedXML = error.reason else { return XCTFail("\(error)") }
        // libxml2 reports the line where it noticed: the mismatched close tag or the one after.
        XCTAssertTrue((4...5).contains(error.line), "line \(error.line)")
    }

    func testEmptyDataIsMalformed() throws {
        let error = try XCTUnwrap(Fixture.error(""))
        guard case .malformedXML = error.reason else { return XCTFail("\(error)") }
    }

    func testNonUTF8BytesAreRefused() throws {
        let bytes: [UInt8] = Array("<document type=\"".utf8) + [0xFF, 0xFE] + Array("\"/>".utf8)
        XCTAssertThrowsError(try IBDocument.load(data: Data(bytes), file: "Latin.xib")) { error in
            XCTAssertEqual((error as? IBDocumentError)?.reason, .notUTF8)
        }
    }

    func testWrongRootIsAnError() throws {
        let error = try XCTUnwrap(Fixture.error("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>"))
        XCTAssertEqual(error.reason, .wrongRoot(found: "plist"))
        XCTAssertEqual(error.line, 2)
        XCTAssertEqual(error.element, "plist")
    }

    func testMacXIBIsAnUnsupportedDocumentType() {
        let xml = #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0"><objects/></document>"#
        XCTAssertEqual(Fixture.error(xml)?.reason, .unsupportedDocumentType("com.apple.InterfaceBuilder3.Cocoa.XIB"))
    }

    func testBillionLaughsFailsFastWithoutExpanding() throws {
        var entities = #"<!ENTITY lol0 "lol">"# + "\n"
        for i in 1...9 {
            entities += "<!ENTITY lol\(i) \"" + String(repeating: "&lol\(i - 1);", count: 10) + "\">\n"
        }
        let xml = """
        <?xml version="1.0"?>
        <!DOCTYPE document [
        \(entities)]>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><label id="a" text="&lol9;"/></objects></document>
        """
        let start = Date()
        let error = try XCTUnwrap(Fixture.error(xml, file: "Laughs.xib"))
        XCTAssertEqual(error.reason, .documentTypeDeclaration)
        XCTAssertEqual(error.line, 2)
        XCTAssertLessThan(Date().timeIntervalSince(start), 1, "refusing must not expand anything first")
        XCTAssertTrue(error.description.contains("never expanded"), error.description)
    }

    func testProcessingInstructionsOtherThanTheDeclarationAreRefusedWithoutParsing() throws {
        // `<?x?>` crashed Foundation's XMLParser on Linux (found by the IB document fuzzer).
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
        <?x?><objects/></document>
        """
        let error = try XCTUnwrap(Fixture.error(xml, file: "PI.xib"))
        XCTAssertEqual(error.reason, .processingInstruction)
        XCTAssertEqual(error.line, 3)
        XCTAssertTrue(error.description.hasPrefix("PI.xib:3:"), error.description)
        // The declaration itself is fine, with or without a byte-order mark.
        let plain = #"<?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects/></document>"#
        XCTAssertNil(Fixture.error(plain))
        XCTAssertNil(Fixture.error("\u{FEFF}" + plain))
        // `<?xml?>` is a processing instruction named xml, not a declaration.
        XCTAssertEqual(Fixture.error("<?xml?>" + plain.dropFirst(21))?.reason, .processingInstruction)
    }

    func testExternalEntityDeclarationIsRefused() {
        let xml = """
        <?xml version="1.0"?>
        <!-- a comment before the DTD does not hide it -->
        <!DOCTYPE document [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><label id="a" text="&secret;"/></objects></document>
        """
        let error = Fixture.error(xml)
        XCTAssertEqual(error?.reason, .documentTypeDeclaration)
        XCTAssertEqual(error?.line, 3)
    }

    func testMissingIDIsAnErrorOnTheElement() throws {
        let error = try XCTUnwrap(Fixture.error(Fixture.xib("""
                <view id="root">
                    <subviews>
                        <label text="no id"/>
                    </subviews>
                </view>
        """)))
        XCTAssertEqual(error.reason, .missingAttribute("id"))
        XCTAssertEqual(error.element, "label")
        XCTAssertEqual(error.line, 6)
        XCTAssertEqual(error.description, #"Fixture.xib:6: <label>: the required attribute "id" is missing"#)
    }

    func testDuplicateIDNamesBothLines() throws {
        let error = try XCTUnwrap(Fixture.error(Fixture.xib("""
                <view id="same">
                    <subviews>
                        <view id="other"/>
                        <label id="same"/>
                    </subviews>
                </view>
        """)))
        XCTAssertEqual(error.reason, .duplicateID("same", firstLine: 4))
        XCTAssertEqual(error.line, 7)
        XCTAssertEqual(error.element, "label")
    }

    func testAViewNestedInsideItselfByIDIsADuplicateNotACycle() {
        // An XML tree cannot be cyclic; the nearest thing is an object repeating its own id below itself.
        let error = Fixture.error(Fixture.xib("""
                <view id="loop">
                    <subviews>
                        <view id="loop"/>
                    </subviews>
                </view>
        """))
        XCTAssertEqual(error?.reason, .duplicateID("loop", firstLine: 4))
    }

    func testOutletsThatReferToEachOtherAreNotAProblem() throws {
        let document = try Fixture.load(Fixture.xib("""
                <view id="a">
                    <connections>
                        <outlet property="partner" destination="b" id="o1"/>
                    </connections>
                </view>
                <view id="b">
                    <connections>
                        <outlet property="partner" destination="a" id="o2"/>
                    </connections>
                </view>
        """)).document
        XCTAssertEqual(document.objects.map { $0.outlets.first?.destination }, ["b", "a"])
    }

    func testDanglingConstraintItemsAreErrors() {
        let first = Fixture.error(Fixture.xib("""
                <view id="own">
                    <constraints>
                        <constraint firstItem="ghost" firstAttribute="top" secondItem="own" secondAttribute="top" id="c1"/>
                    </constraints>
                </view>
        """))
        XCTAssertEqual(first?.reason, .danglingReference(attribute: "firstItem", id: "ghost"))
        XCTAssertEqual(first?.line, 6)
        XCTAssertEqual(first?.elementID, "c1")
        let second = Fixture.error(Fixture.xib("""
                <view id="own">
                    <constraints>
                        <constraint firstAttribute="top" secondItem="ghost" secondAttribute="top" id="c1"/>
                    </constraints>
                </view>
        """))
        XCTAssertEqual(second?.reason, .danglingReference(attribute: "secondItem", id: "ghost"))
    }

    /// Found by fuzzing: an id inside a value (here a frame's mask), where no object can be, was
    /// a valid target, so the document loaded but its own XML, without that element, did not.
    func testAReferenceToAnElementInsideAValueIsAnErrorNamingItsLine() throws {
        let xml = Fixture.xib("""
                <view id="own">
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES">
                        <label id="t1"/>
                    </autoresizingMask>
                    <constraints>
                        <constraint firstItem="t1" firstAttribute="top" secondItem="own" secondAttribute="top" id="c1"/>
                    </constraints>
                </view>
        """)
        let error = try XCTUnwrap(Fixture.error(xml))
        XCTAssertEqual(error.reason, .referenceToNonObject(attribute: "firstItem", id: "t1", line: 6))
        XCTAssertEqual(error.line, 9)
        XCTAssertTrue(error.description.hasSuffix("firstItem \"t1\" refers to the element on line 6, which sits inside a value where no object can be, so it is not an object of the document"),
                      error.description)

        // Skipping, as the checker reads, leaves the constraint out and says why; what loads
        // then writes back to an equal document.
        let skipped = try IBDocument.load(data: Data(xml.utf8), file: "Fixture.xib", skippingDanglingReferences: true)
        XCTAssertEqual(skipped.report.warnings.filter { $0.kind == .danglingReference }.map(\.line), [9])
        XCTAssertEqual(skipped.document.allObjects.flatMap(\.constraints).count, 0)
        let again = try IBDocument.load(data: skipped.document.xmlData(), file: "Fixture.xib").document
        XCTAssertEqual(again, skipped.document)
    }

    /// Found by fuzzing too: the same id on a value inside the objects and on an element
    /// outside them, which the model keeps verbatim but references may not name.
    func testAReferenceToAValueIsRefusedEvenWhenTheIdAlsoStandsOutsideTheObjects() throws {
        let xml = Fixture.xib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Card">
                    <connections>
                        <outlet property="title" destination="t1" id="o1"/>
                    </connections>
                </placeholder>
                <view id="v1">
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" id="t1"/>
                </view>
        """).replacingOccurrences(of: "</objects>", with: "</objects>\n    <color id=\"t1\" white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>")
        let error = try XCTUnwrap(Fixture.error(xml))
        XCTAssertEqual(error.reason, .referenceToNonObject(attribute: "destination", id: "t1", line: 10))
        XCTAssertEqual(error.line, 6)
    }

    func testDanglingOutletDestinationIsAnError() {
        let error = Fixture.error(Fixture.xib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                    <connections>
                        <outlet property="titleLabel" destination="gone" id="o1"/>
                    </connections>
                </placeholder>
        """))
        XCTAssertEqual(error?.reason, .danglingReference(attribute: "destination", id: "gone"))
        XCTAssertEqual(error?.element, "outlet")
        XCTAssertEqual(error?.line, 6)
    }

    func testDanglingVariationExcludeIsAnError() {
        let error = Fixture.error(Fixture.xib("""
                <view id="own">
                    <variation key="default">
                        <mask key="constraints">
                            <exclude reference="gone"/>
                        </mask>
                    </variation>
                </view>
        """))
        XCTAssertEqual(error?.reason, .danglingReference(attribute: "reference", id: "gone"))
    }

    func testSystemColorMissingFromResourcesIsAnError() {
        let error = Fixture.error(Fixture.xib("""
                <view id="own">
                    <color key="backgroundColor" systemColor="systemPinkColor"/>
                </view>
        """))
        XCTAssertEqual(error?.reason, .unresolvedColor("systemPinkColor"))
        XCTAssertEqual(error?.line, 5)
        XCTAssertEqual(error?.element, "color")
    }

    func testUnknownCocoaTouchSystemColorAndColourSpaceAreErrors() {
        XCTAssertEqual(Fixture.error(Fixture.xib("""
                <view id="own">
                    <color key="backgroundColor" cocoaTouchSystemColor="plaidColor"/>
                </view>
        """))?.reason, .unknownCocoaTouchSystemColor("plaidColor"))
        XCTAssertEqual(Fixture.error(Fixture.xib("""
                <view id="own">
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="adobeRGB1998"/>
                </view>
        """))?.reason, .invalidValue(attribute: "customColorSpace", value: "adobeRGB1998", expected: "a known colour space"))
    }

    func testColourWithoutComponentsIsMissingThem() {
        XCTAssertEqual(Fixture.error(Fixture.xib("""
                <view id="own">
                    <color key="backgroundColor" red="1" green="0" alpha="1" colorSpace="calibratedRGB"/>
                </view>
        """))?.reason, .missingAttribute("blue"))
    }

    func testUnparsableFrameNumberIsAnError() throws {
        let error = try XCTUnwrap(Fixture.error(Fixture.xib("""
                <view id="own">
                    <rect key="frame" x="0.0" y="zero" width="320" height="480"/>
                </view>
        """)))
        XCTAssertEqual(error.reason, .invalidValue(attribute: "y", value: "zero", expected: "a finite number"))
        XCTAssertEqual(error.element, "rect")
        XCTAssertEqual(error.line, 5)
    }

    func testNonFiniteConstantIsAnError() {
        XCTAssertEqual(Fixture.error(Fixture.xib("""
                <view id="own">
                    <constraints>
                        <constraint firstAttribute="width" constant="nan" id="c1"/>
                    </constraints>
                </view>
        """))?.reason, .invalidValue(attribute: "constant", value: "nan", expected: "a finite number"))
    }

    func testUnparsableMultiplierIsAnError() throws {
        let error = try XCTUnwrap(Fixture.error(Fixture.xib("""
                <view id="own">
                    <constraints>
                        <constraint firstAttribute="width" secondItem="own" secondAttribute="height" multiplier="4:0" id="c1"/>
                    </constraints>
                </view>
        """)))
        XCTAssertEqual(error.reason, .invalidMultiplier("4:0"))
        XCTAssertEqual(error.line, 6)
        XCTAssertTrue(error.description.contains("a:b"), error.description)
    }

    func testUnknownConstraintAttributeOrRelationIsAnError() {
        XCTAssertEqual(Fixture.error(Fixture.xib("""
                <view id="own">
                    <constraints>
                        <constraint firstAttribute="diagonal" constant="1" id="c1"/>
                    </constraints>
                </view>
        """))?.reason, .invalidValue(attribute: "firstAttribute", value: "diagonal", expected: "a known firstAttribute"))
        XCTAssertEqual(Fixture.error(Fixture.xib("""
                <view id="own">
                    <constraints>
                        <constraint firstAttribute="width" relation="roughly" constant="1" id="c1"/>
                    </constraints>
                </view>
        """))?.reason, .invalidValue(attribute: "relation", value: "roughly", expected: "a known relation"))
    }

    func testConstraintWithoutFirstAttributeOrIDIsAnError() {
        XCTAssertEqual(Fixture.error(Fixture.xib("""
                <view id="own">
                    <constraints>
                        <constraint constant="1" id="c1"/>
                    </constraints>
                </view>
        """))?.reason, .missingAttribute("firstAttribute"))
        XCTAssertEqual(Fixture.error(Fixture.xib("""
                <view id="own">
                    <constraints>
                        <constraint firstAttribute="width" constant="1"/>
                    </constraints>
                </view>
        """))?.reason, .missingAttribute("id"))
    }

    func testBadBooleanInAutoresizingMaskIsAnError() {
        XCTAssertEqual(Fixture.error(Fixture.xib("""
                <view id="own">
                    <autoresizingMask key="autoresizingMask" widthSizable="yes please"/>
                </view>
        """))?.reason, .invalidValue(attribute: "widthSizable", value: "yes please", expected: "YES or NO"))
    }

    func testSceneWithoutSceneIDIsAnError() {
        XCTAssertEqual(Fixture.error(Fixture.storyboard("""
                <scene>
                    <objects/>
                </scene>
        """))?.reason, .missingAttribute("sceneID"))
    }
}

/// Reading for a checker: dangling references become warnings and their elements are left out,
/// so the rest of the document can still be checked.
final class SkippedDanglingReferenceTests: XCTestCase {
    private let document = Fixture.xib("""
            <view id="own">
                <constraints>
                    <constraint firstItem="ghost" firstAttribute="top" secondItem="own" secondAttribute="top" id="c1"/>
                    <constraint firstAttribute="width" constant="10" id="c2"/>
                </constraints>
                <connections>
                    <outlet property="gone" destination="nowhere" id="o1"/>
                    <outlet property="me" destination="own" id="o2"/>
                </connections>
                <variation key="default">
                    <mask key="constraints">
                        <exclude reference="vanished"/>
                    </mask>
                </variation>
            </view>
    """)

    func testDanglingReferencesAreSkippedWithAWarningEach() throws {
        let loaded = try IBDocument.load(data: Data(document.utf8), file: "Fixture.xib", skippingDanglingReferences: true)
        let view = try XCTUnwrap(loaded.document.object(withID: "own"))
        XCTAssertEqual(view.constraints.map(\.id), ["c2"])
        XCTAssertEqual(view.outlets.map(\.id), ["o2"])
        XCTAssertEqual(view.variations.first?.excluded["constraints"] ?? [], [])
        XCTAssertEqual(loaded.report.warnings.map(\.kind), [.danglingReference, .danglingReference, .danglingReference])
        XCTAssertEqual(loaded.report.warnings.map(\.line), [6, 10, 15])
        XCTAssertEqual(loaded.report.warnings[0].message, #"<constraint id="c1">: firstItem "ghost" refers to no object in the document; skipped"#)
    }

    func testByDefaultTheyStillFailTheRead() {
        XCTAssertEqual(Fixture.error(document)?.reason, .danglingReference(attribute: "firstItem", id: "ghost"))
    }
}
