import Foundation

/// A place in a text input's text, as UIKit's `UITextPosition`.
///
/// UIKit leaves positions opaque, and so does Designable: the positions ``UITextField`` and
/// ``UITextView`` hand out count UTF-16 code units from the start, as `NSRange` does, and are
/// compared, offset and turned into ranges only through the input that made them.
open class UITextPosition: NSObject {
    /// Creates a position; subclasses of custom text inputs add what they need.
    public override init() {}
}

/// A run of a text input's text between two positions, as UIKit's `UITextRange`.
open class UITextRange: NSObject {
    /// Creates a range; subclasses of custom text inputs add what they need.
    public override init() {}

    /// Where the range begins; subclasses override it, as in UIKit.
    open var start: UITextPosition { UITextOffsetPosition(0) }
    /// Where the range ends; subclasses override it, as in UIKit.
    open var end: UITextPosition { UITextOffsetPosition(0) }
    /// Whether the range holds no text (a caret).
    open var isEmpty: Bool { true }
}

/// The positions Designable's text inputs make: a UTF-16 offset into the text.
final class UITextOffsetPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) { self.offset = offset }

    override func isEqual(_ object: Any?) -> Bool { (object as? UITextOffsetPosition)?.offset == offset }
    override var hash: Int { offset }
    override var description: String { "UITextPosition(\(offset))" }
}

/// The ranges Designable's text inputs make: an `NSRange` of UTF-16 offsets.
final class UITextOffsetRange: UITextRange {
    let range: NSRange
    init(_ range: NSRange) { self.range = range }

    override var start: UITextPosition { UITextOffsetPosition(range.location) }
    override var end: UITextPosition { UITextOffsetPosition(range.location + range.length) }
    override var isEmpty: Bool { range.length == 0 }
    override func isEqual(_ object: Any?) -> Bool { (object as? UITextOffsetRange)?.range == range }
    override var hash: Int { range.location &* 31 &+ range.length }
    override var description: String { "UITextRange(\(range.location)..<\(range.location + range.length))" }
}

/// What the keyboard needs from a view that takes typing, as UIKit's `UIKeyInput`.
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Types `text` over the selection.
    func insertText(_ text: String)
    /// Deletes the selection, or the character before the caret.
    func deleteBackward()
}

/// Positions, ranges and the selection of a text input, as UIKit's `UITextInput`, adopted by
/// ``UITextField`` and ``UITextView``.
///
/// Differs from UIKit on purpose: there is no marked (composing) text, as there is no input
/// method, so ``markedTextRange`` is always `nil`; and no caret is drawn in a snapshot.
public protocol UITextInput: UIKeyInput {
    /// The position before the first character.
    var beginningOfDocument: UITextPosition { get }
    /// The position after the last character.
    var endOfDocument: UITextPosition { get }
    /// The selection, or the caret when it is empty.
    var selectedTextRange: UITextRange? { get set }
    /// Text being composed by an input method: never, here.
    var markedTextRange: UITextRange? { get }
    /// The range between two positions, in either order.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` characters (UTF-16 units) from `position`, or `nil` outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// How many characters (UTF-16 units) lie from one position to another; negative backwards.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// Whether `position` lies before, at or after `other`.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The text in `range`.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range` with `text`.
    func replace(_ range: UITextRange, withText text: String)
    /// Where the caret is drawn at `position`, in the view's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The rectangles that show a selection of `range`, in the view's coordinates: one per
    /// stretch of selected text side by side on a line.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// The first rectangle of `range`: the union of its selection rectangles on its first line.
    func firstRect(for range: UITextRange) -> CGRect
    /// The caret position nearest `point`, in the view's coordinates.
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The caret position nearest `point` inside `range`.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// The character under `point`: the range from the nearest caret position to the next one.
    func characterRange(at point: CGPoint) -> UITextRange?
}

extension UITextInput {
    /// The union of the first line's rectangles of ``selectionRects(for:)``; `.null` for none.
    static func firstRect(of rects: [UITextSelectionRect]) -> CGRect {
        guard let first = rects.first else { return .null }
        return rects.filter { $0.rect.minY == first.rect.minY }.reduce(CGRect.null) { $0.union($1.rect) }
    }
}

