import Designable
import Foundation
import Raster
import XCTest

/// What the slider, stepper, page control and progress view tests share: a board to show
/// several states in one reference, and the check that a document renders as code does.
enum RangeControlFixtures {
    /// A light grouped-background board holding `views` where their frames put them.
    static func board(_ width: CGFloat, _ height: CGFloat, _ views: [UIView], background: UIColor = .systemBackground) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.backgroundColor = background
        views.forEach(root.addSubview)
        return root
    }

    /// The document `body` holds the view `objectID`; rendered along the init-path matrix's
    /// three paths (init(coder:), init(frame:) with the stored values set, and Interface
    /// Builder's canvas), it must be pixel for pixel the view built in code.
    static func assertDocument(_ body: String, objectID: String, rendersAs code: UIView,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let registry = DesignableRegistry()
        let nib = try FixtureDocuments.load(body, registry: registry)
        let bitmaps = try InitPathMatrix.render(document: nib, objectID: objectID, registry: registry)
        let fromCode = try ViewRenderer.render(code)
        XCTAssertEqual(bitmaps.count, 3, file: file, line: line)
        for (path, bitmap) in bitmaps {
            XCTAssertTrue(bitmap == fromCode, "\(path) differs from the view built in code", file: file, line: line)
        }
        XCTAssertTrue(fromCode.bytes.contains { $0 != 0 }, "the control drew something", file: file, line: line)
    }

    /// A 4 × 4 point opaque image of one colour, for track images.
    static func swatch(red: UInt8, green: UInt8, blue: UInt8) -> UIImage {
        var pixels = try! Bitmap(width: 8, height: 8)
        pixels.fill(PremultipliedRGBA8(r: red, g: green, b: blue, a: 255))
        return UIImage(bitmap: pixels, scale: 2)
    }

    /// The error loading `body` throws, as `file:line: message` lines.
    static func loadError(_ body: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        FixtureDocuments.loadError(body, registry: DesignableRegistry(), file: file, line: line)?.description
    }
}
