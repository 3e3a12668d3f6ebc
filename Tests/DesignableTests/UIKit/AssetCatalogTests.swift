@testable import Designable
import Foundation
import Raster
import XCTest

/// The catalogue in Tests/Fixtures/AssetCatalogs, written by scripts/make_asset_catalog_fixtures.py:
/// each image set tests one thing UIKit reads from `Contents.json`.
final class AssetCatalogTests: XCTestCase {
    private var bundle: Bundle {
        get throws {
            let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Fixtures/AssetCatalogs")
            return try XCTUnwrap(Bundle(path: folder.path), "missing \(folder.path)")
        }
    }

    private func image(_ name: String, _ traits: UITraitCollection...) throws -> UIImage? {
        UIImage(named: name, in: try bundle, compatibleWith: UITraitCollection(traitsFrom: traits))
    }

    /// The colour at the image's centre.
    private func centre(_ image: UIImage?) throws -> StraightRGBA8 {
        let bitmap = try XCTUnwrap(image).bitmap
        return try XCTUnwrap(bitmap.unpremultipliedPixel(x: bitmap.width / 2, y: bitmap.height / 2))
    }

    private func isBlue(_ p: StraightRGBA8) -> Bool { p.b > 200 && p.r < 60 }
    private func isRed(_ p: StraightRGBA8) -> Bool { p.r > 200 && p.b < 60 }
    private func isGreen(_ p: StraightRGBA8) -> Bool { p.g > 190 && p.r < 60 }

    func testTheScaleComesFromContentsJSONNotTheFileName() throws {
        for (scale, side) in [(1, 10), (2, 20), (3, 30)] {
            let picked = try XCTUnwrap(image("scaled", UITraitCollection(displayScale: CGFloat(scale))))
            XCTAssertEqual(picked.scale, CGFloat(scale))
            XCTAssertEqual(picked.bitmap.width, side)
            XCTAssertEqual(picked.size, CGSize(width: 10, height: 10), "every scale is the same 10 pt image, not \(picked.size)")
        }
        XCTAssertTrue(isBlue(try centre(image("scaled", UITraitCollection(displayScale: 3)))), "3x is large.png")
    }

    func testAVectorEntryIsDrawnAtTheDisplaysScaleAndItsPageSizeInPoints() throws {
        for scale in [1, 1.5, 2, 3] as [CGFloat] {  // 1.5 after 1: a fractional scale is a rendition of its own
            let picked = try XCTUnwrap(image("vector", UITraitCollection(displayScale: scale)))
            XCTAssertEqual(picked.size, CGSize(width: 12, height: 8), "the PDF page's MediaBox, in points")
            XCTAssertEqual(picked.scale, scale)
            XCTAssertEqual([picked.bitmap.width, picked.bitmap.height], [Int(12 * scale), Int(8 * scale)])
        }
        let bitmap = try XCTUnwrap(image("vector", UITraitCollection(displayScale: 2))).bitmap
        let lowerLeft = try XCTUnwrap(bitmap.unpremultipliedPixel(x: 5, y: 12))
        XCTAssertTrue(isRed(lowerLeft), "the page's rectangle, at its lower left: \(lowerLeft)")
        XCTAssertEqual(bitmap.unpremultipliedPixel(x: 5, y: 3)?.a, 0)
    }

    func testAnImageViewDrawsAVectorImageSharplyAtTheRenderScale() throws {
        let view = UIImageView(image: try image("vector", UITraitCollection(displayScale: 2)))
        XCTAssertEqual(view.frame.size, CGSize(width: 12, height: 8))
        let bitmap = try ViewRenderer.render(view, scale: 3)
        XCTAssertEqual([bitmap.width, bitmap.height], [36, 24])
        // At 3x the triangle's slope is drawn from the page, not scaled up from a 2x bitmap:
        // the blue triangle's pixels at its apex are as crisp as a direct 3x rendering's.
        let direct = try XCTUnwrap(image("vector", UITraitCollection(displayScale: 3))).bitmap
        XCTAssertEqual(bitmap, direct)
    }

    func testAMissingScaleIsDrawnFromTheNearestLargerOne() throws {
        let picked = try XCTUnwrap(image("only3x", UITraitCollection(displayScale: 2)))
        XCTAssertEqual(picked.scale, 3)
        XCTAssertEqual(picked.size, CGSize(width: 10, height: 10))
    }

