import ConstraintSolver
import Foundation

/// The four unknowns the solver picks for a view or a free layout guide: its rectangle in the
/// coordinates of the layout's root.
///
/// Root coordinates keep every attribute linear (a view's left is one variable, not a sum of its
/// ancestors' offsets); frames relative to the superview are differences taken afterwards.
final class FrameVariables {
    let minX: Variable, minY: Variable, width: Variable, height: Variable

    init(name: String) {
        minX = Variable(name + ".minX")
        minY = Variable(name + ".minY")
        width = Variable(name + ".width")
        height = Variable(name + ".height")
    }

    /// The latest solution.
    var rect: CGRect {
        CGRect(x: minX.value, y: minY.value, width: width.value, height: height.value)
    }

    /// Forgets the previous solution, so a variable no constraint mentions reads zero, as an
    /// unconstrained view's frame does in UIKit, and not whatever an earlier layout left.
    func reset() {
        restore(.zero)
    }

    /// Puts back a solution saved from ``rect``.
    func restore(_ rect: CGRect) {
        minX.value = rect.minX; minY.value = rect.minY; width.value = rect.width; height.value = rect.height
    }
}
