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

    @Observable final class BarModel {
        var bounds: CGRect = .zero
    }

    /// A view model given the bounds in layoutSubviews, which updateProperties reads, as
    /// GradientLoadingBar's activity indicator does.
    final class Bar: UIView {
        let model = BarModel()
        let fill = CALayer()
        override func layoutSubviews() {
            super.layoutSubviews()
            model.bounds = bounds
        }
        override func updateProperties() {
            super.updateProperties()
            if fill.superlayer == nil { layer.addSublayer(fill) }
            fill.frame = CGRect(x: 0, y: 0, width: model.bounds.width / 2, height: model.bounds.height)
        }
    }

    func testAValueLayoutGivesThePropertiesIsUsedBeforeTheFrameIsShown() {
        let bar = Bar(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        bar.layoutIfNeeded()
        XCTAssertEqual(bar.fill.frame, CGRect(x: 0, y: 0, width: 50, height: 4), "properties updated again after layout")
    }
}
