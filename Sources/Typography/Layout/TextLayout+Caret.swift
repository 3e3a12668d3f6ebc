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
}
