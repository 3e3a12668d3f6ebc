import Foundation
import InterfaceBuilder

/// One standard property IB stores for a view (background colour, alpha, a label's text, …):
/// how to write it into a document object and how to carry it from one view to another.
///
/// The archiver writes a property when the view's value differs from a reference instance's;
/// the design-time path copies the properties a document stores onto a view made with
/// `init(frame:)`, as Interface Builder sets them after instantiating a designable.
struct StandardProperty {
    /// Writes the view's value into the object when it differs from the reference's.
    let write: (_ view: UIView, _ reference: UIView, _ object: inout IBObject) -> Void
    /// Whether the object stores this property.
    let isStored: (IBObject) -> Bool
    /// Copies the value from `source` to `target` through the setter.
    let copy: (_ source: UIView, _ target: UIView) -> Void

    /// A property IB writes as an XML attribute.
    static func attribute<V: UIView, T: Equatable>(_ key: String, _ keyPath: ReferenceWritableKeyPath<V, T>,
                                                   _ text: @escaping (T) -> String?) -> StandardProperty {
        StandardProperty(
            write: { view, reference, object in
                guard let v = view as? V, let r = reference as? V, v[keyPath: keyPath] != r[keyPath: keyPath] else { return }
                object.attributes[key] = text(v[keyPath: keyPath])
            },
            isStored: { $0.attributes[key] != nil || $0.strings[key] != nil },
            copy: copier(keyPath))
    }

    /// A colour property IB writes as `<color key=…>`.
    static func color<V: UIView>(_ key: String, _ keyPath: ReferenceWritableKeyPath<V, UIColor?>) -> StandardProperty {
        StandardProperty(
            write: { view, reference, object in
                guard let v = view as? V, let r = reference as? V else { return }
                let mine = v[keyPath: keyPath]?.ibColor, theirs = r[keyPath: keyPath]?.ibColor
                if mine != theirs {
                    if let mine { object.colors[key] = mine } else { object.nilKeys.insert(key) }
                }
            },
            isStored: { $0.colors[key] != nil },
            copy: copier(keyPath))
    }

    /// A font property, written as `<fontDescription>`.
    static func font<V: UIView>(_ keyPath: ReferenceWritableKeyPath<V, UIFont?>) -> StandardProperty {
        StandardProperty(
            write: { view, reference, object in
                guard let v = view as? V, let r = reference as? V, let font = v[keyPath: keyPath],
                      font != r[keyPath: keyPath] else { return }
                object.fontDescription = font.ibFontDescription
            },
            isStored: { $0.fontDescription != nil },
            copy: copier(keyPath))
    }

    /// A property IB writes its own way (a button's `<state>`s, a segmented control's
    /// `<segments>`): `write` compares the two views of class `V` itself.
    static func custom<V: UIView>(_ type: V.Type, write: @escaping (_ view: V, _ reference: V, _ object: inout IBObject) -> Void,
                                  isStored: @escaping (IBObject) -> Bool,
                                  copy: @escaping (_ source: V, _ target: V) -> Void = { _, _ in }) -> StandardProperty {
        StandardProperty(
            write: { view, reference, object in
                guard let v = view as? V, let r = reference as? V else { return }
                write(v, r, &object)
            },
            isStored: isStored,
            copy: { source, target in
                guard let s = source as? V, let t = target as? V else { return }
                copy(s, t)
            })
    }

    private static func copier<V: UIView, T>(_ keyPath: ReferenceWritableKeyPath<V, T>) -> (UIView, UIView) -> Void {
        { source, target in
            guard let s = source as? V, let t = target as? V else { return }
            t[keyPath: keyPath] = s[keyPath: keyPath]
        }
    }

    private static func yesNo(_ b: Bool) -> String { b ? "YES" : "NO" }
    private static func number(_ d: CGFloat) -> String { IBNumberText.string(Double(d)) }
    private static func name<E: InterfaceBuilderNamed>(_ value: E) -> String? {
        E.ibNames.filter { $0.value == value }.map(\.key).sorted().first
    }

    /// Every standard property, UIView's first. (Computed: key paths are not `Sendable`, so
    /// the table cannot be a shared constant.)
    static var all: [StandardProperty] { [
        color("backgroundColor", \UIView.backgroundColor),
        attribute("alpha", \UIView.alpha, number),
        attribute("hidden", \UIView.isHidden, yesNo),
        attribute("opaque", \UIView.isOpaque, yesNo),
        attribute("clipsSubviews", \UIView.clipsToBounds, yesNo),
        attribute("tag", \UIView.tag) { String($0) },
        attribute("contentMode", \UIView.contentMode, name),
        attribute("userInteractionEnabled", \UIView.isUserInteractionEnabled, yesNo),
        attribute("text", \UILabel.text) { $0 },
        color("textColor", \UILabel.textColor),
        color("highlightedColor", \UILabel.highlightedTextColor),
        font(\UILabel.font),
        attribute("textAlignment", \UILabel.textAlignment, name),
        attribute("numberOfLines", \UILabel.numberOfLines) { String($0) },
        attribute("lineBreakMode", \UILabel.lineBreakMode, name),
        attribute("text", \UITextField.text) { $0 },
        attribute("placeholder", \UITextField.placeholder) { $0 },
        color("textColor", \UITextField.textColor),
        font(\UITextField.font),
        attribute("textAlignment", \UITextField.textAlignment, name),
        attribute("borderStyle", \UITextField.borderStyle, name),
        attribute("image", \UIImageView.image) { $0?.assetName },
        attribute("on", \UISwitch.isOn, yesNo),
    ] + more }

