import Foundation
import Typography

/// One rectangle of a selection as a text input shows it, as UIKit's `UITextSelectionRect`:
/// ``UITextInput/selectionRects(for:)`` gives one per stretch of selected text side by side on a
/// line, so a selection across a line break, or from left-to-right into right-to-left text,
/// gives several.
open class UITextSelectionRect: NSObject {
    private let storedRect: CGRect
    private let storedDirection: NSWritingDirection
    private let storedContainsStart: Bool
    private let storedContainsEnd: Bool

    /// A selection rectangle; the text inputs make these, and subclasses of custom inputs
    /// override the properties, as in UIKit.
    public override init() {
        storedRect = .zero
        storedDirection = .natural
        storedContainsStart = false
        storedContainsEnd = false
    }

    init(rect: CGRect, writingDirection: NSWritingDirection, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        storedDirection = writingDirection
        storedContainsStart = containsStart
        storedContainsEnd = containsEnd
    }

    /// The rectangle, in the text input's coordinates.
    open var rect: CGRect { storedRect }
    /// The direction of the text it covers.
    open var writingDirection: NSWritingDirection { storedDirection }
    /// Whether it holds the selection's start.
    open var containsStart: Bool { storedContainsStart }
    /// Whether it holds the selection's end.
    open var containsEnd: Bool { storedContainsEnd }
    /// Whether the text runs vertically: never, here.
    open var isVertical: Bool { false }

    /// The rectangles for `boxes` of a layout drawn with its top-left at `origin`, each as tall
    /// as `lineBox` says its line is; the first holds the start and the last the end.
    static func rects(_ boxes: [TextLayout.SelectionBox], origin: CGPoint,
                      lineBox: (Int) -> (minY: CGFloat, height: CGFloat)) -> [UITextSelectionRect] {
        boxes.enumerated().map { i, box in
            let line = lineBox(box.line)
            return UITextSelectionRect(rect: CGRect(x: origin.x + CGFloat(box.minX), y: origin.y + line.minY,
                                                    width: CGFloat(box.maxX - box.minX), height: line.height),
                                       writingDirection: box.rightToLeft ? .rightToLeft : .leftToRight,
                                       containsStart: i == 0, containsEnd: i == boxes.count - 1)
        }
    }
}
