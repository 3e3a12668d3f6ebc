import Foundation
import InterfaceBuilder

/// One standard property IB stores for a view (background colour, alpha, a label's text, …):
/// how to write it into a document object and how to carry it from one view to another.
///
/// The archiver writes a property when the view's value differs from a reference instance's;
/// the design-time path copies the properties a document stores onto a view made with
/// `init(frame:)`, as Interface Builder sets them after instantiating a designable. The keys are
/// ``ViewCodingKey``'s, the ones the views' `init?(coder:)` read, so writing and reading share
/// one spelling; ``sample`` and ``matches`` let one test round-trip every row.
struct StandardProperty {
    /// The key (or keys) in the document, for messages.
    let name: String
    /// The class that has the property; its subclasses have it too.
    let viewClass: UIView.Type
    /// Writes the view's value into the object when it differs from the reference's.
    let write: (_ view: UIView, _ reference: UIView, _ object: inout IBObject) -> Void
    /// Whether the object stores this property.
    let isStored: (IBObject) -> Bool
    /// Copies the value from `source` to `target` through the setter.
    let copy: (_ source: UIView, _ target: UIView) -> Void
    /// Sets a value that differs from a fresh view's, for the round-trip test.
    let sample: (UIView) -> Void
    /// Whether two views agree on this property.
    let matches: (UIView, UIView) -> Bool

    /// A property IB writes as an XML attribute.
    static func attribute<V: UIView, T: Equatable>(_ key: String, _ keyPath: ReferenceWritableKeyPath<V, T>,
                                                   _ text: @escaping (T) -> String?, sample: T) -> StandardProperty {
        StandardProperty(
            name: key, viewClass: V.self,
            write: { view, reference, object in
                guard let v = view as? V, let r = reference as? V, v[keyPath: keyPath] != r[keyPath: keyPath] else { return }
                object.attributes[key] = text(v[keyPath: keyPath])
            },
            isStored: { $0.attributes[key] != nil || $0.strings[key] != nil },
            copy: copier(keyPath), sample: sampler(keyPath, sample),
            matches: matcher(keyPath) { $0 == $1 })
    }

