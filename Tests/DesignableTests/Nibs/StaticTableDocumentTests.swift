import DesignableTesting
import Foundation
@testable import Designable
import InterfaceBuilder
import XCTest

/// Storyboards' static tables (`dataMode="static"`): the document's sections, titles, cells and
/// row heights are what the table shows, through `UITableViewController`'s methods as on iOS;
/// the cells are made once with the document, so outlets reach them; and the code path builds
/// the same screen.
final class StaticTableDocumentTests: XCTestCase {
    final class SettingsController: UITableViewController {
        var storageLabel: UILabel?
        override func viewDidLoad() {
            super.viewDidLoad()
            storageLabel?.text = "Storage: 12 GB of 64 GB"
        }
    }

    /// Hides the account's second row, the way apps trim a static table.
    final class TrimmedController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            let rows = super.tableView(tableView, numberOfRowsInSection: section)
            return section == 0 ? rows - 1 : rows
        }
    }

    static func storyboard(controllerClass: String?) -> String {
        let custom = controllerClass.map { " customClass=\"\($0)\"" } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="tvc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="tvc"\(custom) sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="tv">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="420"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection headerTitle="Account" footerTitle="Signed in since 2024." id="sec1">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" textLabel="nameTitle" detailTextLabel="nameDetail" style="IBUITableViewCellStyleValue1" id="c1">
                                                <rect key="frame" x="20" y="55.5" width="350" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="c1" id="cv1">
                                                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                                    <subviews>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Name" textAlignment="natural" lineBreakMode="tailTruncation" id="nameTitle">
                                                            <rect key="frame" x="20" y="12" width="45" height="20.5"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        </label>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Ada" textAlignment="right" lineBreakMode="tailTruncation" id="nameDetail">
                                                            <rect key="frame" x="275" y="12" width="30" height="20.5"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="66" id="c2">
                                                <rect key="frame" x="20" y="99.5" width="350" height="66"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="c2" id="cv2">
                                                    <rect key="frame" x="0.0" y="0.0" width="350" height="66"/>
                                                    <subviews>
                                                        <label opaque="NO" contentMode="left" text="Storage" lineBreakMode="tailTruncation" id="storage">
                                                            <rect key="frame" x="20" y="10" width="300" height="21"/>
                                                            <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                                                        </label>
                                                        <view contentMode="scaleToFill" id="bar">
                                                            <rect key="frame" x="20" y="42" width="200" height="10"/>
                                                            <color key="backgroundColor" red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                                        </view>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                    <tableViewSection headerTitle="Notifications" id="sec2">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="checkmark" indentationWidth="10" textLabel="sounds" style="IBUITableViewCellStyleDefault" id="c3">
                                                <rect key="frame" x="20" y="221" width="350" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="c3" id="cv3">
                                                    <rect key="frame" x="0.0" y="0.0" width="310" height="44"/>
                                                    <subviews>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Sounds" textAlignment="natural" lineBreakMode="tailTruncation" id="sounds">
                                                            <rect key="frame" x="20" y="0.0" width="282" height="44"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                                <connections>
                                    <outlet property="dataSource" destination="tvc" id="o1"/>
                                    <outlet property="delegate" destination="tvc" id="o2"/>
                                </connections>
                            </tableView>
                            <connections>
                                <outlet property="storageLabel" destination="storage" id="o3"/>
                            </connections>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    private func load(controllerClass: String?, registry: DesignableRegistry) throws -> LoadedNib {
        try InterfaceBuilderLoader.load(data: Data(Self.storyboard(controllerClass: controllerClass).utf8),
                                        file: "Settings.storyboard", registry: registry)
    }

    func testAStaticTableShowsTheStoryboardsSectionsCellsTitlesAndHeights() throws {
        let registry = DesignableRegistry()
        registry.registerController(SettingsController.self) { $0.outlet("storageLabel", \.storageLabel) }
        let nib = try load(controllerClass: "SettingsController", registry: registry)
        XCTAssertTrue(nib.report.warnings.isEmpty, "every element and outlet is understood: \(nib.report.warnings)")
        let controller = try XCTUnwrap(nib.scenes.first?.viewController as? SettingsController)
        let table = try XCTUnwrap(controller.tableView)
        XCTAssertTrue(table.dataSource === controller && table.delegate === controller, "the document's outlets, as on iOS")
        XCTAssertTrue(controller.storageLabel === nib.view(withID: "storage"), "an outlet reaches into a static cell")
        XCTAssertEqual(controller.storageLabel?.text, "Storage: 12 GB of 64 GB", "viewDidLoad saw the static cell's label")

        table.frame = CGRect(x: 0, y: 0, width: 390, height: 420)
        table.layoutIfNeeded()
        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual([table.numberOfRows(inSection: 0), table.numberOfRows(inSection: 1)], [2, 1])
        let shown = [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)].map { table.cellForRow(at: $0) }
        XCTAssertTrue(shown[0] === nib.view(withID: "c1") && shown[1] === nib.view(withID: "c2") && shown[2] === nib.view(withID: "c3"),
                      "the rows are the document's own cells, made once with it")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 66, "the cell's own rowHeight")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 44, "a cell without one gets the standard height")
        XCTAssertEqual(table.headerView(forSection: 0)?.textLabel?.text, "ACCOUNT", "an inset grouped table's header, uppercased")
        XCTAssertEqual(table.footerView(forSection: 0)?.textLabel?.text, "Signed in since 2024.")
        XCTAssertEqual(table.headerView(forSection: 1)?.textLabel?.text, "NOTIFICATIONS")
        XCTAssertEqual((shown[0])?.detailTextLabel?.text, "Ada")
        XCTAssertEqual(shown[2]?.accessoryType, .checkmark)
        XCTAssertLessThan(shown[2]?.contentView.frame.width ?? 0, table.rectForRow(at: IndexPath(row: 0, section: 1)).width,
                          "a decoded cell shows its accessory beside the content")

        // Reloading and scrolling never hand a static cell to the reuse queue.
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === nib.view(withID: "c1"))

        assertSnapshot(of: table, as: .image(paths: [.code]), named: "static-settings")
    }

    func testASubclassExtendsTheStaticRowsThroughSuper() throws {
        let registry = DesignableRegistry()
        registry.registerController(TrimmedController.self)
        let nib = try load(controllerClass: "TrimmedController", registry: registry)
        let table = try XCTUnwrap((nib.scenes.first?.viewController as? TrimmedController)?.tableView)
        table.frame = CGRect(x: 0, y: 0, width: 390, height: 420)
        table.layoutIfNeeded()
        XCTAssertEqual([table.numberOfRows(inSection: 0), table.numberOfRows(inSection: 1)], [1, 1])
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 1)) === nib.view(withID: "c3"))
    }

    func testTheCodePathBuildsTheSameStaticTableAsTheStoryboard() throws {
        let registry = DesignableRegistry()
        let nib = try load(controllerClass: nil, registry: registry)
        let bitmaps = try InitPathMatrix.render(document: nib, objectID: "s1", scale: 1, registry: registry)
        let coder = try XCTUnwrap(bitmaps[.coder])
        XCTAssertTrue(bitmaps[.code] == coder, "the cells built with init(frame:) look as the decoded ones")
        XCTAssertTrue(bitmaps[.designTime] == coder)
        let code = try InitPathMatrix.view(in: nib, objectID: "s1", along: .code, registry: registry) as? UITableView
        code?.layoutIfNeeded()
        let cell = code?.cellForRow(at: IndexPath(row: 1, section: 0))
        XCTAssertEqual(cell?.contentView.subviews.compactMap { ($0 as? UILabel)?.text }, ["Storage"],
                       "a cell made in code takes the document's content in its own content view")
        XCTAssertEqual(cell?.subviews.filter { $0.subviews.contains { ($0 as? UILabel)?.text == "Storage" } }.count, 1,
                       "and holds one content view, not two")
    }

    func testTheCodePathPlacesATablesHeaderViewAndAnEmptyPlainTablesLinesAsTheDocumentDoes() throws {
        let registry = DesignableRegistry()
        let nib = try FixtureDocuments.load("""
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="60" sectionHeaderHeight="28" sectionFooterHeight="28" id="tv">
                <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                <view key="tableHeaderView" contentMode="scaleToFill" id="hv">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="90"/>
                    <color key="backgroundColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </view>
            </tableView>
            """, registry: registry)
        let bitmaps = try InitPathMatrix.render(document: nib, objectID: "tv", scale: 1, registry: registry)
        XCTAssertTrue(bitmaps[.code] == bitmaps[.coder], "the header is the table's header on both paths, not a subview on one")
        let code = try XCTUnwrap(InitPathMatrix.view(in: nib, objectID: "tv", along: .code, registry: registry) as? UITableView)
        XCTAssertEqual(code.tableHeaderView?.frame.height, 90)
        XCTAssertFalse(code.subviews.contains { $0.frame.height == 90 && $0 !== code.tableHeaderView })
        // With no data source, no section and no header: the lines of the empty rows start below
        // the header (itself below the 20-point status bar the content is inset by), a row's
        // height apart, as on iOS.
        let coder = try XCTUnwrap(bitmaps[.coder])
        func isLine(_ y: Int) -> Bool {
            let i = (y * coder.width + 200) * 4
            return coder.bytes[i] < 245
        }
        XCTAssertEqual((90..<400).filter(isLine), [169, 229, 289, 349], "a one-pixel line at the foot of each 60-point empty row")
    }

    func testAnOutletToAControllerOfTheAppsOwnClassIsLeftUnconnectedNotAnError() throws {
        // The app's controller conforms to UITableViewDataSource on iOS; here it is unknown and
        // decodes as UITableViewController, which does conform, so the outlet connects.
        let nib = try load(controllerClass: "AppSettingsController", registry: DesignableRegistry())
        let table = try XCTUnwrap(nib.view(withID: "tv") as? UITableView)
        XCTAssertTrue(table.dataSource === nib.scenes.first?.viewController)

        // A plain view controller of an unknown class does not: the outlet is a warning.
        let plain = Self.storyboard(controllerClass: "AppController")
            .replacingOccurrences(of: "<tableViewController id=\"tvc\"", with: "<viewController id=\"tvc\"")
            .replacingOccurrences(of: "</tableViewController>", with: "</viewController>")
        let loaded = try InterfaceBuilderLoader.load(data: Data(plain.utf8), file: "Plain.storyboard", registry: DesignableRegistry())
        let warning = try XCTUnwrap(loaded.report.warnings.first { $0.message.contains("'dataSource'") })
        XCTAssertEqual(warning.kind, .outletNotConnected)
        XCTAssertTrue(warning.message.contains("AppController, which nobody registered"), warning.message)
        let lines = plain.components(separatedBy: "\n")
        XCTAssertEqual(warning.line, (lines.firstIndex { $0.contains("property=\"dataSource\"") } ?? -1) + 1)
        let table2 = try XCTUnwrap(loaded.view(withID: "tv") as? UITableView)
        table2.frame = CGRect(x: 0, y: 0, width: 390, height: 420)
        table2.layoutIfNeeded()
        XCTAssertEqual(table2.numberOfRows(inSection: 0), 2, "with no data source the table still shows its static rows")
    }

    func testStaticSectionsSurviveWritingTheDocumentBack() throws {
        let document = try IBDocument.load(data: Data(Self.storyboard(controllerClass: nil).utf8), file: "Settings.storyboard").document
        let table = try XCTUnwrap(document.object(withID: "tv"))
        XCTAssertEqual(table.sections.map(\.id), ["sec1", "sec2"])
        XCTAssertEqual(table.sections.map { $0.subviews.map(\.id) }, [["c1", "c2"], ["c3"]])
        XCTAssertNotNil(document.object(withID: "storage"), "a static cell's subviews are objects of the document")
        let written = try IBDocument.load(data: document.xmlData(), file: "Settings.storyboard").document
        let reread = try XCTUnwrap(written.object(withID: "tv"))
        XCTAssertEqual(reread.sections.map { $0.subviews.map(\.id) }, [["c1", "c2"], ["c3"]])
        XCTAssertEqual(reread.sections.first?.attributes["headerTitle"], "Account")
        XCTAssertTrue(document.xmlString().contains("<cells>"), "cells are written under <cells>, not <subviews>")
    }
}
