/// A constraint attribute, spelled as IB writes it (`NSLayoutConstraint.Attribute`'s names).
public enum IBLayoutAttribute: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// IB's name for the last baseline.
    case baseline
    case firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
}

/// How a constraint's two sides compare.
public enum IBLayoutRelation: String, Hashable, Sendable, CaseIterable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}
