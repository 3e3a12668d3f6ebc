import Foundation

/// Whether the window's scene is in front, as UIKit's `UIUserInterfaceActiveAppearance`.
public enum UIUserInterfaceActiveAppearance: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// The scene is behind another (a Mac window not in front).
    case inactive = 0
    /// The scene is in front, as a snapshot's always is.
    case active = 1
}

/// How large a toolbar's items are, as UIKit's `UINSToolbarItemPresentationSize` (Mac Catalyst).
public enum UINSToolbarItemPresentationSize: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Regular.
    case regular = 0
    /// Small.
    case small = 1
    /// Large.
    case large = 3
}

/// The active-appearance trait, kept among an app's own traits.
enum ActiveAppearanceTrait: UITraitDefinition {
    static let defaultValue = UIUserInterfaceActiveAppearance.unspecified
    static let identifier = "com.apple.UIKit.activeAppearance"
    static let name = "ActiveAppearance"
    static let affectsColorAppearance = true
}

/// The toolbar-item size trait, kept among an app's own traits.
enum ToolbarItemPresentationSizeTrait: UITraitDefinition {
    static let defaultValue = UINSToolbarItemPresentationSize.unspecified
    static let identifier = "com.apple.UIKit.toolbarItemPresentationSize"
    static let name = "ToolbarItemPresentationSize"
    static let affectsColorAppearance = false
}

extension UITraitCollection {
    /// A collection setting only whether the scene is in front.
    public convenience init(activeAppearance: UIUserInterfaceActiveAppearance) {
        self.init(mutations: { $0[ActiveAppearanceTrait.self] = activeAppearance })
    }
    /// Whether the scene is in front; unspecified unless set, as renders are of the front scene.
    public var activeAppearance: UIUserInterfaceActiveAppearance { self[ActiveAppearanceTrait.self] }

    /// A collection setting only the toolbar item size.
    public convenience init(toolbarItemPresentationSize: UINSToolbarItemPresentationSize) {
        self.init(mutations: { $0[ToolbarItemPresentationSizeTrait.self] = toolbarItemPresentationSize })
    }
    /// The toolbar item size (Mac Catalyst); unspecified on iOS.
    public var toolbarItemPresentationSize: UINSToolbarItemPresentationSize { self[ToolbarItemPresentationSizeTrait.self] }

    /// An image configuration carrying these traits, as `imageConfiguration`.
    public var imageConfiguration: UIImage.Configuration { UIImage.Configuration().withTraitCollection(self) }
}

extension UIContentSizeCategory {
    /// Posted when the preferred content size category changes; never posted in a snapshot,
    /// where the category is a trait a test sets.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The key of the new category in that notification's user info.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
