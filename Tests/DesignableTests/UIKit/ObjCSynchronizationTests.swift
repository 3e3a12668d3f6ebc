import Designable
import Foundation
import XCTest

/// `objc_sync_enter`/`objc_sync_exit`, as view code guards a cache with them.
final class ObjCSynchronizationTests: XCTestCase {
    final class Cache: @unchecked Sendable { var hits = 0 }  // guarded by objc_sync, as the app guards it

    func testTheLockIsRecursiveAndExcludesOtherThreads() {
        let cache = Cache()
        XCTAssertEqual(objc_sync_enter(cache), 0)
        XCTAssertEqual(objc_sync_enter(cache), 0, "recursive on the same thread")
        XCTAssertEqual(objc_sync_exit(cache), 0)
        XCTAssertEqual(objc_sync_exit(cache), 0)
        XCTAssertEqual(objc_sync_exit(cache), -1, "nobody holds it now")

        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1000 {
                objc_sync_enter(cache)
                cache.hits += 1
                objc_sync_exit(cache)
            }
        }
        XCTAssertEqual(cache.hits, 8000)
        XCTAssertEqual(TARGET_OS_SIMULATOR, 0)
    }
}
