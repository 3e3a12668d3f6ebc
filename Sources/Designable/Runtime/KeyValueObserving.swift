import Foundation

/// What an observer asks to be told, as Foundation's `NSKeyValueObservingOptions`.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    /// The option bits, as Foundation numbers them.
    public let rawValue: UInt
    /// Options from their raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The new value, under ``NSKeyValueChangeKey/newKey``.
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    /// The old value, under ``NSKeyValueChangeKey/oldKey``.
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    /// A first notification at once, with the current value.
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    /// A notification before each change as well as after.
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// The keys of a change dictionary, as Foundation's `NSKeyValueChangeKey`.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// What kind of change: an `NSKeyValueChange` raw value (`setting` here).
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    /// The new value.
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    /// The old value.
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    /// For collections; never set here.
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    /// `true` in the notification sent before a change, with ``NSKeyValueObservingOptions/prior``.
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// The kind of a change, as Foundation's `NSKeyValueChange`.
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set: the only kind views' keys have.
    case setting = 1
    /// Objects were inserted into a collection.
    case insertion
    /// Objects were removed from a collection.
    case removal
    /// Objects of a collection were replaced.
    case replacement
}

/// Key-value observing of views' geometry and appearance, as UIKit code uses it: a view
/// watching its superview's `frame` and `bounds`, or a scroll view's `contentOffset`.
///
/// Differs from Foundation on iOS on purpose: there is no Objective-C runtime to intercept any
/// setter, so only these keys are observable: `frame`, `bounds`, `center`, `alpha`, `hidden`,
/// `backgroundColor` and `transform` of a view, and `contentOffset`, `contentSize` and
/// `contentInset` of a scroll view; observing another key is allowed and never fires. The
/// observer must be a `UIResponder` (a view or view controller) overriding
/// `observeValue(forKeyPath:of:change:context:)`. Observers are held weakly.
extension NSObject {
    /// Tells `observer` of every change of `keyPath`, as Foundation does.
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        KeyValueObservers.shared.add(observer, of: self, keyPath: keyPath, options: options, context: context)
        if options.contains(.initial) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.new) { change[.newKey] = KeyValueObservers.value(of: self, keyPath) }
            (observer as? UIResponder)?.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
        }
    }

    /// Stops telling `observer` of `keyPath`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        KeyValueObservers.shared.remove(observer, of: self, keyPath: keyPath, context: nil, matchingContext: false)
    }

    /// Stops telling `observer` of `keyPath` for the registration made with `context`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        KeyValueObservers.shared.remove(observer, of: self, keyPath: keyPath, context: context, matchingContext: true)
    }
}

/// The registrations, by observed object.
final class KeyValueObservers: @unchecked Sendable {
    static let shared = KeyValueObservers()

    private struct Registration {
        weak var observer: NSObject?
        let keyPath: String
        let options: NSKeyValueObservingOptions
        let context: UnsafeMutableRawPointer?
    }

    private let lock = NSLock()
    private var byObject: [ObjectIdentifier: [Registration]] = [:]
    /// The key-path observations (`observe(\\.bounds)`), by observed object.
    private var keyPathObservations: [ObjectIdentifier: [WeakObservation]] = [:]
    /// Whether anything is observed at all: the setters' fast check.
    private(set) var isEmpty = true

    private struct WeakObservation {
        weak var observation: NSKeyValueObservation?
    }

    func add(_ observation: NSKeyValueObservation, of object: NSObject) {
        lock.lock(); defer { lock.unlock() }
        observation.object = ObjectIdentifier(object)
        keyPathObservations[ObjectIdentifier(object), default: []].append(WeakObservation(observation: observation))
        isEmpty = false
    }

    /// Drops `observation` (and any released one) from its object's list.
    func remove(_ observation: NSKeyValueObservation) {
        lock.lock(); defer { lock.unlock() }
        guard let id = observation.object, let list = keyPathObservations[id] else { return }
        let kept = list.filter { $0.observation != nil && $0.observation !== observation }
        keyPathObservations[id] = kept.isEmpty ? nil : kept
        isEmpty = byObject.isEmpty && keyPathObservations.isEmpty
    }

