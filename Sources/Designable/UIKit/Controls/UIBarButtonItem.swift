import Foundation

/// A button in a ``UIToolbar``, as UIKit's `UIBarButtonItem`: text, an image, a system item,
/// a space, or a view of its own.
///
/// Differs from UIKit on purpose: system items that iOS draws as SF Symbols (add, trash,
/// compose…) keep their place and take taps but draw nothing, as Designable has no symbol
/// font; the text system items (Done, Cancel, Edit, Save…) are drawn as their titles.
open class UIBarButtonItem: UIBarItem {
    /// How an item's title is drawn, as UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable, CaseIterable {
        /// In the regular weight.
        case plain = 0
        /// Deprecated in iOS 8; drawn as ``plain``.
        case bordered
        /// In the semibold weight, for the action that completes a task.
        case done
    }

    /// The items iOS provides, as UIKit's `UIBarButtonItem.SystemItem`, with its raw values.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close

        /// The title iOS shows for a text item, or `nil` for one drawn as a symbol or a space.
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }
    }

    /// The object the action is sent to, held weakly, as in UIKit.
    open weak var target: AnyObject?
    /// The action sent when the item is tapped.
    open var action: Selector?
    /// How the title is drawn.
    open var style: Style = .plain
    /// The width of a fixed space, or of the item when positive.
    open var width: CGFloat = 0
    /// A view shown in place of the item.
    open var customView: UIView?
    /// The colour of the title and image; the bar's tint colour when `nil`.
    open var tintColor: UIColor?
    /// The system item the item was made as, if any.
    private(set) var systemItem: SystemItem?

    /// An empty item.
    public override init() { super.init() }

    /// An item decoded from an archive; nothing is read from `coder`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A system item; `target` and `action` are sent the tap.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        title = systemItem.title
        style = systemItem == .done || systemItem == .save ? .done : .plain
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item showing `title`.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item showing `image`.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A space that takes what the bar's other items leave, shared with the other flexible spaces.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// A space `width` points wide.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// Sends the action to the target, as a tap does; false when there is none to send.
    @discardableResult
    func sendAction() -> Bool {
        guard isEnabled, let action, let target else { return false }
        return ActionDispatch.send(action, to: target, sender: self)
    }
}
