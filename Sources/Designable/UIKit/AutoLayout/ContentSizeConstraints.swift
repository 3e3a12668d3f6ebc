import Foundation

/// The constraints a view's ``UIView/intrinsicContentSize`` contributes, as UIKit's
/// `NSContentSizeLayoutConstraint`s: along each axis with an intrinsic size, hugging
/// (`size <= intrinsic`) at the content hugging priority and compression resistance
/// (`size >= intrinsic`) at the compression resistance priority.
enum ContentSizeConstraints {
    static func constraints(for view: UIView) -> [NSLayoutConstraint] {
        let size = TextMetricsProbe.intrinsicSize(of: view)
        var made: [NSLayoutConstraint] = []
        for (attribute, value, axis) in [(NSLayoutConstraint.Attribute.width, size.width, NSLayoutConstraint.Axis.horizontal),
                                         (.height, size.height, .vertical)]
        where value != UIView.noIntrinsicMetric && value.isFinite && value >= 0 {
            let hugging = view.contentHuggingPriority(for: axis), resistance = view.contentCompressionResistancePriority(for: axis)
            made.append(NSLayoutConstraint(first: view, attribute, .lessThanOrEqual, second: nil, .notAnAttribute,
                                           constant: value, priority: hugging, origin: .contentSize("Hug:\(hugging)")))
            made.append(NSLayoutConstraint(first: view, attribute, .greaterThanOrEqual, second: nil, .notAnAttribute,
                                           constant: value, priority: resistance, origin: .contentSize("CompressionResistance:\(resistance)")))
        }
        for constraint in made { constraint.container = view }
        return made
    }
}
