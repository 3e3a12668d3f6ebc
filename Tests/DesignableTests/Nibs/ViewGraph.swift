@testable import Designable
import Foundation
import XCTest

/// A view tree as values a test can compare: each view's class, frame, the properties the
/// standard views decode, its registered inspectables, and the constraints installed on it,
/// with their items named by their place in the tree.
///
/// It is written independently of ``ViewArchiver``, so that comparing the graph of a loaded
/// tree with that of its archive, decoded, checks the archiver rather than restating it.
struct ViewGraph: Equatable {
    var type: String
    var properties: [String: String]
    var constraints: [String]
    var children: [ViewGraph]

    init(_ root: UIView, registry: DesignableRegistry) {
        var paths: [ObjectIdentifier: String] = [:]
        func name(_ view: UIView, _ path: String) {
            paths[ObjectIdentifier(view)] = path
            for (i, subview) in view.subviews.enumerated() { name(subview, "\(path)/\(i)") }
        }
        name(root, "root")
        self.init(root, paths: paths, registry: registry)
    }

    private init(_ view: UIView, paths: [ObjectIdentifier: String], registry: DesignableRegistry) {
        type = String(describing: Swift.type(of: view))
        properties = ViewGraph.properties(of: view, registry: registry)
        constraints = view.constraints.map { ViewGraph.describe($0, paths: paths) }
        children = view.subviews.map { ViewGraph($0, paths: paths, registry: registry) }
    }

    /// Where `other` first differs, as a path through the tree and the two values.
    func firstDifference(from other: ViewGraph, path: String = "root") -> String? {
        let here = "\(path)<\(type)>"
        if type != other.type { return "\(path): class \(type) ≠ \(other.type)" }
        for key in Set(properties.keys).union(other.properties.keys).sorted() where properties[key] != other.properties[key] {
            return "\(here).\(key): \(properties[key] ?? "absent") ≠ \(other.properties[key] ?? "absent")"
        }
        for (i, (a, b)) in zip(constraints, other.constraints).enumerated() where a != b {
            return "\(here).constraints[\(i)]: \(a) ≠ \(b)"
        }
        if constraints.count != other.constraints.count {
            return "\(here).constraints: \(constraints.count) ≠ \(other.constraints.count): \(Set(constraints).symmetricDifference(other.constraints).sorted())"
        }
        for (i, (a, b)) in zip(children, other.children).enumerated() {
            if let d = a.firstDifference(from: b, path: "\(path)/\(i)") { return d }
        }
        if children.count != other.children.count {
            return "\(here).subviews: \(children.count) ≠ \(other.children.count)"
        }
        return nil
    }

    /// The number of views and constraints in the tree.
    var counts: (views: Int, constraints: Int, inspectables: Int) {
        children.reduce((1, constraints.count, properties.keys.filter { $0.hasPrefix("inspectable.") }.count)) {
            let c = $1.counts
            return ($0.0 + c.views, $0.1 + c.constraints, $0.2 + c.inspectables)
        }
    }

    // MARK: What is compared

    private static func color(_ c: UIColor?) -> String {
        guard let c else { return "nil" }
        let light = c.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = c.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        return light == dark ? "\(light)" : "\(light) / dark \(dark)"
    }

    private static func font(_ f: UIFont?) -> String { f.map { "\($0.fontName) \($0.pointSize)" } ?? "nil" }
    private static func image(_ i: UIImage?) -> String { i.map { $0.assetName ?? "unnamed \($0.size)" } ?? "nil" }

