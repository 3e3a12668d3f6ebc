import Raster

/// Runs a content stream's operators (ISO 32000-1 §8) on a Raster canvas.
struct PDFContentInterpreter {
    let document: PDFDocument
    let canvas: Canvas
    /// What was skipped, each kind once.
    var notes: Set<String> = []

    private enum Space { case gray, rgb, cmyk, unsupported }

    private struct State {
        var fillSpace = Space.gray, strokeSpace = Space.gray
        var fillColor = Color(white: 0), strokeColor = Color(white: 0)
        var fillAlpha = 1.0, strokeAlpha = 1.0
    }

    private var state = State()
    private var saved: [State] = []
    private var path = Path()
    private var current = Point(x: 0, y: 0)
    private var pendingClip: FillRule?

    init(document: PDFDocument, canvas: Canvas) {
        self.document = document
        self.canvas = canvas
    }

    mutating func run(_ content: [UInt8], resources: [String: PDFObject]?, depth: Int) throws(PDFError) {
        var parser = PDFParser(content)
        var operands: [PDFObject] = []
        while let token = try parser.token() {
            guard case .keyword(let op) = token else {
                operands.append(try parser.object(startingWith: token))
                continue
            }
            let numbers = operands.compactMap(\.number)
            func n(_ i: Int) -> Double { i < numbers.count ? numbers[i] : 0 }
            func point(_ i: Int) -> Point { Point(x: n(i), y: n(i + 1)) }
            switch op {
            case "q":
                canvas.saveGState()
                saved.append(state)
            case "Q":
                if let s = saved.popLast() {
                    state = s
                    canvas.restoreGState()
                }
            case "cm" where numbers.count == 6:
                canvas.concatenate(Transform(a: n(0), b: n(1), c: n(2), d: n(3), tx: n(4), ty: n(5)))
            case "w": canvas.setLineWidth(n(0))
            case "J": canvas.setLineCap([.butt, .round, .square][min(2, max(0, Int(n(0))))])
            case "j": canvas.setLineJoin([.miter, .round, .bevel][min(2, max(0, Int(n(0))))])
            case "M": canvas.setMiterLimit(n(0))
            case "d":
                let lengths = operands.first?.array?.compactMap(\.number) ?? []
                canvas.setLineDash(phase: numbers.last ?? 0, lengths: lengths)
            case "gs": if let name = operands.last?.name { applyExtGState(name, resources) }
            case "m":
                path.move(to: point(0))
                current = point(0)
            case "l":
                path.addLine(to: point(0))
                current = point(0)
            case "c":
                path.addCurve(to: point(4), control1: point(0), control2: point(2))
                current = point(4)
            case "v":
                path.addCurve(to: point(2), control1: current, control2: point(0))
                current = point(2)
            case "y":
                path.addCurve(to: point(2), control1: point(0), control2: point(2))
                current = point(2)
            case "h": path.closeSubpath()
            case "re":
                let x = n(0), y = n(1), w = n(2), h = n(3)
                path.move(to: Point(x: x, y: y))
                path.addLine(to: Point(x: x + w, y: y))
                path.addLine(to: Point(x: x + w, y: y + h))
                path.addLine(to: Point(x: x, y: y + h))
                path.closeSubpath()
                current = Point(x: x, y: y)
            case "f", "F": paint(fill: .nonZero, stroke: false)
            case "f*": paint(fill: .evenOdd, stroke: false)
            case "S": paint(fill: nil, stroke: true)
            case "s": path.closeSubpath(); paint(fill: nil, stroke: true)
            case "B": paint(fill: .nonZero, stroke: true)
            case "B*": paint(fill: .evenOdd, stroke: true)
            case "b": path.closeSubpath(); paint(fill: .nonZero, stroke: true)
            case "b*": path.closeSubpath(); paint(fill: .evenOdd, stroke: true)
            case "n": paint(fill: nil, stroke: false)
            case "W": pendingClip = .nonZero
            case "W*": pendingClip = .evenOdd
            case "g": state.fillSpace = .gray; state.fillColor = color(numbers, .gray)
            case "G": state.strokeSpace = .gray; state.strokeColor = color(numbers, .gray)
            case "rg": state.fillSpace = .rgb; state.fillColor = color(numbers, .rgb)
            case "RG": state.strokeSpace = .rgb; state.strokeColor = color(numbers, .rgb)
            case "k": state.fillSpace = .cmyk; state.fillColor = color(numbers, .cmyk)
            case "K": state.strokeSpace = .cmyk; state.strokeColor = color(numbers, .cmyk)
            case "cs":
                state.fillSpace = space(operands.last, resources)
                state.fillColor = color([], state.fillSpace)
            case "CS":
                state.strokeSpace = space(operands.last, resources)
                state.strokeColor = color([], state.strokeSpace)
            case "sc", "scn":
                if operands.last?.name != nil { notes.insert("patterns are not drawn; painted in black") }
                state.fillColor = color(numbers, state.fillSpace)
            case "SC", "SCN":
                if operands.last?.name != nil { notes.insert("patterns are not drawn; painted in black") }
                state.strokeColor = color(numbers, state.strokeSpace)
            case "BT":
                notes.insert("text is not drawn")
                while let t = try parser.token(), t != .keyword("ET") {}
            case "BI":
                notes.insert("inline images are not drawn")
                skipInlineImage(&parser, content)
            case "sh": notes.insert("shadings are not drawn")
            case "Do": if let name = operands.last?.name { try drawXObject(name, resources, depth: depth) }
            default: break  // marked content, rendering intent, flatness, compatibility sections
            }
            operands.removeAll(keepingCapacity: true)
        }
    }

