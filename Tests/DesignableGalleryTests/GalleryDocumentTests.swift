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
        let root = try load().topLevelViews[0]
        let bitmap = try UIImage.withAppBundle(GalleryBundle.bundle) { try ViewRenderer.render(root, scale: 2) }
        assertSnapshot(of: bitmap, as: .image)
    }
}
