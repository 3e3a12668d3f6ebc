import Raster

/// The first page of a PDF as a vector image, as an Xcode image set's single-scale PDF is:
/// its size in points is the page's MediaBox, and it is drawn through Raster at any scale.
///
/// Paths, colours (grey, RGB, CMYK, ICC-based by their component count), the graphics state
/// (`q Q cm w J j M d gs` with ExtGState alpha and line settings), clipping and form XObjects
/// are drawn. Text, images, shadings and patterns are skipped, each noted once in ``notes``
/// of the drawing, since vector icons rarely hold them. Drawing is deterministic: it is
/// Raster's path filling and stroking, nothing of the platform's.
public struct PDFVectorImage: Sendable {
    let document: PDFDocument
    let page: [String: PDFObject]
    /// The page's MediaBox, in PDF units (points), lower-left origin.
    public let mediaBox: Rect

    /// The size in points: the MediaBox's.
    public var size: Size { mediaBox.size }

    /// Reads the first page of the PDF in `bytes`.
    public init(_ bytes: [UInt8]) throws(PDFError) {
        let document = try PDFDocument(bytes)
        self.document = document
        guard let catalog = document.resolve(document.root)?.dictionary,
              let pages = document.resolve(catalog["Pages"])?.dictionary else { throw PDFError("the catalogue has no /Pages") }
        // The first leaf of the page tree, with the attributes it inherits.
        var node = pages
        var inherited: [String: PDFObject] = [:]
        var depth = 0
        while node["Type"]?.name != "Page" || node["Kids"] != nil {
            for key in ["MediaBox", "Resources", "CropBox", "Rotate"] where node[key] != nil { inherited[key] = node[key] }
            guard depth < 64, let kids = document.resolve(node["Kids"])?.array, let first = kids.first,
                  let kid = document.resolve(first)?.dictionary else { throw PDFError("the page tree has no page") }
            node = kid
            depth += 1
        }
        let page = node.merging(inherited) { own, _ in own }
        self.page = page
        guard let box = document.resolve(page["MediaBox"])?.array?.compactMap({ document.resolve($0)?.number }), box.count == 4 else {
            throw PDFError("the page has no /MediaBox of four numbers")
        }
        let x = min(box[0], box[2]), y = min(box[1], box[3])
        mediaBox = Rect(x: x, y: y, width: abs(box[2] - box[0]), height: abs(box[3] - box[1]))
        guard mediaBox.width > 0, mediaBox.height > 0 else { throw PDFError("the page's /MediaBox is empty") }
    }

    /// The page drawn at `scale` pixels per point, at its own size (rounded up to whole pixels).
    public func render(scale: Double) throws(PDFError) -> (bitmap: Bitmap, notes: [String]) {
        let canvas: Canvas
        do { canvas = try Canvas(width: size.width, height: size.height, scale: scale) } catch {
            throw PDFError("cannot make a \(size.width) × \(size.height) pt canvas at scale \(scale) (\(error))")
        }
        let notes = try draw(into: canvas, in: Rect(x: 0, y: 0, width: size.width, height: size.height))
        return (canvas.bitmap, notes)
    }

    /// Draws the page into `rect` of `canvas` (top-left origin, y down), stretched to fill it;
    /// returns what was skipped.
    @discardableResult
    public func draw(into canvas: Canvas, in rect: Rect) throws(PDFError) -> [String] {
        var contents: [UInt8] = []
        switch document.resolve(page["Contents"]) {
        case nil: break
        case .array(let parts)?:
            for part in parts {
                guard let stream = document.resolve(part) else { continue }
                contents += try document.decodedData(of: stream) + [10]
            }
        case let stream?: contents = try document.decodedData(of: stream)
        }
        canvas.saveGState()
        defer { canvas.restoreGState() }
        canvas.clip(to: rect)
        let sx = rect.width / mediaBox.width, sy = rect.height / mediaBox.height
        canvas.concatenate(Transform(a: sx, b: 0, c: 0, d: -sy, tx: rect.minX - mediaBox.minX * sx, ty: rect.minY + rect.height + mediaBox.minY * sy))
        var interpreter = PDFContentInterpreter(document: document, canvas: canvas)
        try interpreter.run(contents, resources: document.resolve(page["Resources"])?.dictionary, depth: 0)
        return interpreter.notes.sorted()
    }
}
