import Raster

/// Styled text set in lines: glyphs positioned in points, ready to measure and to draw.
///
/// The text is a list of ``TextRun``s, each a string in one ``RunStyle`` (font, colour, tracking,
/// decorations…); plain text is one run (``init(text:attributes:maxSize:numberOfLines:scale:)``).
/// Measuring and drawing use the same `TextLayout`, so the size a view asks for is the size
/// the text draws at. Coordinates are in points, y down, relative to the layout's top-left.
///
/// **Lines.** A line box is as tall as its tallest run: the largest ascender above the
/// baseline (raised by any baseline offset) plus the largest descender and leading below, so
/// runs of different fonts on one line share its baseline. The paragraph's style then
/// multiplies and clamps it (``ParagraphStyle/lineHeightMultiple``, minimum and maximum), the
/// extra height going above the text as in TextKit. Boxes stack with ``ParagraphStyle/lineSpacing``
/// between them, and paragraph spacing between paragraphs. For one font, the first baseline
/// sits at the font's ascender below the top, where UIKit puts it.
///
/// **Pixel snapping,** as UIKit does it on a screen of `scale` pixels per point: each line's
/// baseline and left edge are rounded to the pixel grid, so text sits crisply on its baseline
/// and aligned text starts on a pixel. Advances accumulate unrounded within a line (subpixel
/// positioning); the glyph cache quantises each glyph's horizontal offset to ¼ pixel when drawing.
///
/// **Bidirectional text.** Each paragraph is resolved by the Unicode Bidirectional Algorithm
/// (UAX #9): its direction is its ``ParagraphStyle/baseWritingDirection``, or for `.natural`
/// its first strong character (the layout's `naturalDirection` when it has none), as Core
/// Text does. Lines are broken in logical order, then each line is reordered for display, so
/// Hebrew reads right to left with embedded English and numbers where the algorithm puts
/// them, and brackets mirror in right-to-left runs. Alignment and indents still follow the
/// paragraph's base writing direction, else `naturalDirection`, as UIKit's `.natural`
/// alignment follows the user interface's direction.
///
/// **Scope.** One glyph per scalar, with combining marks stacked on their base (see
/// `GlyphCluster`), except Arabic: its letters take their contextual forms and lam-alef
/// ligatures (`ContextualForms`). Other complex shaping (Indic scripts, mark positioning)
/// is not supported; such text renders as unshaped glyphs, or `.notdef` boxes for missing
/// glyphs, and never crashes.
public struct TextLayout: Sendable {
    /// A glyph and where its origin (on its run's baseline) sits, in points from the layout's top-left.
    public struct Glyph: Hashable, Sendable {
        public var id: FontFace.GlyphID
        public var position: Point
        /// The run the glyph belongs to: an index into ``TextLayout/runs``.
        public var run: Int = 0
    }

    /// One line as laid out.
    public struct Line: Hashable, Sendable {
        /// The characters shown, in logical order, including any "…"; trailing spaces are dropped.
        public var text: String
        public var glyphs: [Glyph]
        /// The left edge of the line's text, snapped to the pixel grid.
        public var originX: Double
        /// The baseline's y, snapped to the pixel grid.
        public var baselineY: Double
        /// The advance width of the text, from the first glyph's origin to the last visible
        /// glyph's advance, kerning included.
        public var width: Double
        /// The line box: `width` wide, the line's height tall.
        public var rect: Rect
        /// True when "…" replaced some of the text.
        public var isTruncated: Bool
        /// The line cut where the run or the whitespace changes, for backgrounds and decorations.
        var spans: [Span] = []
        /// The characters the line holds, in UTF-16 code units of ``TextLayout/text``, its
        /// trailing whitespace included (and any it lost to truncation).
        var textRange: Range<Int> = 0..<0
        /// Whether its paragraph reads right to left.
        var rightToLeft = false
        /// Each character shown, left to right, for carets.
        var carets: [CaretStop] = []
    }

