import Designable
import Foundation
import Raster
import XCTest

final class TraitAndTintTests: XCTestCase {
    private func components(_ color: UIColor, _ traits: UITraitCollection) -> [CGFloat] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { ($0 * 255).rounded() }
    }

    private let light = UITraitCollection(userInterfaceStyle: .light)
    private let dark = UITraitCollection(userInterfaceStyle: .dark)

    func testTintColorIsInheritedUntilAViewSetsItsOwn() {
        let root = UIView(), middle = UIView(), leaf = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        XCTAssertEqual(components(leaf.tintColor, light), [0, 122, 255, 255], "system blue by default")
        root.tintColor = .systemOrange
        XCTAssertEqual(leaf.tintColor, root.tintColor)
        middle.tintColor = .red
        XCTAssertEqual(leaf.tintColor, .red)
        middle.tintColor = nil
        XCTAssertEqual(components(leaf.tintColor, light), [255, 149, 0, 255], "nil inherits again")
    }

    func testTintColorDidChangeReachesInheritingSubviewsOnly() {
        final class Probe: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let root = UIView(), inheriting = Probe(), owning = Probe()
        owning.tintColor = .green
        root.addSubview(inheriting)
        root.addSubview(owning)
        let before = (inheriting.changes, owning.changes)
        root.tintColor = .purple
        XCTAssertEqual(inheriting.changes, before.0 + 1)
        XCTAssertEqual(owning.changes, before.1, "a view with its own tint is unaffected")
    }

    func testSettingTheSameTintIsNoChangeSoAViewThatMirrorsItStops() {
        // A page control whose tintColorDidChange() sets a colour property whose didSet sets tintColor.
        final class Mirror: UIView {
            var changes = 0
            var indicatorColor: UIColor? = .systemBlue { didSet { tintColor = indicatorColor } }
            override func tintColorDidChange() {
                changes += 1
                indicatorColor = tintColor
            }
        }
        let view = Mirror()
        view.indicatorColor = .red
        XCTAssertEqual(view.changes, 1, "one change, echoed back once as no change")
        view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        XCTAssertEqual(view.changes, 1, "an equal colour is not a change")
        view.tintColor = .green
        XCTAssertEqual(view.changes, 2)
    }

    func testOverrideUserInterfaceStyleAppliesToTheSubtree() {
        let root = UIView(), card = UIView(), text = UILabel()
        root.addSubview(card)
        card.addSubview(text)
        XCTAssertEqual(text.traitCollection.userInterfaceStyle, .light)
        card.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(text.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(root.traitCollection.userInterfaceStyle, .light)
    }

    func testIncreasedContrastSelectsTheHighContrastTintsAndGreys() {
        let high = UITraitCollection(traitsFrom: [light, UITraitCollection(accessibilityContrast: .high)])
        let highDark = UITraitCollection(traitsFrom: [dark, UITraitCollection(accessibilityContrast: .high)])
        XCTAssertEqual(components(.systemBlue, high), [0, 64, 221, 255])
        XCTAssertEqual(components(.systemBlue, highDark), [64, 156, 255, 255])
        XCTAssertEqual(components(.systemRed, high), [215, 0, 21, 255])
        XCTAssertEqual(components(.systemGray4, highDark), [68, 68, 70, 255])
        XCTAssertEqual(components(.systemBlue, UITraitCollection(accessibilityContrast: .normal)), [0, 122, 255, 255])
        XCTAssertEqual(components(.label, high), components(.label, light), "labels keep their normal values")
    }

    /// The colour set `Ink` of an asset catalogue written for the test: one entry per red
    /// value, with its appearances (`("luminosity", "dark")`…), as Xcode writes them.
    private func inkColor(_ entries: [(red: Int, appearances: [(String, String)])]) throws -> UIColor {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("catalog-colours-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        let set = folder.appendingPathComponent("Assets.xcassets/Ink.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = entries.map { red, appearances in
            let list = appearances.map { "{ \"appearance\" : \"\($0.0)\", \"value\" : \"\($0.1)\" }" }.joined(separator: ", ")
            return """
                { \(appearances.isEmpty ? "" : "\"appearances\" : [ \(list) ],")
                  "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0", "green" : "0", "red" : "\(red)" } },
                  "idiom" : "universal" }
                """
        }
        try Data("{ \"colors\" : [ \(json.joined(separator: ", ")) ] }".utf8).write(to: set.appendingPathComponent("Contents.json"))
        return try XCTUnwrap(UIColor(named: "Ink", in: try XCTUnwrap(Bundle(path: folder.path))))
    }

    private let high = UITraitCollection(accessibilityContrast: .high)

    func testIncreasedContrastSelectsACatalogColoursHighContrastAppearances() throws {
        let ink = try inkColor([(10, []), (20, [("luminosity", "dark")]), (30, [("contrast", "high")]),
                                (40, [("luminosity", "dark"), ("contrast", "high")])])
        XCTAssertEqual(components(ink, light)[0], 10)
        XCTAssertEqual(components(ink, dark)[0], 20)
        XCTAssertEqual(components(ink, UITraitCollection(traitsFrom: [light, high]))[0], 30)
        XCTAssertEqual(components(ink, UITraitCollection(traitsFrom: [dark, high]))[0], 40)
    }

    func testACatalogColourWithALightAppearanceDrawsItInLightModeAndAnyWhenTheStyleIsUnspecified() throws {
        // Xcode's "Any, Light, Dark", with high contrast for each.
        let ink = try inkColor([(10, []), (15, [("luminosity", "light")]), (20, [("luminosity", "dark")]),
                                (30, [("contrast", "high")]), (35, [("luminosity", "light"), ("contrast", "high")]),
                                (40, [("luminosity", "dark"), ("contrast", "high")])])
        XCTAssertEqual(components(ink, light)[0], 15)
        XCTAssertEqual(components(ink, UITraitCollection(traitsFrom: [light, high]))[0], 35)
        XCTAssertEqual(components(ink, dark)[0], 20)
        XCTAssertEqual(components(ink, UITraitCollection(traitsFrom: [dark, high]))[0], 40)
        XCTAssertEqual(components(ink, UITraitCollection())[0], 10, "an unspecified style takes Any")
        XCTAssertEqual(components(ink, high)[0], 30)

        let view = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        view.backgroundColor = ink
        let drawn = try ViewRenderer.render(view, scale: 1)
        XCTAssertEqual(drawn.pixel(x: 1, y: 1)?.r, 15, "a render is light, so it draws the Light entry")
    }

    func testACatalogColoursLightAppearanceWinsOverHighContrastAnyAsDarkDoes() throws {
        let ink = try inkColor([(10, []), (15, [("luminosity", "light")]), (20, [("luminosity", "dark")]), (30, [("contrast", "high")])])
        XCTAssertEqual(components(ink, UITraitCollection(traitsFrom: [light, high]))[0], 15)
        XCTAssertEqual(components(ink, UITraitCollection(traitsFrom: [dark, high]))[0], 20)
        let withoutLight = try inkColor([(10, []), (30, [("contrast", "high")])])
        XCTAssertEqual(components(withoutLight, UITraitCollection(traitsFrom: [light, high]))[0], 30, "with no light entry, high-contrast Any")
    }

    func testACatalogColourWithOnlyLightAndDarkUsesLightForAny() throws {
        let ink = try inkColor([(15, [("luminosity", "light")]), (20, [("luminosity", "dark")])])
        XCTAssertEqual(components(ink, UITraitCollection())[0], 15)
        XCTAssertEqual(components(ink, dark)[0], 20)
    }

    func testSemanticColorsUseUIKitsLightAndDarkValues() {
        XCTAssertEqual(components(.label, light), [0, 0, 0, 255])
        XCTAssertEqual(components(.label, dark), [255, 255, 255, 255])
        XCTAssertEqual(components(.secondaryLabel, light), [60, 60, 67, 153])
        XCTAssertEqual(components(.systemBackground, dark), [0, 0, 0, 255])
        XCTAssertEqual(components(.separator, light), [60, 60, 67, 74])
        XCTAssertEqual(components(.systemBlue, dark), [10, 132, 255, 255])
        XCTAssertEqual(components(.systemGreen, light), [52, 199, 89, 255])
    }

    func testDynamicProviderResolvesPerTraitCollectionAndCGColorUsesTheCurrentOne() {
        let card = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
        XCTAssertEqual(card.resolvedColor(with: dark), .black)
        XCTAssertEqual(card.cgColor, UIColor.white.cgColor, "outside a render the current traits are light")
        dark.performAsCurrent {
            XCTAssertEqual(card.cgColor, UIColor.black.cgColor)
        }
    }

    func testCurrentTraitsAreTaskLocalSoParallelWorkDoesNotSeeThem() async {
        let card = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        await withTaskGroup(of: CGColor.self) { group in
            group.addTask { dark.performAsCurrent { card.cgColor } }
            group.addTask { card.cgColor }
            var seen: [CGColor] = []
            for await c in group { seen.append(c) }
            XCTAssertEqual(Set(seen), [UIColor.black.cgColor, UIColor.white.cgColor])
        }
    }

    func testHexInitialiserAcceptsTheFormsAppsWrite() {
        XCTAssertEqual(components(UIColor(hex: "#FF8000")!, light), [255, 128, 0, 255])
        XCTAssertEqual(components(UIColor(hex: "0f0")!, light), [0, 255, 0, 255])
        XCTAssertEqual(components(UIColor(hex: "#11223380")!, light), [17, 34, 51, 128])
        XCTAssertNil(UIColor(hex: "#12345"))
        XCTAssertNil(UIColor(hex: "orange"))
    }

    func testWhiteAndHueInitialisers() {
        XCTAssertEqual(components(UIColor(white: 0.5, alpha: 0.5), light), [128, 128, 128, 128])
        XCTAssertEqual(components(UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1), light), [0, 255, 0, 255])
    }

    func testFontMetricsFollowUIKitsSigns() {
        let font = UIFont.systemFont(ofSize: 20)
        XCTAssertEqual(font.pointSize, 20)
        XCTAssertGreaterThan(font.ascender, 0)
        XCTAssertLessThan(font.descender, 0)
        XCTAssertEqual(font.lineHeight, font.ascender - font.descender + font.leading, accuracy: 1e-9)
        XCTAssertLessThan(font.capHeight, font.ascender)
        XCTAssertNotEqual(UIFont.boldSystemFont(ofSize: 20).fontName, font.fontName)
        XCTAssertNil(UIFont(name: "No Such Font", size: 12))
    }
}
