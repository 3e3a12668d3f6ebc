import Designable
import Foundation
import InterfaceBuilder
import XCTest

/// User-defined runtime attributes are set through the declared setters, and everything the
/// loader cannot set is an error or a warning that says where and why.
final class RuntimeAttributeTests: XCTestCase {
    private func starRegistry() -> DesignableRegistry {
        let registry = DesignableRegistry()
        registry.register(StarView.self, make: StarView.init(frame:)) {
            $0.inspectable("starColor", \.starColor)
              .inspectable("points", \.points)
              .inspectable("cornerRadius", \.cornerRadius)
              .inspectable("title", \.title)
              .inspectable("icon", \.icon)
              .inspectable("shadowOffset", \.shadowOffset)
        }
        return registry
    }

    private func star(_ attributes: String) -> String {
        """
            <view contentMode="scaleToFill" id="s1" customClass="StarView" customModule="Stars">
                <rect key="frame" x="0" y="0" width="40" height="40"/>
                <userDefinedRuntimeAttributes>
        \(attributes)
                </userDefinedRuntimeAttributes>
            </view>
        """
    }

    func testEveryInspectableTypeIsSetThroughItsSetter() throws {
        let nib = try FixtureDocuments.load(star("""
                        <userDefinedRuntimeAttribute type="color" keyPath="starColor">
                            <color key="value" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="number" keyPath="points">
                            <integer key="value" value="7"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
                            <real key="value" value="6.5"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="string" keyPath="title" value="Gold"/>
                        <userDefinedRuntimeAttribute type="size" keyPath="shadowOffset">
                            <size key="value" width="2" height="3"/>
                        </userDefinedRuntimeAttribute>
        """), registry: starRegistry())
        let star = try XCTUnwrap(nib.topLevelViews.first as? StarView)
        XCTAssertEqual(star.starColor, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(star.didSetCount, 1, "set through the setter, so didSet ran")
        XCTAssertEqual(star.points, 7)
        XCTAssertEqual(star.cornerRadius, 6.5)
        XCTAssertEqual(star.layer.cornerRadius, 6.5, "the property's didSet reached the layer")
        XCTAssertEqual(star.title, "Gold")
        XCTAssertEqual(star.shadowOffset, CGSize(width: 2, height: 3))
        XCTAssertTrue(nib.report.warnings.isEmpty, "\(nib.report.warnings)")
    }

    func testAnUnknownKeyOnARegisteredClassIsUIKitsErrorWithADidYouMeanAndTheLine() throws {
        let body = star("""
                        <userDefinedRuntimeAttribute type="color" keyPath="starColour">
                            <color key="value" white="0" alpha="1" colorSpace="calibratedWhite"/>
                        </userDefinedRuntimeAttribute>
        """)
        let error = try XCTUnwrap(FixtureDocuments.loadError(body, registry: starRegistry()))
        XCTAssertEqual(error.issues.count, 1)
        let issue = error.issues[0]
        XCTAssertEqual(issue.kind, .unknownKey)
        XCTAssertEqual(issue.line, FixtureDocuments.line(of: "keyPath=\"starColour\"", in: body))
        XCTAssertEqual(issue.description,
                       "Fixture.xib:\(issue.line): StarView is not key value coding-compliant for the key 'starColour'. Did you mean 'starColor'?")
    }

    func testAWrongValueTypeIsAnErrorNamingBothTypes() throws {
        let error = try XCTUnwrap(FixtureDocuments.loadError(star("""
                        <userDefinedRuntimeAttribute type="string" keyPath="points" value="seven"/>
                        <userDefinedRuntimeAttribute type="number" keyPath="starColor">
                            <real key="value" value="3"/>
                        </userDefinedRuntimeAttribute>
        """), registry: starRegistry()))
        XCTAssertEqual(error.issues.map(\.kind), [.valueTypeMismatch, .valueTypeMismatch], "every error, not just the first")
        XCTAssertTrue(error.issues[0].message.contains("StarView.points is Int, but the document sets a string value (\"seven\")"),
                      error.issues[0].message)
        XCTAssertTrue(error.issues[1].message.contains("StarView.starColor is UIColor, but the document sets a number value (3)"),
                      error.issues[1].message)
        XCTAssertTrue(error.issues[0].description.hasPrefix("Fixture.xib:\(error.issues[0].line): "), error.issues[0].description)
        XCTAssertEqual(error.issues[1].line, error.issues[0].line + 1, "each error at its own attribute's line")
    }

    func testUnknownClassesFallBackToTheirElementsClassWithUIKitsWarning() throws {
        let nib = try FixtureDocuments.load("""
            <label text="Hi" id="l1" customClass="FancyLabel" customModule="App">
                <rect key="frame" x="0" y="0" width="40" height="20"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="glow">
                        <real key="value" value="2"/>
                    </userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </label>
            """, registry: DesignableRegistry())
        let label = try XCTUnwrap(nib.topLevelViews.first)
        XCTAssertTrue(type(of: label) == UILabel.self)
        XCTAssertEqual((label as? UILabel)?.text, "Hi")
        XCTAssertEqual(nib.report.warnings.map(\.kind), [.unknownClass, .undeclaredKey])
        XCTAssertTrue(nib.report.warnings[0].message.hasPrefix("Unknown class FancyLabel in Interface Builder file."))
        XCTAssertEqual(nib.report.countsByKind[.undeclaredKey], 1)
    }

    func testStrictModeTurnsWarningsIntoErrors() throws {
        let body = """
            <view id="v1" customClass="Missing">
                <rect key="frame" x="0" y="0" width="40" height="20"/>
            </view>
            """
        let error = try XCTUnwrap(FixtureDocuments.loadError(body, strict: true, registry: DesignableRegistry()))
        XCTAssertEqual(error.issues.map(\.kind), [.unknownClass])
    }

    func testStrictModeMakesAnUndeclaredKeyOnAStandardViewAnErrorAtItsLine() throws {
        let body = """
            <view id="v1">
                <rect key="frame" x="0" y="0" width="40" height="20"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="glow">
                        <real key="value" value="2"/>
                    </userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
            """
        let relaxed = try FixtureDocuments.load(body, registry: DesignableRegistry())
        XCTAssertEqual(relaxed.report.warnings.map(\.kind), [.undeclaredKey], "a warning by default")
        let error = try XCTUnwrap(FixtureDocuments.loadError(body, strict: true, registry: DesignableRegistry()))
        XCTAssertEqual(error.issues.map(\.kind), [.undeclaredKey])
        XCTAssertEqual(error.issues.first?.line, FixtureDocuments.line(of: "keyPath=\"glow\"", in: body))
    }

    func testARegistrationWithAModuleMatchesOnlyThatModule() throws {
        let registry = DesignableRegistry()
        registry.register(StarView.self, module: "Gallery", make: StarView.init(frame:)) { $0.inspectable("points", \.points) }
        func load(module: String) throws -> UIView {
            try XCTUnwrap(FixtureDocuments.load("""
                <view id="s1" customClass="StarView" customModule="\(module)">
                    <rect key="frame" x="0" y="0" width="40" height="40"/>
                </view>
                """, registry: registry).topLevelViews.first)
        }
        XCTAssertTrue(try load(module: "Gallery") is StarView)
        XCTAssertFalse(try load(module: "OtherApp") is StarView, "another module's StarView is another class")
        XCTAssertNotNil(registry.designableClass(named: "StarView", module: "Gallery"))
        XCTAssertNil(registry.designableClass(named: "StarView", module: "OtherApp"))
    }

    func testDottedLayerKeyPathsSetTheLayerOnEveryView() throws {
        let nib = try FixtureDocuments.load("""
            <view id="v1">
                <rect key="frame" x="0" y="0" width="40" height="20"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                        <integer key="value" value="8"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
                        <real key="value" value="1.5"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                    <userDefinedRuntimeAttribute type="size" keyPath="layer.shadowOffset">
                        <size key="value" width="0" height="4"/>
                    </userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
            """, registry: DesignableRegistry())
        let view = try XCTUnwrap(nib.topLevelViews.first)
        XCTAssertEqual(view.layer.cornerRadius, 8)
        XCTAssertEqual(view.layer.borderWidth, 1.5)
        XCTAssertTrue(view.layer.masksToBounds)
        XCTAssertEqual(view.layer.shadowOffset, CGSize(width: 0, height: 4))
        XCTAssertTrue(nib.report.warnings.isEmpty)
    }

    func testLayerBorderColorFromAColourHasNoEffectAndSaysWhatToDoInstead() throws {
        let nib = try FixtureDocuments.load("""
            <view id="v1">
                <rect key="frame" x="0" y="0" width="40" height="20"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor">
                        <color key="value" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
            """, registry: DesignableRegistry())
        let view = try XCTUnwrap(nib.topLevelViews.first)
        XCTAssertEqual(view.layer.borderColor, CGColor(gray: 0, alpha: 1), "unchanged: black, as on iOS")
        XCTAssertEqual(nib.report.warnings.map(\.kind), [.noEffect])
        XCTAssertTrue(nib.report.warnings[0].message.contains("borderColor: UIColor { didSet { layer.borderColor = borderColor.cgColor } }"),
                      nib.report.warnings[0].message)
    }

    func testAnExtensionsInspectablesApplyToEveryViewAndAMisspellingSuggestsThem() throws {
        let registry = DesignableRegistry()
        registry.extend(UIView.self) {
            $0.inspectable("borderWidth", \.borderWidth).inspectable("borderColor", \.borderColor)
        }
        let nib = try FixtureDocuments.load("""
            <view id="v1">
                <rect key="frame" x="0" y="0" width="40" height="20"/>
                <subviews>
                    <label text="x" id="l1">
                        <rect key="frame" x="0" y="0" width="40" height="20"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="borderWidth">
                                <integer key="value" value="3"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="color" keyPath="borderColor">
                                <color key="value" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="number" keyPath="borderWdith">
                                <integer key="value" value="3"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </label>
                </subviews>
            </view>
            """, registry: registry)
        let label = try XCTUnwrap(nib.view(withID: "l1"))
        XCTAssertEqual(label.layer.borderWidth, 3)
        XCTAssertEqual(label.layer.borderColor, UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor)
        XCTAssertEqual(nib.report.warnings.map(\.kind), [.undeclaredKey], "a standard view's unknown key only warns")
        XCTAssertTrue(nib.report.warnings[0].message.contains("Did you mean 'borderWidth'?"))
    }

    func testAnImageAttributeThatIsNotFoundSetsNilAndWarns() throws {
        let nib = try UIImage.withAppBundle(nil) {
            try FixtureDocuments.load(star("""
                        <userDefinedRuntimeAttribute type="image" keyPath="icon" value="missing"/>
        """), registry: starRegistry())
        }
        XCTAssertNil((nib.topLevelViews.first as? StarView)?.icon)
        XCTAssertEqual(nib.report.warnings.map(\.kind), [.missingImage])
    }

    func testRegistrationIsThreadSafe() {
        let registry = DesignableRegistry()
        DispatchQueue.concurrentPerform(iterations: 200) { i in
            registry.register(StarView.self, name: "Star\(i % 10)", make: StarView.init(frame:)) {
                $0.inspectable("starColor", \.starColor)
            }
            _ = registry.designableClass(named: "Star\((i + 3) % 10)")
        }
        for i in 0..<10 { XCTAssertEqual(registry.designableClass(named: "Star\(i)")?.inspectableNames, ["starColor"]) }
    }
}
