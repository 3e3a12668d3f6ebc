import Foundation
import InterfaceBuilder

/// A button's configuration as Xcode 13 and later write it, read and written one way:
///
/// ```xml
/// <buttonConfiguration key="configuration" style="filled" image="star.fill" catalog="system"
///     title="Button" subtitle="More" imagePlacement="trailing" imagePadding="8" titlePadding="2"
///     titleAlignment="leading" cornerStyle="capsule" buttonSize="large" showsActivityIndicator="YES">
///   <fontDescription key="titleFontDescription" type="boldSystem" pointSize="17"/>
///   <color key="baseForegroundColor" …/>
///   <color key="baseBackgroundColor" …/>
///   <directionalEdgeInsets key="contentInsets" top="4" leading="8" bottom="4" trailing="8"/>
///   <attributedString key="attributedTitle"> <fragment content="Styled"> … </fragment> </attributedString>
///   <backgroundConfiguration key="background" cornerRadius="10" strokeWidth="1">
///     <color key="backgroundColor" …/> <color key="strokeColor" …/>
///   </backgroundConfiguration>
/// </buttonConfiguration>
/// ```
///
/// The style's defaults are left out when writing, as Xcode leaves them out. The names of the
/// enumerations are the Swift case names, which are Xcode's spellings.
enum ButtonConfigurationCoding {
    static let element = "buttonConfiguration"

    /// The configuration `e` describes; `image` resolves an image that is not a system symbol.
    static func configuration(from e: IBElement, image resolve: (String) -> UIImage?) -> UIButton.Configuration {
        let style = e["style"].flatMap(UIButton.Configuration.Style.init(rawValue:)) ?? .plain
        var c = UIButton.Configuration(style: style)
        func number(_ name: String) -> CGFloat? { e[name].flatMap(Double.init).flatMap { $0.isFinite ? CGFloat($0) : nil } }
        func named<E: CaseIterable>(_ name: String, _ type: E.Type) -> E? { e[name].flatMap { text in E.allCases.first { "\($0)" == text } } }
        c.title = e["title"]
        c.subtitle = e["subtitle"]
        if let name = e["image"] {
            c.image = UIImage.documentImage(named: name, catalog: e["catalog"], resolve: resolve)
        }
        if let placement = e["imagePlacement"] {
            c.imagePlacement = placements.first { $0.0 == placement }?.1 ?? .leading
        }
        if let v = number("imagePadding") { c.imagePadding = v }
        if let v = number("titlePadding") { c.titlePadding = v }
        if let v = number("imageReservation") { c.imageReservation = v }
        if let v = named("titleAlignment", UIButton.Configuration.TitleAlignment.self) { c.titleAlignment = v }
        if let v = named("cornerStyle", UIButton.Configuration.CornerStyle.self) { c.cornerStyle = v }
        if let v = named("buttonSize", UIButton.Configuration.Size.self) { c.buttonSize = v }
        if let v = named("macIdiomStyle", UIButton.Configuration.MacIdiomStyle.self) { c.macIdiomStyle = v }
        if let v = named("indicator", UIButton.Configuration.Indicator.self) { c.indicator = v }
        c.showsActivityIndicator = e["showsActivityIndicator"] == "YES"
        if e["automaticallyUpdateForSelection"] == "NO" { c.automaticallyUpdateForSelection = false }
        for child in e.children {
            switch (child.name, child["key"]) {
            case ("color", "baseForegroundColor"?): c.baseForegroundColor = child.colorValue.map(UIColor.init(ibColor:))
            case ("color", "baseBackgroundColor"?): c.baseBackgroundColor = child.colorValue.map(UIColor.init(ibColor:))
            case ("fontDescription", _): c.titleFont = child.fontDescriptionValue.map { UIFont.from($0).font }
            case ("directionalEdgeInsets", "contentInsets"?):
                func edge(_ name: String) -> CGFloat { child[name].flatMap(Double.init).flatMap { $0.isFinite ? CGFloat($0) : nil } ?? 0 }
                c.contentInsets = NSDirectionalEdgeInsets(top: edge("top"), leading: edge("leading"), bottom: edge("bottom"), trailing: edge("trailing"))
            case ("backgroundConfiguration", _): c.background = background(from: child)
            case ("attributedString", "attributedTitle"?):
                c.attributedTitle = child.attributedStringValue.map { AttributedString(uiKit: NSAttributedString(ib: $0)) }
            case ("attributedString", "attributedSubtitle"?):
                c.attributedSubtitle = child.attributedStringValue.map { AttributedString(uiKit: NSAttributedString(ib: $0)) }
            default: break
            }
        }
        return c
    }

