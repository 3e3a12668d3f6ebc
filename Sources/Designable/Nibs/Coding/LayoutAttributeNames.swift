import InterfaceBuilder

/// How Interface Builder's XML names UIKit's layout attributes and relations: one table each,
/// read one way when loading constraints and the other way when archiving them, so the two
/// directions cannot disagree.
enum LayoutAttributeNames {
    /// Every attribute with its IB name. IB's `baseline` is UIKit's last baseline.
    static let attributes: [(uikit: NSLayoutConstraint.Attribute, ib: IBLayoutAttribute)] = [
        (.left, .left), (.right, .right), (.top, .top), (.bottom, .bottom),
        (.leading, .leading), (.trailing, .trailing), (.width, .width), (.height, .height),
        (.centerX, .centerX), (.centerY, .centerY), (.lastBaseline, .baseline), (.firstBaseline, .firstBaseline),
        (.leftMargin, .leftMargin), (.rightMargin, .rightMargin), (.topMargin, .topMargin), (.bottomMargin, .bottomMargin),
        (.leadingMargin, .leadingMargin), (.trailingMargin, .trailingMargin),
        (.centerXWithinMargins, .centerXWithinMargins), (.centerYWithinMargins, .centerYWithinMargins),
    ]

    /// An edge or centre of a view's margins guide, as IB writes it: the view's margin attribute.
    static let marginAttributes: [(edge: NSLayoutConstraint.Attribute, margin: NSLayoutConstraint.Attribute)] = [
        (.left, .leftMargin), (.right, .rightMargin), (.top, .topMargin), (.bottom, .bottomMargin),
        (.leading, .leadingMargin), (.trailing, .trailingMargin),
        (.centerX, .centerXWithinMargins), (.centerY, .centerYWithinMargins),
    ]

    /// Every relation with its IB name.
    static let relations: [(uikit: NSLayoutConstraint.Relation, ib: IBLayoutRelation)] = [
        (.lessThanOrEqual, .lessThanOrEqual), (.equal, .equal), (.greaterThanOrEqual, .greaterThanOrEqual),
    ]

    /// The attribute a document names; every IB attribute has one.
    static func attribute(_ ib: IBLayoutAttribute) -> NSLayoutConstraint.Attribute {
        attributes.first { $0.ib == ib }!.uikit
    }

    /// The name IB gives `attribute`; `nil` for `.notAnAttribute`, which IB leaves out.
    static func ibAttribute(_ attribute: NSLayoutConstraint.Attribute) -> IBLayoutAttribute? {
        attributes.first { $0.uikit == attribute }?.ib
    }

    /// The view's margin attribute that stands for `edge` of its margins guide, in IB's terms.
    static func ibMarginAttribute(_ edge: NSLayoutConstraint.Attribute) -> IBLayoutAttribute? {
        marginAttributes.first { $0.edge == edge }.flatMap { ibAttribute($0.margin) }
    }

    /// The relation a document names.
    static func relation(_ ib: IBLayoutRelation) -> NSLayoutConstraint.Relation {
        relations.first { $0.ib == ib }!.uikit
    }

    /// The name IB gives `relation`.
    static func ibRelation(_ relation: NSLayoutConstraint.Relation) -> IBLayoutRelation {
        relations.first { $0.uikit == relation }!.ib
    }
}
