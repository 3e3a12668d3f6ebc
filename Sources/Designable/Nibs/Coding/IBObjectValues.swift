import Foundation
import InterfaceBuilder

/// An Interface Builder object's stored properties as the values the standard views'
/// `init?(coder:)` read, under the keys ``ViewCodingKey`` lists.
///
/// Most XML attributes pass through as written (`text`, `textAlignment="center"`,
/// `hidden="YES"`), since the keys are IB's own names and the coder's typed methods parse
/// them; what IB writes as elements becomes objects: the frame a `CGRect`, colours
/// ``UIColor``, the font ``UIFont``, image names ``UIImage``, and a button's `<state>`s the
/// per-state keys.
enum IBObjectValues {
    /// What decoding needs from the loader: images and fonts can fail, and it says where.
    protocol Resolver: AnyObject {
        func image(named name: String, for object: IBObject) -> UIImage?
        func fontSubstituted(_ description: IBFontDescription, for object: IBObject)
    }

    static func values(of object: IBObject, resolver: Resolver) -> [String: Any] {
        var values: [String: Any] = object.attributes
        for (key, text) in object.strings { values[key] = text }
        for (key, string) in object.attributedStrings { values[key] = NSAttributedString(ib: string) }
        if let frame = object.frame { values[ViewCodingKey.frame] = CGRect(frame) }
        if let mask = object.autoresizingMask { values[ViewCodingKey.autoresizingMask] = Int(mask.rawValue) }
        for (key, color) in object.colors { values[key] = UIColor(ibColor: color) }
        if let description = object.fontDescription {
            let (font, substituted) = UIFont.from(description)
            if substituted { resolver.fontSubstituted(description, for: object) }
            values[ViewCodingKey.font] = font
        }
        for key in ViewCodingKey.imageKeys {
            if let name = object.attributes[key] {
                values[key] = UIImage.documentImage(named: name, catalog: object.attributes["catalog"]) { resolver.image(named: $0, for: object) }
            }
        }
        for state in object.states {
            let s = controlState(named: state.key)
            values[ViewCodingKey.state(s, "title")] = state.title
            values[ViewCodingKey.state(s, "attributedTitle")] = state.attributedTitle.map { NSAttributedString(ib: $0) }
            for (key, color) in state.colors { values[ViewCodingKey.state(s, key)] = UIColor(ibColor: color) }
            if let name = state.image {
                values[ViewCodingKey.state(s, "image")] = UIImage.documentImage(named: name, catalog: state.catalog) {
                    resolver.image(named: $0, for: object)
                }
            }
            if let name = state.backgroundImage {
                values[ViewCodingKey.state(s, "backgroundImage")] = resolver.image(named: name, for: object)
            }
        }
        for inset in object.extras where inset.name == "inset" {
            if let key = inset["key"], let insets = edgeInsets(inset) { values[key] = insets }
        }
        if let margins = layoutMargins(of: object) { values[ViewCodingKey.layoutMargins] = margins }
        if let configuration = object.extras.first(where: { $0.name == ButtonConfigurationCoding.element }) {
            values[ViewCodingKey.buttonConfiguration] = ButtonConfigurationCoding.configuration(from: configuration) {
                resolver.image(named: $0, for: object)
            }
        }
        if let segments = object.extras.first(where: { $0.name == "segments" }) {
            values[ViewCodingKey.segmentTitles] = segments.children.map { $0["title"] ?? "" }
        }
        return values
    }

    /// `<inset minX="16" minY="8" maxX="16" maxY="8"/>`: IB names the edges by rectangle
    /// coordinates, so minX is the left inset and minY the top one. An unreadable number
    /// leaves the insets out, as the reader has no error for an element it keeps verbatim.
    static func edgeInsets(_ e: IBElement) -> UIEdgeInsets? {
        func number(_ name: String) -> CGFloat? {
            guard let text = e[name] else { return 0 }
            return Double(text).map { CGFloat($0) }
        }
        guard let left = number("minX"), let top = number("minY"), let right = number("maxX"), let bottom = number("maxY") else {
            return nil
        }
        return UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// The element IB writes for a button's insets; see ``edgeInsets(_:)``.
    static func insetElement(key: String, _ insets: UIEdgeInsets) -> IBElement {
        let text = { (v: CGFloat) in IBNumberText.string(Double(v)) }
        return IBElement("inset", ["key": key, "minX": text(insets.left), "minY": text(insets.top),
                                   "maxX": text(insets.right), "maxY": text(insets.bottom)])
    }

    /// `<edgeInsets key="layoutMargins" top=… left=…>`, or the directional form read left to right.
    static func layoutMargins(of object: IBObject) -> UIEdgeInsets? {
        func number(_ e: IBElement, _ name: String) -> CGFloat {
            e[name].flatMap(Double.init).map { CGFloat($0) }.flatMap { $0.isFinite ? $0 : nil } ?? 0
        }
        if let e = object.extras.first(where: { $0.name == "edgeInsets" && $0["key"] == "layoutMargins" }) {
            return UIEdgeInsets(top: number(e, "top"), left: number(e, "left"), bottom: number(e, "bottom"), right: number(e, "right"))
        }
        if let e = object.extras.first(where: { $0.name == "directionalEdgeInsets" && $0["key"] == "directionalLayoutMargins" }) {
            return UIEdgeInsets(top: number(e, "top"), left: number(e, "leading"), bottom: number(e, "bottom"), right: number(e, "trailing"))
        }
        return nil
    }

    private static func controlState(named name: String) -> UIControl.State {
        switch name {
        case "highlighted": .highlighted
        case "selected": .selected
        case "disabled": .disabled
        case "focused": .focused
        default: .normal
        }
    }

    /// The objects decoded as the view's subviews, bottom first: views IB holds by key (a
    /// cell's content view), then the `<subviews>`.
    static func subviewObjects(of object: IBObject) -> [IBObject] {
        object.children.filter { StandardElementClass.viewClass(for: $0.element) != nil && !isListTemplate($0) } + object.subviews
    }

    /// A static table's sections with their titles, each cell made by `cell` (decoded, or built
    /// in code) and its own height (`rowHeight="66"` on the cell), if the document gives one.
    static func staticSections(of table: IBObject, cell: (IBObject) -> UITableViewCell?) -> [StaticTableContent.Section] {
        table.sections.map { section in
            let rows = section.subviews.compactMap { object in
                cell(object).map { made in
                    StaticTableContent.Row(cell: made, height: object.attributes["rowHeight"].flatMap(Double.init)
                        .flatMap { $0.isFinite && $0 >= 0 ? CGFloat($0) : nil })
                }
            }
            return StaticTableContent.Section(headerTitle: section.attributes["headerTitle"],
                                              footerTitle: section.attributes["footerTitle"], rows: rows)
        }
    }

    /// The keys under which a collection view holds the templates of its section headers and
    /// footers, which are registered rather than added as subviews.
    static let supplementaryTemplateKinds = ["sectionHeaderView": UICollectionView.elementKindSectionHeader,
                                             "sectionFooterView": UICollectionView.elementKindSectionFooter]

    private static func isListTemplate(_ child: IBObject) -> Bool {
        child.element == "collectionReusableView" && child.key.map { supplementaryTemplateKinds[$0] != nil } == true
    }
}
