import Designable
import DesignableTesting
import Foundation
import InterfaceBuilder
import Raster
import XCTest

/// Nib-backed views: a view that loads its own nib as File's Owner from both initialisers,
/// through `UINib` and `Bundle.loadNibNamed`, as mbogh's NibDesignable and seed 003 do.
final class NibBackedViewTests: XCTestCase {
    private func fixtures(_ files: [String: String] = ["Card.xib": NibDocuments.card(), "Shelf.xib": NibDocuments.shelf,
                                                       "Loop.xib": NibDocuments.loop]) throws -> Bundle {
        NibFixtures.registered
        return try NibFixtures.bundle(files)
    }

    // MARK: File's Owner

    func testLoadingANibAsFilesOwnerConnectsTheOwnersOutletsAndAttributes() throws {
        let bundle = try fixtures()
        let card = NibCard(frame: .zero)   // made outside any bundle: its own nib is missing
        XCTAssertNil(card.caption)
        let objects = UINib(nibName: "Card", bundle: bundle).instantiate(withOwner: card, options: nil)
        XCTAssertEqual(objects.count, 1, "File's Owner and First Responder are not top-level objects")
        let root = try XCTUnwrap(objects.first as? UIView)
        XCTAssertTrue(card.caption === root.subviews[1], "File's Owner's caption outlet reaches the label")
        XCTAssertEqual(card.caption.text, "Card")
        XCTAssertTrue(card.accent === root.subviews[0])
        XCTAssertEqual(card.layer.cornerRadius, 8, "File's Owner's runtime attribute is set on the owner")
        XCTAssertNil(root.superview, "instantiating does not add the root view anywhere")
    }

    func testBundleLoadNibNamedReturnsTheTopLevelObjectsWithTheOwnerConnected() throws {
        let bundle = try fixtures()
        let card = NibCard(frame: .zero)
        let objects = try XCTUnwrap(bundle.loadNibNamed("Card", owner: card, options: nil))
        XCTAssertTrue(objects.first as? UIView === card.caption.superview)
    }

