import Foundation

extension NSLayoutConstraint {
    /// Constraints described by Apple's visual format language, as UIKit's method, inactive.
    ///
    /// ```swift
    /// let views = ["title": title, "field": field]
    /// NSLayoutConstraint.activate(
    ///     NSLayoutConstraint.constraints(withVisualFormat: "H:|-[title]-[field(>=120)]-|", metrics: nil, views: views)
    ///     + NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[field(==44@750)]", metrics: nil, views: views))
    /// ```
    ///
    /// Supported: orientation (`H:`, `V:`), the superview `|`, flush views `[a][b]`, standard
    /// spacing `-` (8 points between views, 20 to the superview), fixed spacing `-20-` and
    /// `-gap-` from `metrics`, predicate lists on spacings and views with relations and
    /// priorities (`-(>=8@750)-`, `[a(>=50,<=200)]`, `[a(b)]` for equal sizes), and the
    /// `alignAll…` options, which align each view with the one before it.
    ///
    /// Differs from UIKit: a syntax error stops the program with UIKit's message, as UIKit's
    /// exception would (there is none to catch on Linux). To handle errors, call
    /// ``constraints(checkingVisualFormat:options:metrics:views:)``, which throws them.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            return try constraints(checkingVisualFormat: format, options: opts, metrics: metrics, views: views)
        } catch {
            preconditionFailure(error.description)
        }
    }

    /// ``constraints(withVisualFormat:options:metrics:views:)``, throwing syntax errors and
    /// unknown names instead of stopping.
    ///
    /// ```swift
    /// do {
    ///     _ = try NSLayoutConstraint.constraints(checkingVisualFormat: "H:|[a", metrics: nil, views: ["a": a])
    /// } catch {
    ///     print(error.position)   // 5
    /// }
    /// ```
    public class func constraints(checkingVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) throws(VisualFormatError) -> [NSLayoutConstraint] {
        let parsed = try VisualFormatParser.parse(format)
        return try VisualFormatBuilder(format: format, parsed: parsed, options: opts, metrics: metrics ?? [:], views: views).build()
    }
}

