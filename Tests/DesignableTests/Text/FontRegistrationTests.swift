import DesignableTesting
import Foundation
@testable import Designable
import XCTest

/// Fonts an app bundles and registers itself through Core Text, as custom text fields load
/// their icon or display fonts in `init`.
final class FontRegistrationTests: XCTestCase {
    let fonts = "/usr/share/fonts/truetype/dejavu/"

    /// The common pattern: read the file, make a `CGFont` through a data provider, register it,
    /// ignore "already registered" on the next `init`, then use it by name.
    func testAGraphicsFontRegisteredFromDataIsFoundByName() throws {
        XCTAssertNil(UIFont(name: "DejaVuSansMono-Bold", size: 14), "not known before it is registered")
        let data = try Data(contentsOf: URL(fileURLWithPath: fonts + "DejaVuSansMono-Bold.ttf"))
        let provider = try XCTUnwrap(CGDataProvider(data: data as CFData))
        let font = try XCTUnwrap(CGFont(provider))
        XCTAssertEqual(font.postScriptName as String?, "DejaVuSansMono-Bold")
        var error: Unmanaged<CFError>?
        XCTAssertTrue(CTFontManagerRegisterGraphicsFont(font, &error))
        XCTAssertNil(error)
        let registered = try XCTUnwrap(UIFont(name: "DejaVuSansMono-Bold", size: 14))
        XCTAssertEqual(registered.fontName, "DejaVuSansMono-Bold")

        XCTAssertFalse(CTFontManagerRegisterGraphicsFont(font, &error), "registering twice fails, as in Core Text")
        let failure = try XCTUnwrap(error?.takeRetainedValue())
        XCTAssertEqual(failure.domain, kCTFontManagerErrorDomain as String)
        XCTAssertEqual(failure.code, CTFontManagerError.alreadyRegistered.rawValue)

        func label(_ font: UIFont) -> UILabel {
            let l = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 24))
            l.text = "Mono 0Oo"
            l.font = font
            return l
        }
        XCTAssertNotEqual(try ViewRenderer.render(label(registered), scale: 1), try ViewRenderer.render(label(.systemFont(ofSize: 14)), scale: 1),
                          "text is drawn in the registered face")
        XCTAssertNil(CGFont(CGDataProvider(data: Data("not a font".utf8) as CFData)!))
    }

    func testFontsRegisteredForAURLAndTheirFailures() throws {
        var error: Unmanaged<CFError>?
        XCTAssertTrue(CTFontManagerRegisterFontsForURL(URL(fileURLWithPath: fonts + "DejaVuSerif-Bold.ttf") as CFURL, .process, &error))
        XCTAssertNotNil(UIFont(name: "DejaVuSerif-Bold", size: 10))
        XCTAssertNotNil(CGFont("DejaVuSerif-Bold" as CFString), "a registered font is found by name")

        XCTAssertFalse(CTFontManagerRegisterFontsForURL(URL(fileURLWithPath: fonts + "Missing.ttf") as CFURL, .process, &error))
        XCTAssertEqual(error?.takeRetainedValue().code, CTFontManagerError.fileNotFound.rawValue)
        XCTAssertFalse(CTFontManagerRegisterFontsForURL(URL(fileURLWithPath: #filePath) as CFURL, .process, &error))
        let notAFont = try XCTUnwrap(error?.takeRetainedValue())
        XCTAssertEqual(notAFont.code, CTFontManagerError.unrecognizedFormat.rawValue)
        XCTAssertTrue(notAFont.localizedDescription.contains("FontRegistrationTests.swift"), "the message names the file: \(notAFont.localizedDescription)")
    }
}
