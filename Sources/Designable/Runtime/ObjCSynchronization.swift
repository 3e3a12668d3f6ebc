import Foundation
import Locking

// `objc_sync_enter`/`objc_sync_exit`, Swift's spelling of Objective-C's `@synchronized`, which
// view code uses to guard caches: a recursive lock per object, kept while anyone holds it.

private final class ObjectLock {
    let lock = NSRecursiveLock()
    var holders = 0
}

private let objectLocks = Locked<[ObjectIdentifier: ObjectLock]>([:])

/// Takes `obj`'s recursive lock, as the Objective-C runtime's `objc_sync_enter` does; returns
/// 0 (`OBJC_SYNC_SUCCESS`).
@discardableResult
public func objc_sync_enter(_ obj: Any) -> Int32 {
    let id = ObjectIdentifier(obj as AnyObject)
    let entry = objectLocks.withLock { locks in
        let entry = locks[id] ?? ObjectLock()
        locks[id] = entry
        entry.holders += 1
        return entry
    }
    entry.lock.lock()
    return 0
}

/// Releases `obj`'s lock taken by ``objc_sync_enter(_:)``; returns 0, or -1
/// (`OBJC_SYNC_NOT_OWNING_THREAD_ERROR`) when nobody holds it.
@discardableResult
public func objc_sync_exit(_ obj: Any) -> Int32 {
    let id = ObjectIdentifier(obj as AnyObject)
    guard let entry = objectLocks.withLock({ $0[id] }) else { return -1 }
    entry.lock.unlock()
    objectLocks.withLock { locks in
        entry.holders -= 1
        if entry.holders == 0 { locks[id] = nil }
    }
    return 0
}
