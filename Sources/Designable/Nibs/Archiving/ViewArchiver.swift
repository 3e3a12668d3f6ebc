import Foundation
import InterfaceBuilder

/// Writes a view as Interface Builder would store it in a document.
///
/// What IB stores for a designable, and so what this writes:
/// - the class (the element of its nearest UIKit superclass, with `customClass` and
///   `customModule` from its registration), the frame, the autoresizing mask and
///   `translatesAutoresizingMaskIntoConstraints="NO"`;
/// - the standard properties (colours, alpha, a label's text and font, a button's per-state
///   titles, colours, images and insets, a text view's font, a stack view's arrangement, …)
///   that differ from a reference instance's, as the inspector's edits; see
///   `StandardProperty`. A system or asset-catalogue colour is written as its name
///   (`systemColor="labelColor"`, `name="Brand"`), with the `<resources>` entry IB lists, so
///   its dark value survives;
/// - the registered inspectables whose values differ from the reference's, as user-defined
///   runtime attributes (IB stores nothing for an inspectable left at its default);
/// - the layer properties IB users set as runtime attributes (`layer.cornerRadius`,
///   `layer.maskedCorners`, `layer.borderWidth`, `layer.masksToBounds`,
///   `layer.shadowOpacity`, `layer.shadowRadius`, `layer.shadowOffset`) when they differ from
///   the reference's. `layer.maskedCorners` is a `CACornerMask`, which IB's inspector does
///   not offer, but key-value coding sets it from a Number attribute on iOS, so it is written
///   as its raw value;
/// - the subviews the document owns, recursively and in order: those beyond the ones a fresh
///   instance of the view's own class builds in its initialisers. Those it builds itself are
///   not written: they build themselves again when the view is decoded;
/// - the constraints the document owns, on the view they are installed on: those beyond the
///   ones a fresh instance installs itself, with their relation, multiplier, constant and
///   priority. A constraint keeps its identifier as its id (the loader sets the identifier
///   to the document's id), or gets a new id and keeps the identifier as IB's `identifier`.
///   A constraint on a view's safe-area guide adds the view's `<viewLayoutGuide
///   key="safeArea">`; one on its margins guide is written with the margin attribute.
///
/// What IB cannot store is not written, and a decoded view differs by it: sublayers added in
/// code, `layer.borderColor` and `layer.shadowColor` (`CGColor`s, which IB's colour attributes
/// cannot set), images made from pixels rather than named, colours made with a dynamic
/// provider (their light value is written), properties set on subviews the view builds itself,
/// and constraints naming an item the document does not hold.
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
        var writer = ViewArchiveWriter(registry: registry, rootID: id)
        let object = writer.archive(view, comparedWith: reference)
        return Archive(object: object, types: writer.types)
    }

    /// A XIB holding `view` as its one top-level view, after the File's Owner and First
    /// Responder placeholders IB always writes.
    public static func document(for view: UIView, comparedWith reference: UIView? = nil,
                                registry: DesignableRegistry = .shared) -> IBDocument {
        document(holding: object(for: view, comparedWith: reference, registry: registry))
    }

    /// A storyboard with one scene: `controller` and its root view, as IB stores a scene.
    ///
    /// The controller is written as a plain `viewController` with the top and bottom layout
    /// guides older storyboards have, so the root view's constraints to them are kept.
    public static func document(for controller: UIViewController, registry: DesignableRegistry = .shared) -> IBDocument {
        let controllerID = "dsg-vc-c01"
        let top = IBLayoutGuide(id: "dsg-vc-top", kind: .top), bottom = IBLayoutGuide(id: "dsg-vc-bot", kind: .bottom)
        var writer = ViewArchiveWriter(registry: registry, rootID: "dsg-vc-v01")
        var root = writer.archive(controller.view, comparedWith: nil,
                                  guides: [(controller.topLayoutGuide, top.id), (controller.bottomLayoutGuide, bottom.id)])
        root.key = "view"
        let scene = IBScene(id: "dsg-sc-n01", objects: [
            IBObject(element: "viewController", id: controllerID, attributes: ["sceneMemberID": "viewController"],
                     children: [root], layoutGuides: [top, bottom]),
            IBObject(element: "placeholder", id: "dsg-fr-r01", attributes: ["placeholderIdentifier": "IBFirstResponder",
                                                                              "sceneMemberID": "firstResponder"]),
        ])
        return IBDocument(kind: .storyboard,
                          attributes: ["version": "3.0", "toolsVersion": "22155", "targetRuntime": "iOS.CocoaTouch",
                                       "propertyAccessControl": "none", "useAutolayout": "YES",
                                       "initialViewController": controllerID],
                          scenes: [scene], resources: colorResources(for: root))
    }

    /// A XIB holding `object` as its one top-level view, with the `<resources>` its colour
    /// references need.
    static func document(holding object: IBObject) -> IBDocument {
        IBDocument(kind: .xib, attributes: ["version": "3.0", "toolsVersion": "22155", "targetRuntime": "iOS.CocoaTouch",
                                            "propertyAccessControl": "none", "useAutolayout": "YES"],
                   objects: [
                       IBObject(element: "placeholder", id: "-1", attributes: ["placeholderIdentifier": "IBFilesOwner"]),
                       IBObject(element: "placeholder", id: "-2", customClass: "UIResponder",
                                attributes: ["placeholderIdentifier": "IBFirstResponder"]),
                       object,
                   ],
                   resources: colorResources(for: object))
    }

    /// The `<systemColor>` and `<namedColor>` entries for every colour reference below
    /// `object`, each with the value it was recorded with, as IB lists them: the reader
    /// resolves references through them.
    static func colorResources(for object: IBObject) -> IBResources {
        var resources = IBResources()
        func add(_ color: IBColor) {
            let c = color.sRGB
            // sRGB components need no resolving, so this cannot throw.
            let value = try! IBColor(.rgb(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha, space: .sRGB))
            switch color.specification {
            case .systemColor(let name): resources.systemColors[name] = value
            case .named(let name): resources.namedColors[name] = value
            default: break
            }
        }
        for o in object.allObjects {
            o.colors.values.forEach(add)
            o.states.flatMap(\.colors.values).forEach(add)
            o.attributedStrings.values.flatMap(\.fragments).flatMap(\.colors.values).forEach(add)
            for attribute in o.runtimeAttributes { if case .color(let color) = attribute.value { add(color) } }
        }
        return resources
    }

    /// The layer key paths IB users set as user-defined runtime attributes, and which the
    /// loader applies; the `CGColor` ones are missing because setting them from a document
    /// has no effect (see ``StandardInspectables``).
    static let layerKeyPaths = ["layer.cornerRadius", "layer.maskedCorners", "layer.borderWidth", "layer.masksToBounds",
                                "layer.shadowOpacity", "layer.shadowRadius", "layer.shadowOffset"]
}

