/// One entry of an object's `<connections>`.
public enum IBConnection: Hashable, Sendable {
    /// `<outlet property="titleLabel" destination="abc-12-def" id="…"/>`: after decoding, the
    /// owner's `property` is set to the destination object.
    case outlet(IBOutlet)
    /// `<outletCollection property="buttons" destination="…" collectionClass="NSMutableArray" id="…"/>`.
    case outletCollection(IBOutlet)
    /// `<action selector="tapped:" destination="…" eventType="touchUpInside" id="…"/>`.
    case action(IBAction)
    /// Anything else (`segue`, …), kept verbatim and listed in the load report.
    case other(IBElement)
}

/// An outlet: a property of the owning object and the object it should point at.
public struct IBOutlet: Hashable, Sendable {
    public var id: String
    public var property: String
    /// The destination object's id.
    public var destination: String
    /// Attributes the model gives no meaning to (`collectionClass`, …), verbatim.
    public var otherAttributes: [String: String]
    public var line: IBSourceLine

    public init(id: String, property: String, destination: String, otherAttributes: [String: String] = [:],
                line: IBSourceLine = .none) {
        self.id = id
        self.property = property
        self.destination = destination
        self.otherAttributes = otherAttributes
        self.line = line
    }
}

/// A target–action connection from a control.
public struct IBAction: Hashable, Sendable {
    public var id: String
    public var selector: String
    /// The target object's id.
    public var destination: String
    /// The control event, such as `"touchUpInside"`; `nil` for gesture recognisers.
    public var eventType: String?
    public var line: IBSourceLine

    public init(id: String, selector: String, destination: String, eventType: String?, line: IBSourceLine = .none) {
        self.id = id
        self.selector = selector
        self.destination = destination
        self.eventType = eventType
        self.line = line
    }
}
