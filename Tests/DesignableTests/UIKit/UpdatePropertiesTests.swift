import Designable
import Observation
import XCTest

/// iOS 26's `updateProperties()`: before layout, for every view the first time, and again when
/// an `@Observable` value it read changes.
final class UpdatePropertiesTests: XCTestCase {
    @Observable final class Model {
        var colour: UIColor = .red
    }

    final class Swatch: UIView {
        let model = Model()
        var updates = 0
        var laidOutWith: UIColor?
        override func updateProperties() {
            super.updateProperties()
            updates += 1
            backgroundColor = model.colour
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            laidOutWith = backgroundColor
        }
    }

    func testItRunsBeforeTheFirstLayoutAndAgainWhenAnObservedValueChanges() throws {
        let view = Swatch(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.layoutIfNeeded()
        XCTAssertEqual(view.updates, 1)
        XCTAssertEqual(view.laidOutWith, .red, "properties are set before layoutSubviews")
        view.layoutIfNeeded()
        XCTAssertEqual(view.updates, 1, "nothing changed")
        view.model.colour = .blue
        let bitmap = try ViewRenderer.render(view, scale: 1)
        XCTAssertEqual(view.updates, 2, "the observed colour changed")
        XCTAssertEqual(bitmap.pixel(x: 2, y: 2)?.b, 255)
        XCTAssertEqual(bitmap.pixel(x: 2, y: 2)?.r, 0)
        view.setNeedsUpdateProperties()
        view.layoutIfNeeded()
        XCTAssertEqual(view.updates, 3)
    }
}
