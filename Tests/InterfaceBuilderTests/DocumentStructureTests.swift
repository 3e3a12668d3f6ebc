import InterfaceBuilder
import Raster
import XCTest

/// What a document's tree becomes: placeholders, views, scenes, guides and where each came from.
final class DocumentStructureTests: XCTestCase {
    func testXIBTopLevelObjectsArePlaceholdersThenTheRootView() throws {
        let document = try Fixture.load(Fixture.card).document
        XCTAssertEqual(document.kind, .xib)
        XCTAssertEqual(document.objects.map(\.element), ["placeholder", "placeholder", "view"])
        XCTAssertEqual(document.attributes["toolsVersion"], "21701")
        XCTAssertNil(document.attributes["type"], "the type is the kind, not an attribute")
    }

    func testFilesOwnerCarriesItsClassModuleAndOutlets() throws {
        let owner = try XCTUnwrap(Fixture.load(Fixture.card).document.filesOwner)
        XCTAssertEqual(owner.id, "-1")
        XCTAssertEqual(owner.customClass, "CardView")
        XCTAssertEqual(owner.customModule, "Cards")
        XCTAssertEqual(owner.attributes["customModuleProvider"], "target")
        XCTAssertEqual(owner.outlets.map(\.property), ["titleLabel", "contentView"])
        XCTAssertEqual(owner.outlets.map(\.destination), ["lbl-01-aaa", "crd-01-aaa"])
    }

    func testViewHasFrameMaskSubviewsColoursGuideAndRuntimeAttributes() throws {
        let card = try XCTUnwrap(Fixture.load(Fixture.card).document.object(withID: "crd-01-aaa"))
        XCTAssertEqual(card.element, "view")
        XCTAssertEqual(card.frame, Rect(x: 0, y: 0, width: 320, height: 120))
        XCTAssertEqual(card.autoresizingMask, [.flexibleWidth, .flexibleHeight])
        XCTAssertEqual(card.subviews.map(\.id), ["lbl-01-aaa"])
        XCTAssertEqual(card.colors["backgroundColor"]?.color, .white)
        XCTAssertEqual(card.layoutGuides, [IBLayoutGuide(id: "saf-01-aaa", kind: .safeArea)])
        XCTAssertEqual(card.runtimeAttributes.map(\.keyPath), ["cornerRadius"])
        XCTAssertEqual(card.extras.map(\.name), ["point"], "canvasLocation is kept verbatim")
    }

    func testAListsPrototypeCellsAreObjectsOfTheirOwnAndWriteBackWhereTheyWere() throws {
        let xml = Fixture.xib("""
            <tableView style="grouped" id="tbl-01-aaa">
                <rect key="frame" x="0" y="0" width="320" height="400"/>
                <prototypes>
                    <tableViewCell reuseIdentifier="row" id="row-01-aaa">
                        <tableViewCellContentView key="contentView" id="rcv-01-aaa"/>
                    </tableViewCell>
                </prototypes>
            </tableView>
            <collectionView id="col-01-aaa">
                <cells>
                    <collectionViewCell reuseIdentifier="tile" id="til-01-aaa">
                        <view key="contentView" opaque="NO"/>
                    </collectionViewCell>
                </cells>
            </collectionView>
            """)
        let loaded = try Fixture.load(xml)
        XCTAssertEqual(loaded.report.warnings, [], "every element is known")
        let table = try XCTUnwrap(loaded.document.object(withID: "tbl-01-aaa"))
        XCTAssertEqual(table.prototypes.map(\.id), ["row-01-aaa"])
        XCTAssertTrue(table.subviews.isEmpty && table.extras.isEmpty, "a template, not a subview nor an unread element")
        XCTAssertFalse(loaded.document.allObjects.contains { $0.id == "row-01-aaa" }, "each dequeue instantiates it anew")
        let collection = try XCTUnwrap(loaded.document.object(withID: "col-01-aaa"))
        let tile = try XCTUnwrap(collection.prototypes.first)
        XCTAssertEqual(tile.child(forKey: "contentView")?.id, "til-01-aaa-contentView", "older Xcode's id-less content view, named after its cell")
        let again = try IBDocument.load(data: loaded.document.xmlData(), file: "Again.xib").document
        XCTAssertEqual(again.object(withID: "tbl-01-aaa")?.prototypes, table.prototypes)
        XCTAssertEqual(again.object(withID: "col-01-aaa")?.prototypes, collection.prototypes)
    }

