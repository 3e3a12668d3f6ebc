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

    /// An item decoded from an archive; nothing is read from `coder`.
    public required init?(coder: NSCoder) { super.init() }

    /// Sets the title's attributes for `state` (`.normal`, `.selected`, `.disabled`…): a font or a
    /// foreground colour replaces the bar's default for that state.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The title's attributes set for exactly `state`, if any.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The attributes to draw the title with in `state` inside `bar`: those set for the state,
    /// else for `.normal`, on the item, else on its appearance proxies (see `UIAppearance`).
    func effectiveTitleTextAttributes(for state: UIControl.State, in bar: UIView?) -> [NSAttributedString.Key: Any] {
        let normal = UIControl.State.normal.rawValue
        if let own = titleAttributes[state.rawValue] ?? titleAttributes[normal] { return own }
        let containers: [AnyObject] = bar.map { [$0] + AppearanceProxies.containers(of: $0) } ?? []
        for case let proxy as UIBarItem in AppearanceProxies.proxies(for: self, in: containers) where proxy !== self {
            if let set = proxy.titleAttributes[state.rawValue] ?? proxy.titleAttributes[normal] { return set }
        }
        return [:]
    }
}