    /// The rest of what the standard views' `init?(coder:)` read (see ``ViewCodingKey``).
    private static var more: [StandardProperty] { [
        color("tintColor", \UIView.tintColor),
        attribute("overrideUserInterfaceStyle", \UIView.overrideUserInterfaceStyle, name),
        attribute("adjustsFontSizeToFit", \UILabel.adjustsFontSizeToFitWidth, yesNo),
        attribute("minimumScaleFactor", \UILabel.minimumScaleFactor, number),
        attribute("text", \UITextView.text) { $0 },
        color("textColor", \UITextView.textColor),
        font(\UITextView.font),
        attribute("textAlignment", \UITextView.textAlignment, name),
        attribute("highlightedImage", \UIImageView.highlightedImage) { $0?.assetName },
        attribute("highlighted", \UIImageView.isHighlighted, yesNo),
        attribute("enabled", \UIControl.isEnabled, yesNo),
        attribute("selected", \UIControl.isSelected, yesNo),
        attribute("highlighted", \UIControl.isHighlighted, yesNo),
        attribute("contentHorizontalAlignment", \UIControl.contentHorizontalAlignment, name),
        attribute("contentVerticalAlignment", \UIControl.contentVerticalAlignment, name),
        color("onTintColor", \UISwitch.onTintColor),
        color("thumbTintColor", \UISwitch.thumbTintColor),
        attribute("style", \UIActivityIndicatorView.style, name),
        color("color", \UIActivityIndicatorView.color),
        attribute("hidesWhenStopped", \UIActivityIndicatorView.hidesWhenStopped, yesNo),
        custom(UIActivityIndicatorView.self, write: { view, reference, object in
            if view.isAnimating != reference.isAnimating { object.attributes["animating"] = yesNo(view.isAnimating) }
        }, isStored: { $0.attributes["animating"] != nil }, copy: { source, target in
            if source.isAnimating { target.startAnimating() } else { target.stopAnimating() }
        }),
        custom(UISegmentedControl.self, write: { view, reference, object in
            let titles = (0..<view.numberOfSegments).map { view.titleForSegment(at: $0) ?? "" }
            if titles != (0..<reference.numberOfSegments).map({ reference.titleForSegment(at: $0) ?? "" }) {
                object.extras.append(IBElement("segments", children: titles.map { IBElement("segment", ["title": $0]) }))
            }
            if view.selectedSegmentIndex != reference.selectedSegmentIndex {
                object.attributes["selectedSegmentIndex"] = String(view.selectedSegmentIndex)
            }
        }, isStored: { object in
            object.attributes["selectedSegmentIndex"] != nil || object.extras.contains { $0.name == "segments" }
        }, copy: { source, target in
            target.removeAllSegments()
            for i in 0..<source.numberOfSegments {
                target.insertSegment(withTitle: source.titleForSegment(at: i), at: i, animated: false)
            }
            target.selectedSegmentIndex = source.selectedSegmentIndex
        }),
        button,
        stackView,
        layoutPriorities,
        attribute("enabled", \UILabel.isEnabled, yesNo),
        attribute("highlighted", \UILabel.isHighlighted, yesNo),
    ] }

    /// A stack view's arrangement as IB's `stackView` attributes: `axis="vertical"`,
    /// `distribution="fillEqually"`, `alignment="center"` (named by the axis: `top` for a
    /// horizontal stack's leading), `spacing="8"`, `baselineRelativeArrangement="YES"`.
    private static var stackView: StandardProperty {
        custom(UIStackView.self, write: { view, reference, object in
            if view.axis != reference.axis { object.attributes["axis"] = view.axis == .vertical ? "vertical" : "horizontal" }
            if view.distribution != reference.distribution {
                object.attributes["distribution"] = StackViewNames.distribution[view.distribution]
            }
            if view.alignment != reference.alignment {
                object.attributes["alignment"] = StackViewNames.alignment(view.alignment, axis: view.axis)
            }
            if view.spacing != reference.spacing { object.attributes["spacing"] = number(view.spacing) }
            if view.isBaselineRelativeArrangement != reference.isBaselineRelativeArrangement {
                object.attributes["baselineRelativeArrangement"] = yesNo(view.isBaselineRelativeArrangement)
            }
            if view.isLayoutMarginsRelativeArrangement != reference.isLayoutMarginsRelativeArrangement {
                object.attributes["layoutMarginsRelativeArrangement"] = yesNo(view.isLayoutMarginsRelativeArrangement)
            }
        }, isStored: { object in
            ["axis", "distribution", "alignment", "spacing", "baselineRelativeArrangement", "layoutMarginsRelativeArrangement"]
                .contains { object.attributes[$0] != nil }
        }, copy: { source, target in
            target.axis = source.axis
            target.distribution = source.distribution
            target.alignment = source.alignment
            target.spacing = source.spacing
            target.isBaselineRelativeArrangement = source.isBaselineRelativeArrangement
            target.isLayoutMarginsRelativeArrangement = source.isLayoutMarginsRelativeArrangement
        })
    }

