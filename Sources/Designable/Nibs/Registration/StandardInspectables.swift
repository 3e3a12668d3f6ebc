import Foundation

/// The key paths UIKit's own classes accept from user-defined runtime attributes, which every
/// registry knows without being told.
///
/// They are the properties documents set most (`layer.cornerRadius`, `layer.borderWidth`,
/// `layer.masksToBounds`, …) plus each standard view's scalar properties under their
/// key-value coding names (`hidden`, not `isHidden`).
enum StandardInspectables {
    /// Why a colour attribute on a `CGColor` layer property does nothing on iOS.
    static func cgColorTrap(_ key: String) -> String {
        let property = key.split(separator: ".").last.map(String.init) ?? key
        return "\(key) is a CGColor, but IB's colour attribute gives a UIColor, which the layer ignores: "
            + "it has no effect on iOS either. Declare a UIColor inspectable that sets it, e.g. "
            + "\(property): UIColor { didSet { layer.\(property) = \(property).cgColor } }"
    }

    static func declare(in registry: DesignableRegistry) {
        registry.extend(UIView.self, isStandard: true) {
            $0.inspectable("backgroundColor", \.backgroundColor)
              .inspectable("tintColor", \.tintColor)
              .inspectable("alpha", \.alpha)
              .inspectable("hidden", \.isHidden)
              .inspectable("opaque", \.isOpaque)
              .inspectable("clipsToBounds", \.clipsToBounds)
              .inspectable("tag", \.tag)
              .inspectable("userInteractionEnabled", \.isUserInteractionEnabled)
              .inspectable("accessibilityIdentifier", \.accessibilityIdentifier)
              .inspectable("accessibilityLabel", \.accessibilityLabel)
              .inspectable("translatesAutoresizingMaskIntoConstraints", \.translatesAutoresizingMaskIntoConstraints)
              .inspectable("frame", \.frame)
              .inspectable("bounds", \.bounds)
              .inspectable("center", \.center)
              .inspectable("layer.cornerRadius", \.layer.cornerRadius)
              .inspectable("layer.borderWidth", \.layer.borderWidth)
              .inspectable("layer.masksToBounds", \.layer.masksToBounds)
              .inspectable("layer.maskedCorners", \.layer.maskedCornersValue)
              .inspectable("layer.opacity", \.layer.opacity)
              .inspectable("layer.hidden", \.layer.isHidden)
              .inspectable("layer.shadowOpacity", \.layer.shadowOpacity)
              .inspectable("layer.shadowRadius", \.layer.shadowRadius)
              .inspectable("layer.shadowOffset", \.layer.shadowOffset)
              .inspectable("layer.anchorPoint", \.layer.anchorPoint)
              .inspectable("layer.position", \.layer.position)
              .inspectable("layer.name", \.layer.name)
              .inspectable("layer.contentsScale", \.layer.contentsScale)
            for key in ["layer.borderColor", "layer.shadowColor", "layer.backgroundColor"] {
                $0.inspectables.append(InspectableProperty(ignored: key, typeName: "CGColor", because: cgColorTrap(key)))
            }
        }
        registry.extend(UILabel.self, isStandard: true) {
            $0.inspectable("text", \.text)
              .inspectable("textColor", \.textColor)
              .inspectable("highlightedTextColor", \.highlightedTextColor)
              .inspectable("numberOfLines", \.numberOfLines)
              .inspectable("adjustsFontSizeToFitWidth", \.adjustsFontSizeToFitWidth)
              .inspectable("minimumScaleFactor", \.minimumScaleFactor)
              .inspectable("preferredMaxLayoutWidth", \.preferredMaxLayoutWidth)
              .inspectable("enabled", \.isEnabled)
              .inspectable("highlighted", \.isHighlighted)
        }
        registry.extend(UIControl.self, isStandard: true) {
            $0.inspectable("enabled", \.isEnabled)
              .inspectable("selected", \.isSelected)
              .inspectable("highlighted", \.isHighlighted)
        }
        registry.extend(UITextField.self, isStandard: true) {
            $0.inspectable("text", \.text)
              .inspectable("placeholder", \.placeholder)
              .inspectable("textColor", \.textColor)
        }
        registry.extend(UITextView.self, isStandard: true) {
            $0.inspectable("text", \.text)
              .inspectable("textColor", \.textColor)
              .inspectable("editable", \.isEditable)
              .inspectable("selectable", \.isSelectable)
        }
        registry.extend(UIScrollView.self, isStandard: true) {
            $0.inspectable("contentSize", \.contentSize)
              .inspectable("contentOffset", \.contentOffset)
              .inspectable("scrollEnabled", \.isScrollEnabled)
              .inspectable("pagingEnabled", \.isPagingEnabled)
              .inspectable("showsVerticalScrollIndicator", \.showsVerticalScrollIndicator)
              .inspectable("showsHorizontalScrollIndicator", \.showsHorizontalScrollIndicator)
        }
        registry.extend(UIImageView.self, isStandard: true) {
            $0.inspectable("image", \.image)
              .inspectable("highlightedImage", \.highlightedImage)
              .inspectable("highlighted", \.isHighlighted)
        }
        registry.extend(UISwitch.self, isStandard: true) {
            $0.inspectable("on", \.isOn)
              .inspectable("onTintColor", \.onTintColor)
              .inspectable("thumbTintColor", \.thumbTintColor)
        }
        registry.extend(UIActivityIndicatorView.self, isStandard: true) {
            $0.inspectable("color", \.color)
              .inspectable("hidesWhenStopped", \.hidesWhenStopped)
        }
        registry.extend(UISegmentedControl.self, isStandard: true) {
            $0.inspectable("selectedSegmentIndex", \.selectedSegmentIndex)
              .inspectable("selectedSegmentTintColor", \.selectedSegmentTintColor)
        }
        registry.extend(UISlider.self, isStandard: true) {
            $0.inspectable("minimumValue", \.minimumValue)
              .inspectable("maximumValue", \.maximumValue)
              .inspectable("value", \.value)
              .inspectable("continuous", \.isContinuous)
              .inspectable("minimumValueImage", \.minimumValueImage)
              .inspectable("maximumValueImage", \.maximumValueImage)
              .inspectable("minimumTrackTintColor", \.minimumTrackTintColor)
              .inspectable("maximumTrackTintColor", \.maximumTrackTintColor)
              .inspectable("thumbTintColor", \.thumbTintColor)
        }
        registry.extend(UIStepper.self, isStandard: true) {
            $0.inspectable("minimumValue", \.minimumValue)
              .inspectable("maximumValue", \.maximumValue)
              .inspectable("value", \.value)
              .inspectable("stepValue", \.stepValue)
              .inspectable("wraps", \.wraps)
              .inspectable("autorepeat", \.autorepeat)
              .inspectable("continuous", \.isContinuous)
        }
        registry.extend(UIPageControl.self, isStandard: true) {
            $0.inspectable("numberOfPages", \.numberOfPages)
              .inspectable("currentPage", \.currentPage)
              .inspectable("hidesForSinglePage", \.hidesForSinglePage)
              .inspectable("allowsContinuousInteraction", \.allowsContinuousInteraction)
              .inspectable("pageIndicatorTintColor", \.pageIndicatorTintColor)
              .inspectable("currentPageIndicatorTintColor", \.currentPageIndicatorTintColor)
              .inspectable("preferredIndicatorImage", \.preferredIndicatorImage)
        }
        registry.extend(UIProgressView.self, isStandard: true) {
            $0.inspectable("progress", \.progress)
              .inspectable("progressTintColor", \.progressTintColor)
              .inspectable("trackTintColor", \.trackTintColor)
              .inspectable("progressImage", \.progressImage)
              .inspectable("trackImage", \.trackImage)
        }
    }
}
