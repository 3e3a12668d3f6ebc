import Foundation

/// What toolbars, navigation bars and tab bars hold, as UIKit's `UIBarItem`: a title, an image,
/// a tag, and the title's text attributes for each control state.
open class UIBarItem: NSObject {
    /// The item's title.
    open var title: String?
    /// The item's image, drawn as a template in the bar's tint colour, as UIKit does.
    open var image: UIImage?
    /// Whether the item takes taps; a disabled item is drawn dimmed.
    open var isEnabled = true
    /// A number the app's code uses to tell items apart.
    open var tag = 0
    /// How far the image is moved from where the bar places it.
    open var imageInsets: UIEdgeInsets = .zero
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() { super.init() }

    /// Sets the title's attributes for `state` (`.normal`, `.selected`, `.disabled`…): a font or a
    /// foreground colour replaces the bar's default for that state.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The title's attributes set for exactly `state`, if any.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The attributes to draw the title with in `state`: those set for it, else for `.normal`.
    func effectiveTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
        titleAttributes[state.rawValue] ?? titleAttributes[UIControl.State.normal.rawValue] ?? [:]
    }
}
