import Designable
import Foundation

/// Which properties of a view `.inspectables` lists, grouped as Interface Builder's attributes
/// inspector groups them.
///
/// - A custom view's own properties: `@IBInspectable` compiles to nothing on Linux, so until
///   Designable has a registration API that names them, the stored properties declared in
///   the view's classes outside Designable whose types Interface Builder can inspect (`Bool`,
///   `Int`, `CGFloat`, `Double`, `Float`, `String`, `CGPoint`, `CGSize`, `CGRect`, `UIColor`,
///   `UIImage`, and their optionals) stand for them. Names starting with `_` or `$` (property
///   wrappers' and `lazy` storage) are left out. When registration lands, its list replaces
///   `customSection(of:)` and nothing else changes.
/// - The toolkit class's section (Label, Button, Image View, …) and the View section, with
///   the values IB shows there.
/// - The layer attributes designers set as user-defined runtime attributes.
public enum InspectableCatalog {
    /// One group of the attributes inspector.
    public struct Section: Equatable, Sendable {
        /// The heading IB shows, such as "View" or "Star View".
        public var title: String
        /// The section's properties, in the order the inspector lists them.
        public var entries: [Entry]
    }

    /// One property and its value, formatted deterministically.
    public struct Entry: Equatable, Sendable {
        /// The property's name, as the document's key path spells it.
        public var name: String
        /// The value, formatted the same way on every machine.
        public var value: String
    }

    /// The sections for `view`, custom first, as IB lists the most specific class first.
    public static func sections(of view: UIView) -> [Section] {
        var sections = customSections(of: view)
        if let toolkit = toolkitSection(of: view) { sections.append(toolkit) }
        sections.append(viewSection(of: view))
        sections.append(layerSection(of: view))
        return sections
    }

    /// A section per class between the view's own class and the first toolkit class, each with
    /// the inspectable-typed stored properties that class declares.
    static func customSections(of view: UIView) -> [Section] {
        var sections: [Section] = []
        var mirror: Mirror? = Mirror(reflecting: view)
        while let current = mirror, !isToolkitType(current.subjectType) {
            let entries = current.children.compactMap { child -> Entry? in
                guard let name = child.label, !name.hasPrefix("_"), !name.hasPrefix("$"),
                      isInspectableType(type(of: child.value)) else { return nil }
                return Entry(name: name, value: SnapshotValueFormat.inspectable(child.value))
            }
            if !entries.isEmpty { sections.append(Section(title: String(describing: current.subjectType), entries: entries)) }
            mirror = current.superclassMirror
        }
        return sections
    }

    private static func isToolkitType(_ type: Any.Type) -> Bool {
        String(reflecting: type).hasPrefix("Designable.")
    }

    /// The types Interface Builder offers for `@IBInspectable` properties.
    private static let inspectableTypes: [Any.Type] = [
        Bool.self, Int.self, CGFloat.self, Double.self, Float.self, String.self,
        CGPoint.self, CGSize.self, CGRect.self, UIColor.self, UIImage.self,
        Bool?.self, Int?.self, CGFloat?.self, Double?.self, Float?.self, String?.self,
        CGPoint?.self, CGSize?.self, CGRect?.self, UIColor?.self, UIImage?.self,
    ]

    private static func isInspectableType(_ type: Any.Type) -> Bool {
        inspectableTypes.contains { $0 == type }
    }

    private static func entry(_ name: String, _ value: Any) -> Entry {
        Entry(name: name, value: SnapshotValueFormat.inspectable(value))
    }

