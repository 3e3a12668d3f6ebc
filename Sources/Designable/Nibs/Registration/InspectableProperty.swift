import Foundation

/// One declared inspectable property, with its type erased so that the loader can set it from
/// a document and the archiver can read it back.
struct InspectableProperty {
    /// The key path as documents write it: `"starColor"`, `"layer.cornerRadius"`.
    let name: String
    /// The property's Swift type, for messages.
    let typeName: String
    /// Sets the value through the property's setter, so `didSet` runs; `false` when the value
    /// does not fit the property's type or the view is not of the declaring class.
    let set: (UIView, RuntimeValue) -> Bool
    /// The value as a document would store it: `nil` when the view is not of the declaring
    /// class, `.some(nil)` when the value cannot be stored (an image made from pixels).
    let get: (UIView) -> RuntimeValue??
    /// Why setting this key from a document does nothing on iOS, for UIKit's known traps.
    let noEffect: String?

    /// Sets through the key path: a key-path write to a computed property reads its getter
    /// before calling its setter, which UIKit's own properties tolerate.
    init<V: UIView, T: InspectableValue>(_ name: String, _ keyPath: ReferenceWritableKeyPath<V, T>) {
        self.init(name, keyPath, set: { view, value in view[keyPath: keyPath] = value })
    }

    /// Sets through `assign` alone, as `setValue(_:forKey:)` does on iOS: an assignment to a
    /// class instance's property calls only its setter, so a getter that recurses, or traps on
    /// a value not set yet, is never called. `keyPath` only reads the value back.
    init<V: UIView, T: InspectableValue>(_ name: String, _ keyPath: KeyPath<V, T>, set assign: @escaping (V, T) -> Void) {
        self.name = name
        typeName = T.inspectableTypeName
        set = { view, value in
            guard let view = view as? V, let typed = T.fromRuntimeValue(value) else { return false }
            assign(view, typed)
            return true
        }
        get = { view in (view as? V).map { $0[keyPath: keyPath].runtimeValue } }
        noEffect = nil
    }

    /// A key UIKit accepts but ignores when a document sets it, such as `layer.borderColor`.
    init(ignored name: String, typeName: String, because reason: String) {
        self.name = name
        self.typeName = typeName
        set = { _, _ in true }
        get = { _ in nil }
        noEffect = reason
    }
}

/// One declared outlet: a property the loader points at another object of the document.
struct OutletProperty {
    let name: String
    /// The property's class, for messages.
    let typeName: String
    /// Connects `destination`; `false` when it is not of the property's class.
    let connect: (_ owner: AnyObject, _ destination: AnyObject) -> Bool

    init<V: AnyObject, T>(_ name: String, _ keyPath: ReferenceWritableKeyPath<V, T?>) {
        self.name = name
        typeName = String(describing: T.self)
        connect = { owner, destination in
            guard let owner = owner as? V, let typed = destination as? T else { return false }
            owner[keyPath: keyPath] = typed
            return true
        }
    }
}

/// One declared outlet collection: an array property the loader fills with the objects the
/// document's `<outletCollection>` connections name, in their order.
struct OutletCollectionProperty {
    let name: String
    /// The elements' class, for messages.
    let elementTypeName: String
    /// Sets the collection; `false` when an object is not of the element class.
    let connect: (_ owner: AnyObject, _ destinations: [AnyObject]) -> Bool

    init<V: AnyObject, T>(_ name: String, _ keyPath: ReferenceWritableKeyPath<V, [T]?>) {
        self.name = name
        elementTypeName = String(describing: T.self)
        connect = { owner, destinations in
            let typed = destinations.compactMap { $0 as? T }
            guard let owner = owner as? V, typed.count == destinations.count else { return false }
            owner[keyPath: keyPath] = typed
            return true
        }
    }

    init<V: AnyObject, T>(_ name: String, _ keyPath: ReferenceWritableKeyPath<V, [T]>) {
        self.name = name
        elementTypeName = String(describing: T.self)
        connect = { owner, destinations in
            let typed = destinations.compactMap { $0 as? T }
            guard let owner = owner as? V, typed.count == destinations.count else { return false }
            owner[keyPath: keyPath] = typed
            return true
        }
    }
}