/// Turns a parsed format into constraints, looking up names in the views and metrics.
private struct VisualFormatBuilder {
    let format: String
    let parsed: VisualFormat
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]

    private var leading: NSLayoutConstraint.Attribute {
        if parsed.isVertical { return .top }
        return options.intersection(.directionMask) == .directionLeftToRight ? .left : .leading
    }

    private var trailing: NSLayoutConstraint.Attribute {
        if parsed.isVertical { return .bottom }
        return options.intersection(.directionMask) == .directionLeftToRight ? .right : .trailing
    }

    private var size: NSLayoutConstraint.Attribute { parsed.isVertical ? .height : .width }

    private func error(_ message: String, at position: Int) -> VisualFormatError {
        VisualFormatError(message: message, format: format, position: position)
    }

    func build() throws(VisualFormatError) -> [NSLayoutConstraint] {
        var items: [UIView] = []
        for view in parsed.views {
            guard let item = views[view.name] as? UIView else {
                throw error("\(view.name) is not a key in the views dictionary.", at: view.position)
            }
            items.append(item)
        }
        var made: [NSLayoutConstraint] = []
        for (view, item) in zip(parsed.views, items) {
            for predicate in view.predicates {
                made.append(try constraint(item, size, predicate, sizeOf: true))
            }
        }
        for (index, connection) in parsed.connections.enumerated() {
            made += try spacing(connection, from: (items[index], trailing), to: (items[index + 1], leading),
                                standard: LayoutSpacing.standard)
        }
        if parsed.leadingSuperview != nil || parsed.trailingSuperview != nil {
            guard let superview = items[0].superview else {
                throw error("Unable to interpret '|' character, because the related view doesn't have a superview", at: parsed.superviewPosition)
            }
            if let connection = parsed.leadingSuperview {
                made += try spacing(connection, from: (superview, leading), to: (items[0], leading), standard: LayoutSpacing.superviewEdge)
            }
            if let connection = parsed.trailingSuperview {
                made += try spacing(connection, from: (items[items.count - 1], trailing), to: (superview, trailing),
                                    standard: LayoutSpacing.superviewEdge)
            }
        }
        made += try alignment(items)
        return made
    }

    /// `to.attribute  relation  from.attribute + gap` for each predicate of a connection.
    private func spacing(_ connection: VisualFormat.Connection, from: (UIView, NSLayoutConstraint.Attribute),
                         to: (UIView, NSLayoutConstraint.Attribute), standard: CGFloat) throws(VisualFormatError) -> [NSLayoutConstraint] {
        let predicates: [VisualFormat.Predicate]
        switch connection {
        case .flush: return [NSLayoutConstraint(first: to.0, to.1, .equal, second: from.0, from.1)]
        case .standard: return [NSLayoutConstraint(first: to.0, to.1, .equal, second: from.0, from.1, constant: standard)]
        case .predicates(let list): predicates = list
        }
        var made: [NSLayoutConstraint] = []
        for predicate in predicates {
            guard case .number = predicate.object, true else {
                if case .name(let name) = predicate.object, metrics[name] == nil {
                    throw error(views[name] != nil ? "A spacing cannot refer to a view; use a number or a metric"
                                                    : "\(name) is not a key in the metrics dictionary.", at: predicate.position)
                }
                made.append(try constraint(to.0, to.1, predicate, relativeTo: (from.0, from.1)))
                continue
            }
            made.append(try constraint(to.0, to.1, predicate, relativeTo: (from.0, from.1)))
        }
        return made
    }

    /// A size predicate (`[a(>=50)]`, `[a(b)]`) or a gap predicate relative to another attribute.
    private func constraint(_ item: UIView, _ attribute: NSLayoutConstraint.Attribute, _ predicate: VisualFormat.Predicate,
                            sizeOf: Bool = false, relativeTo other: (UIView, NSLayoutConstraint.Attribute)? = nil) throws(VisualFormatError) -> NSLayoutConstraint {
        var second: (UIView, NSLayoutConstraint.Attribute)? = other
        var constant: CGFloat = 0
        switch predicate.object {
        case .number(let value):
            constant = value
        case .name(let name):
            if let value = metric(name) {
                constant = value
            } else if sizeOf, let view = views[name] as? UIView {
                second = (view, attribute)
            } else {
                throw error("\(name) is not a key in the \(sizeOf ? "views or metrics" : "metrics") dictionary.", at: predicate.position)
            }
        }
        let made = NSLayoutConstraint(first: item, attribute, predicate.relation, second: second?.0, second?.1 ?? .notAnAttribute,
                                      constant: constant)
        if let priority = predicate.priority {
            switch priority {
            case .number(let value): made.priority = UILayoutPriority(Float(value))
            case .name(let name):
                guard let value = metric(name) else { throw error("\(name) is not a key in the metrics dictionary.", at: predicate.position) }
                made.priority = UILayoutPriority(Float(value))
            }
        }
        return made
    }

    private func metric(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }

    /// Each view aligned with the one before it on every `alignAll…` attribute, which must lie
    /// across the format's axis.
    private func alignment(_ items: [UIView]) throws(VisualFormatError) -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        for attribute in options.alignmentAttributes {
            guard attribute.axis == (parsed.isVertical ? .horizontal : .vertical) else {
                throw error("Options mask required views to be aligned on a \(parsed.isVertical ? "vertical" : "horizontal") edge, which is not allowed for layout that is also \(parsed.isVertical ? "vertical" : "horizontal").", at: 0)
            }
            for (previous, next) in zip(items, items.dropFirst()) {
                made.append(NSLayoutConstraint(first: next, attribute, .equal, second: previous, attribute))
            }
        }
        return made
    }
}
