import Foundation
import Raster
import Testing
@testable import Typography

@Suite struct FontAndRegistryTests {
    @Test func metricsAreInPointsWithUIKitSigns() {
        let f = Font(face: TestFonts.sans, size: 17)
        #expect(f.ascender == 1901.0 / 2048 * 17)
        #expect(f.descender == -483.0 / 2048 * 17)
        #expect(f.leading == 0)
        #expect(f.lineHeight == f.ascender - f.descender)
        #expect(abs(f.lineHeight - 19.7890625) < 1e-12)
        #expect(f.capHeight == 1493.0 / 2048 * 17)
        #expect(f.xHeight == 1120.0 / 2048 * 17)
        #expect(f.fontName == "DejaVuSans")
    }

    @Test func fontWeightsUseUIKitRawValues() {
        #expect(FontWeight.ultraLight.rawValue == -0.8)
        #expect(FontWeight.medium.rawValue == 0.23)
        #expect(FontWeight.semibold.rawValue == 0.3)
        #expect(FontWeight.black.rawValue == 0.62)
        #expect(FontWeight.medium < .semibold)
    }

    @Test func systemFontIsInterAtEachOfUIKitsNineWeightsWithItsDisplayCutFrom20Points() throws {
        let registry = FontRegistry()
        let expected: [(FontWeight, String)] = [(.ultraLight, "Thin"), (.thin, "ExtraLight"), (.light, "Light"), (.regular, "Regular"),
                                                (.medium, "Medium"), (.semibold, "SemiBold"), (.bold, "Bold"), (.heavy, "ExtraBold"),
                                                (.black, "Black")]
        for (weight, cut) in expected {
            #expect(try Font.systemFont(ofSize: 12, weight: weight, registry: registry).fontName == "Inter-\(cut)")
            #expect(try Font.systemFont(ofSize: 19.5, weight: weight, registry: registry).fontName == "Inter-\(cut)")
            #expect(try Font.systemFont(ofSize: 20, weight: weight, registry: registry).fontName == "InterDisplay-\(cut)")
        }
        // A weight between two cuts takes the nearer.
        #expect(try Font.systemFont(ofSize: 12, weight: FontWeight(0.1), registry: registry).fontName == "Inter-Regular")
        #expect(try Font.systemFont(ofSize: 12, weight: FontWeight(0.2), registry: registry).fontName == "Inter-Medium")
        #expect(try Font.boldSystemFont(ofSize: 12, registry: registry).pointSize == 12)
    }

    @Test func textSizesAreTrackedToSFProsWidthsAndDisplaySizesAreNot() throws {
        let registry = FontRegistry()
        let text = try Font.systemFont(ofSize: 17, registry: registry)
        #expect(text.trackingEm == -0.021)
        #expect(abs(text.tracking - -0.357) < 0.0001)
        #expect(try Font.systemFont(ofSize: 28, registry: registry).tracking == 0)
        #expect(text.withSize(12).trackingEm == text.trackingEm, "a resized font keeps its tracking")
        // Tracking is added after every character, so "nnnn" is four trackings narrower.
        let plain = TextLayout(text: "nnnn", attributes: TextAttributes(font: Font(face: text.face, size: 17)))
        let tracked = TextLayout(text: "nnnn", attributes: TextAttributes(font: text))
        #expect(abs(plain.size.width - tracked.size.width - 4 * 0.357) < 0.0001)
        // Another registered font is not tracked.
        #expect(try #require(Font(name: "DejaVuSans", size: 17, registry: registry)).tracking == 0)
    }

    @Test func withoutInterTheSystemFontFallsBackToDejaVuUntracked() throws {
        let dejaVu = try #require(DefaultFontLocator().locate().regular.deletingLastPathComponent().path as String?)
        // A locator with only DejaVu's folder: Inter is not on it.
        let registry = FontRegistry(locator: DefaultFontLocator(environment: [:], directories: [dejaVu]))
        let regular = try Font.systemFont(ofSize: 17, registry: registry)
        #expect(regular.fontName == "DejaVuSans")
        #expect(regular.tracking == 0, "the tracking is Inter's, not DejaVu's")
        #expect(try Font.systemFont(ofSize: 17, weight: .semibold, registry: registry).fontName == "DejaVuSans-Bold")
    }

    @Test func systemFontMappingIsConfigurable() throws {
        let registry = FontRegistry()
        registry.systemFontFaces = SystemFontFaces(regular: "DejaVuSans-Bold", bold: "DejaVuSans", boldThreshold: .heavy)
        #expect(try Font.systemFont(ofSize: 12, weight: .regular, registry: registry).fontName == "DejaVuSans-Bold")
        #expect(try Font.systemFont(ofSize: 12, weight: .bold, registry: registry).fontName == "DejaVuSans-Bold")
        #expect(try Font.systemFont(ofSize: 12, weight: .black, registry: registry).fontName == "DejaVuSans")
    }

