import Foundation
import Locking
import Raster

/// One parsed TrueType or OpenType face: its names, metrics, character map, kerning and
/// outlines, TrueType's quadratic `glyf` or PostScript's cubic `CFF `.
///
/// A face is parsed once, is immutable, and is shared by every ``Font`` made from it at any
/// size. Outlines are decoded on demand, since a UI draws a tiny fraction of a font's glyphs.
/// All metrics here are in font units; ``Font`` converts them to points.
public final class FontFace: Sendable, CustomStringConvertible {
    /// A glyph index; 0 is `.notdef`, drawn for characters the font lacks.
    public typealias GlyphID = UInt16

    /// Unique within the process, for cache keys.
    public let id: Int
    /// The file the face came from (its last path component, or the name given with the data).
    public let fileName: String
    /// Which face of a collection this is; 0 for a plain `.ttf`.
    public let faceIndex: Int

    /// Family (name ID 16 if present, else 1), e.g. "DejaVu Sans".
    public let familyName: String
    /// Style (name ID 17 if present, else 2), e.g. "Book" or "Bold".
    public let styleName: String
    /// Full name (name ID 4), e.g. "DejaVu Sans Bold".
    public let fullName: String
    /// PostScript name (name ID 6), e.g. "DejaVuSans-Bold"; what `UIFont(name:)` usually matches.
    public let postScriptName: String

    public let unitsPerEm: Int
    public let glyphCount: Int
    /// `OS/2` usWeightClass: 400 regular, 700 bold; 400 when the table is absent.
    public let weightClass: Int
    /// `OS/2` fsSelection bit 5, or a weight class of 600 and above when there is no `OS/2`.
    public let isBold: Bool

    /// Line metrics in font units: hhea's, as Core Text uses, unless the font sets
    /// `USE_TYPO_METRICS` (then `OS/2`'s typo metrics) or leaves hhea zero (then typo metrics too).
    /// The descender is negative (below the baseline).
    public let ascender: Int
    public let descender: Int
    public let lineGap: Int
    /// From `OS/2` version 2+, else measured from the outlines of "H" and "x".
    public let capHeight: Int
    public let xHeight: Int
    /// The underline's top relative to the baseline (negative below it) and its thickness, in
    /// font units: from `post`, or a twentieth of the em below the baseline when it is missing.
    public let underlinePosition: Int
    public let underlineThickness: Int
    /// The strikethrough's top above the baseline and its thickness, in font units: from
    /// `OS/2`, or centred on half the x-height when it is missing.
    public let strikeoutPosition: Int
    public let strikeoutThickness: Int

    private let advances: [UInt16]
    private let characterMap: CharacterMap
    private let glyphs: GlyphOutlines
    private let kern: KernTable?
    /// `GPOS` kerning; nil without the table or when it has no kerning lookups, so `kern` serves.
    private let pairAdjustment: PairAdjustment?
    /// The Arabic forms and ligatures of `GSUB`; nil without them, or when the table is broken:
    /// the font loaded before shaping read it, and still does, falling back to the presentation
    /// forms its `cmap` maps.
    let arabicSubstitution: ArabicSubstitution?

    /// Hands out face identifiers, unique across threads.
    private static let counter = Locked(0)

    /// Parses face `index` of a `.ttf` or `.ttc` held in `bytes`.
    ///
    /// - Parameter fileName: used only in error messages and ``fileName``.
    /// - Throws: ``FontError`` naming the file and the offending table.
    public convenience init(bytes: [UInt8], fileName: String, faceIndex: Int = 0) throws(FontError) {
        let offsets = try TableDirectory.faceOffsets(bytes: bytes, file: fileName)
        guard faceIndex >= 0, faceIndex < offsets.count else {
            throw .faceIndexOutOfRange(file: fileName, index: faceIndex, count: offsets.count)
        }
        try self.init(bytes: bytes, fileName: fileName, faceIndex: faceIndex, directoryOffset: offsets[faceIndex])
    }