    func testLabelAttributesAreKeptVerbatimWithEntitiesDecoded() throws {
        let label = try XCTUnwrap(Fixture.load(Fixture.card).document.object(withID: "lbl-01-aaa"))
        XCTAssertEqual(label.attributes["text"], "Hello & welcome")
        XCTAssertEqual(label.attributes["textAlignment"], "center")
        XCTAssertEqual(label.boolAttribute("translatesAutoresizingMaskIntoConstraints"), false)
        XCTAssertEqual(label.boolAttribute("opaque"), false)
        XCTAssertEqual(label.nilKeys, ["highlightedColor"])
        XCTAssertEqual(label.fontDescription?.font, .boldSystem)
        XCTAssertEqual(label.colors["textColor"]?.color, .black)
    }

    func testEveryElementRecordsTheLineItStartsOn() throws {
        let document = try Fixture.load(Fixture.card).document
        let card = try XCTUnwrap(document.object(withID: "crd-01-aaa"))
        XCTAssertEqual(document.objects[0].line.number, 4)
        XCTAssertEqual(document.objects[0].outlets[0].line.number, 6)
        XCTAssertEqual(card.line.number, 11)
        XCTAssertEqual(card.subviews[0].line.number, 15)
        XCTAssertEqual(card.subviews[0].fontDescription?.line.number, 17)
        XCTAssertEqual(card.constraints.map(\.line.number), [24, 25, 26])
        XCTAssertEqual(card.layoutGuides[0].line.number, 28)
        XCTAssertEqual(card.runtimeAttributes[0].line.number, 30)
    }

    func testStoryboardSceneHasControllerRootViewAndLayoutGuides() throws {
        let document = try Fixture.load(Fixture.twoScenes, file: "Main.storyboard").document
        XCTAssertEqual(document.kind, .storyboard)
        XCTAssertEqual(document.scenes.map(\.id), ["scn-01-aaa", "scn-02-aaa"])
        let scene = document.scenes[0]
        let controller = try XCTUnwrap(scene.viewController)
        XCTAssertEqual(controller.customClass, "MainViewController")
        XCTAssertEqual(controller.layoutGuides.map(\.kind), [.top, .bottom])
        XCTAssertEqual(scene.rootView?.id, "vw1-01-aaa")
        XCTAssertEqual(scene.rootView?.key, "view")
        XCTAssertEqual(scene.rootView?.autoresizingMask, [.flexibleRightMargin, .flexibleBottomMargin])
        XCTAssertEqual(controller.outlets.first?.destination, "btn-01-aaa")
    }

    func testSceneWithoutRootViewIsKeptButReportedAsSkipped() throws {
        let loaded = try Fixture.load(Fixture.twoScenes, file: "Main.storyboard")
        XCTAssertNil(loaded.document.scenes[1].rootView)
        XCTAssertEqual(loaded.document.scenes[1].objects.first?.element, "navigationController")
        let skipped = loaded.report.warnings.filter { $0.kind == .sceneWithoutRootView }
        XCTAssertEqual(skipped.count, 1)
        XCTAssertTrue(skipped[0].message.contains("scn-02-aaa"), skipped[0].message)
        XCTAssertTrue(skipped[0].message.contains("navigationController"), skipped[0].message)
    }

    func testSegueIsToleratedKeptAndListedWithItsLine() throws {
        let loaded = try Fixture.load(Fixture.twoScenes, file: "Main.storyboard")
        let navigation = loaded.document.scenes[1].objects[0]
        guard case .other(let segue)? = navigation.connections.first else {
            return XCTFail("the segue should be kept as an uninterpreted connection")
        }
        XCTAssertEqual(segue["relationship"], "rootViewController")
        let unknown = loaded.report.warnings.filter { $0.kind == .unknownElement }
        XCTAssertEqual(unknown.map(\.element), ["segue"])
        XCTAssertEqual(unknown.first?.line, 47)
    }

