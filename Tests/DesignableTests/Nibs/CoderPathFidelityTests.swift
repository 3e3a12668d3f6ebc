import Designable
import Foundation
import InterfaceBuilder
import Raster
import XCTest

/// Properties that used to be lost or changed on the way through a document, each now
/// archived as IB stores it and decoded back, so the code and coder paths agree.
final class CoderPathFidelityTests: XCTestCase {
    private let dark = UITraitCollection(userInterfaceStyle: .dark)

    private func codeAndCoder(_ view: UIView, traits: UITraitCollection? = nil, scale: CGFloat = 2,
                              file: StaticString = #filePath, line: UInt = #line) throws -> (code: Bitmap, coder: Bitmap) {
        let bitmaps = try InitPathMatrix.render(instance: view, paths: [.code, .coder], scale: scale, traits: traits,
                                                registry: DesignableRegistry())
        let code = try XCTUnwrap(bitmaps[.code], file: file, line: line)
        let coder = try XCTUnwrap(bitmaps[.coder], file: file, line: line)
        XCTAssertTrue(code == coder, "the coder path drifted from the code path", file: file, line: line)
        return (code, coder)
    }

    private func xml(_ view: UIView) -> String { ViewArchiver.document(for: view, registry: DesignableRegistry()).xmlString() }

    private func decoded(_ view: UIView) throws -> UIView {
        let nib = try InterfaceBuilderLoader.load(data: Data(xml(view).utf8), file: "Archived.xib", registry: DesignableRegistry())
        return try XCTUnwrap(nib.topLevelViews.first)
    }

    // MARK: Dynamic colours

