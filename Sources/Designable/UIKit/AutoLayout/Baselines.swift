import ConstraintSolver
import Foundation

/// Where the first and last lines of text sit in a view, for the baseline attributes.
///
/// Each baseline is linear in the view's frame, whatever size layout gives it:
/// - a label centres its text vertically in its bounds, so a baseline is
///   `top + height/2 - textHeight/2 + line.baselineY`; at its intrinsic height the first
///   baseline is the top plus the first line's ascent, as in UIKit;
/// - a button's baselines are its title's, which sits in the bounds less `contentEdgeInsets`
///   by `contentVerticalAlignment`, shifted by `titleEdgeInsets`;
/// - a text field's are its one line's, placed by `contentVerticalAlignment`;
/// - a stack view uses its arranged subviews' baselines (the first and last for a vertical
///   stack, the first for a horizontal one).
///
/// A view whose `forFirstBaselineLayout` or `forLastBaselineLayout` returns one of its subviews
/// uses that subview's. Other views have none (`nil`), and their baselines are their bottom, as in UIKit. A button
/// without a title has none either.
enum Baselines {
    static func expression(for view: UIView, first: Bool) -> LinearExpression? {
        // A view may hand its baseline to a subview (`forFirstBaselineLayout`), as UIKit's do.
        let delegate = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        if delegate !== view, delegate.isDescendant(of: view) {
            return delegate.layoutExpression(for: first ? .firstBaseline : .lastBaseline)
        }
        if let stack = view as? UIStackView {
            let shown = stack.arrangedSubviews.filter { !$0.isHidden }
            guard let firstView = shown.first, let lastView = shown.last else { return nil }
            let source = first || stack.axis == .horizontal ? firstView : lastView
            return source.layoutExpression(for: first ? .firstBaseline : .lastBaseline)
        }
        let frame = view.layoutFrameExpressions
        let shift = Double(TextMetricsProbe.shift)
        if let field = view as? UITextField {
            guard let font = field.font else { return nil }
            let ascent = Double(font.ascender) + shift, lineHeight = Double(font.lineHeight)
            switch field.contentVerticalAlignment {
            case .center: return frame.minY + 0.5 * frame.height + (ascent - lineHeight / 2)
            case .top, .fill: return frame.minY + ascent
            case .bottom: return frame.minY + frame.height + (ascent - lineHeight)
            }
        }
        if let button = view as? UIButton {
            let (image, title) = button.contentSizes
            guard title.height > 0, let label = button.titleLabel, let offset = centredBaseline(of: label, first: first) else { return nil }
            let insets = button.contentEdgeInsets, titleInsets = button.titleEdgeInsets
            let block = Double(Swift.max(image.height, title.height))
            // The middle of the title's rectangle, which UIControl.align places in the bounds
            // less the content insets; the label then centres its text in that rectangle less
            // the title's own insets.
            let middle: LinearExpression
            switch button.contentVerticalAlignment {
            case .center, .fill: middle = frame.minY + 0.5 * frame.height + Double(insets.top - insets.bottom) / 2
            case .top: middle = frame.minY + (Double(insets.top) + block / 2)
            case .bottom: middle = frame.minY + frame.height + (-Double(insets.bottom) - block / 2)
            }
            return middle + (Double(titleInsets.top - titleInsets.bottom) / 2 + offset + shift)
        }
        guard let label = view as? UILabel, let offset = centredBaseline(of: label, first: first) else { return nil }
        return frame.minY + 0.5 * frame.height + (offset + shift)
    }

    /// Where a label's first or last baseline sits below the middle of its text, which the
    /// label centres in its bounds.
    private static func centredBaseline(of label: UILabel, first: Bool) -> Double? {
        let width: CGFloat = label.numberOfLines != 1 && label.preferredMaxLayoutWidth > 0 ? label.preferredMaxLayoutWidth : .infinity
        guard let text = label.layout(within: CGSize(width: width, height: .infinity), font: label.font, lines: label.numberOfLines),
              let line = first ? text.lines.first : text.lines.last else { return nil }
        return line.baselineY - text.size.height / 2
    }
}
