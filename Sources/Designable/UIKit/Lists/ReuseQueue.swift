import Foundation

/// A list view's registrations and the views waiting to be reused, by reuse key: what
/// `register(_:forCellWithReuseIdentifier:)` and `dequeueReusableCell(withReuseIdentifier:for:)`
/// keep in a collection view, and their table view counterparts.
struct ReuseQueue {
    /// Where new views of a key come from.
    enum Source {
        /// A class, built as ``DesignableRegistry/instance(of:frame:)`` builds it.
        case viewClass(UIView.Type)
        /// A nib whose top-level view is the reusable view, as UIKit requires.
        case nib(UINib)
        /// A storyboard's prototype cell, instantiated anew from its document for each new view.
        case prototype(PrototypeCell)
    }

    private var sources: [String: Source] = [:]
    private var waiting: [String: [UIView]] = [:]

    /// Registers `source` for `key`, replacing any earlier one; `nil` removes the registration,
    /// as in UIKit.
    mutating func register(_ source: Source?, for key: String) {
        sources[key] = source
    }

    /// Whether something is registered for `key`.
    func isRegistered(_ key: String) -> Bool { sources[key] != nil }

    /// A view for `key`: the one put back most recently, or a new one from the registration;
    /// `nil` when nothing is registered or the registration makes no view.
    mutating func dequeue(_ key: String) -> (view: UIView, isReused: Bool)? {
        if let view = waiting[key]?.popLast() { return (view, true) }
        switch sources[key] {
        case .viewClass(let type)?:
            return (DesignableRegistry.shared.instance(of: type, frame: .zero), false)
        case .nib(let nib)?:
            guard let view = nib.instantiate(withOwner: nil).lazy.compactMap({ $0 as? UIView }).first else { return nil }
            return (view, false)
        case .prototype(let prototype)?:
            return prototype.instantiate().map { ($0, false) }
        case nil:
            return nil
        }
    }

    /// Puts `view` back to be dequeued again for `key`.
    mutating func enqueue(_ view: UIView, for key: String) {
        waiting[key, default: []].append(view)
    }

    /// The source a class argument of UIKit's `register` methods names: `nil` for `nil` or
    /// a class that is not a view.
    static func source(_ viewClass: AnyClass?) -> Source? {
        (viewClass as? UIView.Type).map { .viewClass($0) }
    }
}
