import Foundation

/// How an associated object is held, as the Objective-C runtime's `objc_AssociationPolicy`.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained: the value is held weakly here, so it reads back `nil` once it is gone
    /// (on iOS it would dangle).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied (held as given; Swift values are copied already).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained, atomically.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// Copied, atomically.
    case OBJC_ASSOCIATION_COPY = 771
}

/// Attaches `value` to `object` under `key`, as the Objective-C runtime does for the stored
/// properties extensions cannot declare; `nil` removes it. Values go when their object does.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociatedObjects.shared.set(object as AnyObject, key, value, policy)
}

/// The value attached to `object` under `key`, or `nil`.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.shared.get(object as AnyObject, key)
}

/// Removes every value attached to `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.shared.removeAll(object as AnyObject)
}

/// The side table of associated values. Swift cannot hook an object's deallocation, so each
/// entry keeps its object weakly and is dropped once the object is gone (its identifier may be
/// reused by a new object, which must not inherit the values).
final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()

    private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Value] = [:]
    }

    private enum Value {
        case strong(Any)
        case weak(WeakBox)
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject?) { self.object = object }
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var writes = 0

    func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
        lock.lock()
        defer { lock.unlock() }
        let id = ObjectIdentifier(object)
        var entry = entries[id].flatMap { $0.owner === object ? $0 : nil } ?? Entry(owner: object)
        if let value {
            entry.values[key] = policy == .OBJC_ASSOCIATION_ASSIGN ? .weak(WeakBox(value as AnyObject)) : .strong(value)
        } else {
            entry.values[key] = nil
        }
        entries[id] = entry
        writes += 1
        if writes % 256 == 0 { entries = entries.filter { $0.value.owner != nil } }
    }

    func get(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(object)], entry.owner === object else { return nil }
        switch entry.values[key] {
        case .strong(let value)?: return value
        case .weak(let box)?: return box.object
        case nil: return nil
        }
    }

    func removeAll(_ object: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        entries[ObjectIdentifier(object)] = nil
    }
}
