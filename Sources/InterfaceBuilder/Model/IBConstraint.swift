/// One `<constraint>`: `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant`.
public struct IBConstraint: Hashable, Sendable {
    public var id: String
    /// The first item's id; `nil` means the view that owns the constraint.
    public var firstItem: String?
    public var firstAttribute: IBLayoutAttribute
    public var relation: IBLayoutRelation
    /// The second item's id; `nil` with no ``secondAttribute`` for a constant (width = 240);
    /// `nil` with a ``secondAttribute`` means the owning view.
    public var secondItem: String?
    public var secondAttribute: IBLayoutAttribute?
    public var multiplier: IBMultiplier
    public var constant: Double
    /// 1…1000; 1000 is required.
    public var priority: Double
    /// Attributes the model gives no meaning to (`symbolic`, `identifier`, `placeholder`, …), verbatim.
    public var otherAttributes: [String: String]
    /// Size-class variations of the constraint's own values (`<variation key="heightClass=compact"
    /// constant="20"/>`), in document order.
    public var variations: [IBVariation] = []
    /// Child elements the model gives no meaning to, verbatim.
    public var extras: [IBElement] = []
    public var line: IBSourceLine

    public init(id: String, firstItem: String? = nil, firstAttribute: IBLayoutAttribute,
                relation: IBLayoutRelation = .equal, secondItem: String? = nil,
                secondAttribute: IBLayoutAttribute? = nil, multiplier: IBMultiplier = .one,
                constant: Double = 0, priority: Double = 1000, otherAttributes: [String: String] = [:],
                line: IBSourceLine = .none) {
        self.id = id
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.otherAttributes = otherAttributes
        self.line = line
    }

    /// Whether the constraint must hold (priority 1000).
    public var isRequired: Bool { priority >= 1000 }

    /// The constant at `classes`: that of the most specific variation applying there that gives
    /// one (a later one among equals), else ``constant``.
    public func constant(at classes: IBSizeClasses) -> Double {
        variations.enumerated()
            .filter { $0.element.applies(at: classes) && $0.element.key != "default" }
            .sorted { ($0.element.specificity, $0.offset) < ($1.element.specificity, $1.offset) }
            .compactMap { $0.element.attributes["constant"].flatMap(Double.init) }
            .last ?? constant
    }

    /// Whether a size class changes the constant.
    public var hasConstantVariations: Bool { variations.contains { $0.attributes["constant"] != nil } }
}
