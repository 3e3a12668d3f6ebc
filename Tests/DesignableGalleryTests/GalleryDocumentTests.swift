import Designable
import DesignableGallery
import DesignableTesting
import Foundation
import Raster
import XCTest

/// The gallery's own Interface Builder document, loaded as UIKit's nib loading does.
final class GalleryDocumentTests: XCTestCase {
    private func load() throws -> LoadedNib {
        Gallery.register()
        return try InterfaceBuilderLoader.load(contentsOf: GalleryBundle.documentURL)
    }

    func testEveryViewDecodesAsItsGalleryClassWithoutWarnings() throws {
        let nib = try load()
        XCTAssertEqual(nib.report.warnings.map(\.description), [])
        let classes = nib.topLevelViews[0].subviews.map { String(describing: type(of: $0)) }
        XCTAssertEqual(classes, ["StarView", "EllipseView", "StarEllipseView", "InspectableView", "DesignableLabel",
                                 "SelectorTextField", "PlaceholderTextView", "CenteredGroupView", "XibBackedView"])
    }

    func testTheNibBackedViewInTheDocumentLoadsItsOwnNibThenTakesTheDocumentsAttributes() throws {
        let nib = try load()
        let card = try XCTUnwrap(nib.view(withID: "xib-vw-001") as? XibBackedView)
        XCTAssertTrue(card.contentView?.superview === card, "XibBackedView.xib's root view, inside the view Gallery.xib decoded")
        XCTAssertEqual(card.titleLabel.text, "Loaded from its own XIB")
        XCTAssertEqual(card.textField.placeholder, "Set in Gallery.xib")
    }

    func testRuntimeAttributesOfEveryTypeReachTheirProperties() throws {
        let nib = try load()
        let inspectable = try XCTUnwrap(nib.view(withID: "ins-vw-001") as? InspectableView)
        XCTAssertEqual(inspectable.cornerRadius, 20)
        XCTAssertEqual(inspectable.layer.cornerRadius, 20, "the didSet ran")
        XCTAssertTrue(inspectable.isHighlighted)
        XCTAssertEqual(inspectable.title, "From a XIB")
        XCTAssertEqual(inspectable.titleOrigin, CGPoint(x: 16, y: 10))
        XCTAssertEqual(inspectable.dotCount, 3)
        XCTAssertEqual(inspectable.dotSize, CGSize(width: 14, height: 14))
        XCTAssertEqual(inspectable.dotOpacity, 0.5)
        XCTAssertEqual(inspectable.progress, 0.25)
        XCTAssertEqual(inspectable.barFrame, CGRect(x: 16, y: 40, width: 148, height: 10))
        let label = try XCTUnwrap(nib.view(withID: "lbl-vw-001"))
        XCTAssertEqual(label.borderWidth, 2)
        XCTAssertEqual(label.testingId, "gallery-label")
        let selector = try XCTUnwrap(nib.view(withID: "stf-vw-001") as? SelectorTextField)
        XCTAssertEqual(selector.font?.pointSize, 20, "selectorFontSize wins over the document's font, as its didSet runs later")
    }

    func testTheDocumentRendersEveryGalleryView() throws {
        let nib = try load()
        UIImage.withAppBundle(GalleryBundle.bundle) {
            assertSnapshot(of: nib, as: .image)
        }
    }

    func testOneViewOfTheDocumentRendersByItsIdAt3xAsLoadedAndInTheCanvas() throws {
        // The design-time path rebuilds the StarEllipseView from the values the document decoded.
        let nib = try load()
        assertSnapshot(of: nib, as: .image(object: "sel-vw-001", scale: 3, paths: [.coder, .designTime]), named: "star-ellipse@3x")
    }

    // MARK: - The storyboard

    private func loadStoryboard() throws -> LoadedNib {
        Gallery.register()
        return try InterfaceBuilderLoader.load(contentsOf: GalleryBundle.storyboardURL)
    }

    func testTheStoryboardsShowcaseSceneDecodesItsGalleryViewsWithoutWarnings() throws {
        let storyboard = try loadStoryboard()
        XCTAssertEqual(storyboard.report.warnings.map(\.description), [])
        XCTAssertEqual(storyboard.scenes.map(\.id), ["gal-sc-001", "gal-sc-002"])
        let root = try XCTUnwrap(storyboard.scenes[0].rootView)
        XCTAssertEqual(root.subviews.map { String(describing: type(of: $0)) },
                       ["StarView", "EllipseView", "StarEllipseView", "CenteredGroupView"])
        let group = try XCTUnwrap(storyboard.view(withID: "gal-cg-001") as? CenteredGroupView)
        XCTAssertEqual(group.title, "From a storyboard")
        XCTAssertEqual(group.borderWidth, 2)
    }

    func testTheStoryboardsShowcaseSceneMatchesItsReference() throws {
        let storyboard = try loadStoryboard()
        assertSnapshot(of: storyboard, as: .image(scene: "gal-sc-001"), named: "showcase")
        assertSnapshot(of: storyboard, as: .image(scene: "gal-sc-001", traits: .init(userInterfaceStyle: .dark)), named: "showcase-dark")
    }

    func testAContainerSceneOrAnUnknownIdFailsNamingWhatTheDocumentHas() throws {
        let storyboard = try loadStoryboard()
        let container = verifySnapshot(of: storyboard, as: .image(scene: "gal-sc-002"), named: "container", record: .never)
        XCTAssertEqual(container, "Could not take the snapshot for \(reference("container")): Scene \"gal-sc-002\" in Gallery.storyboard has no "
                       + "root view of its own (a container controller); snapshot one of its children's scenes: gal-sc-001.")
        let unknown = verifySnapshot(of: storyboard, as: .image(object: "nope"), named: "unknown", record: .never)
        XCTAssertEqual(unknown?.hasSuffix("Gallery.storyboard has no object \"nope\". Its top-level views: none; any view's id works too."), true, unknown ?? "")
        let code = verifySnapshot(of: storyboard, as: .image(paths: [.code]), named: "code", record: .never)
        XCTAssertEqual(code?.contains("A document's views are made by init(coder:), so it has no code path"), true, code ?? "")
    }

    /// A reference that does not exist goes in the test target's folder.
    private func reference(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/DesignableGalleryTests/GalleryDocumentTests/testAContainerSceneOrAnUnknownIdFailsNamingWhatTheDocumentHas.\(name).png").path
    }
}
