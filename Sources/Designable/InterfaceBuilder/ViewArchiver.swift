import Foundation
import InterfaceBuilder

/// Writes a view as Interface Builder would store it in a document.
///
/// What IB stores for a designable, and so what this writes:
/// - the class (the element of its nearest UIKit superclass, with `customClass` and
///   `customModule` from its registration) and the frame;
/// - the standard properties (colours, alpha, a label's text and font, …) that differ from a
///   reference instance's, as the inspector's edits;
/// - the registered inspectables whose values differ from the reference's, as user-defined
///   runtime attributes (IB stores nothing for an inspectable left at its default).
///
/// Subviews are not written: those a view builds in its own initialisers are not the
/// document's, and build themselves again when the view is decoded.
public enum ViewArchiver {
    /// The document object for `view`.
    ///
    /// - Parameters:
    ///   - reference: The instance whose values count as defaults; a fresh instance of the
    ///     view's UIKit class when `nil`. ``InitPathMatrix`` passes a fresh instance of the
    ///     view's own class, made by its registered factory.
    ///   - id: The object's id in the document.
    public static func object(for view: UIView, comparedWith reference: UIView? = nil, id: String = "dsg-0b-j01",
                              registry: DesignableRegistry = .shared) -> IBObject {
        let element = StandardElementClass.element(for: type(of: view))
        let reference = reference ?? StandardElementClass.freshInstance(of: element)
        let registration = registry.designableClass(for: type(of: view))
        var object = IBObject(element: element, id: id, customClass: registration?.name, customModule: registration?.module,
                              frame: view.frame.raster)
        for property in StandardProperty.all { property.write(view, reference, &object) }
        for property in registry.archivableInspectables(for: view) {
            guard case .some(.some(let value)) = property.get(view),
                  value.stored != property.get(reference)??.stored else { continue }
            object.runtimeAttributes.append(IBRuntimeAttribute(keyPath: property.name, value: value.stored))
        }
        return object
    }

    /// A XIB holding `view` as its one top-level view, after the File's Owner and First
    /// Responder placeholders IB always writes.
    public static func document(for view: UIView, comparedWith reference: UIView? = nil,
                                registry: DesignableRegistry = .shared) -> IBDocument {
        IBDocument(kind: .xib, attributes: ["version": "3.0", "toolsVersion": "22155", "targetRuntime": "iOS.CocoaTouch",
                                            "propertyAccessControl": "none", "useAutolayout": "YES"],
                   objects: [
                       IBObject(element: "placeholder", id: "-1", attributes: ["placeholderIdentifier": "IBFilesOwner"]),
                       IBObject(element: "placeholder", id: "-2", customClass: "UIResponder",
                                attributes: ["placeholderIdentifier": "IBFirstResponder"]),
                       object(for: view, comparedWith: reference, registry: registry),
                   ])
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
