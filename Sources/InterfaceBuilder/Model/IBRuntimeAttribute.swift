import Raster

/// One user-defined runtime attribute: a key path and the value IB sets through it.
public struct IBRuntimeAttribute: Hashable, Sendable {
    /// The key path, possibly dotted (`layer.cornerRadius`).
    public var keyPath: String
    public var value: IBRuntimeValue
    public var line: IBSourceLine

    public init(keyPath: String, value: IBRuntimeValue, line: IBSourceLine = .none) {
        self.keyPath = keyPath
        self.value = value
        self.line = line
    }
}

/// A runtime attribute's value, one case per type IB's inspector offers.
public enum IBRuntimeValue: Hashable, Sendable {
    /// `type="boolean" value="YES"`.
    case boolean(Bool)
    /// `type="number"` with `<integer key="value">`.
    case integer(Int)
    /// `type="number"` with `<real key="value">`.
    case real(Double)
    /// `type="string"`, written as `value=` or as a `<string key="value">` child.
    case string(String)
    /// `type="localizedString"`.
    case localizedString(String)
    /// `type="point"`.
    case point(Point)
    /// `type="size"`.
    case size(Size)
    /// `type="rect"`.
    case rect(Rect)
    /// `type="range"`: an `NSRange`.
    case range(location: Int, length: Int)
    /// `type="color"`.
    case color(IBColor)
    /// `type="image"`: the image's name.
    case image(String)
    /// `type="nil"`.
    case `nil`

    /// The `type` names, in the order IB's inspector lists them.
    public static let typeNames = ["boolean", "number", "string", "localizedString", "point", "size",
                                   "rect", "range", "color", "image", "nil"]

    /// The `type` IB writes for this value.
    public var typeName: String {
        switch self {
        case .boolean: "boolean"
        case .integer, .real: "number"
        case .string: "string"
        case .localizedString: "localizedString"
        case .point: "point"
        case .size: "size"
        case .rect: "rect"
        case .range: "range"
        case .color: "color"
        case .image: "image"
        case .nil: "nil"
        }
    }

    /// A number value as a `Double`, whichever way it was written.
    public var number: Double? {
        switch self {
        case .integer(let i): Double(i)
        case .real(let d): d
        default: nil
        }
    }
}