    private mutating func paint(fill: FillRule?, stroke: Bool) {
        if let fill {
            canvas.setAlpha(state.fillAlpha)
            canvas.setFillColor(state.fillColor)
            canvas.fill(path, rule: fill)
        }
        if stroke {
            canvas.setAlpha(state.strokeAlpha)
            canvas.setStrokeColor(state.strokeColor)
            canvas.stroke(path)
        }
        if let rule = pendingClip { canvas.clip(to: path, rule: rule) }
        pendingClip = nil
        path = Path()
    }

    private mutating func space(_ name: PDFObject?, _ resources: [String: PDFObject]?) -> Space {
        switch name?.name {
        case "DeviceGray", "CalGray", "G": return .gray
        case "DeviceRGB", "CalRGB", "RGB": return .rgb
        case "DeviceCMYK", "CMYK": return .cmyk
        case "Pattern": return .unsupported
        case let named?:
            let resource = document.resolve(document.resolve(resources?["ColorSpace"])?.dictionary?[named])
            let family = resource?.name ?? resource?.array.flatMap { $0.first?.name }
            switch family {
            case "DeviceGray", "CalGray": return .gray
            case "DeviceRGB", "CalRGB", "Lab": return .rgb
            case "DeviceCMYK": return .cmyk
            case "ICCBased":
                // Drawn by the profile's component count; the profile itself is not applied.
                let stream = resource?.array.flatMap { $0.count > 1 ? document.resolve($0[1]) : nil }
                switch stream?.dictionary?["N"]?.number {
                case 1: return .gray
                case 4: return .cmyk
                default: return .rgb
                }
            default:
                notes.insert("colour space \(family ?? named) is not supported; painted in black")
                return .unsupported
            }
        case nil: return .gray
        }
    }

    private func color(_ c: [Double], _ space: Space) -> Color {
        func v(_ i: Int) -> Double { i < c.count ? min(1, max(0, c[i])) : 0 }
        switch space {
        case .gray: return Color(white: v(0))
        case .rgb: return Color(red: v(0), green: v(1), blue: v(2))
        case .cmyk:
            // Naive, as without a profile: each ink removes its complement.
            let k = v(3)
            return Color(red: (1 - v(0)) * (1 - k), green: (1 - v(1)) * (1 - k), blue: (1 - v(2)) * (1 - k))
        case .unsupported: return Color(white: 0)
        }
    }

    private mutating func applyExtGState(_ name: String, _ resources: [String: PDFObject]?) {
        guard let gs = document.resolve(document.resolve(resources?["ExtGState"])?.dictionary?[name])?.dictionary else { return }
        for (key, raw) in gs {
            let value = document.resolve(raw)
            switch key {
            case "CA": if let a = value?.number { state.strokeAlpha = min(1, max(0, a)) }
            case "ca": if let a = value?.number { state.fillAlpha = min(1, max(0, a)) }
            case "LW": if let w = value?.number { canvas.setLineWidth(w) }
            case "LC": if let c = value?.number { canvas.setLineCap([.butt, .round, .square][min(2, max(0, Int(c)))]) }
            case "LJ": if let j = value?.number { canvas.setLineJoin([.miter, .round, .bevel][min(2, max(0, Int(j)))]) }
            case "ML": if let m = value?.number { canvas.setMiterLimit(m) }
            case "D":
                if let d = value?.array, d.count == 2 {
                    canvas.setLineDash(phase: d[1].number ?? 0, lengths: document.resolve(d[0])?.array?.compactMap(\.number) ?? [])
                }
            case "SMask": if value?.name != "None" { notes.insert("soft masks are not applied") }
            case "BM":
                if let mode = value?.name ?? value?.array?.first?.name, mode != "Normal", mode != "Compatible" {
                    notes.insert("blend mode \(mode) is drawn as Normal")
                }
            default: break
            }
        }
    }

    private mutating func drawXObject(_ name: String, _ resources: [String: PDFObject]?, depth: Int) throws(PDFError) {
        guard let object = document.resolve(document.resolve(resources?["XObject"])?.dictionary?[name]),
              let dict = object.dictionary else { return }
        guard dict["Subtype"]?.name == "Form" else {
            notes.insert("images are not drawn")
            return
        }
        guard depth < 16 else { throw PDFError("form XObjects nest more than 16 deep") }
        let m = document.resolve(dict["Matrix"])?.array?.compactMap(\.number) ?? []
        canvas.saveGState()
        saved.append(state)
        if m.count == 6 { canvas.concatenate(Transform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])) }
        if let b = document.resolve(dict["BBox"])?.array?.compactMap(\.number), b.count == 4 {
            var box = Path()
            box.move(to: Point(x: b[0], y: b[1]))
            box.addLine(to: Point(x: b[2], y: b[1]))
            box.addLine(to: Point(x: b[2], y: b[3]))
            box.addLine(to: Point(x: b[0], y: b[3]))
            box.closeSubpath()
            canvas.clip(to: box)
        }
        let savedPath = path
        path = Path()
        try run(try document.decodedData(of: object), resources: document.resolve(dict["Resources"])?.dictionary ?? resources, depth: depth + 1)
        path = savedPath
        if let s = saved.popLast() { state = s }
        canvas.restoreGState()
    }

    /// Moves past `ID … EI`: binary data ending at an `EI` between whitespace.
    private func skipInlineImage(_ parser: inout PDFParser, _ bytes: [UInt8]) {
        var i = parser.position
        while i + 2 < bytes.count {
            if PDFLexer.isWhitespace(bytes[i]), bytes[i + 1] == 0x45, bytes[i + 2] == 0x49,
               i + 3 >= bytes.count || PDFLexer.isWhitespace(bytes[i + 3]) {
                parser = PDFParser(bytes, at: i + 3)
                return
            }
            i += 1
        }
        parser = PDFParser(bytes, at: bytes.count)
    }
}
