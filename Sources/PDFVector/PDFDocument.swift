import PNGCodec

/// A PDF file's objects, read by scanning the file for `n g obj … endobj` (so a hand-edited
/// file whose cross-reference offsets no longer match still reads), with the objects inside
/// compressed object streams (`/Type /ObjStm`) and the trailer's or cross-reference stream's
/// `/Root`.
public struct PDFDocument: Sendable {
    var objects: [Int: PDFObject] = [:]
    var root: PDFObject?

    /// Reads `bytes`; throws when they are not a PDF or have no page catalogue.
    public init(_ bytes: [UInt8]) throws(PDFError) {
        guard bytes.starts(with: Array("%PDF-".utf8)) else { throw PDFError("not a PDF file (no %PDF- header)") }
        var parser = PDFParser(bytes, at: 0)
        var previous: [PDFLexer.Token] = []
        while true {
            let token: PDFLexer.Token?
            do { token = try parser.token() } catch { continue }  // junk between objects
            guard let token else { break }
            if token == .keyword("obj"), previous.count >= 2, case .integer(let number) = previous[previous.count - 2] {
                previous = []
                guard let first = try parser.token() else { break }
                var value = try parser.object(startingWith: first)
                if let next = try parser.token() {
                    if next == .keyword("stream"), case .dictionary(let dict) = value {
                        let (data, end) = try Self.streamData(bytes, from: parser.position, dictionary: dict, objects: objects)
                        value = .stream(dict, data)
                        parser = PDFParser(bytes, at: end)
                    } else if next != .keyword("endobj") {
                        parser.putBack(next)
                    }
                }
                objects[number] = value
                continue
            }
            if token == .keyword("trailer"), let next = try parser.token(), case .dictionary(let d) = try parser.object(startingWith: next) {
                root = d["Root"] ?? root
                continue
            }
            previous.append(token)
            if previous.count > 2 { previous.removeFirst() }
        }
        // Objects inside object streams, and a cross-reference stream's /Root.
        for (_, object) in objects.sorted(by: { $0.key < $1.key }) {
            guard case .stream(let dict, _) = object else { continue }
            if dict["Type"]?.name == "XRef", root == nil { root = dict["Root"] }
            if dict["Type"]?.name == "ObjStm" { try unpackObjectStream(object) }
        }
        if root == nil {
            root = objects.sorted { $0.key < $1.key }.first { $0.value.dictionary?["Type"]?.name == "Catalog" }.map { .reference($0.key, 0) }
        }
        guard root != nil else { throw PDFError("no document catalogue (/Root)") }
    }

    /// The object `object` refers to, or `object` itself.
    func resolve(_ object: PDFObject?) -> PDFObject? {
        var current = object
        var hops = 0
        while case .reference(let n, _)? = current, hops < 32 {
            current = objects[n]
            hops += 1
        }
        return current
    }

    /// A stream's data after `stream`: `/Length` bytes when that lands on `endstream`, else up
    /// to the next `endstream`. Returns the data and where reading resumes.
    private static func streamData(_ bytes: [UInt8], from position: Int, dictionary: [String: PDFObject],
                                   objects: [Int: PDFObject]) throws(PDFError) -> ([UInt8], Int) {
        var start = position
        if start < bytes.count, bytes[start] == 13 { start += 1 }
        if start < bytes.count, bytes[start] == 10 { start += 1 }
        var length: Int?
        switch dictionary["Length"] {
        case .number(let n)?: length = Int(n)
        case .reference(let n, _)?: length = objects[n]?.number.map(Int.init)
        default: break
        }
        let marker = Array("endstream".utf8)
        if let length, length >= 0, start + length <= bytes.count {
            var after = start + length
            while after < bytes.count, PDFLexer.isWhitespace(bytes[after]) { after += 1 }
            if bytes[after...].starts(with: marker) { return (Array(bytes[start..<(start + length)]), after + marker.count) }
        }
        var i = start
        while i + marker.count <= bytes.count {
            if bytes[i] == 0x65, bytes[i..<(i + marker.count)].elementsEqual(marker) {
                var end = i
                if end > start, bytes[end - 1] == 10 { end -= 1 }
                if end > start, bytes[end - 1] == 13 { end -= 1 }
                return (Array(bytes[start..<end]), i + marker.count)
            }
            i += 1
        }
        throw PDFError("a stream starting at byte \(start) has no endstream")
    }