    /// Parses the face whose table directory starts at `directoryOffset`. Separate from the
    /// public initializer so that ``faces(in:fileName:)`` reads a collection's offsets once,
    /// not once per face, which made loading a collection quadratic in its face count.
    private init(bytes: [UInt8], fileName: String, faceIndex: Int, directoryOffset: Int) throws(FontError) {
        let dir = try TableDirectory(bytes: bytes, file: fileName, offset: directoryOffset)

        let head = try HeadTable(try dir.reader("head"))
        let hhea = try HheaTable(try dir.reader("hhea"))
        let maxp = try MaxpTable(try dir.reader("maxp"))
        let os2 = try dir.optionalReader("OS/2").map { r throws(FontError) in try OS2Table(r) }
        let names = try NameTable(try dir.reader("name"))
        let cmap = try CharacterMap(try dir.reader("cmap"), numGlyphs: maxp.numGlyphs)
        let hmtx = try HorizontalMetrics(try dir.reader("hmtx"), numberOfHMetrics: hhea.numberOfHMetrics, numGlyphs: maxp.numGlyphs)
        let glyphs: GlyphOutlines
        if let cff = dir.optionalReader("CFF "), !dir.has("glyf") {
            glyphs = .compact(try CompactFontFormat(cff), cff)
        } else {
            glyphs = .trueType(try GlyphTable(loca: try dir.reader("loca"), glyf: try dir.reader("glyf"),
                                              numGlyphs: maxp.numGlyphs, longOffsets: head.indexToLocFormat == 1))
        }

        id = FontFace.counter.withLock { $0 += 1; return $0 }
        self.fileName = fileName
        self.faceIndex = faceIndex
        familyName = names.typographicFamilyName ?? names.familyName ?? names.postScriptName ?? fileName
        styleName = names.typographicStyleName ?? names.styleName ?? "Regular"
        fullName = names.fullName ?? "\(familyName) \(styleName)"
        postScriptName = names.postScriptName ?? fullName.filter { $0 != " " }
        unitsPerEm = head.unitsPerEm
        glyphCount = maxp.numGlyphs
        weightClass = os2?.weightClass ?? 400
        isBold = os2.map { $0.fsSelection & 0x20 != 0 || $0.weightClass >= 600 } ?? false

        if let os2, os2.useTypoMetrics || (hhea.ascender == 0 && hhea.descender == 0) {
            ascender = os2.typoAscender
            descender = os2.typoDescender
            lineGap = os2.typoLineGap
        } else {
            ascender = hhea.ascender
            descender = hhea.descender
            lineGap = hhea.lineGap
        }

        advances = hmtx.advances
        characterMap = cmap
        self.glyphs = glyphs
        kern = try dir.optionalReader("kern").map { r throws(FontError) in try KernTable(r) }
        // A GPOS without kerning lookups is dropped here, so that kerning, asked of every pair of
        // neighbours, does not ask again each time whether it has any.
        let gpos = try dir.optionalReader("GPOS").map { r throws(FontError) in try PairAdjustment(r) }
        pairAdjustment = gpos.flatMap { $0.isEmpty ? nil : $0 }
        let gsub = try? dir.optionalReader("GSUB").map { r throws(FontError) in try ArabicSubstitution(r) }
        arabicSubstitution = (gsub ?? nil).flatMap { $0.isEmpty ? nil : $0 }

        // Old OS/2 tables lack these; the tops of "H" and "x" are what the fields describe.
        func top(of scalar: UInt32) -> Int? {
            let g = cmap.glyph(for: scalar)
            guard g != 0 else { return nil }
            return glyphs.top(of: Int(g))
        }
        capHeight = os2?.capHeight ?? top(of: 0x48) ?? Int((Double(ascender) * 0.7).rounded())
        xHeight = os2?.xHeight ?? top(of: 0x78) ?? Int((Double(ascender) * 0.5).rounded())

        // A broken post table only loses the underline metrics, never the font.
        let post = try? dir.optionalReader("post").map { r throws(FontError) in try PostTable(r) }
        let fallbackThickness = Swift.max(1, unitsPerEm / 20)
        if let post = post ?? nil, post.underlineThickness > 0 {
            underlinePosition = post.underlinePosition
            underlineThickness = post.underlineThickness
        } else {
            underlinePosition = -unitsPerEm / 10
            underlineThickness = fallbackThickness
        }
        if let os2, os2.strikeoutSize > 0 {
            strikeoutPosition = os2.strikeoutPosition
            strikeoutThickness = os2.strikeoutSize
        } else {
            strikeoutThickness = underlineThickness
            strikeoutPosition = xHeight / 2 + strikeoutThickness / 2
        }
    }

