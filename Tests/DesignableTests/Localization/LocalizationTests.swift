import DesignableTesting
import Foundation
@testable import Designable
import XCTest

/// Localized strings resolved for the language a test chooses, the pseudo-locale, and the
/// names trait variants give their references.
final class LocalizationTests: XCTestCase {
    func testPseudoLocalizationAccentsLettersLengthensByFortyPercentAndBrackets() {
        XCTAssertEqual(Localization.pseudolocalize("Save"), "[Šåvé~~]")
        let formatted = Localization.pseudolocalize("%1$@ has %d items")
        XCTAssertTrue(formatted.hasPrefix("[%1$@ "), formatted)
        XCTAssertTrue(formatted.contains(" %d "), "format specifiers stay as they are: \(formatted)")
        XCTAssertTrue(formatted.hasSuffix("~~~~]"), "9 letters and digits gain ceil(3.6) = 4 tildes: \(formatted)")
        XCTAssertEqual(Localization.pseudolocalize(""), "")
    }

    func testStringsResolveInTheCurrentLanguageThenItsBaseLanguageThenTheValue() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("designable-localization-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try "/* Save button */\n\"Save\" = \"Sichern\";\n".write(to: root.appendingPathComponent("de.lproj/Localizable.strings"),
                                                               atomically: true, encoding: .utf8)
        let bundle = try XCTUnwrap(Bundle(path: root.path))
        XCTAssertEqual(Localization.current.string("Save", bundle: bundle), "Save", "the development language by default")
        Localization.language("de").performAsCurrent {
            XCTAssertEqual(Localization.current.string("Save", bundle: bundle), "Sichern")
            XCTAssertEqual(Localization.current.string("Cancel", bundle: bundle, value: "Abort"), "Abort")
        }
        Localization.language("de-AT").performAsCurrent {
            XCTAssertEqual(Localization.current.string("Save", bundle: bundle), "Sichern", "de-AT falls back on de")
        }
        Localization.pseudo.performAsCurrent {
            XCTAssertEqual(Localization.current.string("Save", bundle: bundle), "[Šåvé~~]")
        }
    }

    /// Foundation's function stays the only one of its name, so iOS code that calls it compiles.
    func testNSLocalizedStringIsFoundationsAndUnambiguous() {
        XCTAssertEqual(NSLocalizedString("Untranslated", comment: "not in any table"), "Untranslated")
    }

    func testMatrixVariantsAreEveryCombinationNamedInParameterOrder() {
        let matrix = TraitVariants.matrix(layoutDirections: [.leftToRight, .rightToLeft],
                                          contentSizeCategories: [.large, .accessibilityExtraLarge])
        XCTAssertEqual(matrix.variants.map(\.name), ["leftToRight-large", "leftToRight-accessibilityExtraLarge",
                                                     "rightToLeft-large", "rightToLeft-accessibilityExtraLarge"])
        XCTAssertEqual(matrix.variants[3].traits.layoutDirection, .rightToLeft)
        XCTAssertEqual(matrix.variants[3].traits.preferredContentSizeCategory, .accessibilityExtraLarge)
        let pseudo = TraitVariants.matrix(userInterfaceStyles: [.dark], localizations: [.development, .pseudo])
        XCTAssertEqual(pseudo.variants.map(\.name), ["dark-development", "dark-pseudo"])
    }
}