    private static func background(from e: IBElement) -> UIBackgroundConfiguration {
        var b = UIBackgroundConfiguration()
        func number(_ name: String) -> CGFloat? { e[name].flatMap(Double.init).flatMap { $0.isFinite ? CGFloat($0) : nil } }
        if let v = number("cornerRadius") { b.cornerRadius = v }
        if let v = number("strokeWidth") { b.strokeWidth = v }
        if let v = number("strokeOutset") { b.strokeOutset = v }
        for child in e.children where child.name == "color" {
            let color = child.colorValue.map(UIColor.init(ibColor:))
            if child["key"] == "backgroundColor" { b.backgroundColor = color }
            if child["key"] == "strokeColor" { b.strokeColor = color }
        }
        return b
    }

    /// `c` as the element Xcode writes under `key="configuration"`.
    static func element(for c: UIButton.Configuration) -> IBElement {
        var a: [String: String] = ["key": ViewCodingKey.buttonConfiguration, "style": c.style.rawValue]
        let fresh = UIButton.Configuration(style: c.style)
        let text = { (v: CGFloat) in IBNumberText.string(Double(v)) }
        // A styled text is written as Xcode writes it, an <attributedString>; a plain one as an attribute.
        var styledTexts: [IBElement] = []
        for (key, text, plainKey) in [("attributedTitle", c.attributedTitle, "title"), ("attributedSubtitle", c.attributedSubtitle, "subtitle")] {
            guard let text else { continue }
            let drawn = NSAttributedString(uiKit: text)
            var styled = false
            drawn.enumerateAttributes(in: NSRange(location: 0, length: drawn.length), options: []) { attributes, _, _ in
                if !attributes.isEmpty { styled = true }
            }
            if styled {
                styledTexts.append(.attributedString(IBAttributedString(drawn), key: key))
            } else {
                a[plainKey] = String(text.characters)
            }
        }
        if let reference = c.image?.documentReference {
            a["image"] = reference.name
            if reference.isSystemSymbol { a["catalog"] = UIImage.systemCatalog }
        }
        if c.imagePlacement != fresh.imagePlacement { a["imagePlacement"] = placements.first { $0.1 == c.imagePlacement }?.0 }
        if c.imagePadding != fresh.imagePadding { a["imagePadding"] = text(c.imagePadding) }
        if c.titlePadding != fresh.titlePadding { a["titlePadding"] = text(c.titlePadding) }
        if c.imageReservation != fresh.imageReservation { a["imageReservation"] = text(c.imageReservation) }
        if c.titleAlignment != fresh.titleAlignment { a["titleAlignment"] = "\(c.titleAlignment)" }
        if c.cornerStyle != fresh.cornerStyle { a["cornerStyle"] = "\(c.cornerStyle)" }
        if c.buttonSize != fresh.buttonSize { a["buttonSize"] = "\(c.buttonSize)" }
        if c.macIdiomStyle != fresh.macIdiomStyle { a["macIdiomStyle"] = "\(c.macIdiomStyle)" }
        if c.indicator != fresh.indicator { a["indicator"] = "\(c.indicator)" }
        if c.showsActivityIndicator { a["showsActivityIndicator"] = "YES" }
        if !c.automaticallyUpdateForSelection { a["automaticallyUpdateForSelection"] = "NO" }
        var children: [IBElement] = styledTexts
        if let font = c.titleFont { children.append(.fontDescription(font.ibFontDescription, key: "titleFontDescription")) }
        if let color = c.baseForegroundColor { children.append(.color(color.ibColor, key: "baseForegroundColor")) }
        if let color = c.baseBackgroundColor { children.append(.color(color.ibColor, key: "baseBackgroundColor")) }
        var defaults = c
        defaults.setDefaultContentInsets()
        if c.contentInsets != defaults.contentInsets {
            let i = c.contentInsets
            children.append(IBElement("directionalEdgeInsets", ["key": "contentInsets", "top": text(i.top), "leading": text(i.leading),
                                                                "bottom": text(i.bottom), "trailing": text(i.trailing)]))
        }
        if c.background != fresh.background {
            let b = c.background
            var ba: [String: String] = ["key": "background"]
            if b.cornerRadius != 0 { ba["cornerRadius"] = text(b.cornerRadius) }
            if b.strokeWidth != 0 { ba["strokeWidth"] = text(b.strokeWidth) }
            if b.strokeOutset != 0 { ba["strokeOutset"] = text(b.strokeOutset) }
            var bc: [IBElement] = []
            if let color = b.backgroundColor { bc.append(.color(color.ibColor, key: "backgroundColor")) }
            if let color = b.strokeColor { bc.append(.color(color.ibColor, key: "strokeColor")) }
            children.append(IBElement("backgroundConfiguration", ba, children: bc))
        }
        return IBElement(element, a, children: children)
    }

    /// IB's names for the image placements.
    private static let placements: [(String, NSDirectionalRectEdge)] = [
        ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
    ]
}