    private mutating func unpackObjectStream(_ stream: PDFObject) throws(PDFError) {
        guard case .stream(let dict, _) = stream, let n = dict["N"]?.number, let first = dict["First"]?.number else { return }
        let data = try decodedData(of: stream)
        var header = PDFParser(data, at: 0)
        var entries: [(Int, Int)] = []
        for _ in 0..<Int(n) {
            guard case .integer(let number)? = try header.lexer.next(), case .integer(let offset)? = try header.lexer.next() else { break }
            entries.append((number, offset))
        }
        for (number, offset) in entries where objects[number] == nil {
            var parser = PDFParser(data, at: Int(first) + offset)
            if let t = try parser.token() { objects[number] = try parser.object(startingWith: t) }
        }
    }

    /// A stream's data with its filters undone: FlateDecode (with PNG predictors), ASCIIHexDecode.
    func decodedData(of stream: PDFObject) throws(PDFError) -> [UInt8] {
        guard case .stream(let dict, var data) = stream else { throw PDFError("expected a stream") }
        let filters: [String]
        switch resolve(dict["Filter"]) {
        case nil: filters = []
        case .name(let n)?: filters = [n]
        case .array(let a)?: filters = a.compactMap { resolve($0)?.name }
        default: throw PDFError("a stream's /Filter is neither a name nor an array")
        }
        let parms = resolve(dict["DecodeParms"])
        for (i, filter) in filters.enumerated() {
            switch filter {
            case "FlateDecode", "Fl":
                data = try Self.inflate(data)
                let p = parms?.array.flatMap { i < $0.count ? resolve($0[i]) : nil } ?? parms
                if let predictor = p?.dictionary?["Predictor"]?.number, predictor >= 10 {
                    data = try Self.unpredict(data, columns: Int(p?.dictionary?["Columns"]?.number ?? 1),
                                              colors: Int(p?.dictionary?["Colors"]?.number ?? 1),
                                              bits: Int(p?.dictionary?["BitsPerComponent"]?.number ?? 8))
                }
            case "ASCIIHexDecode", "AHx":
                var lexer = PDFLexer([0x3C] + data.filter { $0 != 0x3E } + [0x3E])
                guard case .string(let s)? = try lexer.next() else { throw PDFError("bad ASCIIHexDecode data") }
                data = s
            default:
                throw PDFError("the stream filter /\(filter) is not supported (only FlateDecode and ASCIIHexDecode)")
            }
        }
        return data
    }

    /// zlib data inflated, growing the buffer up to 64 MB.
    static func inflate(_ compressed: [UInt8]) throws(PDFError) -> [UInt8] {
        switch Zlib.inflate(compressed, initialCapacity: max(4096, compressed.count * 4), limit: 64 << 20) {
        case .success(let bytes): return bytes
        case .failure(let failure): throw PDFError("FlateDecode data does not inflate (zlib status \(failure.status))")
        }
    }

    /// PNG predictors (Predictor ≥ 10): each row starts with its filter type.
    static func unpredict(_ data: [UInt8], columns: Int, colors: Int, bits: Int) throws(PDFError) -> [UInt8] {
        let bpp = max(1, colors * bits / 8), rowLength = (columns * colors * bits + 7) / 8
        var out: [UInt8] = []
        var prior = [UInt8](repeating: 0, count: rowLength)
        var i = 0
        while i + rowLength + 1 <= data.count {
            let type = data[i]
            var row = Array(data[(i + 1)...(i + rowLength)])
            for x in 0..<rowLength {
                let a = x >= bpp ? Int(row[x - bpp]) : 0, b = Int(prior[x]), c = x >= bpp ? Int(prior[x - bpp]) : 0
                let add: Int
                switch type {
                case 0: add = 0
                case 1: add = a
                case 2: add = b
                case 3: add = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    add = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw PDFError("unknown PNG predictor row type \(type)")
                }
                row[x] = UInt8(truncatingIfNeeded: Int(row[x]) + add)
            }
            out += row
            prior = row
            i += rowLength + 1
        }
        return out
    }
}
