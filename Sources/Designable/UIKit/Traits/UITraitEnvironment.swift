import Foundation

/// An object with traits, told when they change, as UIKit's `UITraitEnvironment`: views,
/// view controllers and the screen.
public protocol UITraitEnvironment: AnyObject {
    /// The traits the object has now.
    var traitCollection: UITraitCollection { get }
    /// Called when the traits differ from those the object last had, with those.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A registration made by `registerForTraitChanges`, as iOS 17's `UITraitChangeRegistration`:
/// pass it to `unregisterForTraitChanges(_:)` to stop the calls.
public protocol UITraitChangeRegistration: AnyObject {}

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

/// What `TraitChanges` keeps on a view or a view controller to tell it of changes.
protocol TraitChangeObserving: UITraitEnvironment {
    /// The traits the object last had, which the next render compares with its traits.
    var lastTraitCollection: UITraitCollection? { get set }
    /// Its `registerForTraitChanges` calls, in order.
    var traitChangeRegistrations: [TraitChangeRegistration] { get set }
}