    /// Asks each key-path observation of `object` whether its value changed.
    private func checkKeyPaths(of object: NSObject) {
        lock.lock()
        let observations = keyPathObservations[ObjectIdentifier(object)]?.compactMap(\.observation) ?? []
        lock.unlock()
        for observation in observations { observation.check?() }
    }

    func add(_ observer: NSObject, of object: NSObject, keyPath: String, options: NSKeyValueObservingOptions, context: UnsafeMutableRawPointer?) {
        lock.lock(); defer { lock.unlock() }
        byObject[ObjectIdentifier(object), default: []].append(Registration(observer: observer, keyPath: keyPath, options: options, context: context))
        isEmpty = false
    }

    func remove(_ observer: NSObject, of object: NSObject, keyPath: String, context: UnsafeMutableRawPointer?, matchingContext: Bool) {
        lock.lock(); defer { lock.unlock() }
        let id = ObjectIdentifier(object)
        guard var list = byObject[id] else { return }
        // Foundation removes the most recent matching registration.
        if let i = list.lastIndex(where: { $0.observer === observer && $0.keyPath == keyPath && (!matchingContext || $0.context == context) }) {
            list.remove(at: i)
        }
        byObject[id] = list.isEmpty ? nil : list
        isEmpty = byObject.isEmpty && keyPathObservations.isEmpty
    }

    /// Calls `change` (which sets the property) and tells the observers of `key` on `object`.
    func observing(_ object: NSObject, _ key: String, change: () -> Void) {
        if isEmpty { change(); return }
        defer { checkKeyPaths(of: object) }
        lock.lock()
        let registrations = byObject[ObjectIdentifier(object)]?.filter { $0.keyPath == key && $0.observer != nil } ?? []
        lock.unlock()
        guard !registrations.isEmpty else { change(); return }
        let old = Self.value(of: object, key)
        for r in registrations where r.options.contains(.prior) {
            var info: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue, .notificationIsPriorKey: true]
            if r.options.contains(.old) { info[.oldKey] = old }
            (r.observer as? UIResponder)?.observeValue(forKeyPath: key, of: object, change: info, context: r.context)
        }
        change()
        let new = Self.value(of: object, key)
        for r in registrations {
            var info: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if r.options.contains(.old) { info[.oldKey] = old }
            if r.options.contains(.new) { info[.newKey] = new }
            (r.observer as? UIResponder)?.observeValue(forKeyPath: key, of: object, change: info, context: r.context)
        }
    }

    /// Old values noted by `willChange`, by object and key, for the matching `didChange`.
    private var pendingOld: [ObjectIdentifier: [String: Any]] = [:]

    /// `willChangeValue(forKey:)`: notes the old value and tells `.prior` observers.
    func willChange(_ object: NSObject, _ key: String) {
        if isEmpty { return }
        lock.lock()
        let registrations = byObject[ObjectIdentifier(object)]?.filter { $0.keyPath == key && $0.observer != nil } ?? []
        lock.unlock()
        guard !registrations.isEmpty else { return }
        let old = Self.value(of: object, key)
        lock.lock(); pendingOld[ObjectIdentifier(object), default: [:]][key] = old; lock.unlock()
        for r in registrations where r.options.contains(.prior) {
            var info: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue, .notificationIsPriorKey: true]
            if r.options.contains(.old) { info[.oldKey] = old }
            (r.observer as? UIResponder)?.observeValue(forKeyPath: key, of: object, change: info, context: r.context)
        }
    }

    /// `didChangeValue(forKey:)`: tells the observers of `key`, with the value noted before.
    func didChange(_ object: NSObject, _ key: String) {
        if isEmpty { return }
        defer { checkKeyPaths(of: object) }
        lock.lock()
        let registrations = byObject[ObjectIdentifier(object)]?.filter { $0.keyPath == key && $0.observer != nil } ?? []
        let old = pendingOld[ObjectIdentifier(object)]?.removeValue(forKey: key)
        lock.unlock()
        guard !registrations.isEmpty else { return }
        let new = Self.value(of: object, key)
        for r in registrations {
            var info: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if r.options.contains(.old), let old { info[.oldKey] = old }
            if r.options.contains(.new) { info[.newKey] = new }
            (r.observer as? UIResponder)?.observeValue(forKeyPath: key, of: object, change: info, context: r.context)
        }
    }

    /// The value of an observable key, boxed as Foundation boxes it (`NSValue`-like: the
    /// Swift value itself, or `NSNull` for `nil`).
    static func value(of object: NSObject, _ key: String) -> Any {
        if let view = object as? UIView, let value = announcedValue(of: view, key) { return value ?? NSNull() }
        return storedValue(of: object, key) ?? NSNull()
    }

    /// The value of a key a view's setters announce, or `nil` when the setters announce no such key.
    static func announcedValue(of view: UIView, _ key: String) -> Any?? {
        if let scroll = view as? UIScrollView {
            switch key {
            case "contentOffset": return scroll.contentOffset
            case "contentSize": return scroll.contentSize
            case "contentInset": return scroll.contentInset
            default: break
            }
        }
        switch key {
        case "frame": return view.frame
        case "bounds": return view.bounds
        case "center": return view.center
        case "alpha": return view.alpha
        case "hidden", "isHidden": return view.isHidden
        case "backgroundColor": return .some(view.backgroundColor)
        case "transform": return view.transform
        default: return nil
        }
    }

    /// A stored property of the object's own class or its superclasses, read by reflection, for
    /// the keys an app's view notifies by hand (`willChangeValue(forKey:)`).
    static func storedValue(of object: NSObject, _ key: String) -> Any? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let m = mirror {
            if let child = m.children.first(where: { $0.label == key }) { return child.value }
            mirror = m.superclassMirror
        }
        return nil
    }
}

