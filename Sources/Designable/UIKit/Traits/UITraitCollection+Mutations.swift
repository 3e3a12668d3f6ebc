import Foundation

/// The traits `UITraitCollection(mutations:)` hands its closure.
private struct TraitMutations: UIMutableTraits {
    var values: UITraitCollection.Values

    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { values[trait] }
        set { values[trait] = newValue }
    }
}

extension UITraitCollection {
    /// A collection with the traits `mutations` sets, every other one unspecified.
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = TraitMutations(values: Values())
        mutations(&traits)
        self.init(values: (traits as? TraitMutations)?.values ?? Values())
    }

    /// This collection with the changes `mutations` makes.
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = TraitMutations(values: values)
        mutations(&traits)
        return UITraitCollection(values: (traits as? TraitMutations)?.values ?? values)
    }
}
