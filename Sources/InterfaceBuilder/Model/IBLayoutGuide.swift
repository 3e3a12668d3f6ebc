/// A layout guide constraints can refer to by id.
public struct IBLayoutGuide: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A view controller's `topLayoutGuide` (`<viewControllerLayoutGuide type="top">`, pre-iOS 11).
        case top
        /// A view controller's `bottomLayoutGuide`.
        case bottom
        /// A view's `safeAreaLayoutGuide` (`<viewLayoutGuide key="safeArea">`).
        case safeArea
        /// Another view guide, by key (`readableContent`, …).
        case view(key: String)
    }

    public var id: String
    public var kind: Kind
    public var line: IBSourceLine

    public init(id: String, kind: Kind, line: IBSourceLine = .none) {
        self.id = id
        self.kind = kind
        self.line = line
    }

    /// Whether the guide is written in a view controller's `<layoutGuides>`.
    var isViewControllerGuide: Bool { kind == .top || kind == .bottom }

    init(xml e: IBElement, in context: IBDecodingContext) throws {
        let id = try context.required(e, "id")
        if e.name == "viewControllerLayoutGuide" {
            switch try context.required(e, "type") {
            case "top": self.init(id: id, kind: .top, line: e.line)
            case "bottom": self.init(id: id, kind: .bottom, line: e.line)
            case let other: throw context.error(e, .invalidValue(attribute: "type", value: other, expected: "top or bottom"))
            }
        } else {
            let key = try context.required(e, "key")
            self.init(id: id, kind: key == "safeArea" ? .safeArea : .view(key: key), line: e.line)
        }
    }

    var xml: IBElement {
        switch kind {
        case .top: IBElement("viewControllerLayoutGuide", ["type": "top", "id": id])
        case .bottom: IBElement("viewControllerLayoutGuide", ["type": "bottom", "id": id])
        case .safeArea: IBElement("viewLayoutGuide", ["key": "safeArea", "id": id])
        case .view(let key): IBElement("viewLayoutGuide", ["key": key, "id": id])
        }
    }
}