/// The protocol through which every `NSObject` has Swift's key-path `observe(_:options:changeHandler:)`,
/// as Foundation's `_KeyValueCodingAndObserving` on iOS.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: NSObject {
    /// Calls `changeHandler` each time the value at `keyPath` changes, until the observation
    /// returned is invalidated or released, as Foundation's `observe(_:options:changeHandler:)`.
    ///
    /// Differs from iOS on purpose: without the Objective-C runtime no setter can be
    /// intercepted, so a change is seen when the object announces one: a view's `frame`,
    /// `bounds`, `center`, `alpha`, `isHidden`, `backgroundColor` or `transform` being set (a
    /// scroll view's `contentOffset`, `contentSize`, `contentInset` too), or
    /// `willChangeValue(forKey:)`/`didChangeValue(forKey:)` around any change. Then the value at
    /// `keyPath`, however deep (`\.layer.bounds`), is read again and the handler runs if it
    /// differs (values that are not `Equatable` always count as changed). `.initial` runs the
    /// handler at once, as on iOS; `.prior` notifications are not sent.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let observation = NSKeyValueObservation()
        var last = self[keyPath: keyPath]
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? last : nil,
                                                         oldValue: nil, indexes: nil, isPrior: false))
        }
        observation.check = { [weak self] in
            guard let self else { return }
            let value = self[keyPath: keyPath]
            if ObservedValues.areEqual(last, value) { return }
            let old = last
            last = value
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? value : nil,
                                                         oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
        }
        KeyValueObservers.shared.add(observation, of: self)
        return observation
    }
}

/// One change seen by a key-path observation, as Foundation's `NSKeyValueObservedChange`.
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change, as Foundation names it.
    public typealias Kind = NSKeyValueChange
    /// Always ``NSKeyValueChange/setting`` here.
    public let kind: Kind
    /// The new value, when the observation asked for ``NSKeyValueObservingOptions/new``.
    public let newValue: Value?
    /// The old value, when it asked for ``NSKeyValueObservingOptions/old``.
    public let oldValue: Value?
    /// For collections; never set here.
    public let indexes: IndexSet?
    /// Whether this is the notification before the change; never here.
    public let isPrior: Bool
}

/// A key-path observation, as Foundation's `NSKeyValueObservation`: it lasts until
/// ``invalidate()`` or until it is released.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    /// Reads the value again and tells the handler if it changed.
    var check: (() -> Void)?
    /// The observed object, whose list of observations holds this one.
    var object: ObjectIdentifier?

    /// Stops the observation.
    public func invalidate() {
        check = nil
        KeyValueObservers.shared.remove(self)
    }

    deinit { invalidate() }
}

/// Comparing two values of a type known only at run time.
enum ObservedValues {
    static func areEqual(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? any Equatable { return a.isEqual(toAny: b) }
        return false
    }
}

private extension Equatable {
    func isEqual(toAny other: Any) -> Bool { (other as? Self) == self }
}
