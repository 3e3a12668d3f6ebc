import Foundation

/// The closure a ``UIAction`` runs.
public typealias UIActionHandler = (UIAction) -> Void

/// An element of a menu, as UIKit's `UIMenuElement`: the base of ``UIAction``.
open class UIMenuElement: NSObject {
    /// The element's title.
    open var title: String
    /// A second line under the title.
    open var subtitle: String?
    /// The element's image.
    open internal(set) var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }

    /// How an element looks and behaves in a menu, as UIKit's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The attributes' bits.
        public let rawValue: UInt
        /// Attributes from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Dimmed and not selectable.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn as destructive (red).
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open when chosen.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a check mark, as UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable {
        /// No check mark.
        case off
        /// A check mark.
        case on
        /// A dash, for mixed.
        case mixed
    }
}

/// A closure with a title and image, run by a control for its events, as UIKit's `UIAction`.
///
/// ```swift
/// let buy = UIAction(title: "Buy") { action in
///     (action.sender as? UIButton)?.isSelected = true
/// }
/// button.addAction(buy, for: .touchUpInside)
/// ```
open class UIAction: UIMenuElement {
    /// The action's identifier; a control holds one action per identifier.
    open private(set) var identifier: Identifier
    /// A longer title for discoverability.
    open var discoverabilityTitle: String?
    /// How the action looks in a menu.
    open var attributes: Attributes
    /// Whether the action shows a check mark in a menu.
    open var state: State
    /// The control running the action, while its handler runs.
    open internal(set) var sender: Any?
    /// The closure.
    let handler: UIActionHandler

    /// An action running `handler`, with a title, image and identifier (a unique one when `nil`).
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// An action's identifier, as UIKit's `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public var rawValue: String
        /// An identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
