import ConstraintSolver
import Foundation

/// The solver's linear expression; Foundation has its own `Expression`, hence the name.
typealias LinearExpression = ConstraintSolver.Expression

/// Something a constraint can relate: a ``UIView`` or a ``UILayoutGuide``.
protocol LayoutItem: AnyObject {
    /// The view whose hierarchy places the item: the view itself, or a guide's owning view.
    var layoutItemView: UIView? { get }
    /// An attribute of the item in the engine's variables, in root coordinates.
    func layoutExpression(for attribute: NSLayoutConstraint.Attribute) -> LinearExpression
}

/// An item's rectangle, margins and baselines as linear expressions, from which every
/// ``NSLayoutConstraint/Attribute`` is read.
struct LayoutFrameExpressions {
    var minX: LinearExpression, minY: LinearExpression, width: LinearExpression, height: LinearExpression
    var margins: UIEdgeInsets = .zero

    init(_ variables: FrameVariables) {
        minX = LinearExpression(variables.minX)
        minY = LinearExpression(variables.minY)
        width = LinearExpression(variables.width)
        height = LinearExpression(variables.height)
    }

    init(minX: LinearExpression, minY: LinearExpression, width: LinearExpression, height: LinearExpression) {
        self.minX = minX; self.minY = minY; self.width = width; self.height = height
    }

    /// This rectangle less `insets`, as a guide within its view.
    func inset(by insets: UIEdgeInsets) -> LayoutFrameExpressions {
        LayoutFrameExpressions(minX: minX + Double(insets.left), minY: minY + Double(insets.top),
                               width: width - Double(insets.left + insets.right),
                               height: height - Double(insets.top + insets.bottom))
    }

    func expression(for attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
        let m = margins
        switch attribute {
        case .left, .leading: return minX
        case .right, .trailing: return minX + width
        case .centerX: return minX + 0.5 * width
        case .width: return width
        case .top: return minY
        case .bottom: return minY + height
        case .centerY: return minY + 0.5 * height
        case .height: return height
        case .leftMargin, .leadingMargin: return minX + Double(m.left)
        case .rightMargin, .trailingMargin: return minX + width - Double(m.right)
        case .topMargin: return minY + Double(m.top)
        case .bottomMargin: return minY + height - Double(m.bottom)
        case .centerXWithinMargins: return minX + 0.5 * width + Double(m.left - m.right) / 2
        case .centerYWithinMargins: return minY + 0.5 * height + Double(m.top - m.bottom) / 2
        // Without text, a baseline is the bottom, as in UIKit; views with text go through `Baselines`.
        case .firstBaseline, .lastBaseline: return minY + height
        case .notAnAttribute: return LinearExpression()
        }
    }
}

extension UIView: LayoutItem {
    var layoutItemView: UIView? { self }

    /// The view's rectangle in root coordinates, its offset summed up to the solve's root, and
    /// its margins; baselines are looked up only when asked for, as they may need text laid out.
    var layoutFrameExpressions: LayoutFrameExpressions {
        var frame = LayoutFrameExpressions(layoutState.variables(for: self))
        var view = self
        while !view.layoutState.isSolvingRoot, let parent = view.superview {
            let offsets = parent.layoutState.variables(for: parent)
            frame.minX.terms.append(Term(offsets.minX))
            frame.minY.terms.append(Term(offsets.minY))
            view = parent
        }
        frame.margins = layoutMargins
        return frame
    }

    func layoutExpression(for attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
        if attribute == .firstBaseline || attribute == .lastBaseline,
           let baseline = Baselines.expression(for: self, first: attribute == .firstBaseline) {
            return baseline
        }
        return layoutFrameExpressions.expression(for: attribute)
    }
}

extension UILayoutGuide: LayoutItem {
    var layoutItemView: UIView? { owningView }

    /// A margins or safe-area guide is its view's rectangle inset; a guide of your own has its
    /// own unknowns, offset from its view's origin.
    func layoutExpression(for attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
        guard let view = owningView else { return LayoutFrameExpressions(variables).expression(for: attribute) }
        var frame = view.layoutFrameExpressions
        frame.margins = .zero
        if let insets { return frame.inset(by: insets(view)).expression(for: attribute) }
        if !pinsOriginToView {
            frame.minX = frame.minX + variables.minX
            frame.minY = frame.minY + variables.minY
        }
        frame.width = LinearExpression(variables.width)
        frame.height = LinearExpression(variables.height)
        return frame.expression(for: attribute)
    }
}
