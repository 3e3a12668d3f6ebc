import ConstraintSolver
import Foundation

/// Where the first and last lines of text sit in a view, for the baseline attributes.
///
/// A label centres its text vertically in its bounds, so a baseline is
/// `top + height/2 - textHeight/2 + line.baselineY`: linear in the label's frame, whatever
/// height layout gives it. For a label at its intrinsic height the first baseline is the top
/// plus the first line's ascent, as in UIKit. A stack view uses its arranged subviews' baselines
/// (the first and last for a vertical stack, the first for a horizontal one). Other views have
/// none (`nil`), and their baselines are their bottom, as in UIKit.
enum Baselines {
    static func expression(for view: UIView, first: Bool) -> LinearExpression? {
        if let stack = view as? UIStackView {
            let shown = stack.arrangedSubviews.filter { !$0.isHidden }
            guard let firstView = shown.first, let lastView = shown.last else { return nil }
            let source = first || stack.axis == .horizontal ? firstView : lastView
            return source.layoutExpression(for: first ? .firstBaseline : .lastBaseline)
        }
        guard let label = view as? UILabel else { return nil }
        let width: CGFloat = label.numberOfLines != 1 && label.preferredMaxLayoutWidth > 0 ? label.preferredMaxLayoutWidth : .infinity
        guard let text = label.layout(within: CGSize(width: width, height: .infinity), font: label.font, lines: label.numberOfLines),
              let line = first ? text.lines.first : text.lines.last else { return nil }
        let frame = view.layoutFrameExpressions
        return frame.minY + 0.5 * frame.height + (line.baselineY - text.size.height / 2 + Double(TextMetricsProbe.shift))
    }
}