    func testCustomObjectIsDecodedAsAnObjectAndListed() throws {
        let loaded = try Fixture.load(Fixture.xib("""
                <customObject id="obj-01-aaa" customClass="Formatter"/>
        """))
        XCTAssertEqual(loaded.document.objects.first?.customClass, "Formatter")
        XCTAssertEqual(loaded.report.warnings.map(\.kind), [.unknownElement])
        XCTAssertEqual(loaded.report.warnings.first?.line, 4)
    }

    func testUnknownChildElementIsKeptVerbatimAndListed() throws {
        let loaded = try Fixture.load(Fixture.xib("""
                <view id="vw1-01-aaa">
                    <sparkle key="glitter" amount="3"/>
                </view>
        """))
        let view = loaded.document.objects[0]
        XCTAssertEqual(view.extras.first?.attributes, ["key": "glitter", "amount": "3"])
        XCTAssertEqual(loaded.report.warnings.map(\.element), ["sparkle"])
        XCTAssertEqual(loaded.report.warnings.first?.line, 5)
    }

    func testButtonStatesHoldTitlesAndColoursPerState() throws {
        let document = try Fixture.load(Fixture.twoScenes, file: "Main.storyboard").document
        let button = try XCTUnwrap(document.object(withID: "btn-01-aaa"))
        XCTAssertEqual(button.states.map(\.key), ["normal", "highlighted"])
        XCTAssertEqual(button.states.map(\.title), ["Sign in", "Signing in"])
        XCTAssertEqual(button.states[0].colors["titleColor"]?.color, Color(red: 1, green: 0.5, blue: 0))
        guard case .action(let action)? = button.connections.first else { return XCTFail("expected an action") }
        XCTAssertEqual(action.selector, "signIn:")
        XCTAssertEqual(action.eventType, "touchUpInside")
    }

    func testTableCellContentViewIsAKeyedChild() throws {
        let cell = try Fixture.view("""
                <tableViewCell contentMode="scaleToFill" id="cel-01-aaa" customClass="TrackCell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" id="ctv-01-aaa">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>
                        <subviews>
                            <label text="Track" id="lbl-01-aaa"/>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
        """)
        let content = try XCTUnwrap(cell.child(forKey: "contentView"))
        XCTAssertEqual(content.element, "tableViewCellContentView")
        XCTAssertEqual(content.frame?.size.height, 43.5)
        XCTAssertEqual(content.subviews.first?.attributes["text"], "Track")
        XCTAssertEqual(cell.allObjects.map(\.id), ["cel-01-aaa", "ctv-01-aaa", "lbl-01-aaa"])
    }

    func testEveryStandardViewElementDecodesWithoutWarnings() throws {
        let elements = ["view", "label", "button", "textField", "textView", "imageView", "stackView", "switch",
                        "activityIndicatorView", "segmentedControl", "scrollView", "tableView", "tableViewCell",
                        "navigationBar", "tabBar"]
        let subviews = elements.enumerated().map { "                <\($1) id=\"v\($0)\"/>" }.joined(separator: "\n")
        let loaded = try Fixture.load(Fixture.xib("""
                <view id="root">
                    <subviews>
        \(subviews)
                    </subviews>
                </view>
        """))
        XCTAssertEqual(loaded.document.objects[0].subviews.map(\.element), elements)
        XCTAssertEqual(loaded.report.warnings, [])
    }

    func testTextViewTextWrittenAsAStringElementKeepsItsLineBreaks() throws {
        let textView = try Fixture.view("""
                <textView id="txt-01-aaa">
                    <string key="text">First line
        Second line</string>
                </textView>
        """)
        XCTAssertEqual(textView.strings["text"], "First line\nSecond line")
    }
}
