import Foundation

extension UIStackView {
    /// The constraints that arrange the subviews now, built afresh for each layout so that
    /// hidden views, spacing and intrinsic sizes are always current. Identifiers follow UIKit's.
    func arrangementConstraints() -> [NSLayoutConstraint] {
        StackArrangement(stack: self).constraints()
    }
}

/// Builds a stack view's constraints the way UIKit does: a chain along the axis from the
/// stack's leading edge through each visible view to its trailing edge, a distribution rule, and
/// an alignment rule across the axis.
struct StackArrangement {
    let stack: UIStackView
    private let horizontal: Bool
    private let marginal: Bool

    init(stack: UIStackView) {
        self.stack = stack
        horizontal = stack.axis == .horizontal
        marginal = stack.isLayoutMarginsRelativeArrangement
    }

    private var leading: NSLayoutConstraint.Attribute { horizontal ? .leading : .top }
    private var trailing: NSLayoutConstraint.Attribute { horizontal ? .trailing : .bottom }
    private var length: NSLayoutConstraint.Attribute { horizontal ? .width : .height }
    private var center: NSLayoutConstraint.Attribute { horizontal ? .centerX : .centerY }
    private var crossLeading: NSLayoutConstraint.Attribute { horizontal ? .top : .leading }
    private var crossTrailing: NSLayoutConstraint.Attribute { horizontal ? .bottom : .trailing }
    private var crossCenter: NSLayoutConstraint.Attribute { horizontal ? .centerY : .centerX }
    private var crossLength: NSLayoutConstraint.Attribute { horizontal ? .height : .width }

    /// The stack's own edge, within its margins when the arrangement is margin-relative.
    private func edge(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
        guard marginal else { return attribute }
        switch attribute {
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return attribute
        }
    }

