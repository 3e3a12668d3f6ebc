import UIKit

/// Pixel rounding as layout code written for Swift 6 declares it: main-actor helpers that views
/// call from their own methods, which iOS allows because UIView is @MainActor there.
@MainActor
protocol PixelRounding {
    var pixelsPerPoint: CGFloat { get }
}

extension UIView: PixelRounding {
    var pixelsPerPoint: CGFloat { max(1, traitCollection.displayScale) }
}

extension CGFloat {
    @MainActor
    func roundedToPixel(in view: PixelRounding) -> CGFloat {
        let scale = view.pixelsPerPoint
        return (self * scale).rounded() / scale
    }
}

/// A one-pixel line a third of the way down, on the pixel grid of the screen it is drawn for.
final class HairlineView: UIView {
    private let line = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        line.backgroundColor = .black
        addSubview(line)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(line)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let y = (bounds.height / 3).roundedToPixel(in: self)
        line.frame = CGRect(x: 0, y: y, width: bounds.width, height: 1 / pixelsPerPoint)
    }

    /// Made from code that is not on the main actor, as factories called from background work are.
    nonisolated static func make(width: CGFloat) -> HairlineView {
        MainActor.assumeIsolated { HairlineView(frame: CGRect(x: 0, y: 0, width: width, height: 10)) }
    }
}