    private static func properties(of view: UIView, registry: DesignableRegistry) -> [String: String] {
        var p: [String: String] = [
            "frame": "\(view.frame)", "autoresizingMask": "\(view.autoresizingMask.rawValue)",
            "translatesAutoresizingMaskIntoConstraints": "\(view.translatesAutoresizingMaskIntoConstraints)",
            "contentMode": "\(view.contentMode)", "backgroundColor": color(view.backgroundColor),
            "tintColor": color(view.tintColor), "alpha": "\(view.alpha)", "hidden": "\(view.isHidden)",
            "opaque": "\(view.isOpaque)", "clipsToBounds": "\(view.clipsToBounds)", "tag": "\(view.tag)",
            "userInteractionEnabled": "\(view.isUserInteractionEnabled)",
            "overrideUserInterfaceStyle": "\(view.overrideUserInterfaceStyle)",
            "layer.cornerRadius": "\(view.layer.cornerRadius)", "layer.maskedCorners": "\(view.layer.maskedCorners.rawValue)",
            "layer.borderWidth": "\(view.layer.borderWidth)", "layer.masksToBounds": "\(view.layer.masksToBounds)",
            "layer.shadowOpacity": "\(view.layer.shadowOpacity)", "layer.shadowRadius": "\(view.layer.shadowRadius)",
            "layer.shadowOffset": "\(view.layer.shadowOffset)",
            "hugging": "\(view.contentHuggingPriority(for: .horizontal).rawValue) \(view.contentHuggingPriority(for: .vertical).rawValue)",
            "compressionResistance": "\(view.contentCompressionResistancePriority(for: .horizontal).rawValue) "
                + "\(view.contentCompressionResistancePriority(for: .vertical).rawValue)",
        ]
        switch view {
        case let v as UILabel:
            p["text"] = v.text ?? "nil"
            p["font"] = font(v.font)
            p["textColor"] = color(v.textColor)
            p["highlightedTextColor"] = color(v.highlightedTextColor)
            p["textAlignment"] = "\(v.textAlignment)"
            p["numberOfLines"] = "\(v.numberOfLines)"
            p["lineBreakMode"] = "\(v.lineBreakMode)"
            p["adjustsFontSizeToFitWidth"] = "\(v.adjustsFontSizeToFitWidth)"
            p["minimumScaleFactor"] = "\(v.minimumScaleFactor)"
            p["enabled"] = "\(v.isEnabled)"
            p["highlighted"] = "\(v.isHighlighted)"
        case let v as UITextField:
            p["text"] = v.text ?? "nil"
            p["placeholder"] = v.placeholder ?? "nil"
            p["font"] = font(v.font)
            p["textColor"] = color(v.textColor)
            p["textAlignment"] = "\(v.textAlignment)"
            p["borderStyle"] = "\(v.borderStyle)"
        case let v as UITextView:
            p["text"] = v.text
            p["font"] = font(v.font)
            p["textColor"] = color(v.textColor)
            p["textAlignment"] = "\(v.textAlignment)"
        case let v as UIButton:
            p["buttonType"] = "\(v.buttonType)"
            p["titleFont"] = font(v.titleLabel?.font)
            for state in [UIControl.State.normal, .highlighted, .selected, .disabled] {
                p["state.\(state.rawValue)"] = "\(v.title(for: state) ?? "nil") \(color(v.titleColor(for: state))) "
                    + "\(image(v.image(for: state))) \(image(v.backgroundImage(for: state)))"
            }
            p["insets"] = "\(v.contentEdgeInsets) \(v.titleEdgeInsets) \(v.imageEdgeInsets)"
        case let v as UIImageView:
            p["image"] = image(v.image)
            p["highlightedImage"] = image(v.highlightedImage)
            p["highlighted"] = "\(v.isHighlighted)"
        case let v as UISwitch:
            p["on"] = "\(v.isOn) \(color(v.onTintColor)) \(color(v.thumbTintColor))"
        case let v as UIActivityIndicatorView:
            p["indicator"] = "\(v.style) \(color(v.color)) \(v.hidesWhenStopped) \(v.isAnimating)"
        case let v as UISegmentedControl:
            p["segments"] = (0..<v.numberOfSegments).map { v.titleForSegment(at: $0) ?? "" }.joined(separator: "|")
            p["selectedSegmentIndex"] = "\(v.selectedSegmentIndex)"
        case let v as UIStackView:
            p["stack"] = "\(v.axis) \(v.distribution) \(v.alignment) \(v.spacing) \(v.isBaselineRelativeArrangement) "
                + "\(v.isLayoutMarginsRelativeArrangement) \(v.arrangedSubviews.count)"
        default:
            break
        }
        if let control = view as? UIControl {
            p["control"] = "\(control.isEnabled) \(control.isSelected) \(control.isHighlighted) "
                + "\(control.contentHorizontalAlignment) \(control.contentVerticalAlignment)"
        }
        if let registration = registry.designableClass(for: Swift.type(of: view)) {
            for property in registration.inspectables {
                p["inspectable.\(property.name)"] = property.get(view).map { "\($0.map { "\($0.stored)" } ?? "nil")" } ?? "unreadable"
            }
        }
        return p
    }

    private static func describe(_ c: NSLayoutConstraint, paths: [ObjectIdentifier: String]) -> String {
        func item(_ object: AnyObject?) -> String {
            switch object {
            case nil: return "nil"
            case let view as UIView: return paths[ObjectIdentifier(view)] ?? "outside"
            case let guide as UILayoutGuide:
                let owner = guide.owningView.flatMap { paths[ObjectIdentifier($0)] } ?? "outside"
                return "\(owner).\(guide.identifier)"
            default: return "\(Swift.type(of: object!))"
            }
        }
        return "\(item(c.firstItem)).\(c.firstAttribute) \(c.relation) \(item(c.secondItem)).\(c.secondAttribute) "
            + "×\(c.multiplier) +\(c.constant) @\(c.priority.rawValue) \(c.identifier ?? "-")"
    }
}
