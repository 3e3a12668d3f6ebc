import Designable
import Foundation
import Locking
import SnapshotEngine

/// What the coder path compares an unregistered custom class with, and what it tells the reader.
///
/// Interface Builder stores what a designer set, so the coder path archives what the
/// snapshotted view has beyond a fresh instance. A registered class gives that fresh instance
/// through its `init(frame:)` factory. An unregistered one has none (Swift cannot call
/// `init(frame:)` through a metatype), so:
/// - when the snapshot's expression builds a new view (`assertSnapshot(of: Card(frame: r), …)`),
///   a second evaluation of it is the fresh instance: setup that `init(frame:)` does and
///   `init(coder:)` forgets then shows as drift, the bug this path is for. Anything else the
///   expression sets is taken as initialisation too, which the note on a failure says;
/// - when it names an existing view, nothing can tell the class's setup from the test's, so the
///   view is compared with its UIKit class's defaults, as before, and a note on standard error
///   (once per class) says what the coder path cannot see, so it never passes silently.
struct UnregisteredCoderReference {
    var fresh: UIView?
    var note: String

    private static let warned = Locked<Set<String>>([])

    static func find(for view: UIView, registry: DesignableRegistry, sizing: ViewSizing) throws -> UnregisteredCoderReference? {
        let type = Swift.type(of: view)
        guard registry.designableClass(for: type)?.canMakeInCode != true, !isUIKitClass(type) else { return nil }
        let name = String(describing: type)
        if let again = SnapshotValue.evaluateAgain() as? UIView, again !== view, Swift.type(of: again) == type {
            try sizing.apply(to: again)
            return UnregisteredCoderReference(fresh: again, note: """
                \(name) is not registered, so the coder path took a second evaluation of the snapshot's expression as what \
                its initialiser sets up, and archived only what the snapshotted view has beyond it. If the expression also sets \
                what a designer would set in Interface Builder, register the class (the UIKitSources plugin registers every \
                class), so that only init(frame:)'s own setup is expected from init(coder:).
                """)
        }
        let note = existingViewNote(for: type)
        if warned.withLock({ $0.insert(name).inserted }) {
            FileHandle.standardError.write(Data("note: \(note)\n".utf8))
        }
        return UnregisteredCoderReference(fresh: nil, note: note)
    }

    /// What the coder path cannot see for an existing view of an unregistered class.
    static func existingViewNote(for type: AnyClass) -> String {
        let name = String(describing: type)
        return """
            \(name) is not registered and the snapshot was given an existing view, so the coder path archived every standard \
            property that differs from a plain \(uikitBase(of: type)) as if set in Interface Builder: setup that init(frame:) \
            does and init(coder:) forgets is not seen. Register the class (the UIKitSources plugin registers every class), or \
            snapshot an expression that builds the view: assertSnapshot(of: \(name)(frame: …), …).
            """
    }

    /// Whether `type` is one of Designable's own UIKit classes, which the archiver knows.
    private static func isUIKitClass(_ type: AnyClass) -> Bool {
        String(reflecting: type).hasPrefix("Designable.")
    }

    /// The nearest of Designable's UIKit classes above `type`.
    private static func uikitBase(of type: AnyClass) -> String {
        var current: AnyClass? = type
        while let c = current, !isUIKitClass(c) { current = _getSuperclass(c) }
        return current.map { String(describing: $0) } ?? "UIView"
    }
}
