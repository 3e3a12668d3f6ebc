import Foundation

/// An Xcode image set's `Contents.json`: its entries (one per file, with scale, idiom,
/// appearance and slicing) and its properties (template rendering, vector preservation).
struct ImageSetContents: Sendable {
    /// One `images[]` entry.
    struct Entry: Sendable, Equatable {
        /// The file in the set's folder; entries without one are empty slots in Xcode.
        var filename: String?
        /// 1, 2 or 3; `nil` for a single-scale entry (a vector, or one bitmap for every scale).
        var scale: CGFloat?
        /// `universal`, `iphone`, `ipad`, … as written.
        var idiom: String
        /// From a `luminosity` appearance: light or dark; unspecified for "Any".
        var style: UIUserInterfaceStyle = .unspecified
        /// From a `contrast: high` appearance.
        var highContrast = false
        /// `display-gamut`: `sRGB` or `display-P3`, when the set is split by gamut.
        var gamut: String?
        /// Whether the entry is also restricted by traits Designable does not choose by
        /// (size classes, a device subtype, memory, Metal feature set): used only when no
        /// unrestricted entry fits.
        var restricted = false
        /// Xcode's slicing, when the entry has it.
        var resizing: Resizing?
    }

    /// Slicing from Xcode's "Show Slicing": cap insets in the file's pixels, and how the middle fills.
    struct Resizing: Sendable, Equatable {
        var top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0
        var mode: UIImage.ResizingMode = .stretch
    }

    var entries: [Entry]
    /// `properties.template-rendering-intent`: `template` or `original`; `nil` for "Default".
    var renderingIntent: UIImage.RenderingMode?
    /// `properties.preserves-vector-representation`.
    var preservesVector = false

    /// Reads `data`, the contents of the file at `path` (named in errors).
    static func parse(_ data: Data, path: String) throws(AssetCatalogError) -> ImageSetContents {
        func fail(_ reason: String) -> AssetCatalogError { AssetCatalogError(file: path, reason: reason) }
        let json: Any
        do { json = try JSONSerialization.jsonObject(with: data) } catch {
            throw fail("not valid JSON (\((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription))")
        }
        guard let top = json as? [String: Any] else { throw fail("expected a JSON object at the top level") }
        guard let rawImages = top["images"] else { throw fail("key \"images\" is missing; expected an array of image entries") }
        guard let images = rawImages as? [Any] else { throw fail("key \"images\": expected an array of image entries") }
        var entries: [Entry] = []
        for (i, raw) in images.enumerated() {
            let key = "images[\(i)]"
            guard let image = raw as? [String: Any] else { throw fail("\(key): expected an object") }
            entries.append(try entry(image, key: key, fail: fail))
        }
        var contents = ImageSetContents(entries: entries)
        if let rawProperties = top["properties"] {
            guard let properties = rawProperties as? [String: Any] else { throw fail("key \"properties\": expected an object") }
            switch properties["template-rendering-intent"] {
            case nil: break
            case let value as String where value == "template": contents.renderingIntent = .alwaysTemplate
            case let value as String where value == "original": contents.renderingIntent = .alwaysOriginal
            case let value:
                throw fail("properties.template-rendering-intent: expected \"template\" or \"original\", found \(describe(value))")
            }
            switch properties["preserves-vector-representation"] {
            case nil: break
            case let value as Bool: contents.preservesVector = value
            case let value: throw fail("properties.preserves-vector-representation: expected true or false, found \(describe(value))")
            }
        }
        return contents
    }