    /// Content hugging and compression resistance, as IB's `horizontalHuggingPriority="251"`
    /// and its three siblings, for the ones that differ from the reference's.
    private static var layoutPriorities: StandardProperty {
        let keys: [(String, NSLayoutConstraint.Axis, Bool)] = [
            ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false),
            ("verticalCompressionResistancePriority", .vertical, false),
        ]
        func priority(_ view: UIView, _ axis: NSLayoutConstraint.Axis, hugging: Bool) -> UILayoutPriority {
            hugging ? view.contentHuggingPriority(for: axis) : view.contentCompressionResistancePriority(for: axis)
        }
        return StandardProperty(
            write: { view, reference, object in
                for (key, axis, hugging) in keys
                where priority(view, axis, hugging: hugging) != priority(reference, axis, hugging: hugging) {
                    object.attributes[key] = number(CGFloat(priority(view, axis, hugging: hugging).rawValue))
                }
            },
            isStored: { object in keys.contains { object.attributes[$0.0] != nil } },
            copy: { source, target in
                for (_, axis, hugging) in keys {
                    if hugging {
                        target.setContentHuggingPriority(source.contentHuggingPriority(for: axis), for: axis)
                    } else {
                        target.setContentCompressionResistancePriority(source.contentCompressionResistancePriority(for: axis), for: axis)
                    }
                }
            })
    }

    /// A button's type, title font and per-state titles, title colours and images, as IB's
    /// `buttonType` attribute, `<fontDescription>` and `<state key=…>` elements.
    ///
    /// What was set for each state is written, not what the getters answer: those fall back
    /// to the normal state and to defaults derived from the tint, which decoding derives
    /// again. A value also set on a fresh button of the same type is left out.
    private static var button: StandardProperty {
        custom(UIButton.self, write: { view, reference, object in
            if view.buttonType != reference.buttonType {
                // IB's current spelling; "roundedRect" is the legacy name it still reads.
                object.attributes["buttonType"] = view.buttonType == .system ? "system" : name(view.buttonType)
            }
            let fresh = reference.buttonType == view.buttonType ? reference : UIButton(type: view.buttonType)
            if let font = view.titleLabel?.font, font != fresh.titleLabel?.font {
                object.fontDescription = font.ibFontDescription
            }
            for state in [UIControl.State.normal, .highlighted, .selected, .disabled] {
                let key = state.rawValue
                var written = IBButtonState(key: state.ibName)
                if let title = view.titles[key], title != fresh.titles[key] { written.title = title }
                if let color = view.titleColors[key]?.ibColor, color != fresh.titleColors[key]?.ibColor {
                    written.colors["titleColor"] = color
                }
                if let image = view.images[key], image !== fresh.images[key] { written.image = image.assetName }
                if let image = view.backgroundImages[key], image !== fresh.backgroundImages[key] {
                    written.backgroundImage = image.assetName
                }
                if written != IBButtonState(key: state.ibName) { object.states.append(written) }
            }
            for (key, insets) in [(ViewCodingKey.contentEdgeInsets, \UIButton.contentEdgeInsets),
                                  (ViewCodingKey.titleEdgeInsets, \UIButton.titleEdgeInsets),
                                  (ViewCodingKey.imageEdgeInsets, \UIButton.imageEdgeInsets)]
            where view[keyPath: insets] != fresh[keyPath: insets] {
                object.extras.append(IBObjectValues.insetElement(key: key, view[keyPath: insets]))
            }
        }, isStored: { !$0.states.isEmpty || $0.fontDescription != nil || $0.extras.contains { $0.name == "inset" } },
        copy: { source, target in
            target.titleLabel?.font = source.titleLabel?.font
            target.contentEdgeInsets = source.contentEdgeInsets
            target.titleEdgeInsets = source.titleEdgeInsets
            target.imageEdgeInsets = source.imageEdgeInsets
            // What was set, state by state: the getters' fallbacks are derived again.
            for (key, title) in source.titles { target.setTitle(title, for: UIControl.State(rawValue: key)) }
            for (key, color) in source.titleColors { target.setTitleColor(color, for: UIControl.State(rawValue: key)) }
            for (key, image) in source.images { target.setImage(image, for: UIControl.State(rawValue: key)) }
            for (key, image) in source.backgroundImages { target.setBackgroundImage(image, for: UIControl.State(rawValue: key)) }
        })
    }
}
