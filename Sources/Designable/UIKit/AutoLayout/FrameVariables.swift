import ConstraintSolver
import Foundation

/// The four unknowns the solver picks for a view or a free layout guide: its frame in its
/// superview's coordinates (a guide's, in its owning view's), as UIKit's engine keeps them.
///
/// A position in the layout's root coordinates is the sum of these offsets up the hierarchy,
/// still linear. Relative offsets keep the solver's rows short: a constraint between a view and
/// its superview mentions one variable, and a subview's position does not change when a long
/// chain of siblings above its superview does, so the tableau stays sparse.
final class FrameVariables {
    let minX: Variable, minY: Variable, width: Variable, height: Variable

    init(name: String) {
        minX = Variable(name + ".minX")
        minY = Variable(name + ".minY")
        width = Variable(name + ".width")
        height = Variable(name + ".height")
    }

    /// The latest solution, relative to the superview.
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
