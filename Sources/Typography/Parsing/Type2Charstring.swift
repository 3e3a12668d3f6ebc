import Raster

/// Runs one Type 2 charstring (Adobe Technical Note #5177) into a path in font units, y up.
///
/// Hints (stems, hint and counter masks) are read only to skip them: Designable's rasterizer
/// draws outlines unhinted, as it does TrueType's. The advance width a charstring may carry is
/// skipped too, since `hmtx` gives the same width. Arithmetic operators are supported but
/// `random`, which real fonts do not use and which would make output differ between runs:
/// a charstring calling it is reported as malformed.
struct Type2Charstring {
    /// Subroutines may nest this deep (the specification's limit).
    static let maxSubroutineDepth = 10
    /// Operators run for one glyph; bounds a hostile charstring that loops through subroutines.
    static let maxOperations = 100_000

    private let r: FontReader
    private let global: CFFIndex
    private let local: CFFIndex
    private var stack: [Double] = []
    private var transient = [Double](repeating: 0, count: 32)
    private var stems = 0
    private var widthSeen = false
    private var x = 0.0, y = 0.0
    private var path = Path()
    private var open = false
    private var operations = 0
    private var finished = false

    init(reader: FontReader, global: CFFIndex, local: CFFIndex) {
        r = reader
        self.global = global
        self.local = local
        stack.reserveCapacity(48)
    }

    mutating func run(_ range: Range<Int>, glyph: Int) throws(FontError) -> Path {
        try execute(range, depth: 0, glyph: glyph)
        if open { path.closeSubpath() }
        return path
    }

    private static func bias(_ count: Int) -> Int { count < 1240 ? 107 : count < 33900 ? 1131 : 32768 }

    private func fail(_ glyph: Int, _ reason: String) -> FontError { r.error("charstring of glyph \(glyph): \(reason)") }

