/// A size class as variation keys spell it: `widthClass=compact`, `heightClass=regular`.
public enum IBSizeClass: String, Hashable, Sendable {
    /// `compact`: a phone's width, or a phone's height in landscape.
    case compact
    /// `regular`: a phone's height in portrait, an iPad's width and height.
    case regular
}

/// The size classes a render has, which decide the variations that apply: `nil` for a size
/// class that is not specified.
public struct IBSizeClasses: Hashable, Sendable {
    /// The horizontal size class, `widthClass` in keys.
    public var width: IBSizeClass?
    /// The vertical size class, `heightClass` in keys.
    public var height: IBSizeClass?

    /// Size classes for a width and a height, either unspecified.
    public init(width: IBSizeClass?, height: IBSizeClass?) {
        self.width = width
        self.height = height
    }

    /// Any width, any height: only the `default` variation applies.
    public static let any = IBSizeClasses(width: nil, height: nil)
}

extension IBVariation {
    /// The size classes the key names (`heightClass=compact-widthClass=regular` names both);
    /// `nil` for `default`, and for a key with a part this model does not know, which then
    /// never applies.
    public var sizeClasses: IBSizeClasses? {
        guard key != "default" else { return nil }
        var classes = IBSizeClasses.any
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, let value = IBSizeClass(rawValue: pair[1]) else { return nil }
            switch pair[0] {
            case "widthClass": classes.width = value
            case "heightClass": classes.height = value
            default: return nil
            }
        }
        return classes
    }

    /// Whether the variation applies at `classes`: `default` always; another when every size
    /// class its key names is the render's.
    public func applies(at classes: IBSizeClasses) -> Bool {
        if key == "default" { return true }
        guard let own = sizeClasses, own.width != nil || own.height != nil else { return false }
        return (own.width == nil || own.width == classes.width) && (own.height == nil || own.height == classes.height)
    }

    /// How many size classes the key names: 0 for `default`, 2 for a width and a height.
    var specificity: Int {
        guard let own = sizeClasses else { return 0 }
        return (own.width == nil ? 0 : 1) + (own.height == nil ? 0 : 1)
    }
}

extension IBObject {
    /// The variations that apply at `classes`, least specific first (`default`, then one size
    /// class, then both), in document order among equals: later ones win, as in Interface
    /// Builder, where a variation for both size classes refines one for either.
    public func variations(at classes: IBSizeClasses) -> [IBVariation] {
        variations.enumerated().filter { $0.element.applies(at: classes) }
            .sorted { ($0.element.specificity, $0.offset) < ($1.element.specificity, $1.offset) }
            .map(\.element)
    }

    /// Whether the entry `id` of `mask` (`"constraints"` or `"subviews"`) is installed at
    /// `classes`: installed unless an applying variation excludes it, the most specific
    /// variation that names it deciding.
    public func installs(_ id: String, mask: String, at classes: IBSizeClasses) -> Bool {
        var installed = true
        for variation in variations(at: classes) {
            if variation.excluded[mask]?.contains(id) == true { installed = false }
            if variation.included[mask]?.contains(id) == true { installed = true }
        }
        return installed
    }

    /// Whether a variation other than `default` changes which constraints or subviews are installed.
    public var hasSizeClassMasks: Bool {
        variations.contains { $0.key != "default" && !($0.excluded.isEmpty && $0.included.isEmpty) }
    }
}
