import Foundation
import InterfaceBuilder

/// Writes a view as Interface Builder would store it in a document.
///
/// What IB stores for a designable, and so what this writes:
/// - the class (the element of its nearest UIKit superclass, with `customClass` and
///   `customModule` from its registration), the frame and the autoresizing mask;
/// - the standard properties (colours, alpha, a label's text and font, a button's per-state
///   titles, colours and images, …) that differ from a reference instance's, as the
///   inspector's edits; see `StandardProperty`;
/// - the registered inspectables whose values differ from the reference's, as user-defined
///   runtime attributes (IB stores nothing for an inspectable left at its default);
/// - the layer properties IB users set as runtime attributes (`layer.cornerRadius`,
///   `layer.borderWidth`, `layer.masksToBounds`, `layer.shadowOpacity`, `layer.shadowRadius`,
///   `layer.shadowOffset`) when they differ from the reference's;
/// - the subviews the document owns, recursively and in order: those beyond the ones a fresh
///   instance of the view's own class builds in its initialisers. Those it builds itself are
///   not written: they build themselves again when the view is decoded.
///
/// What IB cannot store is not written, and a decoded view differs by it: sublayers added in
/// code, `layer.borderColor` and `layer.shadowColor` (`CGColor`s, which IB's colour attributes
/// cannot set), images made from pixels rather than named, properties set on subviews the
/// view builds itself, and constraints: the loader places views by the frames IB stored and
/// does not install a document's constraints (see ``InterfaceBuilderLoader``), so an archive
/// holds the frames, as IB computed them, and no `<constraints>`.
public enum ViewArchiver {
    /// The document object for `view`.
    ///
    /// - Parameters:
    ///   - view: The view to write, with its subviews.
    ///   - reference: The instance whose values count as defaults; a fresh instance of the
    ///     view's UIKit class when `nil`. ``InitPathMatrix`` passes a fresh instance of the
    ///     view's own class, made by its registered factory.
    ///   - id: The object's id in the document; subviews get ids derived from it.
    ///   - registry: Where the view's class, its module and its inspectables are looked up.
    public static func object(for view: UIView, comparedWith reference: UIView? = nil, id: String = "dsg-0b-j01",
                              registry: DesignableRegistry = .shared) -> IBObject {
        archive(view, comparedWith: reference, id: id, registry: registry).object
    }

    /// An archive and the class of each archived view, by id: a class that is not registered
    /// has no name the loader can find, so decoding it takes the class from here.
    struct Archive {
        var object: IBObject
        var types: [String: UIView.Type]
    }

    static func archive(_ view: UIView, comparedWith reference: UIView? = nil, id: String = "dsg-0b-j01",
                        registry: DesignableRegistry = .shared) -> Archive {
        var writer = Writer(registry: registry, rootID: id)
        let object = writer.object(for: view, comparedWith: reference, id: id)
        return Archive(object: object, types: writer.types)
    }

    /// A XIB holding `view` as its one top-level view, after the File's Owner and First
    /// Responder placeholders IB always writes.
    public static func document(for view: UIView, comparedWith reference: UIView? = nil,
                                registry: DesignableRegistry = .shared) -> IBDocument {
        document(holding: object(for: view, comparedWith: reference, registry: registry))
    }

    /// A XIB holding `object` as its one top-level view.
    static func document(holding object: IBObject) -> IBDocument {
        IBDocument(kind: .xib, attributes: ["version": "3.0", "toolsVersion": "22155", "targetRuntime": "iOS.CocoaTouch",
                                            "propertyAccessControl": "none", "useAutolayout": "YES"],
                   objects: [
                       IBObject(element: "placeholder", id: "-1", attributes: ["placeholderIdentifier": "IBFilesOwner"]),
                       IBObject(element: "placeholder", id: "-2", customClass: "UIResponder",
                                attributes: ["placeholderIdentifier": "IBFirstResponder"]),
                       object,
                   ])
    }

    /// The layer key paths IB users set as user-defined runtime attributes, and which the
    /// loader applies; the `CGColor` ones are missing because setting them from a document
    /// has no effect (see ``StandardInspectables``).
    static let layerKeyPaths = ["layer.cornerRadius", "layer.borderWidth", "layer.masksToBounds",
                                "layer.shadowOpacity", "layer.shadowRadius", "layer.shadowOffset"]