    private mutating func execute(_ range: Range<Int>, depth: Int, glyph: Int) throws(FontError) {
        guard depth <= Self.maxSubroutineDepth else { throw fail(glyph, "subroutines nest deeper than \(Self.maxSubroutineDepth)") }
        var i = range.lowerBound
        func byte(_ at: Int) throws(FontError) -> Int {
            guard at < range.upperBound else { throw fail(glyph, "ends inside an operand") }
            return Int(try r.u8(at))
        }
        while i < range.upperBound, !finished {
            let b0 = try byte(i)
            if b0 >= 32 || b0 == 28 {
                let value: Double
                switch b0 {
                case 28:
                    value = Double(Int16(bitPattern: UInt16(try byte(i + 1) << 8 | (try byte(i + 2)))))
                    i += 3
                case 32...246:
                    value = Double(b0 - 139)
                    i += 1
                case 247...250:
                    value = Double((b0 - 247) * 256 + (try byte(i + 1)) + 108)
                    i += 2
                case 251...254:
                    value = Double(-(b0 - 251) * 256 - (try byte(i + 1)) - 108)
                    i += 2
                default:
                    // 255: a 16.16 fixed-point number; exact in a Double.
                    let bits = (try byte(i + 1)) << 24 | (try byte(i + 2)) << 16 | (try byte(i + 3)) << 8 | (try byte(i + 4))
                    value = Double(Int32(bitPattern: UInt32(bits))) / 65536
                    i += 5
                }
                guard stack.count < 48 else { throw fail(glyph, "more than 48 operands on the stack") }
                stack.append(value)
                continue
            }
            operations += 1
            guard operations <= Self.maxOperations else { throw fail(glyph, "more than \(Self.maxOperations) operators") }
            i += 1
            switch b0 {
            case 1, 3, 18, 23: // hstem, vstem, hstemhm, vstemhm
                takeWidth(ifOdd: true)
                stems += stack.count / 2
                stack.removeAll(keepingCapacity: true)
            case 19, 20: // hintmask, cntrmask: a bare vstem list may precede them
                takeWidth(ifOdd: true)
                stems += stack.count / 2
                stack.removeAll(keepingCapacity: true)
                i += (stems + 7) / 8
            case 21: // rmoveto
                takeWidth(ifMoreThan: 2)
                try need(2, glyph, "rmoveto")
                moveTo(x + stack[stack.count - 2], y + stack[stack.count - 1])
            case 22: // hmoveto
                takeWidth(ifMoreThan: 1)
                try need(1, glyph, "hmoveto")
                moveTo(x + stack[stack.count - 1], y)
            case 4: // vmoveto
                takeWidth(ifMoreThan: 1)
                try need(1, glyph, "vmoveto")
                moveTo(x, y + stack[stack.count - 1])
            case 5: // rlineto
                var k = 0
                while k + 1 < stack.count { lineTo(x + stack[k], y + stack[k + 1]); k += 2 }
                stack.removeAll(keepingCapacity: true)
            case 6, 7: // hlineto, vlineto: alternating horizontal and vertical lines
                var horizontal = b0 == 6
                for d in stack {
                    if horizontal { lineTo(x + d, y) } else { lineTo(x, y + d) }
                    horizontal.toggle()
                }
                stack.removeAll(keepingCapacity: true)
            case 8: // rrcurveto
                var k = 0
                while k + 5 < stack.count { curve(k); k += 6 }
                stack.removeAll(keepingCapacity: true)
            case 24: // rcurveline
                var k = 0
                while k + 5 < stack.count - 2 { curve(k); k += 6 }
                if k + 1 < stack.count { lineTo(x + stack[k], y + stack[k + 1]) }
                stack.removeAll(keepingCapacity: true)
            case 25: // rlinecurve
                var k = 0
                while k + 1 < stack.count - 6 { lineTo(x + stack[k], y + stack[k + 1]); k += 2 }
                if k + 5 < stack.count { curve(k) }
                stack.removeAll(keepingCapacity: true)
            case 26: // vvcurveto
                var k = 0
                var dx1 = 0.0
                if stack.count % 4 == 1 { dx1 = stack[0]; k = 1 }
                while k + 3 < stack.count {
                    curveTo(dx1, stack[k], stack[k + 1], stack[k + 2], 0, stack[k + 3])
                    dx1 = 0
                    k += 4
                }
                stack.removeAll(keepingCapacity: true)
            case 27: // hhcurveto
                var k = 0
                var dy1 = 0.0
                if stack.count % 4 == 1 { dy1 = stack[0]; k = 1 }
                while k + 3 < stack.count {
                    curveTo(stack[k], dy1, stack[k + 1], stack[k + 2], stack[k + 3], 0)
                    dy1 = 0
                    k += 4
                }
                stack.removeAll(keepingCapacity: true)
            case 30, 31: // vhcurveto, hvcurveto: curves that alternate starting vertical or horizontal
                var horizontal = b0 == 31
                var k = 0
                while k + 3 < stack.count {
                    let last = stack.count - k == 5
                    let extra = last ? stack[k + 4] : 0
                    if horizontal {
                        curveTo(stack[k], 0, stack[k + 1], stack[k + 2], extra, stack[k + 3])
                    } else {
                        curveTo(0, stack[k], stack[k + 1], stack[k + 2], stack[k + 3], extra)
                    }
                    horizontal.toggle()
                    k += last ? 5 : 4
                }
                stack.removeAll(keepingCapacity: true)
            case 10, 29: // callsubr, callgsubr
                try need(1, glyph, b0 == 10 ? "callsubr" : "callgsubr")
                let subrs = b0 == 10 ? local : global
                let index = Int(stack.removeLast()) + Self.bias(subrs.count)
                guard index >= 0, index < subrs.count else {
                    throw fail(glyph, "calls \(b0 == 10 ? "local" : "global") subroutine \(index) of \(subrs.count)")
                }
                try execute(try subrs.range(index), depth: depth + 1, glyph: glyph)
            case 11: // return
                return
            case 14: // endchar
                takeWidth(ifMoreThan: 0, orEqual: 4)
                stack.removeAll(keepingCapacity: true)
                finished = true
            case 12:
                let op = try byte(i)
                i += 1
                try escape(op, glyph: glyph)
            default:
                throw fail(glyph, "uses the reserved operator \(b0)")
            }
        }
    }

    /// The first stack-clearing operator may carry the advance width before its arguments.
    private mutating func takeWidth(ifOdd: Bool) {
        guard !widthSeen else { return }
        widthSeen = true
        if stack.count % 2 == 1 { stack.removeFirst() }
    }

    private mutating func takeWidth(ifMoreThan count: Int, orEqual other: Int = -1) {
        guard !widthSeen else { return }
        widthSeen = true
        if stack.count > count, stack.count != other { stack.removeFirst() }
    }

    private func need(_ count: Int, _ glyph: Int, _ op: String) throws(FontError) {
        guard stack.count >= count else { throw fail(glyph, "\(op) needs \(count) operand(s) but has \(stack.count)") }
    }

    private mutating func moveTo(_ nx: Double, _ ny: Double) {
        stack.removeAll(keepingCapacity: true)
        if open { path.closeSubpath() }
        x = nx
        y = ny
        path.move(to: Point(x: x, y: y))
        open = true
    }

    private mutating func lineTo(_ nx: Double, _ ny: Double) {
        if !open { path.move(to: Point(x: x, y: y)); open = true }
        x = nx
        y = ny
        path.addLine(to: Point(x: x, y: y))
    }

    /// A curve from six stack values starting at `k`.
    private mutating func curve(_ k: Int) {
        curveTo(stack[k], stack[k + 1], stack[k + 2], stack[k + 3], stack[k + 4], stack[k + 5])
    }