    private func make(_ identifier: String, _ first: AnyObject, _ a1: NSLayoutConstraint.Attribute,
                      _ relation: NSLayoutConstraint.Relation = .equal, to second: AnyObject?,
                      _ a2: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                      priority: UILayoutPriority = .required) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(first: first, a1, relation, second: second, a2,
                                            multiplier: multiplier, constant: constant, priority: priority)
        constraint.identifier = identifier
        constraint.container = stack
        return constraint
    }

    func constraints() -> [NSLayoutConstraint] {
        let arranged = stack.arrangedSubviews.filter { $0.superview === stack }
        let shown = arranged.filter { !$0.isHidden }
        var made: [NSLayoutConstraint] = []
        // Hidden views collapse where the stack starts, out of the chain.
        for view in arranged where view.isHidden {
            made.append(make("UISV-hiding", view, length, to: nil, .notAnAttribute))
            made.append(make("UISV-hiding", view, leading, to: stack, edge(leading)))
            made += alignment(of: view, firstShown: view)
        }
        guard let first = shown.first, let last = shown.last else {
            // An empty stack hugs to nothing, as UIKit's does.
            made.append(make("UISV-canvas-fit", stack, length, to: nil, .notAnAttribute, priority: .fittingSizeLevel - 1))
            return made
        }
        made.append(make("UISV-canvas-connection", first, leading, to: stack, edge(leading)))
        made.append(make("UISV-canvas-connection", stack, edge(trailing), to: last, trailing))
        made += distribution(of: shown)
        if stack.distribution == .equalSpacing || stack.distribution == .equalCentering {
            // Its gaps may grow, so along the axis the stack is as short as the smallest gaps
            // allow where nothing else sets its length (in a scroll view), as UIKit's is.
            made.append(make("UISV-canvas-fit", stack, length, to: nil, .notAnAttribute, priority: .fittingSizeLevel - 1))
        }
        for view in shown { made += alignment(of: view, firstShown: first) }
        if stack.alignment != .fill {
            // Across the axis the stack is as small as its tallest view allows.
            made.append(make("UISV-canvas-fit", stack, crossLength, to: nil, .notAnAttribute, priority: .fittingSizeLevel - 1))
        }
        return made
    }

    private func distribution(of shown: [UIView]) -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        let first = shown[0]
        var gapGuides: [UILayoutGuide] = []
        for (previous, next) in zip(shown, shown.dropFirst()) {
            let gap = stack.spacing(after: previous)
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                made.append(make("UISV-spacing", next, leading, to: previous, trailing, constant: gap))
            case .equalSpacing, .equalCentering:
                made.append(make("UISV-spacing", next, leading, .greaterThanOrEqual, to: previous, trailing, constant: gap))
                let guide = UILayoutGuide(identifier: "UISV-distributing", owningView: stack, insets: nil)
                let gapStart: NSLayoutConstraint.Attribute = stack.distribution == .equalSpacing ? trailing : center
                let gapEnd: NSLayoutConstraint.Attribute = stack.distribution == .equalSpacing ? leading : center
                made.append(make("UISV-distributing-edge", guide, leading, to: previous, gapStart))
                made.append(make("UISV-distributing-edge", guide, trailing, to: next, gapEnd))
                // The guide's other axis is pinned only so that it is not left undetermined.
                made.append(make("UISV-distributing-edge", guide, crossLeading, to: stack, crossLeading))
                made.append(make("UISV-distributing-edge", guide, crossLength, to: nil, .notAnAttribute))
                if let firstGuide = gapGuides.first {
                    made.append(make("UISV-distributing", guide, length, to: firstGuide, length,
                                     priority: stack.distribution == .equalCentering ? UILayoutPriority(999) : .required))
                }
                gapGuides.append(guide)
            }
        }
        stack.distributionGuides = gapGuides
        switch stack.distribution {
        case .fill:
            // Equal hugging priorities leave the solver free to stretch any of the tied views;
            // a tie-breaker far weaker than any priority hands the extra length to the last.
            for view in shown.dropLast() {
                guard let ownLength = intrinsicLength(of: view) else { continue }
                made.append(make("UISV-ambiguity-suppression", view, length, .lessThanOrEqual, to: nil, .notAnAttribute,
                                 constant: ownLength, priority: UILayoutPriority(0.001)))
            }
        case .fillEqually:
            for view in shown.dropFirst() { made.append(make("UISV-fill-equally", view, length, to: first, length)) }
        case .fillProportionally:
            let firstLength = intrinsicLength(of: first)
            for view in shown.dropFirst() {
                guard let firstLength, let ownLength = intrinsicLength(of: view) else { continue }
                made.append(make("UISV-fill-proportionally", view, length, to: first, length,
                                 multiplier: ownLength / firstLength, priority: UILayoutPriority(999)))
            }
        case .equalSpacing, .equalCentering:
            break
        }
        return made
    }

    private func intrinsicLength(of view: UIView) -> CGFloat? {
        let size = TextMetricsProbe.intrinsicSize(of: view)
        let value = horizontal ? size.width : size.height
        return value > 0 ? value : nil
    }

    private func alignment(of view: UIView, firstShown: UIView) -> [NSLayoutConstraint] {
        let start = edge(crossLeading), end = edge(crossTrailing)
        let within = [make("UISV-spanning-boundary", view, crossLeading, .greaterThanOrEqual, to: stack, start),
                      make("UISV-spanning-boundary", stack, end, .greaterThanOrEqual, to: view, crossTrailing)]
        switch stack.alignment {
        case .fill:
            return [make("UISV-alignment", view, crossLeading, to: stack, start),
                    make("UISV-alignment", view, crossTrailing, to: stack, end)]
        case .leading:
            return [make("UISV-alignment", view, crossLeading, to: stack, start)] + within
        case .trailing:
            return [make("UISV-alignment", view, crossTrailing, to: stack, end)] + within
        case .center:
            return [make("UISV-alignment", view, crossCenter, to: stack, edge(crossCenter))] + within
        case .firstBaseline, .lastBaseline:
            guard horizontal else {
                // Baselines only align across a horizontal stack; a vertical one aligns leading.
                return [make("UISV-alignment", view, crossLeading, to: stack, start)] + within
            }
            let baseline: NSLayoutConstraint.Attribute = stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            var made = within
            if view !== firstShown { made.append(make("UISV-alignment", view, baseline, to: firstShown, baseline)) }
            // Where the stack is taller than its content, the content keeps to the top.
            made.append(make("UISV-alignment", view, .top, to: stack, start, priority: 1))
            return made
        }
    }
}
