import Foundation
import InterfaceBuilder

/// The coder a view's `init?(coder:)` receives when it is loaded from an Interface Builder
/// document: Foundation's `NSCoder`, presenting one object of the document.
///
/// Users' initialisers compile and run unchanged: `super.init(coder:)` decodes the standard
/// properties (see ``ViewCodingKey``) and the subviews, and a subclass may read the coder
/// further. Each typed method parses what the document wrote: `decodeBool(forKey: "hidden")`
/// reads `hidden="YES"`, `decodeDouble(forKey: "alpha")` reads `alpha="0.5"`, and
/// `decodeObject(forKey:)` returns strings, colours, fonts, images and, for
/// ``ViewCodingKey/subviews``, the decoded subviews.
///
/// Subviews are decoded when they are asked for, inside the parent's `init?(coder:)`, so
/// that they exist before the parent's initialiser finishes, as with UIKit's nib loading.
/// User-defined runtime attributes are not coder values: the loader sets them after
/// `init?(coder:)` returns.
public final class IBDocumentCoder: NSCoder {
    /// The object being decoded.
    public let object: IBObject
    unowned let session: NibDecoder
    private lazy var values: [String: Any] = IBObjectValues.values(of: object, resolver: session)
    private lazy var subviewObjects: [IBObject] = IBObjectValues.subviewObjects(of: object)

    init(object: IBObject, session: NibDecoder) {
        self.object = object
        self.session = session
        super.init()
    }

    /// Always `true`: documents are read by key.
    public override var allowsKeyedCoding: Bool { true }

    /// The size the document's `<resources>` declare for an image.
    func declaredSize(ofImage name: String) -> CGSize? { NibDecoder.declaredSize(ofImage: name, in: session.document) }

    /// Whether the object has a value for `key`; for ``ViewCodingKey/subviews``, whether it has any
    /// subviews.
    public override func containsValue(forKey key: String) -> Bool {
        if key == ViewCodingKey.subviews { return !subviewObjects.isEmpty }
        return values[key] != nil
    }

    /// The value for `key`: a string, colour, font, image or frame, the decoded subviews for
    /// ``ViewCodingKey/subviews``, or `nil`.
    public override func decodeObject(forKey key: String) -> Any? {
        if key == ViewCodingKey.subviews { return subviewObjects.compactMap { session.decodeView($0) } }
        return values[key]
    }

    /// The view already decoded for the id the document wrote under `key`: a cell's
    /// `textLabel="…"` names the label its content view holds.
    func decodedView(referencedBy key: String) -> UIView? {
        object.attributes[key].flatMap { session.objects[$0] as? UIView }
    }

    /// The number the document wrote for `key`, or 0.
    public override func decodeDouble(forKey key: String) -> Double { number(key) ?? 0 }
    /// The number the document wrote for `key`, or 0.
    public override func decodeFloat(forKey key: String) -> Float { Float(number(key) ?? 0) }
    /// The whole number the document wrote for `key`, rounded; 0 when absent or not whole.
    public override func decodeInteger(forKey key: String) -> Int { number(key).flatMap { Int(exactly: $0.rounded()) } ?? 0 }
    /// The whole number the document wrote for `key`, clamped to 32 bits; 0 when absent.
    public override func decodeInt32(forKey key: String) -> Int32 { Int32(clamping: decodeInteger(forKey: key)) }
    /// The whole number the document wrote for `key`; 0 when absent.
    public override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }

    /// Whether the document wrote `YES` (or a non-zero number) for `key`; `false` when absent.
    public override func decodeBool(forKey key: String) -> Bool {
        switch values[key] {
        case let text as String: text == "YES"
        case let b as Bool: b
        default: (number(key) ?? 0) != 0
        }
    }

    private func number(_ key: String) -> Double? {
        switch values[key] {
        case let text as String: Double(text)
        case let i as Int: Double(i)
        case let d as Double: d
        case let b as Bool: b ? 1 : 0
        default: nil
        }
    }
}