    /// A colour property IB writes as `<color key=…>`.
    static func color<V: UIView>(_ key: String, _ keyPath: ReferenceWritableKeyPath<V, UIColor?>,
                                 sample: UIColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)) -> StandardProperty {
        StandardProperty(
            name: key, viewClass: V.self,
            write: { view, reference, object in
                guard let v = view as? V, let r = reference as? V else { return }
                let mine = v[keyPath: keyPath]?.ibColor, theirs = r[keyPath: keyPath]?.ibColor
                if mine != theirs {
                    if let mine { object.colors[key] = mine } else { object.nilKeys.insert(key) }
                }
            },
            isStored: { $0.colors[key] != nil },
            copy: copier(keyPath), sample: sampler(keyPath, sample),
            matches: matcher(keyPath) { $0?.ibColor == $1?.ibColor })
    }

    /// A font property, written as `<fontDescription>`.
    static func font<V: UIView>(_ keyPath: ReferenceWritableKeyPath<V, UIFont?>,
                                sample: UIFont = .boldSystemFont(ofSize: 23)) -> StandardProperty {
        StandardProperty(
            name: ViewCodingKey.font, viewClass: V.self,
            write: { view, reference, object in
                guard let v = view as? V, let r = reference as? V, let font = v[keyPath: keyPath],
                      font != r[keyPath: keyPath] else { return }
                object.fontDescription = font.ibFontDescription
            },
            isStored: { $0.fontDescription != nil },
            copy: copier(keyPath), sample: sampler(keyPath, sample),
            matches: matcher(keyPath) { $0 == $1 })
    }

    /// A property IB writes its own way (a button's `<state>`s, a segmented control's
    /// `<segments>`): `write` compares the two views of class `V` itself.
    static func custom<V: UIView>(_ type: V.Type, _ name: String,
                                  write: @escaping (_ view: V, _ reference: V, _ object: inout IBObject) -> Void,
                                  isStored: @escaping (IBObject) -> Bool,
                                  copy: @escaping (_ source: V, _ target: V) -> Void,
                                  sample: @escaping (V) -> Void,
                                  matches: @escaping (V, V) -> Bool) -> StandardProperty {
        StandardProperty(
            name: name, viewClass: V.self,
            write: { view, reference, object in
                guard let v = view as? V, let r = reference as? V else { return }
                write(v, r, &object)
            },
            isStored: isStored,
            copy: { source, target in
                guard let s = source as? V, let t = target as? V else { return }
                copy(s, t)
            },
            sample: { view in (view as? V).map(sample) },
            matches: { a, b in
                guard let a = a as? V, let b = b as? V else { return false }
                return matches(a, b)
            })
    }

    /// Styled text IB writes as `<attributedString key="attributedText">`, when the view shows
    /// attributed text rather than plain.
    static func attributedText<V: UIView>(_ type: V.Type, _ styled: @escaping (V) -> NSAttributedString?,
                                          _ set: @escaping (V, NSAttributedString?) -> Void) -> StandardProperty {
        let key = ViewCodingKey.attributedText
        return custom(type, key, write: { view, reference, object in
            let mine = styled(view).map(IBAttributedString.init)
            if mine != styled(reference).map(IBAttributedString.init) { object.attributedStrings[key] = mine }
        }, isStored: { $0.attributedStrings[key] != nil || $0.extras.contains { $0.name == "attributedString" && $0["key"] == key } },
        copy: { source, target in if let s = styled(source) { set(target, s) } },
        sample: { set($0, StandardProperty.sampleAttributedText) },
        matches: { a, b in styled(a).map(IBAttributedString.init) == styled(b).map(IBAttributedString.init) })
    }

    /// Styled text with a font, colour, kern, underline and paragraph style, for the round trip.
    static var sampleAttributedText: NSAttributedString {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 3
        let text = NSMutableAttributedString(string: "Bold ", attributes: [.font: UIFont.boldSystemFont(ofSize: 19), .kern: CGFloat(1.5),
                                                                             .foregroundColor: UIColor(red: 0.8, green: 0.1, blue: 0.2, alpha: 1)])
        text.append(NSAttributedString(string: "two\nlines", attributes: [.font: UIFont.systemFont(ofSize: 12), .paragraphStyle: style,
                                                                          .underlineStyle: NSUnderlineStyle.single.rawValue]))
        return text
    }

    private static func copier<V: UIView, T>(_ keyPath: ReferenceWritableKeyPath<V, T>) -> (UIView, UIView) -> Void {
        { source, target in
            guard let s = source as? V, let t = target as? V else { return }
            t[keyPath: keyPath] = s[keyPath: keyPath]
        }
    }

    private static func sampler<V: UIView, T>(_ keyPath: ReferenceWritableKeyPath<V, T>, _ value: T) -> (UIView) -> Void {
        { view in (view as? V)?[keyPath: keyPath] = value }
    }

    private static func matcher<V: UIView, T>(_ keyPath: ReferenceWritableKeyPath<V, T>,
                                              _ equal: @escaping (T, T) -> Bool) -> (UIView, UIView) -> Bool {
        { a, b in
            guard let a = a as? V, let b = b as? V else { return false }
            return equal(a[keyPath: keyPath], b[keyPath: keyPath])
        }
    }

    private static func yesNo(_ b: Bool) -> String { b ? "YES" : "NO" }
    private static func number(_ d: CGFloat) -> String { IBNumberText.string(Double(d)) }
    private static func name<E: InterfaceBuilderNamed>(_ value: E) -> String? {
        E.ibNames.filter { $0.value == value }.map(\.key).sorted().first
    }

    /// Every standard property, UIView's first. (Computed: key paths are not `Sendable`, so
    /// the table cannot be a shared constant.)
    static var all: [StandardProperty] { views + text + controls + rangeControls + lists + [button, buttonConfiguration, stackView, layoutPriorities] }

    private typealias Key = ViewCodingKey

    /// The name a round-trip sample image is looked up by.
    static let sampleImageName = "standard-property-sample"

    private static var views: [StandardProperty] { [
        color(Key.backgroundColor, \UIView.backgroundColor),
        attribute(Key.alpha, \UIView.alpha, number, sample: 0.5),
        attribute(Key.hidden, \UIView.isHidden, yesNo, sample: true),
        attribute(Key.opaque, \UIView.isOpaque, yesNo, sample: false),
        attribute(Key.clipsSubviews, \UIView.clipsToBounds, yesNo, sample: true),
        attribute(Key.tag, \UIView.tag, { String($0) }, sample: 7),
        attribute(Key.contentMode, \UIView.contentMode, name, sample: .center),
        attribute(Key.userInteractionEnabled, \UIView.isUserInteractionEnabled, yesNo, sample: false),
        color(Key.tintColor, \UIView.tintColor),
        attribute(Key.overrideUserInterfaceStyle, \UIView.overrideUserInterfaceStyle, name, sample: .dark),
        image(Key.image, \UIImageView.image),
        image(Key.highlightedImage, \UIImageView.highlightedImage),
        attribute(Key.highlighted, \UIImageView.isHighlighted, yesNo, sample: true),
    ] }

    private static var text: [StandardProperty] { [
        attribute(Key.text, \UILabel.text, { $0 }, sample: "Label sample"),
        color(Key.textColor, \UILabel.textColor),
        color(Key.highlightedColor, \UILabel.highlightedTextColor),
        font(\UILabel.font),
        attribute(Key.textAlignment, \UILabel.textAlignment, name, sample: .right),
        attribute(Key.numberOfLines, \UILabel.numberOfLines, { String($0) }, sample: 3),
        attribute(Key.lineBreakMode, \UILabel.lineBreakMode, name, sample: .byTruncatingMiddle),
        attribute(Key.adjustsFontSizeToFit, \UILabel.adjustsFontSizeToFitWidth, yesNo, sample: true),
        attribute(Key.minimumScaleFactor, \UILabel.minimumScaleFactor, number, sample: 0.5),
        attribute(Key.enabled, \UILabel.isEnabled, yesNo, sample: false),
        attribute(Key.highlighted, \UILabel.isHighlighted, yesNo, sample: true),
        attribute(Key.text, \UITextField.text, { $0 }, sample: "Field sample"),
        attribute(Key.placeholder, \UITextField.placeholder, { $0 }, sample: "Placeholder sample"),
        color(Key.textColor, \UITextField.textColor),
        font(\UITextField.font),
        attribute(Key.textAlignment, \UITextField.textAlignment, name, sample: .center),
        attribute(Key.borderStyle, \UITextField.borderStyle, name, sample: .bezel),
        attributedText(UILabel.self, \.styledText) { $0.attributedText = $1 },
        attributedText(UITextField.self, \.styledText) { $0.attributedText = $1 },
        attributedText(UITextView.self, \.styledText) { $0.attributedText = $1 },
        attribute(Key.text, \UITextView.text, { $0 }, sample: "Text view sample"),
        color(Key.textColor, \UITextView.textColor),
        font(\UITextView.font),
        attribute(Key.textAlignment, \UITextView.textAlignment, name, sample: .right),
    ] }

    private static var controls: [StandardProperty] { [
        attribute(Key.enabled, \UIControl.isEnabled, yesNo, sample: false),
        attribute(Key.selected, \UIControl.isSelected, yesNo, sample: true),
        attribute(Key.highlighted, \UIControl.isHighlighted, yesNo, sample: true),
        attribute(Key.contentHorizontalAlignment, \UIControl.contentHorizontalAlignment, name, sample: .right),
        attribute(Key.contentVerticalAlignment, \UIControl.contentVerticalAlignment, name, sample: .bottom),
        attribute(Key.on, \UISwitch.isOn, yesNo, sample: true),
        color(Key.onTintColor, \UISwitch.onTintColor),
        color(Key.thumbTintColor, \UISwitch.thumbTintColor),
        attribute(Key.style, \UIActivityIndicatorView.style, name, sample: .large),
        color(Key.color, \UIActivityIndicatorView.color),
        attribute(Key.hidesWhenStopped, \UIActivityIndicatorView.hidesWhenStopped, yesNo, sample: false),
        custom(UIActivityIndicatorView.self, Key.animating, write: { view, reference, object in
            if view.isAnimating != reference.isAnimating { object.attributes[Key.animating] = yesNo(view.isAnimating) }
        }, isStored: { $0.attributes[Key.animating] != nil }, copy: { source, target in
            if source.isAnimating { target.startAnimating() } else { target.stopAnimating() }
        }, sample: { $0.startAnimating() }, matches: { $0.isAnimating == $1.isAnimating }),
        custom(UISegmentedControl.self, "segments, " + Key.selectedSegmentIndex, write: { view, reference, object in
            if segmentTitles(view) != segmentTitles(reference) {
                object.extras.append(IBElement("segments", children: segmentTitles(view).map { IBElement("segment", ["title": $0]) }))
            }
            if view.selectedSegmentIndex != reference.selectedSegmentIndex {
                object.attributes[Key.selectedSegmentIndex] = String(view.selectedSegmentIndex)
            }
        }, isStored: { object in
            object.attributes[Key.selectedSegmentIndex] != nil || object.extras.contains { $0.name == "segments" }
        }, copy: { source, target in
            target.removeAllSegments()
            for (i, title) in segmentTitles(source).enumerated() { target.insertSegment(withTitle: title, at: i, animated: false) }
            target.selectedSegmentIndex = source.selectedSegmentIndex
        }, sample: { control in
            control.removeAllSegments()
            for (i, title) in ["One", "Two", "Three"].enumerated() { control.insertSegment(withTitle: title, at: i, animated: false) }
            control.selectedSegmentIndex = 2
        }, matches: { segmentTitles($0) == segmentTitles($1) && $0.selectedSegmentIndex == $1.selectedSegmentIndex }),
    ] }

    /// What IB stores for sliders, steppers, page controls and progress views. Each range is
    /// listed before its value, so that copying onto a fresh view does not pin the value to
    /// the default range.
    private static var rangeControls: [StandardProperty] { [
        attribute(Key.sliderMinimumValue, \UISlider.minimumValue, decimal, sample: -2),
        attribute(Key.sliderMaximumValue, \UISlider.maximumValue, decimal, sample: 5),
        attribute(Key.value, \UISlider.value, decimal, sample: 0.25),
        attribute(Key.continuous, \UISlider.isContinuous, yesNo, sample: false),
        image(Key.minimumValueImage, \UISlider.minimumValueImage),
        image(Key.maximumValueImage, \UISlider.maximumValueImage),
        color(Key.minimumTrackTintColor, \UISlider.minimumTrackTintColor),
        color(Key.maximumTrackTintColor, \UISlider.maximumTrackTintColor),
        color(Key.thumbTintColor, \UISlider.thumbTintColor),
        attribute(Key.minimumValue, \UIStepper.minimumValue, decimal, sample: -10),
        attribute(Key.maximumValue, \UIStepper.maximumValue, decimal, sample: 40),
        attribute(Key.value, \UIStepper.value, decimal, sample: 12),
        attribute(Key.stepValue, \UIStepper.stepValue, decimal, sample: 2.5),
        attribute(Key.wraps, \UIStepper.wraps, yesNo, sample: true),
        attribute(Key.autorepeat, \UIStepper.autorepeat, yesNo, sample: false),
        attribute(Key.continuous, \UIStepper.isContinuous, yesNo, sample: false),
        // The current page is pinned to the pages, so the two travel together.
        custom(UIPageControl.self, "\(Key.numberOfPages), \(Key.currentPage)", write: { view, reference, object in
            if view.numberOfPages != reference.numberOfPages { object.attributes[Key.numberOfPages] = String(view.numberOfPages) }
            if view.currentPage != reference.currentPage { object.attributes[Key.currentPage] = String(view.currentPage) }
        }, isStored: { $0.attributes[Key.numberOfPages] != nil || $0.attributes[Key.currentPage] != nil }, copy: { source, target in
            target.numberOfPages = source.numberOfPages
            target.currentPage = source.currentPage
        }, sample: { control in
            control.numberOfPages = 5
            control.currentPage = 3
        }, matches: { $0.numberOfPages == $1.numberOfPages && $0.currentPage == $1.currentPage }),
        attribute(Key.hidesForSinglePage, \UIPageControl.hidesForSinglePage, yesNo, sample: true),
        attribute(Key.backgroundStyle, \UIPageControl.backgroundStyle, name, sample: .prominent),
        attribute(Key.direction, \UIPageControl.direction, name, sample: .topToBottom),
        attribute(Key.allowsContinuousInteraction, \UIPageControl.allowsContinuousInteraction, yesNo, sample: false),
        image(Key.preferredIndicatorImage, \UIPageControl.preferredIndicatorImage),
        image(Key.preferredCurrentPageIndicatorImage, \UIPageControl.preferredCurrentPageIndicatorImage),
        color(Key.pageIndicatorTintColor, \UIPageControl.pageIndicatorTintColor),
        color(Key.currentPageIndicatorTintColor, \UIPageControl.currentPageIndicatorTintColor),
        attribute(Key.progressViewStyle, \UIProgressView.progressViewStyle, name, sample: .bar),
        attribute(Key.progress, \UIProgressView.progress, decimal, sample: 0.75),
        color(Key.progressTintColor, \UIProgressView.progressTintColor),
        color(Key.trackTintColor, \UIProgressView.trackTintColor),
        image(Key.progressImage, \UIProgressView.progressImage),
        image(Key.trackImage, \UIProgressView.trackImage),
    ] }

    /// A `Float` or `Double` as IB writes numbers.
    private static func decimal<N: BinaryFloatingPoint>(_ value: N) -> String { IBNumberText.string(Double(value)) }

    /// What IB stores for tables, their cells and reusable views. A table's and a cell's style
    /// are fixed when they are made, so they are read by `init?(coder:)` alone.
    private static var lists: [StandardProperty] { [
        attribute(Key.rowHeight, \UITableView.rowHeight, number, sample: 61),
        attribute(Key.estimatedRowHeight, \UITableView.estimatedRowHeight, number, sample: 80),
        attribute(Key.sectionHeaderHeight, \UITableView.sectionHeaderHeight, number, sample: 31),
        attribute(Key.sectionFooterHeight, \UITableView.sectionFooterHeight, number, sample: 19),
        attribute(Key.separatorStyle, \UITableView.separatorStyle, name, sample: .none),
        color(Key.separatorColor, \UITableView.separatorColor),
        attribute(Key.accessoryType, \UITableViewCell.accessoryType, name, sample: .checkmark),
        attribute(Key.selectionStyle, \UITableViewCell.selectionStyle, name, sample: .none),
        attribute(Key.indentationWidth, \UITableViewCell.indentationWidth, number, sample: 14),
        attribute(Key.indentationLevel, \UITableViewCell.indentationLevel, { String($0) }, sample: 2),
        reuseIdentifier(UITableViewCell.self, \.storedReuseIdentifier),
        reuseIdentifier(UICollectionReusableView.self, \.storedReuseIdentifier),
    ] }

    /// The identifier a cell or reusable view is registered under, which UIKit only reads.
    private static func reuseIdentifier<V: UIView>(_ type: V.Type, _ stored: ReferenceWritableKeyPath<V, String?>) -> StandardProperty {
        custom(type, Key.reuseIdentifier, write: { view, reference, object in
            if view[keyPath: stored] != reference[keyPath: stored] { object.attributes[Key.reuseIdentifier] = view[keyPath: stored] }
        }, isStored: { $0.attributes[Key.reuseIdentifier] != nil }, copy: { source, target in
            target[keyPath: stored] = source[keyPath: stored]
        }, sample: { $0[keyPath: stored] = "sample-cell" }, matches: { $0[keyPath: stored] == $1[keyPath: stored] })
    }

    private static func segmentTitles(_ control: UISegmentedControl) -> [String] {
        (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) ?? "" }
    }

    /// An image property, which a document stores by the name it was looked up by.
    private static func image<V: UIView>(_ key: String, _ keyPath: ReferenceWritableKeyPath<V, UIImage?>) -> StandardProperty {
        StandardProperty(
            name: key, viewClass: V.self,
            write: { view, reference, object in
                guard let v = view as? V, let r = reference as? V, v[keyPath: keyPath] != r[keyPath: keyPath] else { return }
                let reference = v[keyPath: keyPath]?.documentReference
                object.attributes[key] = reference?.name
                if reference?.isSystemSymbol == true { object.attributes["catalog"] = UIImage.systemCatalog }
            },
            isStored: { $0.attributes[key] != nil },
            copy: copier(keyPath),
            sample: { view in (view as? V)?[keyPath: keyPath] = UIImage(named: sampleImageName) },
            matches: matcher(keyPath) { $0?.assetName == $1?.assetName })
    }

    /// A stack view's arrangement as IB's `stackView` attributes: `axis="vertical"`,
    /// `distribution="fillEqually"`, `alignment="center"` (named by the axis: `top` for a
    /// horizontal stack's leading), `spacing="8"`, `baselineRelativeArrangement="YES"`.
    private static var stackView: StandardProperty {
        let keys = [Key.axis, Key.distribution, Key.alignment, Key.spacing, Key.baselineRelativeArrangement,
                    Key.layoutMarginsRelativeArrangement]
        func arrangement(_ view: UIStackView) -> [String] {
            [view.axis == .vertical ? "vertical" : "horizontal", StackViewNames.distribution[view.distribution] ?? "",
             StackViewNames.alignment(view.alignment, axis: view.axis), number(view.spacing),
             yesNo(view.isBaselineRelativeArrangement), yesNo(view.isLayoutMarginsRelativeArrangement)]
        }
        return custom(UIStackView.self, keys.joined(separator: ", "), write: { view, reference, object in
            for (key, (mine, theirs)) in zip(keys, zip(arrangement(view), arrangement(reference))) where mine != theirs {
                object.attributes[key] = mine
            }
        }, isStored: { object in
            keys.contains { object.attributes[$0] != nil }
        }, copy: { source, target in
            target.axis = source.axis
            target.distribution = source.distribution
            target.alignment = source.alignment
            target.spacing = source.spacing
            target.isBaselineRelativeArrangement = source.isBaselineRelativeArrangement
            target.isLayoutMarginsRelativeArrangement = source.isLayoutMarginsRelativeArrangement
        }, sample: { stack in
            stack.axis = .vertical
            stack.distribution = .equalSpacing
            stack.alignment = .trailing
            stack.spacing = 12
            stack.isBaselineRelativeArrangement = true
            stack.isLayoutMarginsRelativeArrangement = true
        }, matches: { arrangement($0) == arrangement($1) })
    }

    /// Content hugging and compression resistance, as IB's `horizontalHuggingPriority="251"`
    /// and its three siblings, for the ones that differ from the reference's.
    private static var layoutPriorities: StandardProperty {
        let keys: [(String, NSLayoutConstraint.Axis, Bool)] = [
            (Key.horizontalHuggingPriority, .horizontal, true), (Key.verticalHuggingPriority, .vertical, true),
            (Key.horizontalCompressionResistancePriority, .horizontal, false),
            (Key.verticalCompressionResistancePriority, .vertical, false),
        ]
        func priority(_ view: UIView, _ axis: NSLayoutConstraint.Axis, hugging: Bool) -> UILayoutPriority {
            hugging ? view.contentHuggingPriority(for: axis) : view.contentCompressionResistancePriority(for: axis)
        }
        func setPriority(_ value: UILayoutPriority, on view: UIView, _ axis: NSLayoutConstraint.Axis, hugging: Bool) {
            if hugging { view.setContentHuggingPriority(value, for: axis) } else { view.setContentCompressionResistancePriority(value, for: axis) }
        }
        return custom(UIView.self, keys.map(\.0).joined(separator: ", "), write: { view, reference, object in
            for (key, axis, hugging) in keys
            where priority(view, axis, hugging: hugging) != priority(reference, axis, hugging: hugging) {
                object.attributes[key] = number(CGFloat(priority(view, axis, hugging: hugging).rawValue))
            }
        }, isStored: { object in
            keys.contains { object.attributes[$0.0] != nil }
        }, copy: { source, target in
            for (_, axis, hugging) in keys { setPriority(priority(source, axis, hugging: hugging), on: target, axis, hugging: hugging) }
        }, sample: { view in
            for (i, (_, axis, hugging)) in keys.enumerated() { setPriority(UILayoutPriority(Float(300 + 100 * i)), on: view, axis, hugging: hugging) }
        }, matches: { a, b in
            keys.allSatisfy { priority(a, $0.1, hugging: $0.2) == priority(b, $0.1, hugging: $0.2) }
        })
    }

    /// A button's type, title font and per-state titles, title colours and images, as IB's
    /// `buttonType` attribute, `<fontDescription>` and `<state key=…>` elements.
    ///
    /// What was set for each state is written, not what the getters answer: those fall back
    /// to the normal state and to defaults derived from the tint, which decoding derives
    /// again. A value also set on a fresh button of the same type is left out.
    private static var button: StandardProperty {
        custom(UIButton.self, "\(Key.buttonType), \(Key.font), state, inset", write: { view, reference, object in
            if view.buttonType != reference.buttonType {
                // IB's current spelling; "roundedRect" is the legacy name it still reads.
                object.attributes[Key.buttonType] = view.buttonType == .system ? "system" : name(view.buttonType)
            }
            let fresh = reference.buttonType == view.buttonType ? reference : UIButton(type: view.buttonType)
            if let font = view.titleLabel?.font, font != fresh.titleLabel?.font {
                object.fontDescription = font.ibFontDescription
            }
            for state in [UIControl.State.normal, .highlighted, .selected, .disabled] {
                let key = state.rawValue
                var written = IBButtonState(key: state.ibName)
                if let title = view.titles[key], title != fresh.titles[key] { written.title = title }
                if let styled = view.attributedTitles[key], styled != fresh.attributedTitles[key] {
                    written.attributedTitle = IBAttributedString(styled)
                }
                if let color = view.titleColors[key]?.ibColor, color != fresh.titleColors[key]?.ibColor {
                    written.colors[titleColorKey] = color
                }
                if let image = view.images[key], image !== fresh.images[key], let reference = image.documentReference {
                    written.image = reference.name
                    if reference.isSystemSymbol { written.catalog = UIImage.systemCatalog }
                }
                if let image = view.backgroundImages[key], image !== fresh.backgroundImages[key] {
                    written.backgroundImage = image.assetName
                }
                if written != IBButtonState(key: state.ibName) { object.states.append(written) }
            }
            for (key, insets) in buttonInsets
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
            for (key, title) in source.attributedTitles { target.setAttributedTitle(title, for: UIControl.State(rawValue: key)) }
            for (key, color) in source.titleColors { target.setTitleColor(color, for: UIControl.State(rawValue: key)) }
            for (key, image) in source.images { target.setImage(image, for: UIControl.State(rawValue: key)) }
            for (key, image) in source.backgroundImages { target.setBackgroundImage(image, for: UIControl.State(rawValue: key)) }
        }, sample: { button in
            button.titleLabel?.font = .boldSystemFont(ofSize: 21)
            button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            button.titleEdgeInsets = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
            button.imageEdgeInsets = UIEdgeInsets(top: 9, left: 10, bottom: 11, right: 12)
            button.setTitle("Normal sample", for: .normal)
            button.setTitle("Selected sample", for: .selected)
            button.setAttributedTitle(NSAttributedString(string: "Styled sample", attributes: [
                .font: UIFont.systemFont(ofSize: 15, weight: .semibold), .foregroundColor: UIColor(red: 0.8, green: 0.1, blue: 0.3, alpha: 1),
                .kern: 1.5,
            ]), for: .highlighted)
            button.setTitleColor(UIColor(red: 0.6, green: 0.2, blue: 0.1, alpha: 1), for: .highlighted)
            button.setImage(UIImage(named: sampleImageName), for: .normal)
            button.setBackgroundImage(UIImage(named: sampleImageName), for: .disabled)
        }, matches: { a, b in
            a.titleLabel?.font == b.titleLabel?.font && buttonInsets.allSatisfy { a[keyPath: $0.1] == b[keyPath: $0.1] }
                && a.titles == b.titles && a.titleColors.mapValues(\.ibColor) == b.titleColors.mapValues(\.ibColor)
                && a.attributedTitles.mapValues(IBAttributedString.init) == b.attributedTitles.mapValues(IBAttributedString.init)
                && a.images.mapValues(\.assetName) == b.images.mapValues(\.assetName)
                && a.backgroundImages.mapValues(\.assetName) == b.backgroundImages.mapValues(\.assetName)
        })
    }

    /// A button's three insets, each IB's `<inset key=…>`.
    private static var buttonInsets: [(String, ReferenceWritableKeyPath<UIButton, UIEdgeInsets>)] { [
        (Key.contentEdgeInsets, \UIButton.contentEdgeInsets), (Key.titleEdgeInsets, \UIButton.titleEdgeInsets),
        (Key.imageEdgeInsets, \UIButton.imageEdgeInsets),
    ] }

    /// The colour key of a button's `<state>`.
    private static let titleColorKey = "titleColor"
}