    private struct Writer {
        let registry: DesignableRegistry
        let rootID: String
        var types: [String: UIView.Type] = [:]
        private var count = 0

        init(registry: DesignableRegistry, rootID: String) {
            self.registry = registry
            self.rootID = rootID
        }

        mutating func object(for view: UIView, comparedWith reference: UIView?, id: String) -> IBObject {
            types[id] = type(of: view)
            let element = StandardElementClass.element(for: type(of: view))
            let reference = reference ?? StandardElementClass.freshInstance(of: element)
            let registration = registry.designableClass(for: type(of: view))
            var object = IBObject(element: element, id: id, customClass: registration?.name,
                                  customModule: registration?.module, frame: view.frame.raster)
            if view.autoresizingMask != reference.autoresizingMask {
                object.autoresizingMask = IBAutoresizingMask(rawValue: view.autoresizingMask.rawValue)
            }
            for property in StandardProperty.all { property.write(view, reference, &object) }
            for property in registry.archivableInspectables(for: view) {
                guard case .some(.some(let value)) = property.get(view),
                      value.stored != property.get(reference)??.stored else { continue }
                object.runtimeAttributes.append(IBRuntimeAttribute(keyPath: property.name, value: value.stored))
            }
            let standard = registry.inspectables(for: view)
            for key in ViewArchiver.layerKeyPaths {
                guard let property = standard[key], case .some(.some(let value)) = property.get(view),
                      value.stored != property.get(reference)??.stored,
                      !object.runtimeAttributes.contains(where: { $0.keyPath == key }) else { continue }
                object.runtimeAttributes.append(IBRuntimeAttribute(keyPath: key, value: value.stored))
            }
            for subview in ownedSubviews(of: view) {
                object.subviews.append(self.object(for: subview, comparedWith: nil, id: nextID()))
            }
            return object
        }

        private mutating func nextID() -> String {
            count += 1
            return "\(rootID)-s\(count)"
        }

        /// The subviews the document owns: those after the ones a fresh instance of the
        /// view's class builds in its own initialisers, matched in order by class.
        private func ownedSubviews(of view: UIView) -> [UIView] {
            let subviews = view.subviews
            guard !subviews.isEmpty else { return [] }
            let built = freshInstance(like: view).subviews
            var skipped = 0
            while skipped < min(built.count, subviews.count),
                  ObjectIdentifier(type(of: subviews[skipped])) == ObjectIdentifier(type(of: built[skipped])) {
                skipped += 1
            }
            return Array(subviews[skipped...])
        }

        /// A new instance of the view's own class: its registered factory's, or one decoded
        /// from an empty object, which runs its `init?(coder:)`, the initialiser the decoded
        /// view runs, with nothing to decode.
        private func freshInstance(like view: UIView) -> UIView {
            if let registration = registry.designableClass(for: type(of: view)) {
                return registration.make(frame: view.frame)
            }
            let element = StandardElementClass.element(for: type(of: view))
            if let standard = StandardElementClass.views[element],
               ObjectIdentifier(standard) == ObjectIdentifier(type(of: view)) {
                return StandardElementClass.freshInstance(of: element)
            }
            let empty = IBObject(element: element, id: "dsg-fresh")
            let decoder = NibDecoder(document: IBDocument(kind: .xib, objects: [empty]), file: "fresh.xib",
                                     registry: registry, strict: false, owner: nil, imageNamed: { _ in nil })
            decoder.typeOverrides = [empty.id: type(of: view)]
            return decoder.decodeView(empty) ?? StandardElementClass.freshInstance(of: element)
        }
    }
}

extension StandardElementClass {
    /// A new instance of an element's UIKit class with UIKit's defaults.
    static func freshInstance(of element: String) -> UIView {
        switch views[element] {
        case is UILabel.Type: UILabel(frame: .zero)
        case is UIButton.Type: UIButton(frame: .zero)
        case is UITextField.Type: UITextField(frame: .zero)
        case is UITextView.Type: UITextView(frame: .zero)
        case is UIImageView.Type: UIImageView(frame: .zero)
        case is UISwitch.Type: UISwitch(frame: .zero)
        case is UIActivityIndicatorView.Type: UIActivityIndicatorView(frame: .zero)
        case is UISegmentedControl.Type: UISegmentedControl(frame: .zero)
        case is UIScrollView.Type: UIScrollView(frame: .zero)
        default: UIView(frame: .zero)
        }
    }
}
