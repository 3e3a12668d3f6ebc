import Raster

/// A string set in lines: glyphs positioned in points, ready to measure and to draw.
///
/// Measuring and drawing use the same `TextLayout`, so the size a view asks for is the size
/// the text draws at. Coordinates are in points, y down, relative to the layout's top-left.
///
/// **Lines.** Each line box is ``Font/lineHeight`` tall, with ``TextAttributes/lineSpacing``
/// between boxes. The first baseline sits at the font's ascender below the top of the box,
/// where UIKit puts it.
///
/// **Pixel snapping,** as UIKit does it on a screen of `scale` pixels per point: each line's
/// baseline and left edge are rounded to the pixel grid, so text sits crisply on its baseline
/// and aligned text starts on a pixel. Advances accumulate unrounded within a line (subpixel
/// positioning); the glyph cache quantises each glyph's horizontal offset to ¼ pixel when drawing.
///
/// **Scope.** Text is set left to right, one glyph per scalar, with combining marks stacked on
/// their base (see ``GlyphCluster``-level notes in the source). Complex shaping (Arabic, Indic)
/// and bidirectional reordering are not supported; such text renders as unshaped glyphs in
/// logical order, or `.notdef` boxes for missing glyphs, and never crashes.
public struct TextLayout: Sendable {
    /// A glyph and where its origin (on the baseline) sits, in points from the layout's top-left.
    public struct Glyph: Hashable, Sendable {
        public var id: FontFace.GlyphID
        public var position: Point
    }

    /// One line as laid out.
    public struct Line: Hashable, Sendable {
        /// The characters shown, including any "…"; trailing spaces are dropped.
        public var text: String
        public var glyphs: [Glyph]
        /// The left edge of the line's text, snapped to the pixel grid.
        public var originX: Double
        /// The baseline's y, snapped to the pixel grid.
        public var baselineY: Double
        /// The advance width of the text, from the first glyph's origin to the last visible
        /// glyph's advance, kerning included.
        public var width: Double
        /// The line box: `width` wide, one line height tall.
        public var rect: Rect
        /// True when "…" replaced some of the text.
        public var isTruncated: Bool
    }

    public let text: String
    public let attributes: TextAttributes
    /// The width and height available; `.infinity` for unconstrained.
    public let maxSize: Size
    /// At most this many lines; 0 means no limit.
    public let numberOfLines: Int
    /// Pixels per point of the target screen, for snapping.
    public let scale: Double
    public let lines: [Line]
    /// The text's extent: the widest line by the lines' total height (fractional, as
    /// `boundingRect(with:options:attributes:context:)` returns). Views round it up with ``ceiledSize``.
    public let size: Size
    /// The width alignment works within: `maxSize.width` when finite, else the widest line.
    public let alignmentWidth: Double
    /// True when lines were dropped or shortened to fit `numberOfLines` or the height.
    public let isTruncated: Bool
    /// True for `.clipping` within a finite width: drawing clips to that width, and line
    /// rects (and so ``size``) stop at it.
    public let clipsToWidth: Bool

