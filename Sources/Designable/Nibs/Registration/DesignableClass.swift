import Foundation
import InterfaceBuilder

/// A registered view class: how to build it along each init path, and what it declares.
///
/// Obtained from `DesignableRegistry.register(_:name:module:designable:decodable:make:_:)`; the loader and
/// ``InitPathMatrix`` use it to instantiate the class by its Interface Builder name.
public struct DesignableClass: @unchecked Sendable {
    /// The class name documents write in `customClass`.
    public let name: String
    /// The `customModule` documents write, or `nil` to match any module.
    public let module: String?
    /// The Swift class.
    public let type: UIView.Type
    /// Whether the class (or a superclass) is `@IBDesignable`: Interface Builder runs a
    /// designable's code in its canvas, and draws any other custom class as its UIKit class.
    public let isDesignable: Bool
    /// Whether its `init?(coder:)` builds it, so a document can make it: `false` when that
    /// initialiser only traps or returns `nil` (Xcode's stub `fatalError("init(coder:) has not
    /// been implemented")`), which iOS would only reach if a document named the class.
    public let canMakeFromDocuments: Bool
    /// The inspectable properties' names, in declaration order.
    public var inspectableNames: [String] { inspectables.map(\.name) }
    /// The outlets' names, in declaration order.
    public var outletNames: [String] { outlets.map(\.name) }

    let make: ((CGRect) -> UIView)?
    let inspectables: [InspectableProperty]
    let outlets: [OutletProperty]
    let outletCollections: [OutletCollectionProperty]
    /// Whether `view` is an instance of this class or a subclass.
    let accepts: (AnyObject) -> Bool

    /// Whether the class was registered with an `init(frame:)` factory, which the code and
    /// design-time paths need.
    public var canMakeInCode: Bool { make != nil }

    /// A new instance through `init(frame:)`, the code and design-time path; `nil` for a class
    /// registered without one (it has only `init?(coder:)`).
    public func make(frame: CGRect) -> UIView? { make?(frame) }

    /// A new instance as a document that sets nothing would leave it: through `init(frame:)`
    /// when the class was registered with it, else through `init?(coder:)` with nothing to decode.
    public func freshInstance(frame: CGRect) -> UIView {
        if let made = make?(frame) { return made }
        let view = ViewArchiveWriter.decodedFresh(type, registry: DesignableRegistry())
        view.frame = frame
        return view
    }

    /// A new instance through `init?(coder:)`, the path documents take.
    public func make(coder: NSCoder) -> UIView? { type.init(coder: coder) }

    /// Each declared inspectable's name and Swift type, in declaration order:
    /// `("starColor", "UIColor")`, `("caption", "String?")`.
    public var inspectableTypes: [(name: String, type: String)] { inspectables.map { ($0.name, $0.typeName) } }

    /// The value `view` holds for each inspectable this class declares, as a document would
    /// store it. On a fresh `make(frame:)` instance that is what Interface Builder's inspector
    /// shows before anything is set. Inspectables whose value cannot be stored (an image made
    /// from pixels), and all of them when `view` is not of this class, are absent.
    public func inspectableValues(of view: UIView) -> [String: IBRuntimeValue] {
        var values: [String: IBRuntimeValue] = [:]
        for property in inspectables {
            if case let .some(.some(value)) = property.get(view) { values[property.name] = value.stored }
        }
        return values
    }
}

/// A registered view controller class: how a storyboard scene naming it is decoded, and its outlets.
struct DesignableControllerClass: @unchecked Sendable {
    let name: String
    let module: String?
    let type: UIViewController.Type
    let outlets: [OutletProperty]
    let outletCollections: [OutletCollectionProperty]
    let accepts: (AnyObject) -> Bool
}

/// Inspectables and outlets that an extension declares for every instance of a class and its
/// subclasses, as the common `UIView+Inspectables` category does for `borderWidth`.
struct DesignableExtension {
    let inspectables: [InspectableProperty]
    let outlets: [OutletProperty]
    let outletCollections: [OutletCollectionProperty]
    let accepts: (AnyObject) -> Bool
    /// The extended class; extensions of subclasses apply after those of their superclasses.
    let declaringClass: AnyClass
    /// Whether these are UIKit's own key paths, which an archive writes as standard
    /// properties rather than runtime attributes.
    let isStandard: Bool
}
