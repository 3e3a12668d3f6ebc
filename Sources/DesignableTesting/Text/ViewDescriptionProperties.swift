import Designable
import Foundation

/// The properties `.recursiveDescription` prints for one view after its frame: those a test or
/// a designer can change, and only when they differ from UIKit's defaults, so that a line
/// says what is special about the view.
enum ViewDescriptionProperties {
    static func of(_ view: UIView) -> [(String, String)] {
        typealias F = SnapshotValueFormat
        var p: [(String, String)] = []
        if view.bounds.origin != .zero { p.append(("bounds.origin", F.point(view.bounds.origin))) }
        if !view.transform.isIdentity {
            let t = view.transform
            p.append(("transform", "[\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(F.number).joined(separator: ", "))]"))
        }
        if view.isHidden { p.append(("hidden", "YES")) }
        if view.alpha != 1 { p.append(("alpha", F.number(view.alpha))) }
        if view.clipsToBounds { p.append(("clipsToBounds", "YES")) }
        if !view.isUserInteractionEnabled { p.append(("userInteractionEnabled", "NO")) }
        if view.tag != 0 { p.append(("tag", "\(view.tag)")) }
        if !view.autoresizingMask.isEmpty { p.append(("autoresize", autoresize(view.autoresizingMask))) }
        if view.contentMode != .scaleToFill { p.append(("contentMode", "\(view.contentMode)")) }
        if view.overrideUserInterfaceStyle != .unspecified { p.append(("overrideUserInterfaceStyle", "\(view.overrideUserInterfaceStyle)")) }
        if let id = view.accessibilityIdentifier { p.append(("accessibilityIdentifier", F.quoted(id))) }
        if let color = view.backgroundColor { p.append(("backgroundColor", color.description)) }
        p += layer(view)
        p += content(view)
        return p
    }

    /// The layer's class when a view overrides `layerClass`, and the styles set on it.
    private static func layer(_ view: UIView) -> [(String, String)] {
        typealias F = SnapshotValueFormat
        let layer = view.layer
        var p: [(String, String)] = []
        if type(of: layer) != CALayer.self { p.append(("layer", "<\(F.typeName(layer))>")) }
        if layer.cornerRadius != 0 { p.append(("layer.cornerRadius", F.number(layer.cornerRadius))) }
        if layer.borderWidth != 0 {
            p.append(("layer.borderWidth", F.number(layer.borderWidth)))
            p.append(("layer.borderColor", layer.borderColor.map(F.color) ?? "nil"))
        }
        if layer.shadowOpacity != 0 {
            p.append(("layer.shadowOpacity", F.number(layer.shadowOpacity)))
            p.append(("layer.shadowRadius", F.number(layer.shadowRadius)))
            p.append(("layer.shadowOffset", F.size(layer.shadowOffset)))
        }
        if layer.mask != nil { p.append(("layer.mask", "YES")) }
        return p
    }

    /// What the toolkit's own views show: text, titles, images, states.
    private static func content(_ view: UIView) -> [(String, String)] {
        typealias F = SnapshotValueFormat
        var p: [(String, String)] = []
        switch view {
        case let label as UILabel:
            p.append(("text", label.text.map(F.quoted) ?? "nil"))
            p.append(("font", label.font.description))
            p.append(("textColor", label.textColor.description))
            if label.numberOfLines != 1 { p.append(("numberOfLines", "\(label.numberOfLines)")) }
            if label.textAlignment != .natural { p.append(("textAlignment", "\(label.textAlignment)")) }
        case let field as UITextField:
            if let text = field.text { p.append(("text", F.quoted(text))) }
            if let placeholder = field.placeholder { p.append(("placeholder", F.quoted(placeholder))) }
            p.append(("borderStyle", "\(field.borderStyle)"))
        case let textView as UITextView:
            p.append(("text", F.quoted(textView.text ?? "")))
        case let button as UIButton:
            p.append(("title", button.currentTitle.map(F.quoted) ?? "nil"))
            if let image = button.currentImage { p.append(("image", image.description)) }
        case let imageView as UIImageView:
            p.append(("image", imageView.image?.description ?? "nil"))
        case let toggle as UISwitch:
            p.append(("on", toggle.isOn ? "YES" : "NO"))
        case let segments as UISegmentedControl:
            let titles = (0..<segments.numberOfSegments).map { segments.titleForSegment(at: $0).map(F.quoted) ?? "nil" }
            p.append(("segments", "[\(titles.joined(separator: ", "))]"))
            p.append(("selectedSegmentIndex", "\(segments.selectedSegmentIndex)"))
        case let slider as UISlider:
            p.append(("value", F.number(slider.value)))
            p.append(("range", "\(F.number(slider.minimumValue))...\(F.number(slider.maximumValue))"))
        case let stepper as UIStepper:
            p.append(("value", F.number(stepper.value)))
            p.append(("range", "\(F.number(stepper.minimumValue))...\(F.number(stepper.maximumValue))"))
        case let pages as UIPageControl:
            p.append(("currentPage", "\(pages.currentPage) of \(pages.numberOfPages)"))
        case let progress as UIProgressView:
            p.append(("progress", F.number(progress.progress)))
        case let scroll as UIScrollView:
            p.append(("contentSize", F.size(scroll.contentSize)))
            if scroll.contentOffset != .zero { p.append(("contentOffset", F.point(scroll.contentOffset))) }
        default:
            break
        }
        if let control = view as? UIControl {
            if !control.isEnabled { p.append(("enabled", "NO")) }
            if control.isSelected { p.append(("selected", "YES")) }
            if control.isHighlighted { p.append(("highlighted", "YES")) }
        }
        return p
    }

    /// UIKit's notation: `LM+W+RM+TM+H+BM` for the flexible parts.
    private static func autoresize(_ mask: UIView.AutoresizingMask) -> String {
        let parts: [(UIView.AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        return parts.filter { mask.contains($0.0) }.map(\.1).joined(separator: "+")
    }
}