    /// Where one character of a line sits, for placing carets: its UTF-16 range and its box.
    struct CaretStop: Hashable, Sendable {
        var offset: Int
        var length: Int
        var minX: Double
        var maxX: Double
        var rightToLeft: Bool
    }

    /// A stretch of one line in one run, all whitespace or none of it.
    struct Span: Hashable, Sendable {
        var run: Int
        var minX: Double
        var maxX: Double
        var isWhitespace: Bool
    }

    /// Where an inline box (``InlineBox``) landed.
    public struct Attachment: Hashable, Sendable {
        /// The box's ``InlineBox/id``.
        public var id: Int
        /// The run the box belongs to.
        public var run: Int
        /// The box in points from the layout's top-left, y down.
        public var rect: Rect
    }

    /// The whole text, the runs' strings joined.
    public let text: String
    /// The runs as set: the caller's, split where characters their font lacks fall back to
    /// another face (see `FontFallback`), so glyphs' ``Glyph/run`` index into these.
    public let runs: [TextRun]
    /// For each of ``runs``, the index of the caller's run it came from.
    public let sourceRuns: [Int]
    /// Characters no installed face has, drawn as `.notdef` boxes (and noted once on standard error).
    public let missingCharacters: [Character]
    /// The width and height available; `.infinity` for unconstrained.
    public let maxSize: Size
    /// At most this many lines; 0 means no limit.
    public let numberOfLines: Int
    /// Pixels per point of the target screen, for snapping.
    public let scale: Double
    public let lines: [Line]
    /// Every inline box shown, line by line, left to right.
    public let attachments: [Attachment]
    /// The text's extent: the widest line (with its head indent) by the lines' total height
    /// (fractional, as `boundingRect(with:options:attributes:context:)` returns). Views round it
    /// up with ``ceiledSize``.
    public let size: Size
    /// The width alignment works within: `maxSize.width` when finite, else the widest line.
    public let alignmentWidth: Double
    /// True when lines were dropped or shortened to fit `numberOfLines` or the height.
    public let isTruncated: Bool
    /// True for `.clipping` within a finite width: drawing clips to that width, and line
    /// rects (and so ``size``) stop at it.
    public let clipsToWidth: Bool

