import Foundation

/// How constraints and layout reports name views, guides and numbers: without memory addresses,
/// so the same layout logs the same text on every run.
package enum LayoutNames {
    /// `UILabel:'title'` when the item has an accessibility identifier (or a guide, its
    /// identifier), else just the class name.
    package static func name(of item: AnyObject?) -> String {
        guard let item else { return "nil" }
        let className = String(describing: type(of: item))
        if let view = item as? UIView, let id = view.accessibilityIdentifier, !id.isEmpty { return "\(className):'\(id)'" }
        if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty { return "\(className):'\(guide.identifier)'" }
        return className
    }

    /// Whole numbers without `.0`, others in Swift's shortest form.
    package static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(Double(value))
    }
}
