import Foundation

extension UIFontDescriptor {
    /// The keys of a descriptor's attributes, as `UIFontDescriptor.AttributeName`.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The family name (`String`).
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The PostScript name (`String`).
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The face name within the family, such as "Bold" (`String`).
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The point size (`NSNumber` or `CGFloat`).
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The name shown to people (`String`).
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        /// The transform of the glyphs (`CGAffineTransform`).
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        /// The characters the font covers (`CharacterSet`).
        public static let characterSet = AttributeName(rawValue: "NSCTFontCharacterSetAttribute")
        /// Fonts to fall back to (`[UIFontDescriptor]`).
        public static let cascadeList = AttributeName(rawValue: "NSCTFontCascadeListAttribute")
        /// The traits (`[TraitKey: Any]`).
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// A fixed advance for every glyph (`CGFloat`).
        public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
        /// OpenType features (`[[FeatureKey: Any]]`).
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        /// The Dynamic Type text style (`UIFont.TextStyle`'s raw value).
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// The keys of the traits attribute, as `UIFontDescriptor.TraitKey`.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// ``SymbolicTraits`` as a number.
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight, -1…1, as ``UIFont/Weight`` values.
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width, -1…1.
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// The slant, -1…1.
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// The keys of one feature setting, as `UIFontDescriptor.FeatureKey`.
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The feature type.
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The feature selector.
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
    }

    /// The system font's designs, as `UIFontDescriptor.SystemDesign`.
    ///
    /// Differs from UIKit on purpose: the open font standing in for SF Pro has one design; a
    /// rounded or serif design keeps it, and monospaced picks DejaVu Sans Mono.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// SF Pro.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// SF Pro Rounded.
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// New York.
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// SF Mono.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// A descriptor of the registered font `fontName` at `size`, as `UIFontDescriptor(name:size:)`;
    /// the system font when no font has that name.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// A descriptor of `fontName` drawn through `matrix`; the matrix is kept, and its scale is
    /// taken as the size.
    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        let size = (matrix.a * matrix.a + matrix.b * matrix.b).squareRoot()
        self.init(fontAttributes: [.name: fontName, .size: size, .matrix: matrix])
    }

    /// A descriptor of the face `attributes` pick, as `UIFontDescriptor(fontAttributes:)`: by
    /// name, else by text style, else by family with its face or traits; then the size.
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        let size = Self.number(attributes[.size]) ?? 0
        // No size: 12 points, the size UIKit gives a font made from such a descriptor.
        let picked = Self.font(for: attributes, size: size > 0 ? size : 12)
        var extra = attributes
        for key in [AttributeName.name, .family, .face, .size, .textStyle] { extra[key] = nil }
        self.init(font: picked, extraAttributes: extra)
    }

    /// A descriptor from an archive: its attributes, under `UIFontDescriptorAttributes`.
    public convenience init?(coder: NSCoder) {
        let raw = coder.decodeObject(forKey: "UIFontDescriptorAttributes") as? [String: Any] ?? [:]
        self.init(fontAttributes: Dictionary(uniqueKeysWithValues: raw.map { (AttributeName(rawValue: $0.key), $0.value) }))
    }

    /// The glyph transform; the identity unless one was given.
    public var matrix: CGAffineTransform { extraAttributes[.matrix] as? CGAffineTransform ?? .identity }

    /// Every attribute: the face's name, family and face name, the size, the traits, a text
    /// style, and whatever else was given.
    public var fontAttributes: [AttributeName: Any] {
        var all = extraAttributes
        all[.name] = font.fontName
        all[.family] = font.familyName
        all[.size] = font.pointSize
        all[.face] = symbolicTraits.contains(.traitBold) ? "Bold" : "Regular"
        if all[.traits] == nil {
            all[.traits] = [TraitKey.symbolic: NSNumber(value: symbolicTraits.rawValue),
                            TraitKey.weight: NSNumber(value: Double(symbolicTraits.contains(.traitBold) ? UIFont.Weight.bold.rawValue : 0))]
        }
        if let style = font.scaling?.style { all[.textStyle] = style.rawValue }
        return all
    }

    /// The attribute under `anAttribute`, as `object(forKey:)`.
    public func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    /// The descriptors of the faces that match this one in the `mandatoryKeys`: the registered
    /// faces of the same family (or name), as UIKit lists its matches.
    public func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<AttributeName>?) -> [UIFontDescriptor] {
        let keys = mandatoryKeys ?? [.family]
        let names = keys.contains(.name) ? [font.fontName] : UIFont.fontNames(forFamilyName: font.familyName)
        return names.compactMap { UIFont(name: $0, size: font.pointSize) }.map { UIFontDescriptor(font: $0, extraAttributes: extraAttributes) }
    }

    /// The descriptor with `attributes` laid over its own.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var merged = fontAttributes
        // A new name or family picks the face again; the old face's name would otherwise win.
        if attributes[.family] != nil || attributes[.face] != nil || attributes[.traits] != nil { merged[.name] = nil }
        if attributes[.name] != nil || attributes[.family] != nil { merged[.textStyle] = nil }
        for (key, value) in attributes { merged[key] = value }
        return UIFontDescriptor(fontAttributes: merged)
    }

    /// The descriptor drawn through `matrix`.
    public func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor { addingAttributes([.matrix: matrix]) }
    /// The family's face called `newFace` ("Bold", "Regular").
    public func withFace(_ newFace: String) -> UIFontDescriptor { addingAttributes([.family: font.familyName, .face: newFace]) }
    /// The face of `newFamily` with this one's traits.
    public func withFamily(_ newFamily: String) -> UIFontDescriptor {
        addingAttributes([.family: newFamily, .face: symbolicTraits.contains(.traitBold) ? "Bold" : "Regular"])
    }
    /// The system font in `design`; `nil` for a font that is not the system font, as in UIKit.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard font.familyName.hasPrefix(UIFont.systemFont(ofSize: 12).familyName) || font.fontName.hasPrefix("DejaVuSansMono") else { return nil }
        let weight: UIFont.Weight = symbolicTraits.contains(.traitBold) ? .bold : .regular
        let face = design == .monospaced ? UIFont.monospacedSystemFont(ofSize: font.pointSize, weight: weight)
            : UIFont.systemFont(ofSize: font.pointSize, weight: weight)
        var extra = extraAttributes
        extra[AttributeName(rawValue: "NSCTFontUIFontDesignTrait")] = design.rawValue
        return UIFontDescriptor(font: face, extraAttributes: extra)
    }

    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }

    /// The face the attributes pick, at `size`.
    private static func font(for attributes: [AttributeName: Any], size: CGFloat) -> UIFont {
        if let name = attributes[.name] as? String {
            // A system font's face resizes as the system font: its optical size and tracking.
            if let weight = UIFont.systemWeight(ofFaceNamed: name) { return UIFont.systemFont(ofSize: size, weight: weight) }
            if let font = UIFont(name: name, size: size) { return font }
        }
        if let style = (attributes[.textStyle] as? String).map(UIFont.TextStyle.init(rawValue:)) {
            let font = UIFont.preferredFont(forTextStyle: style)
            return attributes[.size] == nil ? font : font.withSize(size)
        }
        let traits = attributes[.traits] as? [TraitKey: Any]
        let symbolic = (traits?[.symbolic]).flatMap { ($0 as? NSNumber)?.uint32Value ?? ($0 as? UInt32) }.map(SymbolicTraits.init(rawValue:)) ?? []
        let weight = number(traits?[.weight]) ?? 0
        let face = (attributes[.face] as? String)?.lowercased() ?? ""
        let bold = symbolic.contains(.traitBold) || weight >= UIFont.Weight.semibold.rawValue || face.contains("bold")
        if let family = attributes[.family] as? String {
            let names = UIFont.fontNames(forFamilyName: family)
            let pick = names.first { $0.lowercased().contains("bold") == bold } ?? names.first
            if let pick, let font = UIFont(name: pick, size: size) { return font }
            if let font = UIFont(name: family, size: size) { return font }
        }
        return UIFont.systemFont(ofSize: size, weight: bold ? .bold : UIFont.Weight(rawValue: weight))
    }
}
