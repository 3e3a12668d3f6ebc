import Foundation

/// An object that calls code when some of its traits change, as iOS 17's
/// `UITraitChangeObservable`: views and view controllers.
///
/// ```swift
/// registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
///     self.layer.borderColor = UIColor.separator.resolvedColor(with: self.traitCollection).cgColor
/// }
/// ```
///
/// The calls come where `traitCollectionDidChange(_:)` does (see `TraitChanges`), right after
/// it, when one of the registered traits differs from the one the object last had.
public protocol UITraitChangeObservable: UITraitEnvironment {}

extension UITraitChangeObservable {
    /// Calls `handler` with the object and its previous traits when one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        register(traits) { object, previous in
            if let environment = object as? TraitEnvironment { handler(environment, previous) }
        }
    }

    /// Sends `action` to `target` when one of `traits` changes, with the object and its
    /// previous traits as the method's arguments (as many as it takes).
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        let target = target as AnyObject
        return register(traits) { [weak target] object, previous in
            if let target { SelectorTable.perform(action, on: target, arguments: [object, previous]) }
        }
    }

    /// Sends `action` to the object itself when one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        register(traits) { object, previous in SelectorTable.perform(action, on: object, arguments: [object, previous]) }
    }

    /// Stops the calls `registration` makes.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        guard let observing = self as? any TraitChangeObserving else { return }
        observing.traitChangeRegistrations.removeAll { $0 === registration }
    }

    private func register(_ traits: [UITrait], _ call: @escaping (AnyObject, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits, call: call)
        (self as? any TraitChangeObserving)?.traitChangeRegistrations.append(registration)
        return registration
    }
}