/// The selection of a text input kept as UTF-16 offsets, shared by ``UITextField`` and
/// ``UITextView`` so that both answer ``UITextInput`` alike.
///
/// `nil` means "a caret after the last character", where UIKit puts the caret when text is
/// set, so the selection follows the text until something selects inside it.
struct TextSelection {
    private var stored: NSRange?

    /// The selection, clamped to text of `length` units.
    func range(in length: Int) -> NSRange {
        guard let stored else { return NSRange(location: length, length: 0) }
        let location = Swift.min(Swift.max(stored.location, 0), length)
        return NSRange(location: location, length: Swift.min(Swift.max(stored.length, 0), length - location))
    }

    /// A caret after the last character, as setting text leaves it.
    mutating func moveToEnd() { stored = nil }
    mutating func select(_ range: NSRange) { stored = range }

    /// `selectedTextRange`'s setter: the range when this input made it and it lies in text of
    /// `length` units, else a caret at the end.
    mutating func select(_ range: UITextRange?, length: Int) {
        if let range, let r = Self.range(of: range, length: length) { stored = r } else { stored = nil }
    }

    /// The offset `position` names in text of `length` units, or `nil` for a position this
    /// input did not make or one outside the text.
    static func offset(of position: UITextPosition, length: Int) -> Int? {
        guard let p = position as? UITextOffsetPosition, p.offset >= 0, p.offset <= length else { return nil }
        return p.offset
    }

    static func range(of range: UITextRange, length: Int) -> NSRange? {
        guard let start = offset(of: range.start, length: length), let end = offset(of: range.end, length: length) else { return nil }
        return NSRange(location: Swift.min(start, end), length: Swift.abs(end - start))
    }

    static func textRange(_ a: UITextPosition, _ b: UITextPosition, length: Int) -> UITextRange? {
        guard let x = offset(of: a, length: length), let y = offset(of: b, length: length) else { return nil }
        return UITextOffsetRange(NSRange(location: Swift.min(x, y), length: Swift.abs(y - x)))
    }

    static func position(_ p: UITextPosition, offset delta: Int, length: Int) -> UITextPosition? {
        guard let x = offset(of: p, length: length) else { return nil }
        let moved = x + delta
        return moved >= 0 && moved <= length ? UITextOffsetPosition(moved) : nil
    }

    /// `position` moved into `range`: the nearer end when it lies outside.
    static func clamp(_ position: UITextPosition?, to range: UITextRange, length: Int) -> UITextPosition? {
        guard let position, let x = offset(of: position, length: length), let r = Self.range(of: range, length: length) else { return nil }
        return UITextOffsetPosition(Swift.min(Swift.max(x, r.location), r.location + r.length))
    }

    /// The character from `position` on, in `text`: a whole composed character, or `nil` at the end.
    static func characterRange(from position: UITextPosition?, in text: String) -> UITextRange? {
        let units = text as NSString
        guard let x = position.flatMap({ offset(of: $0, length: units.length) }), x < units.length else { return nil }
        return UITextOffsetRange(units.rangeOfComposedCharacterSequence(at: x))
    }

    /// Offsets of positions this input did not make count as the start, as UIKit gives no
    /// better answer for foreign positions.
    static func distance(_ a: UITextPosition, _ b: UITextPosition) -> Int {
        ((b as? UITextOffsetPosition)?.offset ?? 0) - ((a as? UITextOffsetPosition)?.offset ?? 0)
    }

    static func compare(_ a: UITextPosition, _ b: UITextPosition) -> ComparisonResult {
        let d = distance(a, b)
        return d > 0 ? .orderedAscending : d < 0 ? .orderedDescending : .orderedSame
    }

    /// The range a keystroke replaces: the selection, or for delete with a caret the composed
    /// character before it.
    static func deletion(in text: String, selection: NSRange) -> NSRange? {
        if selection.length > 0 { return selection }
        guard selection.location > 0 else { return nil }
        let utf16 = text.utf16
        let caret = String.Index(utf16Offset: selection.location, in: text)
        guard let characterStart = text[..<caret].indices.last else { return nil }
        let start = utf16.distance(from: utf16.startIndex, to: characterStart)
        return NSRange(location: start, length: selection.location - start)
    }
}
