import Foundation

/// One tab of a ``UITabBar``, as UIKit's `UITabBarItem`: an image over a title, a selected
/// image, and a badge.
///
/// Differs from UIKit on purpose: the system items that iOS draws as SF Symbols
/// (`.favorites`, `.search`…) keep their titles but draw no image, as Designable has no symbol font.
open class UITabBarItem: UIBarItem {
    /// The tabs iOS provides, as UIKit's `UITabBarItem.SystemItem`, with its raw values.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        /// The title iOS shows under the symbol.
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// The image shown while the tab is selected; ``UIBarItem/image`` when `nil`.
    open var selectedImage: UIImage?
    /// The text of the badge at the image's top trailing corner; no badge when `nil`, a dot for "".
    open var badgeValue: String?
    /// The badge's colour; the system red when `nil`.
    open var badgeColor: UIColor?
    /// How far the title is moved from where the bar places it.
    open var titlePositionAdjustment: UIOffset = .zero
    private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// An item with no title or image.
    public override init() { super.init() }

    /// An item decoded from an archive; nothing is read from `coder`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// An item showing `image` over `title`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item showing `image` over `title`, and `selectedImage` while selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// One of the tabs iOS provides, titled as iOS titles it.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        title = systemItem.title
        self.tag = tag
    }

    /// Sets the badge text's attributes for `state`.
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state.rawValue] = textAttributes
    }

    /// The badge text's attributes set for `state`, if any.
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributes[state.rawValue]
    }
}
