@testable import Designable
import XCTest

/// `DesignableRegistry.makeView(_:frame:)` builds exactly the class asked for: a registered
/// class through its own factory, one of UIKit's classes directly.
final class MetatypeConstructionTests: XCTestCase {
    final class Tile: UIView {
        var madeBy = "nothing"
        init(frame: CGRect, madeBy: String) {
            self.madeBy = madeBy
            super.init(frame: frame)
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    func testARegisteredClassIsBuiltThroughItsOwnFactory() {
        let registry = DesignableRegistry()
        registry.register(Tile.self, make: { Tile(frame: $0, madeBy: "factory") })
        let tile = registry.makeView(Tile.self, frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(tile.madeBy, "factory")
        XCTAssertEqual(tile.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    func testUIKitsClassesAreBuiltAsThemselves() {
        let registry = DesignableRegistry()
        func make<V: UIView>(_ type: V.Type) -> UIView { registry.makeView(type, frame: CGRect(x: 0, y: 0, width: 8, height: 8)) }
        XCTAssertTrue(type(of: make(UILabel.self)) == UILabel.self)
        XCTAssertTrue(type(of: make(UIButton.self)) == UIButton.self)
        XCTAssertTrue(type(of: make(UIStackView.self)) == UIStackView.self)
        XCTAssertTrue(type(of: make(UIView.self)) == UIView.self)
        XCTAssertEqual(make(UISwitch.self).bounds.size, CGSize(width: 51, height: 31), "a switch keeps UIKit's fixed size, so its own init(frame:) ran")
    }
}