    /// A cubic from relative control offsets, as every curve operator reduces to.
    private mutating func curveTo(_ dx1: Double, _ dy1: Double, _ dx2: Double, _ dy2: Double, _ dx3: Double, _ dy3: Double) {
        if !open { path.move(to: Point(x: x, y: y)); open = true }
        let c1 = Point(x: x + dx1, y: y + dy1)
        let c2 = Point(x: c1.x + dx2, y: c1.y + dy2)
        x = c2.x + dx3
        y = c2.y + dy3
        path.addCurve(to: Point(x: x, y: y), control1: c1, control2: c2)
    }

    private mutating func escape(_ op: Int, glyph: Int) throws(FontError) {
        func pop() throws(FontError) -> Double {
            guard let v = stack.popLast() else { throw fail(glyph, "operator 12 \(op) found an empty stack") }
            return v
        }
        switch op {
        case 35: // flex: two curves, dx1…dy6 and a depth
            try need(13, glyph, "flex")
            let s = stack
            curveTo(s[0], s[1], s[2], s[3], s[4], s[5])
            curveTo(s[6], s[7], s[8], s[9], s[10], s[11])
            stack.removeAll(keepingCapacity: true)
        case 34: // hflex
            try need(7, glyph, "hflex")
            let s = stack, startY = y
            curveTo(s[0], 0, s[1], s[2], s[3], 0)
            curveTo(s[4], 0, s[5], startY - y, s[6], 0)
            stack.removeAll(keepingCapacity: true)
        case 36: // hflex1
            try need(9, glyph, "hflex1")
            let s = stack, startY = y
            curveTo(s[0], s[1], s[2], s[3], s[4], 0)
            curveTo(s[5], 0, s[6], s[7], s[8], startY - (y + s[7]))
            stack.removeAll(keepingCapacity: true)
        case 37: // flex1: the last point's other coordinate returns to the start
            try need(11, glyph, "flex1")
            let s = stack, startX = x, startY = y
            var dx = 0.0, dy = 0.0
            for k in stride(from: 0, to: 10, by: 2) { dx += s[k]; dy += s[k + 1] }
            curveTo(s[0], s[1], s[2], s[3], s[4], s[5])
            let horizontal = abs(dx) > abs(dy)
            let lastX = horizontal ? s[10] : startX - (x + s[6] + s[8])
            let lastY = horizontal ? startY - (y + s[7] + s[9]) : s[10]
            curveTo(s[6], s[7], s[8], s[9], lastX, lastY)
            stack.removeAll(keepingCapacity: true)
        case 9: stack.append(abs(try pop()))                       // abs
        case 10: let b = try pop(), a = try pop(); stack.append(a + b) // add
        case 11: let b = try pop(), a = try pop(); stack.append(a - b) // sub
        case 12: let b = try pop(), a = try pop(); stack.append(b == 0 ? 0 : a / b) // div
        case 14: stack.append(-(try pop()))                        // neg
        case 24: let b = try pop(), a = try pop(); stack.append(a * b) // mul
        case 18: _ = try pop()                                     // drop
        case 27: let a = try pop(); stack.append(a); stack.append(a) // dup
        case 28: let b = try pop(), a = try pop(); stack.append(b); stack.append(a) // exch
        case 3: let b = try pop(), a = try pop(); stack.append(a != 0 && b != 0 ? 1 : 0) // and
        case 4: let b = try pop(), a = try pop(); stack.append(a != 0 || b != 0 ? 1 : 0) // or
        case 5: stack.append(try pop() == 0 ? 1 : 0)               // not
        case 15: let b = try pop(), a = try pop(); stack.append(a == b ? 1 : 0) // eq
        case 22: // ifelse
            let v2 = try pop(), v1 = try pop(), s2 = try pop(), s1 = try pop()
            stack.append(v1 <= v2 ? s1 : s2)
        case 20: // put
            let index = Int(try pop()), value = try pop()
            guard (0..<transient.count).contains(index) else { throw fail(glyph, "put to transient slot \(index)") }
            transient[index] = value
        case 21: // get
            let index = Int(try pop())
            guard (0..<transient.count).contains(index) else { throw fail(glyph, "get from transient slot \(index)") }
            stack.append(transient[index])
        case 29: // index
            let n = Int(try pop())
            guard !stack.isEmpty else { throw fail(glyph, "index on an empty stack") }
            let k = n < 0 ? stack.count - 1 : stack.count - 1 - n
            guard k >= 0 else { throw fail(glyph, "index \(n) past the stack's \(stack.count) values") }
            stack.append(stack[k])
        case 30: // roll
            let j = Int(try pop()), n = Int(try pop())
            guard n > 0, n <= stack.count else { throw fail(glyph, "roll of \(n) values on a stack of \(stack.count)") }
            let start = stack.count - n
            let shift = ((j % n) + n) % n
            let part = Array(stack[start...])
            for k in 0..<n { stack[start + (k + shift) % n] = part[k] }
        default:
            // 23 is random, 26 sqrt (whose last bit a platform may round differently).
            throw fail(glyph, "uses operator 12 \(op), which is not supported")
        }
    }
}
