import Foundation

/// A view's touch bookkeeping, kept in one object so that ``UIView`` stores it in one line.
final class ViewInteraction {
    var gestureRecognizers: [UIGestureRecognizer] = []
    var interactions: [any UIInteraction] = []
    var isExclusiveTouch = false
    var isMultipleTouchEnabled = false
    /// For the root view of a hierarchy: the hierarchy's first responder.
    weak var firstResponder: UIResponder?
}

/// UIKit's hit-testing and gesture-recognizer attachment.
extension UIView {
    /// UIKit's hit-testing: nothing when the view is hidden, nearly transparent, not interactive
    /// or the point is outside it; else the frontmost subview's hit, else the view.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
        }
        return self
    }

    func attachGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        if let previous = recognizer.view, previous !== self { previous.removeGestureRecognizer(recognizer) }
        guard !interaction.gestureRecognizers.contains(where: { $0 === recognizer }) else { return }
        interaction.gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    func detachGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard interaction.gestureRecognizers.contains(where: { $0 === recognizer }) else { return }
        interaction.gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }
}

/// A view is its layer's delegate, as in UIKit.
extension UIView: CALayerDelegate {}