    func testAnIPhoneTakesTheIPhoneEntryOverUniversalAndNeverTheIPadOne() throws {
        let scale = UITraitCollection(displayScale: 2)
        XCTAssertTrue(isRed(try centre(image("idioms", scale))), "iphone over universal")
        XCTAssertTrue(isRed(try centre(image("idioms", scale, UITraitCollection(userInterfaceIdiom: .phone)))))
        XCTAssertTrue(isBlue(try centre(image("idioms", scale, UITraitCollection(userInterfaceIdiom: .pad)))), "an iPad takes ipad")
        XCTAssertNil(try image("padonly", scale), "an ipad-only set has nothing for an iPhone")
    }

    func testDarkAppearanceIsChosenByTheTraits() throws {
        let scale = UITraitCollection(displayScale: 2)
        let light = try centre(image("appearance", scale, UITraitCollection(userInterfaceStyle: .light)))
        let dark = try centre(image("appearance", scale, UITraitCollection(userInterfaceStyle: .dark)))
        XCTAssertEqual([light.r, light.g, light.b], [250, 210, 40], "light falls back to Any")
        XCTAssertEqual([dark.r, dark.g, dark.b], [120, 40, 160])
    }

    /// A catalogue image is dynamic: an image view draws the set's variant for its own traits,
    /// whatever traits the image was looked up with.
    func testAnImageViewDrawsTheVariantForItsOwnTraits() throws {
        let picked = try XCTUnwrap(image("appearance", UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceStyle: .light)))
        let view = UIImageView(image: picked)
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        func colour(_ style: UIUserInterfaceStyle, scale: CGFloat = 2) throws -> [UInt8] {
            view.overrideUserInterfaceStyle = style
            let p = try XCTUnwrap(ViewRenderer.render(view, scale: scale).unpremultipliedPixel(x: 5, y: 5))
            return [p.r, p.g, p.b]
        }
        XCTAssertEqual(try colour(.light), [250, 210, 40])
        XCTAssertEqual(try colour(.dark), [120, 40, 160], "the dark variant, though the image was looked up as light")
        XCTAssertEqual(try colour(.light), [250, 210, 40], "and back")
        XCTAssertEqual(picked.imageAsset?.image(with: UITraitCollection(userInterfaceStyle: .dark)).scale, 2)
        let darkVariant = try XCTUnwrap(picked.imageAsset?.image(with: UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceStyle: .dark),
        ])))
        XCTAssertEqual(try centre(darkVariant).r, 120)
    }

    /// Rendered at 3x, the view draws the set's 3x file (30 px, not the 2x one looked up, scaled).
    func testAnImageViewDrawsTheVariantForTheRenderScale() throws {
        let picked = try XCTUnwrap(image("scaled", UITraitCollection(displayScale: 1)))
        XCTAssertEqual(picked.scale, 1)
        let view = UIImageView(image: picked)
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let p = try XCTUnwrap(ViewRenderer.render(view, scale: 3).unpremultipliedPixel(x: 15, y: 15))
        XCTAssertTrue(isBlue(StraightRGBA8(r: p.r, g: p.g, b: p.b, a: p.a)), "the 3x file is blue: \(p)")
    }

    func testTemplateRenderingIntentMakesATemplateImage() throws {
        XCTAssertEqual(try image("template")?.renderingMode, .alwaysTemplate)
        XCTAssertEqual(try image("scaled")?.renderingMode, .automatic)
    }

    func testSlicingGivesCapInsetsInPoints() throws {
        let sliced = try XCTUnwrap(image("sliced", UITraitCollection(displayScale: 2)))
        XCTAssertEqual(sliced.capInsets, UIEdgeInsets(top: 4, left: 3, bottom: 2, right: 1), "pixels of the 2x file, halved")
        XCTAssertEqual(sliced.resizingMode, .tile)
    }

    func testJPEGEntryWithAnUpperCaseExtensionIsDrawn() throws {
        let photo = try XCTUnwrap(image("photo", UITraitCollection(displayScale: 3)))
        XCTAssertEqual(photo.scale, 1, "a single-scale bitmap is one pixel per point")
        XCTAssertEqual(photo.size, CGSize(width: 32, height: 32))
        XCTAssertTrue(isRed(try XCTUnwrap(photo.bitmap.unpremultipliedPixel(x: 8, y: 8))))
    }

    func testLooseFilesWithUpperCaseExtensionsAreFound() throws {
        let icon = try XCTUnwrap(image("icon"))
        XCTAssertEqual(icon.size, CGSize(width: 6, height: 6))
        let banner = try XCTUnwrap(image("banner"), "a loose JPEG, by its name alone")
        XCTAssertEqual(banner.scale, 2)
        XCTAssertEqual(banner.size, CGSize(width: 16, height: 16))
        XCTAssertNotNil(try image("banner@2x.jpg"), "and by its name with the extension, in another case")
    }

    func testJPEGDataAndFilesDecode() throws {
        let folder = URL(fileURLWithPath: try bundle.bundlePath)
        let file = folder.appendingPathComponent("banner@2x.JPG")
        XCTAssertEqual(UIImage(contentsOfFile: file.path)?.size, CGSize(width: 16, height: 16))
        let data = try Data(contentsOf: file)
        let fromData = try XCTUnwrap(UIImage(data: data))
        XCTAssertEqual(fromData.size, CGSize(width: 32, height: 32))
        XCTAssertTrue(isGreen(try XCTUnwrap(fromData.bitmap.unpremultipliedPixel(x: 24, y: 8))))
        XCTAssertNil(UIImage(data: Data("not an image".utf8)))
    }

    func testMalformedContentsJSONIsNilWithAnErrorNamingTheFileAndKey() throws {
        let set = try XCTUnwrap(bundle.resourceURL).appendingPathComponent("Images.xcassets/broken.imageset/Contents.json")
        XCTAssertThrowsError(try ImageSetContents.parse(Data(contentsOf: set), path: set.path)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix(set.path), text)
            XCTAssertTrue(text.contains("images[0].scale"), text)
            XCTAssertTrue(text.contains("\"4x\""), text)
        }
        XCTAssertNil(try image("broken"))
        XCTAssertEqual(ImageLookup.problem(named: "broken")?.file, set.path, "kept for the warnings that name the image")
    }

    func testAnUnsupportedFormatSaysSoRatherThanMissing() throws {
        XCTAssertNil(try image("heic"))
        let problem = try XCTUnwrap(ImageLookup.problem(named: "heic"))
        XCTAssertTrue(problem.reason.contains("HEIC is not supported"), "\(problem)")
        XCTAssertTrue(problem.file.hasSuffix("heic.imageset/pic.heic"), "\(problem)")
        XCTAssertNil(try image("nothing-of-this-name"))
        XCTAssertNil(ImageLookup.problem(named: "nothing-of-this-name"))
    }

    func testMalformedKeysAreNamed() {
        let cases: [(String, String)] = [
            (#"{"images": 3}"#, "key \"images\": expected an array"),
            (#"{"images": [{"filename": 7}]}"#, "images[0].filename"),
            (#"{"images": [{"filename": "a.png", "appearances": [{"appearance": "luminosity", "value": "dim"}]}]}"#, "images[0].appearances[0].value"),
            (#"{"images": [], "properties": {"template-rendering-intent": "tinted"}}"#, "properties.template-rendering-intent"),
            (#"{"images": [{"filename": "a.png", "resizing": {"cap-insets": {"top": "x"}}}]}"#, "images[0].resizing.cap-insets.top"),
            (#"{"images": [}"#, "not valid JSON"),
        ]
        for (json, key) in cases {
            XCTAssertThrowsError(try ImageSetContents.parse(Data(json.utf8), path: "X.imageset/Contents.json")) { error in
                XCTAssertTrue("\(error)".contains(key), "\(json): \(error)")
                XCTAssertTrue("\(error)".hasPrefix("X.imageset/Contents.json: "), "\(error)")
            }
        }
    }

    /// A document's image that exists in a format Designable cannot draw is reported as
    /// that, not as missing from the app bundle.
    func testADocumentsUnreadableImageIsReportedWithTheRealReason() throws {
        let body = """
            <imageView image="heic" id="i1"><rect key="frame" x="0" y="0" width="20" height="20"/></imageView>
            """
        let nib = try UIImage.withAppBundle(try bundle) { try FixtureDocuments.load(body, registry: DesignableRegistry()) }
        let message = try XCTUnwrap(nib.report.warnings.first { $0.kind == .missingImage }?.message)
        XCTAssertTrue(message.contains("HEIC is not supported"), message)
        XCTAssertFalse(message.contains("not in the app bundle"), message)
    }
}