    private static func entry(_ image: [String: Any], key: String, fail: (String) -> AssetCatalogError) throws(AssetCatalogError) -> Entry {
        var entry = Entry(idiom: "universal")
        switch image["filename"] {
        case nil: break
        case let name as String where !name.isEmpty && !name.contains("/"): entry.filename = name
        case let value: throw fail("\(key).filename: expected a file name in the image set's folder, found \(describe(value))")
        }
        switch image["scale"] {
        case nil: break
        case let text as String where ["1x", "2x", "3x"].contains(text): entry.scale = CGFloat(Int(text.dropLast())!)
        case let value: throw fail("\(key).scale: expected \"1x\", \"2x\" or \"3x\", found \(describe(value))")
        }
        switch image["idiom"] {
        case nil: break
        case let idiom as String: entry.idiom = idiom
        case let value: throw fail("\(key).idiom: expected a string such as \"universal\", \"iphone\" or \"ipad\", found \(describe(value))")
        }
        if let raw = image["appearances"] {
            guard let appearances = raw as? [Any] else { throw fail("\(key).appearances: expected an array of appearances") }
            for (j, rawAppearance) in appearances.enumerated() {
                let akey = "\(key).appearances[\(j)]"
                guard let appearance = rawAppearance as? [String: Any], let kind = appearance["appearance"] as? String,
                      let value = appearance["value"] as? String else {
                    throw fail("\(akey): expected an object with string \"appearance\" and \"value\"")
                }
                switch (kind, value) {
                case ("luminosity", "light"): entry.style = .light
                case ("luminosity", "dark"): entry.style = .dark
                case ("luminosity", _): throw fail("\(akey).value: expected \"light\" or \"dark\" for luminosity, found \"\(value)\"")
                case ("contrast", "high"): entry.highContrast = true
                default: entry.restricted = true  // an appearance Designable does not choose by
                }
            }
        }
        if let gamut = image["display-gamut"] as? String { entry.gamut = gamut }
        for restricting in ["subtype", "width-class", "height-class", "memory", "graphics-feature-set", "screen-width", "role"]
        where image[restricting] != nil {
            entry.restricted = true
        }
        if let raw = image["resizing"] {
            entry.resizing = try resizing(raw, key: "\(key).resizing", fail: fail)
        }
        return entry
    }

    /// Xcode writes `mode` (`9-part`, `3-part-horizontal`, `3-part-vertical`), `center`
    /// (`mode`: `tile` or `stretch`) and `cap-insets` in the file's pixels.
    private static func resizing(_ raw: Any, key: String, fail: (String) -> AssetCatalogError) throws(AssetCatalogError) -> Resizing {
        guard let object = raw as? [String: Any] else { throw fail("\(key): expected an object") }
        var resizing = Resizing()
        let mode = object["mode"] as? String ?? "9-part"
        guard ["9-part", "3-part-horizontal", "3-part-vertical"].contains(mode) else {
            throw fail("\(key).mode: expected \"9-part\", \"3-part-horizontal\" or \"3-part-vertical\", found \(describe(object["mode"] ?? ""))")
        }
        if let center = object["center"] {
            guard let center = center as? [String: Any] else { throw fail("\(key).center: expected an object") }
            switch center["mode"] as? String {
            case nil, "stretch": resizing.mode = .stretch
            case "tile": resizing.mode = .tile
            case let other: throw fail("\(key).center.mode: expected \"tile\" or \"stretch\", found \"\(other ?? "")\"")
            }
        }
        if let rawInsets = object["cap-insets"] {
            guard let insets = rawInsets as? [String: Any] else { throw fail("\(key).cap-insets: expected an object") }
            func inset(_ side: String) throws(AssetCatalogError) -> CGFloat {
                guard let value = insets[side] else { return 0 }
                guard let number = value as? NSNumber, !(value is Bool), number.doubleValue >= 0, number.doubleValue.isFinite else {
                    throw fail("\(key).cap-insets.\(side): expected a number of pixels, found \(describe(value))")
                }
                return CGFloat(number.doubleValue)
            }
            resizing.top = try inset("top")
            resizing.left = try inset("left")
            resizing.bottom = try inset("bottom")
            resizing.right = try inset("right")
        }
        // A three-part slice fixes only the caps along its axis.
        if mode == "3-part-horizontal" { resizing.top = 0; resizing.bottom = 0 }
        if mode == "3-part-vertical" { resizing.left = 0; resizing.right = 0 }
        return resizing
    }

    private static func describe(_ value: Any) -> String {
        switch value {
        case let s as String: "\"\(s)\""
        case let n as NSNumber: n.stringValue
        case is [Any]: "an array"
        case is [String: Any]: "an object"
        case is NSNull: "null"
        default: "\(value)"
        }
    }
}