    @Test func registeringFromDataMakesAFontUsableByPostScriptFullAndFamilyName() throws {
        // No default locations, so only registered faces exist.
        let registry = FontRegistry(locator: DefaultFontLocator(environment: [:], directories: []))
        #expect(Font(name: "DejaVuSans-Bold", size: 10, registry: registry) == nil)
        let faces = try registry.register(data: Data(TestFonts.boldBytes), fileName: "MyBrand.ttf")
        #expect(faces.count == 1)
        #expect(Font(name: "DejaVuSans-Bold", size: 10, registry: registry)?.face === faces[0])
        #expect(Font(name: "DejaVu Sans Bold", size: 10, registry: registry)?.face === faces[0])
        #expect(Font(name: "dejavu sans", size: 10, registry: registry)?.face === faces[0])
        // With the regular face registered too, the family name picks the regular one.
        try registry.register(data: Data(TestFonts.sansBytes), fileName: "Regular.ttf")
        #expect(Font(name: "DejaVu Sans", size: 10, registry: registry)?.fontName == "DejaVuSans")
        #expect(Font(name: "Helvetica", size: 10, registry: registry) == nil)
    }

    @Test func registeringAFileURLParsesItOnce() throws {
        let registry = FontRegistry()
        let url = URL(fileURLWithPath: TestFonts.directory + "DejaVuSans.ttf")
        let a = try registry.register(contentsOf: url), b = try registry.register(contentsOf: url)
        #expect(a[0] === b[0])
        #expect(registry.registeredFaces.count == 1)
    }

    @Test func collectionsRegisterEveryFace() throws {
        let ttc = TestFonts.collection([TestFonts.sansBytes, TestFonts.boldBytes])
        let registry = FontRegistry(locator: DefaultFontLocator(environment: [:], directories: []))
        let faces = try registry.register(data: Data(ttc), fileName: "Pair.ttc")
        #expect(faces.map(\.postScriptName) == ["DejaVuSans", "DejaVuSans-Bold"])
        #expect(faces.map(\.faceIndex) == [0, 1])
        #expect(faces[1].kerning(55, 82) == -272)
        #expect(throws: FontError.faceIndexOutOfRange(file: "Pair.ttc", index: 2, count: 2)) {
            try FontFace(bytes: ttc, fileName: "Pair.ttc", faceIndex: 2)
        }
    }

    @Test func unreadableFilesSayWhichFile() {
        #expect(throws: FontError.self) { try FontRegistry().register(contentsOf: URL(fileURLWithPath: "/nonexistent/x.ttf")) }
    }

    @Test func locatorPrefersTheEnvironmentVariable() throws {
        let file = TestFonts.directory + "DejaVuSans-Bold.ttf"
        let asFile = try DefaultFontLocator(environment: ["DESIGNABLE_FONT_PATH": file], directories: []).locate()
        #expect(asFile.regular.path == file && asFile.bold == nil)
        let asDir = try DefaultFontLocator(environment: ["DESIGNABLE_FONT_PATH": TestFonts.directory], directories: ["/nowhere"]).locate()
        #expect(asDir.regular.lastPathComponent == "DejaVuSans.ttf")
        #expect(asDir.bold?.lastPathComponent == "DejaVuSans-Bold.ttf")
    }

    @Test func missingDefaultFontsListEveryPathTriedAndThePackage() {
        let locator = DefaultFontLocator(environment: ["DESIGNABLE_FONT_PATH": "/nowhere/custom"], directories: ["/a", "/b"])
        #expect {
            try locator.locate()
        } throws: { error in
            guard case let FontError.defaultFontNotFound(paths) = error else { return false }
            let message = (error as! FontError).description
            return paths == ["/nowhere/custom/DejaVuSans.ttf", "/a/DejaVuSans.ttf", "/b/DejaVuSans.ttf"]
                && paths.allSatisfy(message.contains) && message.contains("fonts-dejavu-core")
        }
        let registry = FontRegistry(locator: locator)
        #expect(throws: FontError.self) { try Font.systemFont(ofSize: 12, registry: registry) }
    }

    @Test func registryIsSafeToUseFromManyThreads() async throws {
        let registry = FontRegistry()
        try await withThrowingTaskGroup(of: String.self) { group in
            for i in 0..<16 {
                group.addTask {
                    let w: FontWeight = i % 2 == 0 ? .regular : .bold
                    return try Font.systemFont(ofSize: 12, weight: w, registry: registry).fontName
                }
            }
            var names = Set<String>()
            for try await n in group { names.insert(n) }
            #expect(names == ["Inter-Regular", "Inter-Bold"])
        }
        #expect(registry.registeredFaces.count == 2, "each file is registered once, however many threads ask")
    }
}
