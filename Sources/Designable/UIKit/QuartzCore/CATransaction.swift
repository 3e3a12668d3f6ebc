import Foundation

/// Groups layer changes and animations, as Core Animation's `CATransaction`: a duration and
/// timing function for implicit animations, whether actions are disabled, and a completion
/// block that runs once every animation added after it is set has finished.
///
/// ```swift
/// CATransaction.begin()
/// CATransaction.setCompletionBlock { self.ring.isHidden = true }
/// ring.add(fill, forKey: "fill")
/// CATransaction.commit()
/// ```
///
/// Transactions nest and belong to the thread that begins them, as in Core Animation.
///
/// Snapshot semantics: the completion block runs from the render, once the animations it waits
/// for have ended on the snapshot clock (see ``CAAnimation``); with no animations it runs at
/// `commit()`. A completion block set outside `begin()`/`commit()` belongs to an implicit
/// transaction that the next render (or ``flush()``) commits.
open class CATransaction: NSObject {
    /// Opens a transaction on this thread.
    open class func begin() { Transactions.current.stack.append(Transaction(implicit: false)) }

    /// Closes the innermost transaction; its completion block runs when its animations end
    /// (at once when there are none). Unbalanced calls are ignored.
    open class func commit() {
        let transactions = Transactions.current
        guard let last = transactions.stack.indices.last(where: { !transactions.stack[$0].isImplicit }) else { return }
        let closed = transactions.stack.remove(at: last)
        closed.group?.close()
    }

    /// Commits the implicit transaction, as Core Animation does at the end of a run-loop turn.
    open class func flush() {
        let transactions = Transactions.current
        let implicit = transactions.stack.filter(\.isImplicit)
        transactions.stack.removeAll(where: \.isImplicit)
        for t in implicit { t.group?.close() }
    }

    /// Accepted for source compatibility: transactions are per thread.
    open class func lock() {}
    /// Accepted for source compatibility: transactions are per thread.
    open class func unlock() {}

    /// The duration of implicit animations in this transaction; 0.25 s by default.
    open class func animationDuration() -> CFTimeInterval {
        (value(forKey: kCATransactionAnimationDuration) as? Double) ?? 0.25
    }

    /// Sets the duration of implicit animations in this transaction.
    open class func setAnimationDuration(_ dur: CFTimeInterval) { setValue(dur, forKey: kCATransactionAnimationDuration) }

    /// The timing function of implicit animations in this transaction.
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    /// Sets the timing function of implicit animations in this transaction.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether implicit animations are disabled in this transaction.
    open class func disableActions() -> Bool { (value(forKey: kCATransactionDisableActions) as? Bool) ?? false }

    /// Disables or enables implicit animations in this transaction: with `true`, layers of your
    /// own change at once.
    open class func setDisableActions(_ flag: Bool) { setValue(flag, forKey: kCATransactionDisableActions) }

    /// The completion block set for this transaction.
    open class func completionBlock() -> (() -> Void)? {
        value(forKey: kCATransactionCompletionBlock) as? () -> Void
    }

    /// Sets the block that runs once every animation added to this transaction from now on has
    /// finished or been removed.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        let transaction = Transactions.current.innermostOrImplicit()
        transaction.values[kCATransactionCompletionBlock] = block
        transaction.group?.close()
        transaction.group = block.map { b in AnimationCompletionGroup { _ in b() } }
    }

    /// The transaction's value for `key`, looking outwards through enclosing transactions.
    open class func value(forKey key: String) -> Any? {
        for t in Transactions.current.stack.reversed() { if let v = t.values[key] { return v } }
        return nil
    }

    /// Sets the innermost transaction's value for `key`.
    open class func setValue(_ anObject: Any?, forKey key: String) {
        Transactions.current.innermostOrImplicit().values[key] = anObject
    }

    /// Joins a newly added animation to the completion groups of every open transaction.
    static func attachToOpenTransactions(_ animation: CAAnimation) {
        for t in Transactions.current.stack { if let g = t.group { animation.completionGroups.append(g) } }
    }

    /// Commits the implicit transaction before a render, as a run-loop turn would.
    static func commitImplicit() { flush() }
}

/// The key of a transaction's animation duration.
public let kCATransactionAnimationDuration = "animationDuration"
/// The key of whether a transaction disables actions.
public let kCATransactionDisableActions = "disableActions"
/// The key of a transaction's animation timing function.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The key of a transaction's completion block.
public let kCATransactionCompletionBlock = "completionBlock"

/// One open transaction.
final class Transaction {
    let isImplicit: Bool
    var values: [String: Any] = [:]
    var group: AnimationCompletionGroup?
    init(implicit: Bool) { isImplicit = implicit }
}

/// The transactions open on one thread, innermost last.
final class Transactions {
    var stack: [Transaction] = []

    /// This thread's transactions.
    static var current: Transactions {
        let key = "Designable.CATransaction"
        let dictionary = Thread.current.threadDictionary
        if let existing = dictionary[key] as? Transactions { return existing }
        let created = Transactions()
        dictionary[key] = created
        return created
    }

    /// The innermost transaction, opening an implicit one when none is open.
    func innermostOrImplicit() -> Transaction {
        if let last = stack.last { return last }
        let implicit = Transaction(implicit: true)
        stack.append(implicit)
        return implicit
    }
}
