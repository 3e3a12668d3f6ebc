import Foundation

/// A menu of actions and submenus, as UIKit's `UIMenu`: what a button's or a bar button
/// item's `menu` holds.
///
/// ```swift
/// button.menu = UIMenu(title: "Sort", children: [
///     UIAction(title: "Name") { _ in sort(by: .name) },
///     UIAction(title: "Date") { _ in sort(by: .date) },
/// ])
/// ```
///
/// A snapshot never presents a menu; its elements are kept for tests to read and run.
open class UIMenu: UIMenuElement {
    /// The menu's identifier.
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// The actions and submenus, in order.
    public let children: [UIMenuElement]

    /// A menu of `children`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier("com.designable.menu.\(title)")
        self.options = options
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// The same menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// A menu's identifier, as `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// An identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children, as `UIMenu.Options`.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children shown inline in the parent menu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The children drawn as destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Only one child may be on at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children shown as a palette.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }
}

/// A context menu's configuration, as UIKit's `UIContextMenuConfiguration`; here for the order
/// of a menu's elements, which buttons and bar button items take.
open class UIContextMenuConfiguration: NSObject {
    /// The configuration's identifier.
    public let identifier: NSCopying
    /// The order of a menu's elements, as `UIContextMenuConfiguration.ElementOrder`.
    public enum ElementOrder: Int, Sendable, CaseIterable {
        /// The system's choice for where the menu appears.
        case automatic = 0
        /// The first element nearest the touch.
        case priority = 1
        /// The order given.
        case fixed = 2
    }

    /// A configuration; a snapshot never presents the menu, so the providers are not called.
    public init(identifier: NSCopying? = nil, previewProvider: (() -> UIViewController?)? = nil,
                actionProvider: (([UIMenuElement]) -> UIMenu?)? = nil) {
        self.identifier = identifier ?? NSString(string: "UIContextMenuConfiguration")
        super.init()
    }
}
