/// A view's `autoresizingMask`, with `UIView.AutoresizingMask`'s raw values.
public struct IBAutoresizingMask: OptionSet, Hashable, Sendable {
    public var rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = IBAutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = IBAutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = IBAutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = IBAutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = IBAutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = IBAutoresizingMask(rawValue: 1 << 5)

    /// The attribute names IB writes for each flag, in UIKit's bit order.
    static let xmlNames: [(String, IBAutoresizingMask)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
        ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
        ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]

    /// Reads `<autoresizingMask key="autoresizingMask" widthSizable="YES" …/>`.
    init(xml e: IBElement, in context: IBDecodingContext) throws {
        self = []
        for (name, flag) in IBAutoresizingMask.xmlNames where try context.bool(e, name) == true {
            insert(flag)
        }
    }

    var xml: IBElement {
        var a = ["key": "autoresizingMask"]
        for (name, flag) in IBAutoresizingMask.xmlNames where contains(flag) { a[name] = "YES" }
        return IBElement("autoresizingMask", a)
    }
}