    /// Every face in a `.ttf` (one) or `.ttc` (one per collection entry).
    public static func faces(in bytes: [UInt8], fileName: String) throws(FontError) -> [FontFace] {
        let offsets = try TableDirectory.faceOffsets(bytes: bytes, file: fileName)
        var faces: [FontFace] = []
        for (i, offset) in offsets.enumerated() {
            faces.append(try FontFace(bytes: bytes, fileName: fileName, faceIndex: i, directoryOffset: offset))
        }
        return faces
    }

    /// Parses face `faceIndex` of the file at `url`.
    public convenience init(contentsOf url: URL, faceIndex: Int = 0) throws(FontError) {
        try self.init(bytes: try FontFace.read(url), fileName: url.lastPathComponent, faceIndex: faceIndex)
    }

    static func read(_ url: URL) throws(FontError) -> [UInt8] {
        do { return [UInt8](try Data(contentsOf: url)) } catch {
            throw .unreadable(file: url.path, reason: error.localizedDescription)
        }
    }

    // MARK: Glyphs

    /// The glyph for a Unicode scalar, or 0 (`.notdef`) when the font has none.
    public func glyph(for scalar: Unicode.Scalar) -> GlyphID { characterMap.glyph(for: scalar.value) }

    /// True when the font maps the scalar to a real glyph.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool { glyph(for: scalar) != 0 }

    /// The advance width in font units; 0 for an out-of-range glyph.
    public func advance(of glyph: GlyphID) -> Int {
        Int(glyph) < advances.count ? Int(advances[Int(glyph)]) : 0
    }

    /// The kerning adjustment between two glyphs in font units (negative brings them together).
    /// `GPOS` pair adjustment wins when the font has it; otherwise the `kern` table is used.
    public func kerning(_ left: GlyphID, _ right: GlyphID) -> Int {
        if let pairAdjustment { return pairAdjustment.adjustment(left, right) }
        return kern?.adjustment(left, right) ?? 0
    }

    /// The adjustment from the `kern` table alone, ignoring `GPOS`.
    public func legacyKerning(_ left: GlyphID, _ right: GlyphID) -> Int { kern?.adjustment(left, right) ?? 0 }

    /// The adjustment from `GPOS` alone, ignoring `kern`.
    public func pairPositioningKerning(_ left: GlyphID, _ right: GlyphID) -> Int {
        pairAdjustment?.adjustment(left, right) ?? 0
    }

    /// The glyph's outline in font units, **y up** as the font stores it, composites resolved.
    ///
    /// To draw at `size` points on a y-down canvas with the origin on the baseline, apply
    /// `Transform(scaleX: s, y: -s)` with `s = size / unitsPerEm`.
    /// - Throws: ``FontError/malformed(file:table:reason:)`` for table `glyf` when the outline is
    ///   corrupt, nests too deeply or refers to itself.
    public func outline(of glyph: GlyphID) throws(FontError) -> Path {
        try glyphs.path(of: Int(glyph))
    }

    /// The number of contours after resolving composites (subpaths, for PostScript outlines).
    public func contourCount(of glyph: GlyphID) throws(FontError) -> Int {
        try glyphs.contourCount(of: Int(glyph))
    }

    /// True when the glyph is built from other glyphs (for example "é" from "e" and an acute
    /// accent); PostScript outlines have no composites.
    public func isComposite(_ glyph: GlyphID) throws(FontError) -> Bool {
        try glyphs.isComposite(Int(glyph))
    }

    /// Whether the outlines are PostScript's (`CFF `) rather than TrueType's (`glyf`).
    public var hasPostScriptOutlines: Bool {
        if case .compact = glyphs { return true }
        return false
    }

    public var description: String { "\(postScriptName) (\(fileName)#\(faceIndex))" }
}