    func testBothInitialisersLoadTheNibAndConnectTheOutlets() throws {
        let bundle = try fixtures()
        try NibFixtures.$bundle.withValue(bundle) {
            let made = NibCard(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
            XCTAssertNil(made.loadError)
            XCTAssertEqual(made.caption.text, "Card")
            XCTAssertTrue(made.caption.isDescendant(of: made))

            let nib = try FixtureDocuments.load("""
                <view contentMode="scaleToFill" id="c1" customClass="NibCard">
                    <rect key="frame" x="0" y="0" width="120" height="60"/>
                </view>
                """, registry: .shared)
            let decoded = try XCTUnwrap(nib.view(withID: "c1") as? NibCard)
            XCTAssertNil(decoded.loadError)
            XCTAssertEqual(decoded.caption.text, "Card")
            XCTAssertTrue(decoded.accent.isDescendant(of: decoded))
            XCTAssertEqual(decoded.subviews.count, 1, "the nib's root view, pinned")
        }
    }

    func testTheCodeCoderAndDesignTimePathsDrawTheSamePixels() throws {
        let bundle = try fixtures()
        let bitmaps = try NibFixtures.$bundle.withValue(bundle) {
            try InitPathMatrix.render(NibCard.self, size: CGSize(width: 120, height: 60)) { $0.captionText = "Hello" }
        }
        let code = try XCTUnwrap(bitmaps[.code])
        XCTAssertEqual(bitmaps[.coder]?.bytes, code.bytes, "init(coder:) drifted from init(frame:)")
        XCTAssertEqual(bitmaps[.designTime]?.bytes, code.bytes, "the design-time path drifted from init(frame:)")
        // The caption really came through the runtime attribute: the default caption draws differently.
        let plain = try NibFixtures.$bundle.withValue(bundle) {
            try InitPathMatrix.render(NibCard.self, along: .coder, size: CGSize(width: 120, height: 60))
        }
        XCTAssertNotEqual(plain.bytes, code.bytes)
        assertSnapshot(of: code, as: .image, named: "card")
    }

    // MARK: Nesting

    func testANibHoldingNibBackedViewsLoadsEachOfTheirNibs() throws {
        let bundle = try fixtures()
        try NibFixtures.$bundle.withValue(bundle) {
            let shelf = NibShelf(frame: CGRect(x: 0, y: 0, width: 260, height: 80))
            XCTAssertNil(shelf.loadError)
            let left = try XCTUnwrap(shelf.left), right = try XCTUnwrap(shelf.right)
            XCTAssertNil(left.loadError)
            XCTAssertEqual(left.caption.text, "Left", "the outer nib's runtime attribute reaches the inner nib's label")
            XCTAssertEqual(right.caption.text, "Right")
            XCTAssertTrue(left.caption.isDescendant(of: left) && left.isDescendant(of: shelf))
            XCTAssertEqual(left.layer.cornerRadius, 8, "each card's own File's Owner attribute")
            XCTAssertFalse(left.caption === right.caption, "each card has its own instance of Card.xib")
            let bitmap = try ViewRenderer.render(shelf, scale: 2)
            assertSnapshot(of: bitmap, as: .image, named: "shelf")
        }
    }

    func testANibWhoseRootViewLoadsTheSameNibStopsWithAnErrorInsteadOfRecursing() throws {
        let bundle = try fixtures()
        let outer = try NibFixtures.$bundle.withValue(bundle) { try UINib(nibName: "Loop", bundle: bundle).load(owner: nil) }
        let root = try XCTUnwrap(outer.topLevelViews.first as? NibLoop)
        guard case .recursive(let name, let chain)? = root.loadError else {
            return XCTFail("expected the inner load to be refused, got \(String(describing: root.loadError))")
        }
        XCTAssertEqual(name, "Loop")
        XCTAssertEqual(chain, ["Loop.xib"])
        XCTAssertTrue(root.subviews.isEmpty)
        XCTAssertTrue("\(root.loadError!)".contains("set that class on File's Owner"), "\(root.loadError!)")

        // Made in code it loads Loop.xib once; the NibLoop inside is refused the second load.
        let made = NibFixtures.$bundle.withValue(bundle) { NibLoop(frame: CGRect(x: 0, y: 0, width: 40, height: 40)) }
        XCTAssertNil(made.loadError)
        let inner = try XCTUnwrap(made.subviews.first as? NibLoop)
        XCTAssertNotNil(inner.loadError)
    }

    // MARK: Failures

    func testAMissingNibIsAnErrorNamingTheBundleAndTheNameNotACrash() throws {
        let bundle = try fixtures([:])
        let nib = UINib(nibName: "Card", bundle: bundle)
        XCTAssertThrowsError(try nib.load(owner: nil)) { error in
            guard case .notFound(let name, let path, let searched) = error as? UINib.LoadError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(name, "Card")
            XCTAssertEqual(path, bundle.bundlePath)
            XCTAssertFalse(searched.isEmpty)
            XCTAssertTrue("\(error)".hasPrefix("Could not load NIB in bundle: '\(bundle.bundlePath)' with name 'Card'."), "\(error)")
            XCTAssertTrue("\(error)".contains("Bundle.module"), "the SwiftPM hint")
        }
        XCTAssertEqual(nib.instantiate(withOwner: nil, options: nil).count, 0, "UIKit raises; Designable returns nothing")
        XCTAssertNil(bundle.loadNibNamed("Card", owner: nil, options: nil))

        let card = NibFixtures.$bundle.withValue(bundle) { NibCard(frame: CGRect(x: 0, y: 0, width: 120, height: 60)) }
        XCTAssertTrue(card.subviews.isEmpty)
        XCTAssertNil(card.caption)
        XCTAssertNotNil(card.loadError)
        XCTAssertNoThrow(try ViewRenderer.render(card, scale: 1), "a view whose nib is missing still renders, empty")
    }

    func testANilBundleIsTheAppBundleWhichDesignTimeDoesNotHave() throws {
        let bundle = try fixtures()
        let loaded = UIImage.withAppBundle(bundle) { UINib(nibName: "Card", bundle: nil).instantiate(withOwner: NibCard(frame: .zero)) }
        XCTAssertEqual(loaded.count, 1)
        let atDesignTime = UIImage.withAppBundle(nil) { Result { try UINib(nibName: "Card", bundle: nil).load(owner: nil) } }
        XCTAssertThrowsError(try atDesignTime.get()) { error in
            XCTAssertTrue("\(error)".hasPrefix("Could not load NIB in bundle: '(no app bundle)' with name 'Card'."), "\(error)")
        }
    }

    func testAnOwnerOutletToAnUnknownKeyIsReportedWithTheDocumentLineAndASuggestion() throws {
        let xml = NibDocuments.card(outlet: "captoin")
        let bundle = try fixtures(["CardTypo.xib": xml])
        XCTAssertThrowsError(try UINib(nibName: "CardTypo", bundle: bundle).load(owner: NibCard(frame: .zero))) { error in
            guard case .failed(let failure) = error as? UINib.LoadError else { return XCTFail("\(error)") }
            XCTAssertEqual(failure.issues.map(\.kind), [.unknownKey])
            let issue = failure.issues[0]
            XCTAssertEqual(issue.file, "CardTypo.xib")
            let line = (xml.components(separatedBy: "\n").firstIndex { $0.contains("property=\"captoin\"") } ?? -2) + 1
            XCTAssertEqual(issue.line, line)
            XCTAssertTrue(issue.message.hasPrefix("NibCard is not key value coding-compliant for the key 'captoin'. Did you mean 'caption'?"),
                          issue.message)
        }
        // Where UIKit would raise NSUnknownKeyException, the UIKit-shaped API gives nothing back.
        XCTAssertNil(bundle.loadNibNamed("CardTypo", owner: NibCard(frame: .zero)))
    }

    func testOwnerOutletsOfAnUnregisteredOwnerAreWarningsNotConnections() throws {
        let bundle = try fixtures()
        let plain = UIView(frame: .zero)
        let nib = try UINib(nibName: "Card", bundle: bundle).load(owner: plain)
        XCTAssertEqual(nib.report.warnings.map(\.kind), [.outletNotConnected, .outletNotConnected])
        XCTAssertTrue(nib.report.warnings[0].message.contains("outlet 'caption' of UIView is not connected"),
                      nib.report.warnings[0].message)
    }
}
