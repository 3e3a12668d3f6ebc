import Foundation

/// What `TraitChanges` keeps on a view or a view controller to tell it of changes.
protocol TraitChangeObserving: UITraitEnvironment {
    /// The traits the object last had, which the next render compares with its traits.
    var lastTraitCollection: UITraitCollection? { get set }
    /// Its `registerForTraitChanges` calls, in order.
    var traitChangeRegistrations: [TraitChangeRegistration] { get set }
}