extension StandardElementClass {
    /// A new instance of an element's UIKit class with UIKit's defaults.
    static func freshInstance(of element: String) -> UIView {
        freshInstance(of: views[element] ?? UIView.self, frame: .zero) ?? UIView(frame: .zero)
    }

    /// A new instance of exactly `type` through its `init(frame:)`, when it is one of UIKit's
    /// view classes Designable has; `nil` for any other class (a subclass of your own), which
    /// Swift cannot build through a metatype.
    static func freshInstance(of type: UIView.Type, frame: CGRect) -> UIView? {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(UIView.self): UIView(frame: frame)
        case ObjectIdentifier(UIControl.self): UIControl(frame: frame)
        case ObjectIdentifier(UILabel.self): UILabel(frame: frame)
        case ObjectIdentifier(UIButton.self): UIButton(frame: frame)
        case ObjectIdentifier(UIImageView.self): UIImageView(frame: frame)
        case ObjectIdentifier(UITextField.self): UITextField(frame: frame)
        case ObjectIdentifier(UITextView.self): UITextView(frame: frame)
        case ObjectIdentifier(UIScrollView.self): UIScrollView(frame: frame)
        case ObjectIdentifier(UIStackView.self): UIStackView(frame: frame)
        case ObjectIdentifier(UISwitch.self): UISwitch(frame: frame)
        case ObjectIdentifier(UIActivityIndicatorView.self): UIActivityIndicatorView(frame: frame)
        case ObjectIdentifier(UISegmentedControl.self): UISegmentedControl(frame: frame)
        case ObjectIdentifier(UISlider.self): UISlider(frame: frame)
        case ObjectIdentifier(UIStepper.self): UIStepper(frame: frame)
        case ObjectIdentifier(UIPageControl.self): UIPageControl(frame: frame)
        case ObjectIdentifier(UIProgressView.self): UIProgressView(frame: frame)
        case ObjectIdentifier(UINavigationBar.self): UINavigationBar(frame: frame)
        case ObjectIdentifier(UIToolbar.self): UIToolbar(frame: frame)
        case ObjectIdentifier(UITabBar.self): UITabBar(frame: frame)
        case ObjectIdentifier(UICollectionView.self): UICollectionView(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
        case ObjectIdentifier(UICollectionReusableView.self): UICollectionReusableView(frame: frame)
        case ObjectIdentifier(UICollectionViewCell.self): UICollectionViewCell(frame: frame)
        case ObjectIdentifier(UITableView.self): UITableView(frame: frame, style: .plain)
        case ObjectIdentifier(UITableViewCell.self): UITableViewCell(frame: frame)
        case ObjectIdentifier(UITableViewHeaderFooterView.self): UITableViewHeaderFooterView(frame: frame)
        default: nil
        }
    }
}
