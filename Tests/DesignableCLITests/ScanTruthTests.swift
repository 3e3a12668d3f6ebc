import Designable
@testable import DesignableCLI
import Foundation
import XCTest

/// `designable scan` reports the user's code and nothing else: only what the module registered
/// and every document of its resource folders, each class a document names that nobody
/// compiled, and no failure for a path iOS never takes.
final class ScanTruthTests: XCTestCase {
    private var root: URL!
    private var output: URL { root.appendingPathComponent("scan", isDirectory: true) }

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("designable-scan-truth-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    /// A folder below the test's root holding `documents`, by relative path.
    private func folder(_ name: String, _ documents: [String: String]) throws -> URL {
        let folder = root.appendingPathComponent(name, isDirectory: true)
        for (path, text) in documents {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func testAModuleWithOnlyExtensionInspectablesScansItsDocumentsAndNothingElse() throws {
        let registry = DesignableRegistry()
        registry.extend(UIView.self) { $0.inspectable("scanOutline", \.scanOutline) }
        let resources = try folder("Resources", ["Outlined.xib": ScanFixtures.xib(id: "out", attributes: ScanFixtures.outline)])
        let command = try ScanCommand.parse(["-o", output.path, "--no-isolation"])
        let result = try XCTUnwrap(try StandardError.capturing { try command.scan(registry: registry, documentFolders: [resources]) }.0)
        XCTAssertEqual(result.classCount, 0)
        XCTAssertEqual(result.matrix.rows.map(\.name), ["Outlined.xib › view (out-vw)"], "no gallery view mixed in")
        XCTAssertEqual(result.documents.map(\.file), [resources.appendingPathComponent("Outlined.xib").path])
        XCTAssertFalse(result.hasProblems, "the exit status is the module's own")
        XCTAssertEqual(try ScanReportJSON(result).encoded().contains("\"exitStatus\" : 0"), true)
    }

    func testDocumentsSharingAFileNameAreEachScannedNamedByTheirPath() throws {
        let app = try folder("App/Resources", ["Card.xib": ScanFixtures.xib(id: "app")])
        let widgets = try folder("Widgets/Resources", ["Card.xib": ScanFixtures.xib(id: "wid"), "Badge.xib": ScanFixtures.xib(id: "bdg")])
        let result = try ScanRunner.run(registry: DesignableRegistry(), documentFolders: [app, widgets], into: output)
        XCTAssertEqual(result.documents.count, 3)
        XCTAssertEqual(Set(result.documentRows.map(\.name)),
                       ["App/Resources/Card.xib › view (app-vw)", "Widgets/Resources/Card.xib › view (wid-vw)", "Badge.xib › view (bdg-vw)"])
        XCTAssertFalse(result.hasProblems, "\(result.matrix.rows.map(\.cells))")
    }

    func testAViewControllerClassNobodyCompiledIsReportedUnknown() throws {
        let resources = try folder("Resources", ["Base.lproj/Checkout.storyboard": ScanFixtures.storyboard])
        let registry = DesignableRegistry()
        registry.register(ScanBadge.self, make: ScanBadge.init(frame:))
        let result = try ScanRunner.run(registry: registry, documentFolders: [resources], into: output)
        let document = try XCTUnwrap(result.documents.first)
        XCTAssertNil(document.error)
        XCTAssertEqual(document.unknownClasses, ["CheckoutViewController", "PriceTag"], "the controller, and the view, but not the registered badge")
        XCTAssertTrue(ScanSummary.text(result, relativeTo: nil).contains("unknown classes, drawn as their UIKit class: CheckoutViewController, PriceTag"))
    }

    func testAHelperWhoseInitCoderIsNotImplementedIsNotMadeFromDocumentsUnlessOneNamesIt() throws {
        let registry = DesignableRegistry()
        registry.register(ScanChip.self, decodable: false, make: ScanChip.init(frame:))
        let empty = try folder("Empty", [:])
        let helper = try ScanRunner.run(registry: registry, documentFolders: [empty], into: output)
        let row = try XCTUnwrap(helper.classRows.first)
        XCTAssertEqual(row.cells.map(\.symbol), ["✓", "–", "✓"])
        guard case .skipped(let reason) = row.cells[1] else { return XCTFail("\(row.cells)") }
        XCTAssertEqual(reason, "init(coder:) not implemented: not made from documents")
        XCTAssertFalse(helper.hasProblems)

        // A document naming it traps loading on iOS (here found by the probe), so the coder path fails.
        let named = try folder("Named", ["Chips.xib": ScanFixtures.xib(id: "chp", customClass: "ScanChip")])
        let document = named.appendingPathComponent("Chips.xib")
        let traps = ScanTraps(messages: [ScanStep.load(document: document.path).key: "init(coder:) has not been implemented at ScanChip.swift:9"])
        let result = try ScanRunner.run(registry: registry, documentFolders: [named], traps: traps, into: output.appendingPathComponent("named"))
        let failing = try XCTUnwrap(result.classRows.first)
        guard case .failed(let message) = failing.cells[1] else { return XCTFail("\(failing.cells)") }
        XCTAssertEqual(message, "init(coder:) is not implemented, yet Chips.xib names ScanChip: loading it traps on iOS")
        XCTAssertTrue(result.hasProblems)
    }

    /// A helper made only by its own designated initialiser, with Xcode's stub `init(coder:)`
    /// (a chart's reference-line layer view, a menu's loader): nothing can make one, so every
    /// path is "not made" and the scan has nothing to report against it.
    func testAHelperWithNeitherInitFrameNorInitCoderIsNotMadeOnAnyPath() throws {
        let registry = DesignableRegistry()
        registry.register(ScanGauge.self, designable: false, decodable: false)
        let result = try ScanRunner.run(registry: registry, documentFolders: [try folder("Empty", [:])], into: output)
        let row = try XCTUnwrap(result.classRows.first)
        XCTAssertEqual(row.name, "ScanGauge")
        XCTAssertEqual(row.cells.map(\.symbol), ["–", "–", "–"])
        XCTAssertFalse(result.hasProblems, "\(row.cells)")
    }
}

/// A helper view made only by its own initialiser, never from `init(frame:)` or a document.
final class ScanGauge: UIView {
    init(value: CGFloat) {
        super.init(frame: CGRect(x: 0, y: 0, width: value, height: 4))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A helper view made only in code: Xcode's stub `init(coder:)`.
final class ScanChip: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemTeal
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) }
}

/// A view that decodes as any view does.
final class ScanBadge: UIView {}

extension UIView {
    /// An inspectable only an extension declares, as a module of categories has.
    var scanOutline: CGFloat {
        get { layer.borderWidth }
        set { layer.borderWidth = newValue }
    }
}

/// Small documents of our own for the scan.
enum ScanFixtures {
    static let outline = """
        <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="number" keyPath="scanOutline"><real key="value" value="2"/></userDefinedRuntimeAttribute>
        </userDefinedRuntimeAttributes>
        """

    /// A XIB whose one top-level view is `<id>-vw`, 60 × 30 pt.
    static func xib(id: String, customClass: String? = nil, attributes: String = "") -> String {
        let custom = customClass.map { " customClass=\"\($0)\" customModule=\"App\"" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NobodysOwner"/>
                    <view contentMode="scaleToFill" id="\(id)-vw"\(custom)>
                        <rect key="frame" x="0.0" y="0.0" width="60" height="30"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        \(attributes)
                    </view>
                </objects>
            </document>
            """
    }

    /// A storyboard whose scene's controller and one of whose views are classes nobody compiled.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="chk-vc">
            <scenes>
                <scene sceneID="chk-sc">
                    <objects>
                        <viewController id="chk-vc" customClass="CheckoutViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="chk-vw">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="80"/>
                                <subviews>
                                    <view contentMode="scaleToFill" id="chk-pt" customClass="PriceTag" customModule="App">
                                        <rect key="frame" x="8" y="8" width="40" height="20"/>
                                    </view>
                                    <view contentMode="scaleToFill" id="chk-bg" customClass="ScanBadge" customModule="App">
                                        <rect key="frame" x="8" y="40" width="40" height="20"/>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="chk-fr" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
}
