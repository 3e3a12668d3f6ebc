import Foundation

/// A registration made by `registerForTraitChanges`, as iOS 17's `UITraitChangeRegistration`:
/// pass it to `unregisterForTraitChanges(_:)` to stop the calls.
public protocol UITraitChangeRegistration: AnyObject {}

/// One `registerForTraitChanges` call: the traits it watches and what it calls.
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    let call: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], call: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.call = call
    }

    /// Whether one of the watched traits differs between the two collections.
    func isTriggered(from previous: UITraitCollection, to current: UITraitCollection) -> Bool {
        traits.contains { current.values.differs(from: previous.values, in: $0) }
    }
}