    /// Lays out `text`, all in `attributes`.
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
        self.init(runs: [TextRun(text, style: attributes.runStyle)], maxSize: maxSize, numberOfLines: numberOfLines,
                  scale: scale, kerning: attributes.kerning)
    }

    /// Lays out styled text.
    ///
    /// - Parameters:
    ///   - runs: the text, in runs of one style each. Each paragraph takes the paragraph style
    ///     of the run its first character is in.
    ///   - maxSize: as in ``init(text:attributes:maxSize:numberOfLines:scale:)``.
    ///   - numberOfLines: at most this many lines; 0 for no limit.
    ///   - scale: pixels per point, for snapping baselines and line starts.
    ///   - kerning: whether the fonts' pair kerning applies (tracking, ``RunStyle/kern``, always does).
    ///   - naturalDirection: the direction of paragraphs whose ``ParagraphStyle/baseWritingDirection``
    ///     is `.natural`, as a view's layout direction decides it in UIKit.
    public init(runs: [TextRun], maxSize: Size = Size(width: .infinity, height: .infinity),
                numberOfLines: Int = 0, scale: Double = 1, kerning: Bool = true,
                naturalDirection: WritingDirection = .leftToRight) {
        // The system font's tracking is the font's, added to the run's own as Core Text adds a
        // font's trak tracking to the kern attribute.
        let tracked = runs.map { run -> TextRun in
            guard run.style.font.trackingEm != 0, run.style.attachment == nil else { return run }
            var copy = run
            copy.style.kern += run.style.font.tracking
            return copy
        }
        let (runs, sources, missing) = FontFallback.split(tracked)
        self.runs = runs
        self.sourceRuns = sources
        self.missingCharacters = missing
        self.text = runs.count == 1 ? runs[0].text : runs.map(\.text).joined()
        self.maxSize = maxSize
        self.numberOfLines = Swift.max(0, numberOfLines)
        let scale = scale.isFinite && scale > 0 ? scale : 1
        self.scale = scale

        let styles = runs.map(\.style)
        let maxWidth = maxSize.width.isNaN ? .infinity : Swift.max(0, maxSize.width)
        let maxHeight = maxSize.height.isNaN ? .infinity : Swift.max(0, maxSize.height)
        let setter = LineSetter(fonts: styles.map(\.font), kerning: kerning)
        let kerns = styles.map(\.kern)

        let paragraphs = Paragraph.paragraphs(runs, naturalDirection: naturalDirection)
        func paragraphStyle(_ p: Int) -> ParagraphStyle { styles[paragraphs[p].run].paragraph }

        // Lines as broken, before any limit.
        var broken: [(paragraph: Int, range: Range<Int>, first: Bool)] = []
        for (i, p) in paragraphs.enumerated() {
            let style = paragraphStyle(i)
            let breaker = LineBreaker(setter: setter, firstWidth: TextLayout.lineWidth(style, first: true, container: maxWidth),
                                      otherWidth: TextLayout.lineWidth(style, first: false, container: maxWidth),
                                      mode: style.lineBreakMode)
            for (k, r) in breaker.lines(p.clusters).enumerated() { broken.append((i, r, k == 0)) }
        }
        func visibleClusters(_ b: (paragraph: Int, range: Range<Int>, first: Bool)) -> [GlyphCluster] {
            var c = Array(paragraphs[b.paragraph].clusters[b.range])
            while let last = c.last, last.isWhitespace { c.removeLast() }
            return c
        }
        func gap(after i: Int, of list: [(paragraph: Int, range: Range<Int>, first: Bool)]) -> Double {
            let b = list[i], style = paragraphStyle(b.paragraph)
            var g = style.lineSpacing
            if i + 1 < list.count, list[i + 1].paragraph != b.paragraph {
                g += style.paragraphSpacing + paragraphStyle(list[i + 1].paragraph).paragraphSpacingBefore
            }
            return g
        }

        // How many lines may show.
        var limit = self.numberOfLines == 0 ? Int.max : self.numberOfLines
        if maxHeight.isFinite, !broken.isEmpty {
            let metrics = broken.map { LineMetrics(visibleClusters($0), paragraphRun: paragraphs[$0.paragraph].run, styles: styles) }
            let gaps = broken.indices.map { gap(after: $0, of: broken) }
            limit = Swift.min(limit, TextLayout.linesFitting(maxHeight, heights: metrics.map(\.height), gaps: gaps))
        }

        // Each visible line's clusters, and whether it ends its paragraph (justification stops there).
        var contents: [(clusters: [GlyphCluster], endsParagraph: Bool, truncated: Bool)] = []
        let hidden = broken.count > limit
        let visible = Array(broken.prefix(limit))
        for (n, b) in visible.enumerated() {
            let p = paragraphs[b.paragraph]
            var clusters = Array(p.clusters[b.range])
            let endsParagraph = b.range.upperBound == p.clusters.count
            var truncated = false
            let style = paragraphStyle(b.paragraph)
            let mode = style.lineBreakMode
            if hidden, n == limit - 1 {
                let rest = Array(p.clusters[b.range.lowerBound...])
                let t = Truncation(setter: setter, maxWidth: TextLayout.lineWidth(style, first: b.first, container: maxWidth),
                                   kerns: kerns, fallbackRun: p.run, paragraphLevel: p.level)
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

        // Vertical placement: each line's box and baseline.
        let metrics = visible.indices.map { LineMetrics(contents[$0].clusters, paragraphRun: paragraphs[visible[$0].paragraph].run, styles: styles) }
        let gaps = visible.indices.map { gap(after: $0, of: visible) }
        let tops = TextLayout.tops(heights: metrics.map(\.height), gaps: gaps)

        // Horizontal placement, in visual order.
        var visualClusters: [[GlyphCluster]] = []
        var placed: [(origins: [Double], width: Double)] = []
        for (i, c) in contents.enumerated() {
            let visual = paragraphs[visible[i].paragraph].visualOrder(c.clusters)
            visualClusters.append(visual)
            placed.append(setter.placeVisually(visual))
        }
        var widest = 0.0
        for (i, b) in visible.enumerated() {
            let style = paragraphStyle(b.paragraph)
            widest = Swift.max(widest, (b.first ? style.firstLineHeadIndent : style.headIndent) + placed[i].width)
        }
        let alignWidth = maxWidth.isFinite ? maxWidth : widest
        self.alignmentWidth = alignWidth

        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let clipsToWidth = maxWidth.isFinite && visible.last.map { paragraphStyle($0.paragraph).lineBreakMode == .clipping } == true
        self.clipsToWidth = clipsToWidth
        var lines: [Line] = []
        var attachments: [Attachment] = []
        var usedWidth = 0.0
        for (i, b) in visible.enumerated() {
            let style = paragraphStyle(b.paragraph)
            let clusters = visualClusters[i]
            var origins = placed[i].origins
            var width = placed[i].width
            let rightToLeft = (style.baseWritingDirection == .natural ? naturalDirection : style.baseWritingDirection) == .rightToLeft
            let head = b.first ? style.firstLineHeadIndent : style.headIndent
            let end = style.tailIndent > 0 ? style.tailIndent : alignWidth + style.tailIndent
            let regionMin = rightToLeft ? alignWidth - end : head
            let regionMax = rightToLeft ? alignWidth - head : end
            var offset: Double
            switch style.alignment {
            case .left: offset = regionMin
            case .center: offset = regionMin + ((regionMax - regionMin) - width) / 2
            case .right: offset = regionMax - width
            case .natural: offset = rightToLeft ? regionMax - width : regionMin
            case .justified:
                offset = rightToLeft ? regionMax - width : regionMin
                if maxWidth.isFinite, !contents[i].endsParagraph, !contents[i].truncated {
                    (origins, width) = TextLayout.justify(clusters, origins, width: width, to: regionMax - regionMin)
                    offset = regionMin
                }
            }
            // Text wider than the box (clipping, or a single wide character) starts at the left edge.
            offset = snap(Swift.max(0, offset))
            let top = tops[i]
            let baseline = snap(top + metrics[i].baseline)
            var glyphs: [Glyph] = []
            var spans: [Span] = []
            var carets: [CaretStop] = []
            glyphs.reserveCapacity(clusters.count)
            carets.reserveCapacity(clusters.count)
            for (j, c) in clusters.enumerated() {
                let s = styles[c.run]
                let x = offset + origins[j]
                if let box = s.attachment, !c.isWhitespace {
                    let bottom = baseline - s.baselineOffset - box.baselineOffset
                    attachments.append(Attachment(id: box.id, run: c.run,
                                                  rect: Rect(x: x, y: bottom - box.size.height, width: box.size.width, height: box.size.height)))
                }
                for g in c.glyphs {
                    glyphs.append(Glyph(id: g.id, position: Point(x: x + g.x, y: baseline - s.baselineOffset), run: c.run))
                }
                let maxX = j + 1 < clusters.count ? offset + origins[j + 1] : x + c.advance
                // An ellipsis, and a directional control standing for an attribute, hold no caret.
                if c.offset >= 0, c.utf16Length > 0 {
                    carets.append(CaretStop(offset: c.offset, length: c.utf16Length, minX: x, maxX: x + c.advance,
                                            rightToLeft: c.level & 1 == 1))
                }
                if let last = spans.last, last.run == c.run, last.isWhitespace == c.isWhitespace {
                    spans[spans.count - 1].maxX = maxX
                } else {
                    spans.append(Span(run: c.run, minX: x, maxX: maxX, isWhitespace: c.isWhitespace))
                }
            }
            let rect = Rect(x: offset, y: top, width: clipsToWidth ? Swift.min(width, maxWidth) : width, height: metrics[i].height)
            usedWidth = Swift.max(usedWidth, rect.width + head)
            let p = paragraphs[b.paragraph]
            let range = (b.range.isEmpty ? p.start : p.clusters[b.range.lowerBound].offset)
                ..< (b.range.upperBound < p.clusters.count ? p.clusters[b.range.upperBound].offset : p.end)
            var lineText = ""
            // A control standing for a run's directional formatting is not one of the text's characters.
            for c in contents[i].clusters where c.utf16Length > 0 || c.offset < 0 { lineText.append(c.character) }
            lines.append(Line(text: lineText, glyphs: glyphs, originX: offset,
                              baselineY: baseline, width: width, rect: rect, isTruncated: contents[i].truncated, spans: spans,
                              textRange: range, rightToLeft: p.level & 1 == 1, carets: carets))
        }
        self.lines = lines
        self.attachments = attachments
        let height = TextLayout.totalHeight(heights: metrics.map(\.height), gaps: gaps)
        self.size = Size(width: usedWidth, height: height)
        self.isTruncated = hidden
    }

    /// The width a paragraph's line may fill: the container less the head and tail indents.
    static func lineWidth(_ style: ParagraphStyle, first: Bool, container: Double) -> Double {
        let head = first ? style.firstLineHeadIndent : style.headIndent
        let end = style.tailIndent > 0 ? style.tailIndent : container + style.tailIndent
        return Swift.max(0, end - head)
    }

    /// Whether every line is as tall as the first and every gap as wide: then positions are
    /// multiples, as plain text always was, so line n's top carries no accumulated rounding.
    private static func isUniform(_ heights: [Double], _ gaps: [Double]) -> Bool {
        guard let h = heights.first else { return true }
        let inner = gaps.dropLast()
        return heights.allSatisfy { $0 == h } && inner.allSatisfy { $0 == inner.first }
    }

    /// How many of the lines fit `maxHeight`; at least one.
    static func linesFitting(_ maxHeight: Double, heights: [Double], gaps: [Double]) -> Int {
        guard let h = heights.first else { return 1 }
        if isUniform(heights, gaps) {
            let spacing = gaps.count > 1 ? gaps[0] : gaps.first ?? 0
            // Heights such as `.greatestFiniteMagnitude` mean "unbounded": clamp before converting,
            // since a Double beyond Int's range would trap.
            let lines = ((maxHeight + spacing) / (h + spacing) + 1e-9).rounded(.down)
            // NaN or huge means unbounded; a negative count (a font with a negative line height) means one line.
            let fit = !(lines < 1e9) ? Int.max : (lines < 0 ? 0 : Int(lines))
            return Swift.max(1, fit)
        }
        let tolerance = 1e-9 * Swift.max(1, maxHeight)
        var top = 0.0, count = 0
        for (i, height) in heights.enumerated() {
            guard top + height <= maxHeight + tolerance else { break }
            count += 1
            top += height + gaps[i]
        }
        return Swift.max(1, count)
    }

    /// The top of each line box.
    static func tops(heights: [Double], gaps: [Double]) -> [Double] {
        if isUniform(heights, gaps), let h = heights.first {
            let spacing = gaps.first ?? 0
            return heights.indices.map { Double($0) * (h + spacing) }
        }
        var result: [Double] = []
        var top = 0.0
        for (i, h) in heights.enumerated() {
            result.append(top)
            top += h + gaps[i]
        }
        return result
    }

    /// From the first line's top to the last line's bottom.
    static func totalHeight(heights: [Double], gaps: [Double]) -> Double {
        guard let h = heights.first else { return 0 }
        if isUniform(heights, gaps) {
            let spacing = gaps.first ?? 0
            return Double(heights.count) * h + Double(heights.count - 1) * spacing
        }
        return tops(heights: heights, gaps: gaps).last! + heights.last!
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
