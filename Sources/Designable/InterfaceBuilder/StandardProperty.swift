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
    ] }
}
