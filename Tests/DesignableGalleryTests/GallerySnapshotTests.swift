import Designable
import DesignableCLI
import DesignableDemo
import DesignableGallery
import DesignableTesting
import Raster
import XCTest

/// Every gallery view against its reference, at 1×, 2× and 3×, and the same on every init path.
final class GallerySnapshotTests: XCTestCase {
    /// As a suite registers its module's views before each test, so any test runs alone: the
    /// gallery's images are found through its registration.
    override func setUp() {
        super.setUp()
        Gallery.register()
    }

    func testEveryGalleryViewMatchesItsReferenceAt1x2xAnd3xOnEveryPath() throws {
        for item in Gallery.views {
            for scale in [1, 2, 3] as [CGFloat] {
                // As the app ships the gallery's images; the design-time path takes the bundle away itself.
                UIImage.withAppBundle(GalleryBundle.bundle) {
                    assertSnapshot(of: item.makeView(), as: .image(scale: scale, paths: .all), named: "\(item.name)@\(Int(scale))x")
                }
            }
        }
    }

    /// The views drawn in system colours change in dark mode, and must change alike on every
    /// path; the others must not change at all.
    func testEveryGalleryViewInSystemColoursMatchesItsDarkReferenceOnEveryPath() throws {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        var dynamic: [String] = []
        for item in Gallery.views {
            let light = try GalleryRendering.render(item), inDark = try GalleryRendering.render(item, traits: dark)
            guard light.bytes != inDark.bytes else { continue }
            dynamic.append(item.name)
            UIImage.withAppBundle(GalleryBundle.bundle) {
                assertSnapshot(of: item.makeView(), as: .image(traits: dark, paths: .all), named: "\(item.name)-dark")
            }
        }
        XCTAssertEqual(dynamic, ["StarView", "EllipseView", "StarEllipseView", "InspectableView", "DesignableLabel",
                                 "SelectorTextField", "PlaceholderTextView", "CenteredGroupView", "XibBackedView"])
    }

    func testEveryGalleryViewLooksTheSameOnAllThreeInitPaths() throws {
        for item in Gallery.views {
            let code = try GalleryRendering.render(item, along: .code)
            for path in [InitPath.coder, .designTime] {
                let other = try GalleryRendering.render(item, along: path)
                XCTAssertEqual(other.bytes, code.bytes, "\(item.name): the \(path) path drifts from the code path")
            }
        }
    }

    func testSelectorTextFieldFollowsDarkAppearance() throws {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let bitmap = try GalleryRendering.render(GalleryRendering.item(named: "SelectorTextField"), traits: dark)
        XCTAssertEqual(bitmap.pixel(x: 4, y: 4), PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255), "systemBackground is black in dark")
        assertSnapshot(of: bitmap, as: .image, named: "dark")
    }

    func testXibBackedViewFollowsDarkAppearanceThroughItsNibsSystemColours() throws {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let item = GalleryRendering.item(named: "XibBackedView")
        let code = try GalleryRendering.render(item, traits: dark)
        XCTAssertNotEqual(code.bytes, try GalleryRendering.render(item).bytes, "the nib's systemColor references are dynamic")
        for path in [InitPath.coder, .designTime] {
            XCTAssertEqual(try GalleryRendering.render(item, along: path, traits: dark).bytes, code.bytes, "\(path) in dark")
        }
        assertSnapshot(of: code, as: .image, named: "dark")
    }

    func testSelectorTextFieldAtFontSizes10To30KeepsItsTextCentred() throws {
        for size in [10, 15, 20, 30] as [CGFloat] {
            // Wide enough for "Select a Sport" at 30 pt between the two arrow slots.
            let field = SelectorTextField(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            field.selectorFontSize = size
            field.frame.size.height = field.intrinsicContentSize.height
            let text = field.textRect(forBounds: field.bounds)
            XCTAssertEqual(text.midX, field.bounds.midX, "font size \(size)")
            let bitmap = try UIImage.withAppBundle(GalleryBundle.bundle) { try ViewRenderer.render(field, scale: 2) }
            assertSnapshot(of: bitmap, as: .image, named: "font-\(Int(size))")
        }
    }

    func testOpenSelectorListsItsOptionsBelowTheField() throws {
        let field = SelectorTextField(frame: CGRect(x: 0, y: 0, width: 240, height: 44))
        field.options = ["Football", "Tennis", "Rowing"]
        field.isOpen = true
        field.dividerColor = .systemBlue
        field.dividerSize = 2
        field.frame.size.height = field.intrinsicContentSize.height
        XCTAssertEqual(field.bounds.height, 44 + 3 * SelectorOptionsTable.rowHeight)
        assertSnapshot(of: try ViewRenderer.render(field, scale: 2), as: .image)
    }

    func testCenteredGroupGrowsWithItsLabelAndStaysCentred() throws {
        for title in ["Hi", "A much longer title"] {
            let view = CenteredGroupView(frame: CGRect(x: 0, y: 0, width: 260, height: 80))
            view.title = title
            let bitmap = try ViewRenderer.render(view, scale: 2)
            XCTAssertEqual(view.group.center.x, 130, accuracy: 0.5, title)
            XCTAssertEqual(view.group.center.y, 40, accuracy: 0.5, title)
            assertSnapshot(of: bitmap, as: .image, named: title.count < 5 ? "short" : "long")
        }
    }
}
