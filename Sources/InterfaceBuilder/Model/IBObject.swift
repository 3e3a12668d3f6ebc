import Raster

/// One object of a document: a view, a view controller, a placeholder, or any other element
/// with an `id` that IB archives.
///
/// The coder builds a view from one of these: ``element`` picks the UIKit class
/// (`"label"` → `UILabel`), ``customClass`` the user's subclass, ``attributes`` hold the
/// scalar properties as written (`text`, `contentMode`, `hidden="YES"`, …), and the typed
/// members hold everything IB writes as child elements.
///
/// ```swift
/// let card = document.object(withID: "iN0-l3-epB")!
/// card.frame                         // Rect(x: 0, y: 0, width: 320, height: 123)
/// card.colors["backgroundColor"]?.color
/// card.runtimeAttributes.first?.keyPath  // "cornerRadius"
/// ```
public struct IBObject: Hashable, Sendable {
    /// The element name: `"view"`, `"label"`, `"viewController"`, `"placeholder"`, …
    public var element: String
    public var id: String
    /// The property of the parent this object fills (`"view"` for a controller's root view,
    /// `"contentView"` for a cell's), or `nil` for subviews and top-level objects.
    public var key: String?
    public var customClass: String?
    public var customModule: String?
    /// Every other XML attribute, verbatim: `text`, `contentMode`, `opaque`, `userLabel`, …
    public var attributes: [String: String]
    /// The frame IB computed, in the superview's coordinates.
    public var frame: Rect?
    public var autoresizingMask: IBAutoresizingMask?
    public var subviews: [IBObject]
    /// Objects held by key rather than as subviews: a controller's root `view`, a cell's
    /// `contentView`, a navigation controller's `navigationBar`, a `tabBarItem`.
    public var children: [IBObject]
    /// The constraints this view owns; an absent `firstItem` means this view.
    public var constraints: [IBConstraint]
    /// Colour properties by key: `backgroundColor`, `textColor`, `tintColor`, …
    public var colors: [String: IBColor]
    /// Keys IB explicitly wrote as nil (`<nil key="textColor"/>`): "use the default".
    public var nilKeys: Set<String>
    public var fontDescription: IBFontDescription?
    /// A button's per-state titles, images and colours, in document order.
    public var states: [IBButtonState]
    /// String properties written as elements (`<string key="text">` for text views).
    public var strings: [String: String]
    public var runtimeAttributes: [IBRuntimeAttribute]
    public var connections: [IBConnection]
    /// Layout guides: a controller's top and bottom guides, a view's safe area.
    public var layoutGuides: [IBLayoutGuide]
    /// Size-class variations; the `default` one excludes constraints from installation.
    public var variations: [IBVariation]
    /// Child elements the model gives no meaning to (`canvasLocation`, `textInputTraits`,
    /// segments, …), verbatim so writing the document back keeps them.
    public var extras: [IBElement]
    /// A table or collection view's prototype cells (`<prototypes>`, `<cells>`): templates its
    /// data source dequeues by reuse identifier, not subviews. They are not among
    /// ``allObjects``: each dequeue instantiates one anew.
    public var prototypes: [IBObject] = []
    /// A static table's sections (`<sections>` of a `dataMode="static"` table view): each a
    /// `tableViewSection` object whose ``subviews`` are its cells, read from its `<cells>`.
    /// Unlike ``prototypes`` these cells are instances, made once with the document, so they
    /// are among ``allObjects`` and outlets may point at them and their subviews.
    public var sections: [IBObject] = []
    /// Styled strings by key (`attributedText`, `attributedPlaceholder`). Those read from a
    /// document stay in ``extras`` as written, and are written from there; others are written
    /// from here.
    public var attributedStrings: [String: IBAttributedString] = [:]
    public var line: IBSourceLine

    public init(element: String, id: String, key: String? = nil, customClass: String? = nil,
                customModule: String? = nil, attributes: [String: String] = [:], frame: Rect? = nil,
                autoresizingMask: IBAutoresizingMask? = nil, subviews: [IBObject] = [],
                children: [IBObject] = [], constraints: [IBConstraint] = [], colors: [String: IBColor] = [:],
                nilKeys: Set<String> = [], fontDescription: IBFontDescription? = nil,
                states: [IBButtonState] = [], strings: [String: String] = [:],
                runtimeAttributes: [IBRuntimeAttribute] = [], connections: [IBConnection] = [],
                layoutGuides: [IBLayoutGuide] = [], variations: [IBVariation] = [], extras: [IBElement] = [],
                line: IBSourceLine = .none) {
        self.element = element
        self.id = id
        self.key = key
        self.customClass = customClass
        self.customModule = customModule
        self.attributes = attributes
        self.frame = frame
        self.autoresizingMask = autoresizingMask
        self.subviews = subviews
        self.children = children
        self.constraints = constraints
        self.colors = colors
        self.nilKeys = nilKeys
        self.fontDescription = fontDescription
        self.states = states
        self.strings = strings
        self.runtimeAttributes = runtimeAttributes
        self.connections = connections
        self.layoutGuides = layoutGuides
        self.variations = variations
        self.extras = extras
        self.line = line
    }

    /// The child object held under `key`.
    public func child(forKey key: String) -> IBObject? { children.first { $0.key == key } }

    /// A view controller's root view.
    public var rootView: IBObject? { child(forKey: "view") }

    /// `placeholderIdentifier`, for placeholders: `"IBFilesOwner"`, `"IBFirstResponder"`.
    public var placeholderIdentifier: String? { attributes["placeholderIdentifier"] }

    /// Whether this is the File's Owner placeholder, the object that loads a nib.
    public var isFilesOwner: Bool { element == "placeholder" && placeholderIdentifier == "IBFilesOwner" }

    /// The element IB holds ``prototypes`` in: a collection view's `cells`, a table view's `prototypes`.
    public var prototypesElement: String { element == "collectionView" ? "cells" : "prototypes" }

    /// The outlets among ``connections``.
    public var outlets: [IBOutlet] {
        connections.compactMap { if case .outlet(let o) = $0 { o } else { nil } }
    }

    /// The outlet collections' connections among ``connections``, in document order.
    public var outletCollections: [IBOutlet] {
        connections.compactMap { if case .outletCollection(let o) = $0 { o } else { nil } }
    }

    /// The target-action connections among ``connections``, in document order.
    public var actions: [IBAction] {
        connections.compactMap { if case .action(let a) = $0 { a } else { nil } }
    }

    /// The constraints IB installs for any width and height: all of ``constraints`` but those
    /// the `default` variation excludes. See ``installs(_:mask:at:)`` for a size class's.
    public var installedConstraints: [IBConstraint] {
        constraints.filter { installs($0.id, mask: "constraints", at: .any) }
    }

    /// An attribute written as IB's `YES`/`NO`; `nil` when absent or anything else.
    public func boolAttribute(_ name: String) -> Bool? {
        switch attributes[name] {
        case "YES": true
        case "NO": false
        default: nil
        }
    }

    /// An attribute read as a number; `nil` when absent or not a number.
    public func numberAttribute(_ name: String) -> Double? { attributes[name].flatMap(Double.init) }

    /// This object and every object below it (subviews and keyed children), depth first.
    public var allObjects: [IBObject] {
        [self] + children.flatMap(\.allObjects) + subviews.flatMap(\.allObjects) + sections.flatMap(\.allObjects)
    }
}