    func testSystemColoursAreArchivedByNameSoDarkModeSurvivesTheCoderPath() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        root.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 4, y: 4, width: 72, height: 20))
        label.text = "Dark"
        label.textColor = .secondaryLabel
        root.addSubview(label)
        let chip = UIView(frame: CGRect(x: 60, y: 26, width: 16, height: 10))
        chip.backgroundColor = .systemRed
        root.addSubview(chip)

        let archive = xml(root)
        XCTAssertTrue(archive.contains(#"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#), archive)
        XCTAssertTrue(archive.contains(#"<color key="textColor" systemColor="secondaryLabelColor"/>"#), archive)
        XCTAssertTrue(archive.contains(#"<systemColor name="systemRedColor">"#), "the reference's recorded value is listed:\n\(archive)")

        let (code, _) = try codeAndCoder(root, traits: dark)
        XCTAssertEqual(code.pixel(x: 2, y: 2), PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255), "systemBackground is black in dark mode")
        XCTAssertEqual(code.pixel(x: 140, y: 70), PremultipliedRGBA8(r: 255, g: 69, b: 58, a: 255), "dark systemRed")
        _ = try codeAndCoder(root)
    }

    func testCatalogueColoursAreArchivedByNameAndResolvedFromTheCatalogue() throws {
        let bundle = try Self.bundleWithBrandColour()
        try UIImage.withAppBundle(bundle) {
            let brand = try XCTUnwrap(UIColor(named: "Brand"))
            XCTAssertNil(UIColor(named: "Missing"))
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            view.backgroundColor = brand
            let archive = xml(view)
            XCTAssertTrue(archive.contains(#"<color key="backgroundColor" name="Brand"/>"#), archive)
            XCTAssertTrue(archive.contains(#"<namedColor name="Brand">"#), archive)
            let (code, _) = try codeAndCoder(view, traits: dark)
            XCTAssertEqual(code.pixel(x: 5, y: 5), PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255), "the dark appearance")
            let light = try codeAndCoder(view)
            XCTAssertEqual(light.code.pixel(x: 5, y: 5), PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255), "the universal appearance")
        }
    }

    func testADocumentsCatalogueColourIsTheCataloguesWhenPresentAndKeepsItsNameWhenNot() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0" y="0" width="4" height="4"/>
                        <color key="backgroundColor" name="Brand"/>
                    </view>
                </objects>
                <resources>
                    <namedColor name="Brand"><color red="0" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
                </resources>
            </document>
            """
        func load() throws -> UIView {
            try XCTUnwrap(InterfaceBuilderLoader.load(data: Data(xml.utf8), file: "Brand.xib", registry: DesignableRegistry())
                .view(withID: "v"))
        }
        let recorded = try UIImage.withAppBundle(nil) { try load() }
        XCTAssertEqual(try ViewRenderer.render(recorded, scale: 1, traits: dark).pixel(x: 1, y: 1),
                       PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255), "no catalogue: the value the document recorded")
        XCTAssertTrue(self.xml(recorded).contains(#"<color key="backgroundColor" name="Brand"/>"#), "still archived by name")
        let fromCatalogue = try UIImage.withAppBundle(try Self.bundleWithBrandColour()) { try load() }
        XCTAssertEqual(try ViewRenderer.render(fromCatalogue, scale: 1, traits: dark).pixel(x: 1, y: 1),
                       PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255), "the catalogue's dark appearance")
    }

    // MARK: UILabel's content mode

    func testALabelMadeInCodeKeepsItsRedrawContentModeThroughTheCoderPath() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        label.text = "Mode"
        XCTAssertEqual(label.contentMode, .redraw)
        XCTAssertEqual(try decoded(label).contentMode, .redraw)
        let fromIB = try FixtureDocuments.load(#"<label contentMode="left" text="IB" id="l"><rect key="frame" x="0" y="0" width="20" height="20"/></label>"#,
                                               registry: DesignableRegistry())
        XCTAssertEqual(fromIB.view(withID: "l")?.contentMode, .left, "what the document stores still wins")
        _ = try codeAndCoder(label)
    }

    // MARK: UIButton's insets

    func testAButtonsContentEdgeInsetsAreArchivedAsIBsInsetAndDecoded() throws {
        func button(insets: UIEdgeInsets) -> UIButton {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
            button.setTitle("Inset", for: .normal)
            button.contentHorizontalAlignment = .left
            button.contentEdgeInsets = insets
            return button
        }
        let inset = button(insets: UIEdgeInsets(top: 4, left: 40, bottom: 4, right: 8))
        let archive = xml(inset)
        XCTAssertTrue(archive.contains(#"<inset key="contentEdgeInsets" maxX="8" maxY="4" minX="40" minY="4"/>"#), archive)
        XCTAssertEqual((try decoded(inset) as? UIButton)?.contentEdgeInsets, inset.contentEdgeInsets)
        let (code, _) = try codeAndCoder(inset)
        let (plain, _) = try codeAndCoder(button(insets: .zero))
        XCTAssertNotEqual(code, plain, "the insets move the title, so losing them would show")
    }

    // MARK: layer.maskedCorners

    func testMaskedCornersIsAStandardKeyPathSetFromANumber() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .systemBlue
        view.layer.cornerRadius = 16
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        let object = InitPathMatrix.archive(instance: view, registry: DesignableRegistry())
        XCTAssertEqual(object.runtimeAttributes.first { $0.keyPath == "layer.maskedCorners" }?.value, .integer(9))
        let (code, _) = try codeAndCoder(view)
        XCTAssertEqual(code.pixel(x: 1, y: 1)?.a, 0, "top-left rounded")
        XCTAssertEqual(code.pixel(x: 78, y: 1)?.a, 255, "top-right square")

        let nib = try FixtureDocuments.load("""
            <view id="v">
                <rect key="frame" x="0" y="0" width="40" height="40"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.maskedCorners"><integer key="value" value="3"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
            """, registry: DesignableRegistry())
        XCTAssertEqual(nib.view(withID: "v")?.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        XCTAssertTrue(nib.report.warnings.isEmpty, "\(nib.report.warnings)")
        let error = FixtureDocuments.loadError("""
            <view id="v">
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="layer.maskedCorners" value="top"/>
                </userDefinedRuntimeAttributes>
            </view>
            """, registry: DesignableRegistry())
        XCTAssertEqual(error?.issues.map(\.kind), [.valueTypeMismatch])
    }

    // MARK: UITextView's font

    func testATextViewsFontIsArchivedAndDecoded() throws {
        let text = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        text.text = "Large text"
        text.font = .boldSystemFont(ofSize: 20)
        XCTAssertTrue(xml(text).contains("<fontDescription"), xml(text))
        XCTAssertEqual((try decoded(text) as? UITextView)?.font?.pointSize, 20)
        let (code, _) = try codeAndCoder(text)
        text.font = .systemFont(ofSize: 12)
        let (small, _) = try codeAndCoder(text)
        XCTAssertNotEqual(code, small, "the font shows")
    }

    // MARK: Every standard view

    func testEveryStandardViewConfiguredInCodeComesBackFromItsArchiveTheSame() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 300))
        root.backgroundColor = .secondarySystemBackground
        root.tintColor = .systemPurple

        let label = UILabel(frame: CGRect(x: 8, y: 8, width: 120, height: 40))
        label.text = "A long label that wraps"
        label.font = .systemFont(ofSize: 13, weight: .semibold)
        label.textColor = .systemIndigo
        label.textAlignment = .right
        label.numberOfLines = 2
        label.lineBreakMode = .byWordWrapping
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.isEnabled = false
        label.highlightedTextColor = .systemPink
        label.alpha = 0.8
        label.tag = 7

        let field = UITextField(frame: CGRect(x: 8, y: 56, width: 140, height: 30))
        field.placeholder = "Name"
        field.borderStyle = .roundedRect
        field.font = .italicSystemFont(ofSize: 14)
        field.textAlignment = .center

        let text = UITextView(frame: CGRect(x: 8, y: 92, width: 140, height: 50))
        text.text = "Text view"
        text.font = .boldSystemFont(ofSize: 16)
        text.textColor = .systemGreen
        text.textAlignment = .center

        let button = UIButton(type: .system)
        button.frame = CGRect(x: 156, y: 8, width: 76, height: 40)
        button.setTitle("Go", for: .normal)
        button.setTitle("Gone", for: .disabled)
        button.setTitleColor(.systemOrange, for: .highlighted)
        button.titleLabel?.font = .boldSystemFont(ofSize: 18)
        button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 10, bottom: 2, right: 4)
        button.contentHorizontalAlignment = .leading
        button.isSelected = true

        let toggle = UISwitch(frame: CGRect(x: 156, y: 56, width: 51, height: 31))
        toggle.isOn = true
        toggle.onTintColor = .systemTeal

        let spinner = UIActivityIndicatorView(style: .large)
        spinner.frame = CGRect(x: 156, y: 92, width: 40, height: 40)
        spinner.color = .systemRed
        spinner.hidesWhenStopped = false

        let segments = UISegmentedControl(items: ["One", "Two", "Three"])
        segments.frame = CGRect(x: 8, y: 150, width: 224, height: 30)
        segments.selectedSegmentIndex = 2

        let scroll = UIScrollView(frame: CGRect(x: 8, y: 188, width: 224, height: 60))
        scroll.backgroundColor = .systemYellow
        scroll.clipsToBounds = true
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        inner.backgroundColor = .systemBlue
        inner.layer.cornerRadius = 20
        inner.layer.maskedCorners = [.layerMaxXMaxYCorner]
        scroll.addSubview(inner)

        let hidden = UIView(frame: CGRect(x: 8, y: 256, width: 20, height: 20))
        hidden.isHidden = true
        hidden.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        hidden.overrideUserInterfaceStyle = .dark

        for view in [label, field, text, button, toggle, spinner, segments, scroll, hidden] { root.addSubview(view) }
        let registry = DesignableRegistry()
        let copy = try decoded(root)
        XCTAssertNil(ViewGraph(root, registry: registry).firstDifference(from: ViewGraph(copy, registry: registry)))
        _ = try codeAndCoder(root)
        _ = try codeAndCoder(root, traits: dark)
    }

    func testAStackViewIsArchivedAsIBsStackViewWithItsArrangement() throws {
        let stack = UIStackView(arrangedSubviews: [UIView(), UILabel()])
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        stack.axis = .vertical
        stack.distribution = .equalSpacing
        stack.alignment = .leading
        stack.spacing = 6
        stack.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        stack.setContentCompressionResistancePriority(UILayoutPriority(749), for: .vertical)
        let object = ViewArchiver.object(for: stack, registry: DesignableRegistry())
        XCTAssertEqual(object.attributes["horizontalHuggingPriority"], "251")
        XCTAssertEqual(object.attributes["verticalCompressionResistancePriority"], "749")
        XCTAssertNil(object.attributes["verticalHuggingPriority"], "left at its default")
        XCTAssertEqual(object.element, "stackView")
        XCTAssertEqual(object.attributes.filter { ["axis", "distribution", "alignment", "spacing"].contains($0.key) },
                       ["axis": "vertical", "distribution": "equalSpacing", "alignment": "leading", "spacing": "6"])
        XCTAssertEqual(object.subviews.map(\.element), ["view", "label"], "the arranged subviews")
        stack.axis = .horizontal
        XCTAssertEqual(ViewArchiver.object(for: stack, registry: DesignableRegistry()).attributes["alignment"], "top",
                       "IB names a horizontal stack's leading alignment top")
    }

    /// A folder bundle with `Assets.xcassets/Brand.colorset`: red, and blue in dark mode.
    static func bundleWithBrandColour() throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("ib6-colours-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        let set = folder.appendingPathComponent("Assets.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data("""
            {
              "colors" : [
                { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.000", "green" : "0x00", "red" : "255" } },
                  "idiom" : "universal" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "1.000", "green" : "0.000", "red" : "0.000" } },
                  "idiom" : "universal" }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """.utf8).write(to: set.appendingPathComponent("Contents.json"))
        return try XCTUnwrap(Bundle(path: folder.path))
    }
}
