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

    /// The view `id` of the document `body`, which must load without a warning: the four
    /// controls are no longer stand-ins.
    static func decoded<V: UIView>(_ body: String, id: String, as type: V.Type,
                                   file: StaticString = #filePath, line: UInt = #line) throws -> V {
        let nib = try FixtureDocuments.load(body, registry: DesignableRegistry())
        XCTAssertTrue(nib.report.warnings.isEmpty, "\(nib.report.warnings)", file: file, line: line)
        return try XCTUnwrap(nib.view(withID: id) as? V, file: file, line: line)
    }

    /// A document whose `<element>` stores `key="text"`, which is not a number, fails to load
    /// with one error naming the file, the element's line and the key.
    static func assertNotANumberIsAnError(_ element: String, key: String, text: String,
                                          file: StaticString = #filePath, line: UInt = #line) {
        let body = """
            <\(element) opaque="NO" contentMode="scaleToFill" \(key)="\(text)" id="bad">
                <rect key="frame" x="0.0" y="0.0" width="200" height="31"/>
            </\(element)>
            """
        let message = FixtureDocuments.loadError(body, registry: DesignableRegistry(), file: file, line: line)?.description
        let at = FixtureDocuments.line(of: "id=\"bad\"", in: body)
        XCTAssertEqual(message, "Fixture.xib:\(at): <\(element)> \(key)=\"\(text)\" is not a number; \(key) is left at its default",
                       file: file, line: line)
    }
}
