import PDFVector
import Raster
import XCTest

/// PDF pages drawn through Raster, from PDFs written here object by object: the vector
/// image sets of asset catalogues.
final class PDFVectorImageTests: XCTestCase {
    /// A one-page PDF of `content` on a `width` × `height` pt page, with `extra` objects
    /// numbered from 5 and the page's `resources`.
    private func pdf(_ content: [UInt8], width: Int = 12, height: Int = 8, filter: String? = nil,
                     resources: String = "<< >>", extra: [String] = []) -> [UInt8] {
        let filterEntry = filter.map { " /Filter /\($0)" } ?? ""
        var objects: [[UInt8]] = [
            Array("<< /Type /Catalog /Pages 2 0 R >>".utf8),
            Array("<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 \(width) \(height)] >>".utf8),
            Array("<< /Type /Page /Parent 2 0 R /Resources \(resources) /Contents 4 0 R >>".utf8),
            Array("<< /Length \(content.count)\(filterEntry) >>\nstream\n".utf8) + content + Array("\nendstream".utf8),
        ]
        objects += extra.map { Array($0.utf8) }
        var file = Array("%PDF-1.4\n".utf8)
        for (i, body) in objects.enumerated() { file += Array("\(i + 1) 0 obj\n".utf8) + body + Array("\nendobj\n".utf8) }
        return file + Array("trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\n%%EOF\n".utf8)
    }

    /// zlib's format with stored (uncompressed) deflate blocks, so the test needs no compressor.
    private func zlibStored(_ data: [UInt8]) -> [UInt8] {
        precondition(data.count < 65_536)
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        let n = UInt16(data.count)
        let adler = (b << 16) | a
        return [0x78, 0x01, 0x01, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8)] + data
            + [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
    }

    private func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int) throws -> StraightRGBA8 {
        try XCTUnwrap(bitmap.unpremultipliedPixel(x: x, y: y))
    }

    private let shapes = Array("1 0 0 rg 0 0 6 4 re f\n0 0 1 rg 8 1 m 12 1 l 10 7 l h f\n".utf8)

    func testThePageIsItsMediaBoxInPointsWithPDFsYAxisUp() throws {
        let image = try PDFVectorImage(pdf(shapes))
        XCTAssertEqual(image.size, Size(width: 12, height: 8))
        let bitmap = try image.render(scale: 2).bitmap
        XCTAssertEqual([bitmap.width, bitmap.height], [24, 16])
        let red = try pixel(bitmap, 5, 12)  // 2.5 pt across, 2 pt above the page's bottom
        XCTAssertEqual([red.r, red.g, red.b, red.a], [255, 0, 0, 255], "the rectangle sits at the bottom, as PDF's y goes up")
        XCTAssertEqual(try pixel(bitmap, 5, 3).a, 0, "nothing is drawn over the top half")
        let blue = try pixel(bitmap, 20, 10)  // inside the triangle
        XCTAssertEqual([blue.r, blue.g, blue.b, blue.a], [0, 0, 255, 255])
        XCTAssertEqual(try pixel(bitmap, 23, 1).a, 0, "outside the triangle's slope")
    }

    func testTheSamePageGivesTheSameBytesEveryTimeAndAtEveryScaleItsOwnSize() throws {
        let image = try PDFVectorImage(pdf(shapes))
        XCTAssertEqual(try image.render(scale: 3).bitmap, try PDFVectorImage(pdf(shapes)).render(scale: 3).bitmap)
        let three = try image.render(scale: 3).bitmap
        XCTAssertEqual([three.width, three.height], [36, 24])
    }

    func testFlateCompressedContentsAndTheGraphicsStateAreDrawn() throws {
        // A half-scale transform inside q … Q, then a grey square at full scale after it.
        let content = Array("q 0.5 0 0 0.5 0 0 cm 0 1 0 rg 0 0 8 8 re f Q 0.5 g 8 4 4 4 re f".utf8)
        let bitmap = try PDFVectorImage(pdf(zlibStored(content), filter: "FlateDecode")).render(scale: 1).bitmap
        let green = try pixel(bitmap, 1, 6)
        XCTAssertEqual([green.r, green.g, green.b], [0, 255, 0], "the 8 pt square drawn at half size fills 4 pt")
        XCTAssertEqual(try pixel(bitmap, 5, 6).a, 0, "and not beyond, so the transform applied")
        let grey = try pixel(bitmap, 10, 1)
        XCTAssertEqual([grey.r, grey.g, grey.b], [128, 128, 128], "Q restored the full scale")
    }

    func testStrokesAndFormXObjectsAreDrawn() throws {
        let form = "<< /Type /XObject /Subtype /Form /BBox [0 0 12 8] /Length 27 >>\nstream\n0 0 1 RG 2 w 0 4 m 12 4 l S\nendstream"
        let bitmap = try PDFVectorImage(pdf(Array("/Icon Do".utf8), resources: "<< /XObject << /Icon 5 0 R >> >>", extra: [form]))
            .render(scale: 1).bitmap
        let stroke = try pixel(bitmap, 6, 4)
        XCTAssertEqual([stroke.b, stroke.a], [255, 255], "the form's 2 pt line across the middle")
        XCTAssertEqual(try pixel(bitmap, 6, 0).a, 0)
    }

    func testWhatIsNotDrawnIsNotedOnce() throws {
        let content = Array("BT /F1 12 Tf (hello) Tj ET BT (again) Tj ET 1 0 0 rg 0 0 2 2 re f".utf8)
        let (bitmap, notes) = try PDFVectorImage(pdf(content)).render(scale: 1)
        XCTAssertEqual(notes, ["text is not drawn"])
        XCTAssertEqual(try pixel(bitmap, 1, 7).r, 255, "the path after the text is still drawn")
    }

    func testBadInputIsAnErrorThatSaysWhatIsWrong() {
        XCTAssertThrowsError(try PDFVectorImage(Array("GIF89a".utf8))) { XCTAssertEqual("\($0)", "not a PDF file (no %PDF- header)") }
        let noBox = Array("%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Page >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n".utf8)
        XCTAssertThrowsError(try PDFVectorImage(noBox)) { XCTAssertEqual("\($0)", "the page has no /MediaBox of four numbers") }
        XCTAssertThrowsError(try PDFVectorImage(pdf([1, 2, 3], filter: "DCTDecode")).render(scale: 1)) {
            XCTAssertTrue("\($0)".contains("/DCTDecode is not supported"), "\($0)")
        }
    }
}
