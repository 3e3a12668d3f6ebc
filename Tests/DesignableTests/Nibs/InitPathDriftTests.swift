import Designable
import DesignableTesting
import Foundation
import InterfaceBuilder
import Raster
import XCTest

/// Each class of drift between init(frame:), init(coder:) and Interface Builder's canvas
/// shows as different pixels, and each corrected view renders identically on every path.
final class InitPathDriftTests: XCTestCase {
    private let size = CGSize(width: 48, height: 32)

    private func registry<V: UIView>(_ type: V.Type, make: @escaping (CGRect) -> V,
                                     _ declare: (DesignableDeclarations<V>) -> Void = { _ in }) -> DesignableRegistry {
        let registry = DesignableRegistry()
        registry.register(type, make: make, declare)
        return registry
    }

    private func assertAllPathsAgree(_ bitmaps: [InitPath: Bitmap], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(bitmaps.count, 3, file: file, line: line)
        XCTAssertEqual(bitmaps[.coder], bitmaps[.code], "coder drifted from code", file: file, line: line)
        XCTAssertEqual(bitmaps[.designTime], bitmaps[.code], "design time drifted from code", file: file, line: line)
    }

    // MARK: 1. didSet not run for an initial value set in an initialiser

    func testRingColourSetInTheInitialiserIsOnlyAppliedWhenCodeSetsItAgain() throws {
        let registry = registry(RingView.self, make: RingView.init(frame:)) { $0.inspectable("ringColor", \.ringColor) }
        let bitmaps = try InitPathMatrix.render(RingView.self, size: size, registry: registry) { $0.ringColor = .systemRed }
        // Code sets the colour, so didSet runs; IB stores nothing for a value equal to the
        // fresh instance's, so neither the coder nor the canvas ever runs it.
        XCTAssertEqual(bitmaps[.code]?.pixel(x: 2, y: 2), PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255), "red ring")
        XCTAssertEqual(bitmaps[.coder]?.pixel(x: 2, y: 2), PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255), "the layer's black")
        XCTAssertEqual(bitmaps[.designTime], bitmaps[.coder])
        XCTAssertTrue(try InitPathMatrix.archive(RingView.self, size: size, registry: registry) { $0.ringColor = .systemRed }
            .runtimeAttributes.isEmpty, "an inspectable at its fresh value is not archived")
        assertSnapshot(of: bitmaps[.code]!, as: .image, named: "code")
        assertSnapshot(of: bitmaps[.coder]!, as: .image, named: "coder")
    }

    func testFixedRingAgreesOnEveryPath() throws {
        let registry = registry(FixedRingView.self, make: FixedRingView.init(frame:)) { $0.inspectable("ringColor", \.ringColor) }
        assertAllPathsAgree(try InitPathMatrix.render(FixedRingView.self, size: size, registry: registry) { $0.ringColor = .systemRed })
        let green = try InitPathMatrix.render(FixedRingView.self, size: size, registry: registry) { $0.ringColor = .systemGreen }
        assertAllPathsAgree(green)
        XCTAssertEqual(green[.coder]?.pixel(x: 2, y: 2), PremultipliedRGBA8(r: 52, g: 199, b: 89, a: 255),
                       "a changed inspectable travels as a runtime attribute")
    }

    // MARK: 2. init(coder:) forgetting the common setup

    func testBadgeDecodedFromADocumentMissesTheSetupItsInitWithFrameDoes() throws {
        let registry = registry(BadgeView.self, make: BadgeView.init(frame:))
        let bitmaps = try InitPathMatrix.render(BadgeView.self, size: size, registry: registry)
        XCTAssertEqual(bitmaps[.code]?.pixel(x: 48, y: 32)?.a, 255, "orange in code")
        XCTAssertEqual(bitmaps[.coder]?.pixel(x: 48, y: 32)?.a, 0, "nothing from the document")
        XCTAssertEqual(bitmaps[.designTime], bitmaps[.code], "the canvas uses init(frame:), so it hides the bug")
        assertSnapshot(of: bitmaps[.code]!, as: .image, named: "code")
        assertSnapshot(of: bitmaps[.coder]!, as: .image, named: "coder")
    }

    func testFixedBadgeAgreesOnEveryPath() throws {
        let registry = registry(FixedBadgeView.self, make: FixedBadgeView.init(frame:))
        assertAllPathsAgree(try InitPathMatrix.render(FixedBadgeView.self, size: size, registry: registry))
    }

    // MARK: 3. A fix only in prepareForInterfaceBuilder

    func testCaptionCentredOnlyInTheCanvas() throws {
        let registry = registry(CaptionView.self, make: CaptionView.init(frame:)) { $0.inspectable("caption", \.caption) }
        let size = CGSize(width: 120, height: 24)
        let bitmaps = try InitPathMatrix.render(CaptionView.self, size: size, registry: registry) { $0.caption = "Hi" }
        XCTAssertEqual(bitmaps[.coder], bitmaps[.code], "the app is the same either way")
        XCTAssertNotEqual(bitmaps[.designTime], bitmaps[.code])
        XCTAssertGreaterThan(inkColumns(bitmaps[.code]!).lowerBound, -1)
        XCTAssertLessThan(inkColumns(bitmaps[.code]!).lowerBound, 10, "left-aligned in the app")
        XCTAssertGreaterThan(inkColumns(bitmaps[.designTime]!).lowerBound, 90, "centred in the canvas")
        assertSnapshot(of: bitmaps[.code]!, as: .image, named: "code")
        assertSnapshot(of: bitmaps[.designTime]!, as: .image, named: "designTime")
    }

    func testFixedCaptionAgreesOnEveryPath() throws {
        let registry = registry(FixedCaptionView.self, make: FixedCaptionView.init(frame:)) { $0.inspectable("caption", \.caption) }
        assertAllPathsAgree(try InitPathMatrix.render(FixedCaptionView.self, size: CGSize(width: 120, height: 24),
                                                      registry: registry) { $0.caption = "Hi" })
    }

    // MARK: 4. An app-bundle image lookup at design time

    func testDropdownArrowFromTheAppBundleIsMissingInTheCanvas() throws {
        let registry = registry(DropdownView.self, make: DropdownView.init(frame:))
        let bitmaps = try UIImage.withAppBundle(try TestBundles.withArrow()) {
            try InitPathMatrix.render(DropdownView.self, size: size, registry: registry)
        }
        XCTAssertEqual(bitmaps[.code]?.pixel(x: 48, y: 32), PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255), "the arrow, in the app")
        XCTAssertEqual(bitmaps[.coder], bitmaps[.code])
        XCTAssertEqual(bitmaps[.designTime]?.pixel(x: 48, y: 32)?.a, 0, "UIImage(named:) finds nothing in IB's agent")
    }

    func testFixedDropdownLoadsFromItsOwnBundleOnEveryPath() throws {
        FixedDropdownView.ownBundle = try TestBundles.withArrow()
        let registry = registry(FixedDropdownView.self, make: FixedDropdownView.init(frame:))
        let bitmaps = try UIImage.withAppBundle(nil) {
            try InitPathMatrix.render(FixedDropdownView.self, size: size, registry: registry)
        }
        assertAllPathsAgree(bitmaps)
        XCTAssertEqual(bitmaps[.designTime]?.pixel(x: 48, y: 32), PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    // MARK: 5. Setup only in awakeFromNib

    func testStripeSetUpInAwakeFromNibAppearsOnlyFromADocument() throws {
        let registry = registry(StripeView.self, make: StripeView.init(frame:))
        let bitmaps = try InitPathMatrix.render(StripeView.self, size: size, registry: registry)
        XCTAssertEqual(bitmaps[.coder]?.pixel(x: 10, y: 10)?.a, 255, "teal from the document")
        XCTAssertEqual(bitmaps[.code]?.pixel(x: 10, y: 10)?.a, 0, "code never calls awakeFromNib")
        XCTAssertEqual(bitmaps[.designTime], bitmaps[.code], "nor does Interface Builder")
    }

    func testFixedStripeAgreesOnEveryPath() throws {
        let registry = registry(FixedStripeView.self, make: FixedStripeView.init(frame:))
        assertAllPathsAgree(try InitPathMatrix.render(FixedStripeView.self, size: size, registry: registry))
    }

    // MARK: The matrix itself

    func testTheDesignTimeFlagIsSetOnlyInsideTheDesignTimePath() throws {
        final class FlagView: UIView {
            nonisolated(unsafe) static var seen: [Bool] = []
            override func prepareForInterfaceBuilder() { FlagView.seen.append(UIView.isRenderingForInterfaceBuilder) }
            override func draw(_ rect: CGRect) { FlagView.seen.append(UIView.isRenderingForInterfaceBuilder) }
        }
        let registry = registry(FlagView.self, make: FlagView.init(frame:))
        FlagView.seen = []
        _ = try InitPathMatrix.render(FlagView.self, size: size, paths: [.code, .coder], registry: registry)
        XCTAssertEqual(FlagView.seen, [false, false], "drawn twice, never at design time, no prepareForInterfaceBuilder")
        FlagView.seen = []
        _ = try InitPathMatrix.render(FlagView.self, size: size, paths: [.designTime], registry: registry)
        XCTAssertEqual(FlagView.seen, [true, true], "prepareForInterfaceBuilder, then drawing, both at design time")
        XCTAssertFalse(UIView.isRenderingForInterfaceBuilder)
    }

    /// The flag and the missing app bundle are task-local, so design-time renders running on
    /// other threads at the same moment as code-path renders never leak into them.
    func testDesignTimeRendersOnOtherThreadsDoNotLeakIntoCodeRenders() throws {
        final class CanvasView: UIView {
            override func draw(_ rect: CGRect) {
                (UIView.isRenderingForInterfaceBuilder ? UIColor.systemRed : UIColor.systemBlue).setFill()
                UIRectFill(bounds)
            }
        }
        let registry = registry(CanvasView.self, make: CanvasView.init(frame:))
        let count = 32, size = self.size
        nonisolated(unsafe) var centres = [StraightRGBA8?](repeating: nil, count: count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: count) { i in
            let path: InitPath = i.isMultiple(of: 2) ? .designTime : .code
            let pixel = try? InitPathMatrix.render(CanvasView.self, along: path, size: size, scale: 1, registry: registry)
                .unpremultipliedPixel(x: 24, y: 16)
            lock.withLock { centres[i] = pixel }
        }
        for (i, pixel) in centres.enumerated() {
            let want = i.isMultiple(of: 2) ? StraightRGBA8(r: 255, g: 59, b: 48, a: 255) : StraightRGBA8(r: 0, g: 122, b: 255, a: 255)
            XCTAssertEqual(pixel, want, "render \(i), \(i.isMultiple(of: 2) ? "design time" : "code")")
        }
        XCTAssertFalse(UIView.isRenderingForInterfaceBuilder)
    }

    func testAnUnregisteredClassIsAClearError() {
        XCTAssertThrowsError(try InitPathMatrix.render(StripeView.self, size: size, registry: DesignableRegistry())) { error in
            XCTAssertTrue("\(error)".contains("StripeView is not registered"), "\(error)")
        }
    }

    func testTheArchiveHoldsTheChangedStandardPropertiesAndInspectables() throws {
        let registry = registry(StarView.self, make: StarView.init(frame:)) {
            $0.inspectable("starColor", \.starColor).inspectable("points", \.points)
        }
        let object = try InitPathMatrix.archive(StarView.self, size: size, registry: registry) {
            $0.points = 6
            $0.alpha = 0.5
            $0.backgroundColor = .white
        }
        XCTAssertEqual(object.customClass, "StarView")
        XCTAssertEqual(object.element, "view")
        XCTAssertEqual(object.runtimeAttributes.map(\.keyPath), ["points"])
        XCTAssertEqual(object.runtimeAttributes.first?.value, .integer(6))
        XCTAssertEqual(object.attributes["alpha"], "0.5")
        XCTAssertNotNil(object.colors["backgroundColor"])
        let bitmaps = try InitPathMatrix.render(StarView.self, size: size, registry: registry) {
            $0.starColor = .systemPink
            $0.alpha = 0.5
        }
        assertAllPathsAgree(bitmaps)
    }

    /// The first and last columns holding any ink, or -1…-1 for an empty image.
    private func inkColumns(_ bitmap: Bitmap) -> ClosedRange<Int> {
        var columns: [Int] = []
        for x in 0..<bitmap.width where (0..<bitmap.height).contains(where: { (bitmap.pixel(x: x, y: $0)?.a ?? 0) > 0 }) {
            columns.append(x)
        }
        return (columns.first ?? -1)...(columns.last ?? -1)
    }
}
