@testable import Designable
import Foundation
import Typography
import XCTest

/// iOS's own fonts by their iOS names: each resolves, reports the iOS name, and draws with
/// an open face; metric-compatible clones give iOS's advance widths.
final class IOSFontNameTests: XCTestCase {
    func testEveryFontNameIOSShipsResolvesToAnInstalledFaceAndKeepsItsName() throws {
        var count = 0
        for family in IOSFontCatalog.families {
            for face in family.faces {
                let font = try XCTUnwrap(UIFont(name: face.postScriptName, size: 15), face.postScriptName)
                XCTAssertEqual(font.fontName, face.postScriptName)
                XCTAssertEqual(font.familyName, family.name)
                XCTAssertNotNil(font.font, "\(face.postScriptName): \(font.loaded)")
                count += 1
            }
        }
        XCTAssertGreaterThan(count, 200, "the catalogue holds iOS's faces, not a sample")
    }

    func testTheFontsCodeMostOftenForceUnwrapResolve() throws {
        for name in ["AvenirNext-Bold", "AvenirNext-DemiBold", "HelveticaNeue-Medium", "HelveticaNeue", "Georgia",
                     "Menlo-Regular", "Courier", "CourierNewPSMT", "TimesNewRomanPSMT", "Futura-Medium", "GillSans",
                     "Didot", "Avenir-Heavy", "ArialMT", "Helvetica-Bold", "PingFangSC-Regular"] {
            let font = try XCTUnwrap(UIFont(name: name, size: 17), name)
            XCTAssertEqual(font.fontName, name)
            XCTAssertEqual(font.withSize(12).fontName, name, "a resized font keeps its iOS name")
        }
        XCTAssertEqual(UIFont(name: "Avenir Next", size: 12)?.fontName, "AvenirNext-Regular", "a family name picks its regular face")
    }

    func testNamesIOSLacksAreNil() {
        for name in ["NotAFont-Bold", "SFProText-Regular", "Helvetica-Black", "Roboto-Regular", ""] {
            XCTAssertNil(UIFont(name: name, size: 12), name)
        }
    }

    /// Liberation's advance widths are Arial's, Times New Roman's and Courier New's, unit for
    /// unit: "Hello" is H e l l o = 1479 + 1139 + 455 + 455 + 1139 of Arial's 2048 units.
    func testMetricCompatibleFacesGiveIOSsAdvanceWidths() throws {
        func width(_ name: String, _ text: String = "Hello") throws -> CGFloat {
            (text as NSString).size(withAttributes: [.font: try XCTUnwrap(UIFont(name: name, size: 20))]).width
        }
        XCTAssertEqual(try width("ArialMT"), 20 * 4667 / 2048, accuracy: 0.01)
        // Helvetica's n is 556 of 1000 units (Adobe's metrics), which Nimbus Sans keeps.
        XCTAssertEqual(try width("Helvetica", "nnnn"), 20 * 4 * 0.556, accuracy: 0.01)
        XCTAssertEqual(try width("CourierNewPSMT"), 20 * 5 * 1229 / 2048, accuracy: 0.01)
        XCTAssertEqual(try width("Courier"), 20 * 5 * 0.6, accuracy: 0.01, "Courier is 600 units a character")
        XCTAssertEqual(try width("Menlo-Regular", "mmmmm"), 20 * 5 * 1233 / 2048, accuracy: 0.01, "Menlo's monospaced advance")
        XCTAssertNotEqual(try width("Georgia"), try width("TimesNewRomanPSMT"), "each family draws its own face")
    }

    func testWeightsOfOneFamilyDrawDifferentFaces() throws {
        let regular = try XCTUnwrap(UIFont(name: "AvenirNext-Regular", size: 20)?.font)
        let medium = try XCTUnwrap(UIFont(name: "AvenirNext-Medium", size: 20)?.font)
        let demi = try XCTUnwrap(UIFont(name: "AvenirNext-DemiBold", size: 20)?.font)
        XCTAssertEqual(Set([regular.fontName, medium.fontName, demi.fontName]).count, 3, "medium is not drawn as regular")
    }

    func testIOSFamiliesAreListed() {
        XCTAssertTrue(UIFont.familyNames.contains("Avenir Next"))
        XCTAssertTrue(UIFont.familyNames.contains("Helvetica Neue"))
        XCTAssertEqual(UIFont.fontNames(forFamilyName: "Georgia"), ["Georgia", "Georgia-Bold", "Georgia-BoldItalic", "Georgia-Italic"])
    }

    func testAMissingSubstituteSaysWhichPackageToInstall() throws {
        let registry = FontRegistry(locator: DefaultFontLocator(environment: ["DESIGNABLE_FONT_PATH": "/nonexistent"], directories: []))
        let face = try XCTUnwrap(IOSFontCatalog.face(named: "AvenirNext-Bold")).face
        XCTAssertEqual(face.file, "Inter-Bold.otf")
        let catalogueWithoutFolders = IOSFontCatalog.Face(postScriptName: face.postScriptName, file: "Absent-Bold.otf", index: 0)
        XCTAssertThrowsError(try registry.substitute(for: catalogueWithoutFolders)) { error in
            let message = "\(error)"
            XCTAssertTrue(message.hasPrefix("the iOS font 'AvenirNext-Bold' is drawn with Absent-Bold.otf, which was not found."), message)
            XCTAssertTrue(message.contains("/nonexistent/Absent-Bold.otf"), message)
            XCTAssertTrue(message.contains("apt-get install fonts-urw-base35"), message)
        }
    }

    func testTextInAnIOSFontRendersWithTheSubstitute() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        label.font = UIFont(name: "AvenirNext-Bold", size: 20)
        label.text = "Avenir"
        let bitmap = try ViewRenderer.render(label, scale: 1)
        var inked = 0
        for y in 0..<bitmap.height { for x in 0..<bitmap.width where (bitmap.unpremultipliedPixel(x: x, y: y)?.a ?? 0) > 128 { inked += 1 } }
        XCTAssertGreaterThan(inked, 100, "the label draws its text")
        label.font = UIFont(name: "AvenirNext-Regular", size: 20)
        XCTAssertNotEqual(try ViewRenderer.render(label, scale: 1), bitmap, "bold and regular differ")
    }
}
