import Designable
import Foundation
import Raster
import Testing
@testable import AppViews

/// Main-actor code written for iOS, compiled unchanged through the plugin: its `@MainActor`
/// helpers are called from a view's methods, and `MainActor.assumeIsolated` runs off the main thread.
struct AppMainActorTests {
    @Test func theMainActorHelpersPlaceTheLineOnTheRendersPixelGrid() throws {
        #expect(!Thread.isMainThread, "Swift Testing runs this off the main thread, where MainActor.assumeIsolated traps on iOS")
        let view = HairlineView.make(width: 20)
        let bitmap = try ViewRenderer.render(view, scale: 2)  // 10 / 3 pt rounds to 3.5 pt: row 7, one pixel tall
        let rows = (0..<20).filter { bitmap.pixel(x: 10, y: $0)?.r == 0 }
        #expect(rows == [7])
        let thirds = try ViewRenderer.render(HairlineView.make(width: 20), scale: 3)  // 3⅓ pt is row 10 exactly
        #expect((0..<30).filter { thirds.pixel(x: 10, y: $0)?.r == 0 } == [10])
    }
}
