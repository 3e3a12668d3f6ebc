import Foundation

/// The traits a view or a view controller sets for itself and everything below it, as iOS
/// 17's `traitOverrides`: each one it sets wins over the traits it inherits.
///
/// ```swift
/// view.traitOverrides.horizontalSizeClass = .compact
/// view.traitOverrides.remove(UITraitHorizontalSizeClass.self)
/// ```
///
/// A render reads them as it walks the hierarchy down (see ``UIView/traitCollection``); set
/// them before the render, as a window applies them at its next layout.
public struct UITraitOverrides: UIMutableTraits, Sendable {
    var values = UITraitCollection.Values()

    /// Overrides nothing.
    public init() {}

    /// The overridden value of `trait`, or its default when it is not overridden.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { values[trait] }
        set { values[trait] = newValue }
    }

    /// Whether `trait` is overridden.
    public func contains(_ trait: UITrait) -> Bool { values.specifies(trait) }

    /// Stops overriding `trait`.
    public mutating func remove(_ trait: UITrait) { values.remove(trait) }
}