    /// Lays out `text`.
    ///
    /// - Parameters:
    ///   - maxSize: the available width (lines wrap to it) and height (lines that do not fit
    ///     are dropped, the last visible line truncated per the line break mode). Non-finite or
    ///     NaN components mean unconstrained; a width smaller than one character still places
    ///     one character per line.
    ///   - numberOfLines: as `UILabel.numberOfLines`: 0 for no limit.
    ///   - scale: pixels per point, for snapping baselines and line starts.
    public init(text: String, attributes: TextAttributes,
                maxSize: Size = Size(width: .infinity, height: .infinity),
                numberOfLines: Int = 0, scale: Double = 1) {
        self.text = text
        self.attributes = attributes
        self.maxSize = maxSize
        self.numberOfLines = Swift.max(0, numberOfLines)
        let scale = scale.isFinite && scale > 0 ? scale : 1
        self.scale = scale

        let font = attributes.font
        let maxWidth = maxSize.width.isNaN ? .infinity : Swift.max(0, maxSize.width)
        let maxHeight = maxSize.height.isNaN ? .infinity : Swift.max(0, maxSize.height)
        let setter = LineSetter(font: font, kerning: attributes.kerning)
        let mode = attributes.lineBreakMode

        // Paragraphs, split at newlines; "a\n" is two paragraphs, the second empty.
        var paragraphs: [[GlyphCluster]] = [[]]
        for c in GlyphCluster.clusters(of: text, font: font) {
            if c.character.isNewline { paragraphs.append([]) } else { paragraphs[paragraphs.count - 1].append(c) }
        }
        if text.isEmpty { paragraphs = [] }

        let breaker = LineBreaker(setter: setter, maxWidth: maxWidth, mode: mode)
        var broken: [(paragraph: Int, range: Range<Int>)] = []
        for (i, p) in paragraphs.enumerated() {
            for r in breaker.lines(p) { broken.append((i, r)) }
        }

        // How many lines may show.
        let lineHeight = font.lineHeight, spacing = attributes.lineSpacing
        var limit = self.numberOfLines == 0 ? Int.max : self.numberOfLines
        if maxHeight.isFinite {
            // Heights such as `.greatestFiniteMagnitude` mean "unbounded": clamp before converting,
            // since a Double beyond Int's range would trap.
            let lines = ((maxHeight + spacing) / (lineHeight + spacing) + 1e-9).rounded(.down)
            // NaN or huge means unbounded; a negative count (a font with a negative line height) means one line.
            let fit = !(lines < 1e9) ? Int.max : (lines < 0 ? 0 : Int(lines))
            limit = Swift.min(limit, Swift.max(1, fit))
        }

        // Each visible line's clusters, and whether it ends its paragraph (justification stops there).
        var contents: [(clusters: [GlyphCluster], endsParagraph: Bool, truncated: Bool)] = []
        let hidden = broken.count > limit
        for (n, b) in broken.prefix(limit).enumerated() {
            let p = paragraphs[b.paragraph]
            var clusters = Array(p[b.range])
            let endsParagraph = b.range.upperBound == p.count
            var truncated = false
            if hidden, n == limit - 1 {
                let rest = Array(p[b.range.lowerBound...])
                let t = Truncation(setter: setter, maxWidth: maxWidth)
                switch mode {
                case .wordWrap, .charWrap: break
                case .clipping: clusters = rest
                case .truncatingTail: clusters = t.tail(rest, force: true)
                case .truncatingHead:
                    // When the rest of the paragraph fits, the hidden text is below it, so the tail is marked.
                    clusters = t.fits(rest) ? t.tail(rest, force: true) : t.head(rest)
                case .truncatingMiddle: clusters = t.fits(rest) ? t.tail(rest, force: true) : t.middle(rest)
                }
                truncated = mode.truncates
            }
            while let last = clusters.last, last.isWhitespace { clusters.removeLast() }
            contents.append((clusters, endsParagraph, truncated))
        }

        // Place each line.
        var placed: [(clusters: [GlyphCluster], origins: [Double], width: Double, endsParagraph: Bool, truncated: Bool)] = []
        for c in contents {
            let p = setter.place(c.clusters)
            placed.append((c.clusters, p.origins, p.width, c.endsParagraph, c.truncated))
        }
        let widest = placed.reduce(0) { Swift.max($0, $1.width) }
        let alignWidth = maxWidth.isFinite ? maxWidth : widest
        self.alignmentWidth = alignWidth

        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let clipsToWidth = mode == .clipping && maxWidth.isFinite
        self.clipsToWidth = clipsToWidth
        var lines: [Line] = []
        for (i, p) in placed.enumerated() {
            var origins = p.origins
            var width = p.width
            var offset: Double
            switch attributes.alignment {
            case .left, .natural: offset = 0
            case .center: offset = (alignWidth - width) / 2
            case .right: offset = alignWidth - width
            case .justified:
                offset = 0
                if maxWidth.isFinite, !p.endsParagraph, !p.truncated {
                    (origins, width) = TextLayout.justify(p.clusters, origins, width: width, to: alignWidth)
                }
            }
            // Text wider than the box (clipping, or a single wide character) starts at the left edge.
            offset = snap(Swift.max(0, offset))
            let top = Double(i) * (lineHeight + spacing)
            let baseline = snap(top + font.ascender)
            var glyphs: [Glyph] = []
            for (j, c) in p.clusters.enumerated() {
                for g in c.glyphs {
                    glyphs.append(Glyph(id: g.id, position: Point(x: offset + origins[j] + g.x, y: baseline)))
                }
            }
            lines.append(Line(text: String(p.clusters.map(\.character)), glyphs: glyphs, originX: offset,
                              baselineY: baseline, width: width,
                              rect: Rect(x: offset, y: top, width: clipsToWidth ? Swift.min(width, maxWidth) : width, height: lineHeight),
                              isTruncated: p.truncated))
        }
        self.lines = lines
        let height = lines.isEmpty ? 0 : Double(lines.count) * lineHeight + Double(lines.count - 1) * spacing
        self.size = Size(width: lines.reduce(0) { Swift.max($0, $1.rect.width) }, height: height)
        self.isTruncated = hidden
    }

    /// Spreads `target − width` over the spaces between words.
    private static func justify(_ clusters: [GlyphCluster], _ origins: [Double], width: Double, to target: Double) -> ([Double], Double) {
        guard let lastVisible = clusters.lastIndex(where: { !$0.isWhitespace }) else { return (origins, width) }
        let gaps = clusters[..<lastVisible].filter(\.isWhitespace).count
        guard gaps > 0, target > width else { return (origins, width) }
        let extra = (target - width) / Double(gaps)
        var shifted = origins
        var added = 0.0
        for j in clusters.indices {
            shifted[j] = origins[j] + added
            if j < lastVisible, clusters[j].isWhitespace { added += extra }
        }
        return (shifted, target)
    }

    /// The text's extent, as `boundingRect(with:options:attributes:context:)` with
    /// `.usesLineFragmentOrigin`: origin zero, fractional size.
    public var boundingRect: Rect { Rect(origin: .zero, size: size) }

    /// ``size`` rounded up to whole pixels, what UILabel's `intrinsicContentSize` reports.
    public var ceiledSize: Size {
        Size(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }

    /// Every glyph of every line.
    public var glyphs: [Glyph] { lines.flatMap(\.glyphs) }
}