    /// The attributes inspector's section for the toolkit class the view is, if it has one.
    static func toolkitSection(of view: UIView) -> Section? {
        switch view {
        case let label as UILabel:
            return Section(title: "Label", entries: [
                entry("text", label.text as Any), entry("textColor", label.textColor as Any), entry("font", label.font as Any),
                entry("textAlignment", label.textAlignment), entry("numberOfLines", label.numberOfLines),
                entry("isEnabled", label.isEnabled), entry("isHighlighted", label.isHighlighted),
                entry("lineBreakMode", label.lineBreakMode), entry("adjustsFontSizeToFitWidth", label.adjustsFontSizeToFitWidth),
                entry("minimumScaleFactor", label.minimumScaleFactor), entry("highlightedTextColor", label.highlightedTextColor as Any),
            ])
        case let button as UIButton:
            return Section(title: "Button", entries: [
                entry("title", button.title(for: .normal) as Any), entry("titleColor", button.titleColor(for: .normal) as Any),
                entry("image", button.image(for: .normal) as Any), entry("contentEdgeInsets", button.contentEdgeInsets),
                entry("isEnabled", button.isEnabled), entry("isSelected", button.isSelected), entry("isHighlighted", button.isHighlighted),
            ])
        case let field as UITextField:
            return Section(title: "Text Field", entries: [
                entry("text", field.text as Any), entry("placeholder", field.placeholder as Any), entry("textColor", field.textColor as Any),
                entry("font", field.font as Any), entry("textAlignment", field.textAlignment),
                entry("borderStyle", field.borderStyle), entry("isEnabled", field.isEnabled),
            ])
        case let textView as UITextView:
            return Section(title: "Text View", entries: [
                entry("text", textView.text as Any), entry("textColor", textView.textColor as Any), entry("font", textView.font as Any),
                entry("textAlignment", textView.textAlignment), entry("isEditable", textView.isEditable),
                entry("isSelectable", textView.isSelectable), entry("textContainerInset", textView.textContainerInset),
            ])
        case let imageView as UIImageView:
            return Section(title: "Image View", entries: [
                entry("image", imageView.image as Any), entry("highlightedImage", imageView.highlightedImage as Any),
                entry("isHighlighted", imageView.isHighlighted),
            ])
        case let toggle as UISwitch:
            return Section(title: "Switch", entries: [
                entry("isOn", toggle.isOn), entry("onTintColor", toggle.onTintColor as Any), entry("thumbTintColor", toggle.thumbTintColor as Any),
                entry("isEnabled", toggle.isEnabled),
            ])
        case let segments as UISegmentedControl:
            let titles = (0..<segments.numberOfSegments).map { segments.titleForSegment(at: $0).map(SnapshotValueFormat.quoted) ?? "nil" }
            return Section(title: "Segmented Control", entries: [
                Entry(name: "segments", value: "[\(titles.joined(separator: ", "))]"),
                entry("selectedSegmentIndex", segments.selectedSegmentIndex),
                entry("selectedSegmentTintColor", segments.selectedSegmentTintColor as Any), entry("isEnabled", segments.isEnabled),
            ])
        case let slider as UISlider:
            return Section(title: "Slider", entries: [
                entry("value", slider.value), entry("minimumValue", slider.minimumValue), entry("maximumValue", slider.maximumValue),
                entry("isContinuous", slider.isContinuous), entry("minimumTrackTintColor", slider.minimumTrackTintColor as Any),
                entry("maximumTrackTintColor", slider.maximumTrackTintColor as Any), entry("thumbTintColor", slider.thumbTintColor as Any),
                entry("minimumValueImage", slider.minimumValueImage as Any), entry("maximumValueImage", slider.maximumValueImage as Any),
                entry("isEnabled", slider.isEnabled),
            ])
        case let stepper as UIStepper:
            return Section(title: "Stepper", entries: [
                entry("value", stepper.value), entry("minimumValue", stepper.minimumValue), entry("maximumValue", stepper.maximumValue),
                entry("stepValue", stepper.stepValue), entry("autorepeat", stepper.autorepeat), entry("isContinuous", stepper.isContinuous),
                entry("wraps", stepper.wraps), entry("isEnabled", stepper.isEnabled),
            ])
        case let pages as UIPageControl:
            return Section(title: "Page Control", entries: [
                entry("numberOfPages", pages.numberOfPages), entry("currentPage", pages.currentPage),
                entry("hidesForSinglePage", pages.hidesForSinglePage), entry("backgroundStyle", pages.backgroundStyle),
                entry("pageIndicatorTintColor", pages.pageIndicatorTintColor as Any),
                entry("currentPageIndicatorTintColor", pages.currentPageIndicatorTintColor as Any),
                entry("preferredIndicatorImage", pages.preferredIndicatorImage as Any), entry("isEnabled", pages.isEnabled),
            ])
        case let progress as UIProgressView:
            return Section(title: "Progress View", entries: [
                entry("progressViewStyle", progress.progressViewStyle), entry("progress", progress.progress),
                entry("progressTintColor", progress.progressTintColor as Any), entry("trackTintColor", progress.trackTintColor as Any),
                entry("progressImage", progress.progressImage as Any), entry("trackImage", progress.trackImage as Any),
            ])
        case let scroll as UIScrollView:
            return Section(title: "Scroll View", entries: [
                entry("contentSize", scroll.contentSize), entry("contentOffset", scroll.contentOffset), entry("contentInset", scroll.contentInset),
                entry("isScrollEnabled", scroll.isScrollEnabled), entry("isPagingEnabled", scroll.isPagingEnabled),
                entry("showsHorizontalScrollIndicator", scroll.showsHorizontalScrollIndicator),
                entry("showsVerticalScrollIndicator", scroll.showsVerticalScrollIndicator),
            ])
        default:
            return nil
        }
    }

    /// The View section, in the attributes inspector's order.
    static func viewSection(of view: UIView) -> Section {
        Section(title: "View", entries: [
            entry("contentMode", view.contentMode), entry("tag", view.tag),
            entry("isUserInteractionEnabled", view.isUserInteractionEnabled), entry("alpha", view.alpha),
            entry("backgroundColor", view.backgroundColor as Any), entry("tintColor", view.tintColor as Any),
            entry("isOpaque", view.isOpaque), entry("isHidden", view.isHidden),
            entry("clearsContextBeforeDrawing", view.clearsContextBeforeDrawing), entry("clipsToBounds", view.clipsToBounds),
            entry("autoresizesSubviews", view.autoresizesSubviews),
        ])
    }

    /// The layer attributes set as user-defined runtime attributes (`layer.cornerRadius` …).
    static func layerSection(of view: UIView) -> Section {
        let layer = view.layer
        return Section(title: "Layer", entries: [
            entry("layer.cornerRadius", layer.cornerRadius), entry("layer.borderWidth", layer.borderWidth),
            entry("layer.borderColor", layer.borderColor as Any), entry("layer.shadowOpacity", layer.shadowOpacity),
            entry("layer.shadowRadius", layer.shadowRadius), entry("layer.shadowOffset", layer.shadowOffset),
            entry("layer.shadowColor", layer.shadowColor as Any),
        ])
    }
}
