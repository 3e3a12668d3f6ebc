extension TextLayout {
    /// Where a caret stands before the character at `offset` (in UTF-16 code units of
    /// ``text``): the line it is on and its x in points from the layout's left.
    ///
    /// The caret sits at the character's leading edge: its left in a left-to-right run, its
    /// right in a right-to-left one, so in Hebrew the caret after the first letter stands to
    /// the left of it. An offset with no character of its own on a line (the end of a line or
    /// of the text, before a newline, a space a wrap hid) takes the trailing edge of the
    /// character before it; an empty line, its start. Offsets past the text, or in text that
    /// truncation hid, take the end of the last line. At a wrap, the offset after the space
    /// goes to the start of the next line, as UIKit's downstream affinity does. Nil when the
    /// layout has no lines.
    public func caretPosition(forUTF16Offset offset: Int) -> (line: Int, x: Double)? {
        guard !lines.isEmpty else { return nil }
        // The character that starts at the offset (or holds it), then the one ending there.
        for (n, line) in lines.enumerated() {
            for stop in line.carets where stop.offset == offset || (stop.offset < offset && offset < stop.offset + stop.length) {
                return (n, stop.rightToLeft ? stop.maxX : stop.minX)
            }
        }
        for (n, line) in lines.enumerated() {
            for stop in line.carets where stop.offset + stop.length == offset {
                return (n, stop.rightToLeft ? stop.minX : stop.maxX)
            }
        }
        for (n, line) in lines.enumerated() where line.carets.isEmpty && line.textRange.lowerBound == offset {
            return (n, line.rightToLeft ? line.originX + line.width : line.originX)
        }
        let last = lines.count - 1
        return (last, lines[last].rightToLeft ? lines[last].originX : lines[last].originX + lines[last].width)
    }

    /// One stretch of a selection on one line, in points from the layout's left.
    public struct SelectionBox: Hashable, Sendable {
        public var line: Int
        public var minX: Double
        public var maxX: Double
        /// Whether the characters it covers read right to left.
        public var rightToLeft: Bool
    }

    /// The boxes that show a selection of `range` (UTF-16 code units of ``text``): per line, top
    /// to bottom, then left to right, one box per stretch of selected characters side by side.
    /// A selection running from left-to-right into right-to-left text covers characters that
    /// are not side by side on the line, so it shows as more than one box, as in UIKit.
    public func selectionBoxes(forUTF16Range range: Range<Int>) -> [SelectionBox] {
        var boxes: [SelectionBox] = []
        for (n, line) in lines.enumerated() {
            var extending = false
            for stop in line.carets {
                let selected = stop.offset < range.upperBound && stop.offset + stop.length > range.lowerBound
                if selected, extending {
                    boxes[boxes.count - 1].maxX = stop.maxX
                } else if selected {
                    boxes.append(SelectionBox(line: n, minX: stop.minX, maxX: stop.maxX, rightToLeft: stop.rightToLeft))
                }
                extending = selected
            }
        }
        return boxes
    }

    /// The line at `y` points from the layout's top: the first whose box reaches below it, else
    /// the last; `nil` when the layout has no lines.
    public func line(atY y: Double) -> Int? {
        guard !lines.isEmpty else { return nil }
        return lines.firstIndex { $0.rect.maxY > y } ?? lines.count - 1
    }

    /// The caret offset nearest `x` points from the layout's left on line `n`: the nearer edge
    /// of the character under `x` (its leading edge is its right one in right-to-left text),
    /// or the line's outer edges beyond its ends; an empty line's start.
    public func utf16Offset(closestTo x: Double, inLine n: Int) -> Int {
        guard lines.indices.contains(n) else { return text.utf16.count }
        let line = lines[n]
        guard let first = line.carets.first, let last = line.carets.last else { return line.textRange.lowerBound }
        func edge(_ stop: CaretStop, left: Bool) -> Int {
            left != stop.rightToLeft ? stop.offset : stop.offset + stop.length
        }
        if x <= first.minX { return edge(first, left: true) }
        if x >= last.maxX { return edge(last, left: false) }
        let stop = line.carets.first { x < $0.maxX } ?? last
        return edge(stop, left: x < (stop.minX + stop.maxX) / 2)
    }
}
