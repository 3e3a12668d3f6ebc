import Foundation
import InterfaceBuilder

/// One archive of one view tree: which views and constraints the document owns, their ids,
/// and the objects IB would write for them (see ``ViewArchiver``).
///
/// It works in two passes, because a constraint may name any view of the tree: the first
/// gives every owned view its id, the second writes the objects.
struct ViewArchiveWriter {
    let registry: DesignableRegistry
    let rootID: String
    /// The class of each archived view, by id.
    private(set) var types: [String: UIView.Type] = [:]
    /// The ids of the archived views.
    private var ids: [ObjectIdentifier: String] = [:]
    /// Each archived view's subviews and constraints that the document owns.
    private var owned: [ObjectIdentifier: (subviews: [UIView], constraints: [NSLayoutConstraint])] = [:]
    /// A view controller's top and bottom guides, when archiving its scene.
    private var controllerGuides: [ObjectIdentifier: String] = [:]
    /// The archived views whose safe-area guide a constraint names.
    private var safeAreaUsers: Set<String> = []
    private var constraintIDs: Set<String> = []
    private var count = 0
    private var constraintCount = 0

    init(registry: DesignableRegistry, rootID: String) {
        self.registry = registry
        self.rootID = rootID
    }

    /// The object for `view` and everything the document owns below it.
    ///
    /// - Parameter guides: A view controller's top and bottom layout guides with their ids,
    ///   for the root view of a scene.
    mutating func archive(_ view: UIView, comparedWith reference: UIView?,
                          guides: [(guide: UILayoutGuide, id: String)] = []) -> IBObject {
        for (guide, id) in guides { controllerGuides[ObjectIdentifier(guide)] = id }
        register(view, id: rootID)
        var object = self.object(for: view, comparedWith: reference)
        addSafeAreaGuides(to: &object)
        return object
    }

    // MARK: Pass 1: what the document owns

    /// `fresh` is what the view's initialisers alone would build, when it is not a new
    /// instance of its class: a cell's content view is compared with a fresh cell's.
    private mutating func register(_ view: UIView, id: String, fresh freshView: UIView? = nil) {
        ids[ObjectIdentifier(view)] = id
        types[id] = type(of: view)
        let subviews = view.subviews.filter(view.documentHolds), constraints = view.constraints
        guard !subviews.isEmpty || !constraints.isEmpty else { return }
        let fresh = freshView ?? freshInstance(like: view)
        var skipped = 0
        let built = fresh.subviews.filter(fresh.documentHolds)
        // A cell's content view is the document's (what the cell's initialisers put in it is
        // compared with a fresh cell's), so it is written even though every cell makes one.
        while skipped < min(built.count, subviews.count), !(subviews[skipped] is ListCellContentView),
              ObjectIdentifier(type(of: subviews[skipped])) == ObjectIdentifier(type(of: built[skipped])) {
            skipped += 1
        }
        // Constraints the initialisers install come first, as subviews do.
        let ownSubviews = Array(subviews[skipped...])
        let ownConstraints = Array(constraints.dropFirst(fresh.constraints.count))
        owned[ObjectIdentifier(view)] = (ownSubviews, ownConstraints)
        for subview in ownSubviews {
            count += 1
            let freshContent = subview is ListCellContentView ? built.first { $0 is ListCellContentView } : nil
            register(subview, id: "\(rootID)-s\(count)", fresh: freshContent)
        }
    }

    /// A new instance of the view's own class: its registered factory's, or one decoded from
    /// an empty object, which runs its `init?(coder:)`, the initialiser the decoded view runs,
    /// with nothing to decode.
    private func freshInstance(like view: UIView) -> UIView {
        if let made = registry.designableClass(for: type(of: view))?.make(frame: view.frame) { return made }
        return Self.decodedFresh(type(of: view), registry: registry)
    }

    /// A new instance of `type` through its `init?(coder:)` with nothing to decode, or the
    /// standard class's own for one of UIKit's.
    static func decodedFresh(_ type: UIView.Type, registry: DesignableRegistry) -> UIView {
        let element = StandardElementClass.element(for: type)
        if let standard = StandardElementClass.views[element], ObjectIdentifier(standard) == ObjectIdentifier(type) {
            return StandardElementClass.freshInstance(of: element)
        }
        let empty = IBObject(element: element, id: "dsg-fresh")
        let decoder = NibDecoder(document: IBDocument(kind: .xib, objects: [empty]), file: "fresh.xib",
                                 registry: registry, strict: false, owner: nil, imageNamed: { _ in nil })
        decoder.typeOverrides = [empty.id: type]
        return decoder.decodeView(empty) ?? StandardElementClass.freshInstance(of: element)
    }

    // MARK: Pass 2: the objects

    private mutating func object(for view: UIView, comparedWith reference: UIView?) -> IBObject {
        let id = ids[ObjectIdentifier(view)]!
        let element = StandardElementClass.element(for: type(of: view))
        var reference = reference ?? StandardElementClass.freshInstance(of: element)
        // A stack view is written as IB's stackView even where the loader still reads that
        // element as a plain view: its arrangement is compared with a fresh stack's.
        if view is UIStackView, !(reference is UIStackView) { reference = UIStackView(frame: .zero) }
        let registration = registry.designableClass(for: type(of: view))
        var object = IBObject(element: element, id: id, customClass: registration?.name,
                              customModule: registration?.module, frame: view.frame.raster)
        if view.autoresizingMask != reference.autoresizingMask {
            object.autoresizingMask = IBAutoresizingMask(rawValue: view.autoresizingMask.rawValue)
        }
        if view.translatesAutoresizingMaskIntoConstraints != reference.translatesAutoresizingMaskIntoConstraints {
            object.attributes["translatesAutoresizingMaskIntoConstraints"] = view.translatesAutoresizingMaskIntoConstraints ? "YES" : "NO"
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
        let mine = owned[ObjectIdentifier(view)]
        for subview in mine?.subviews ?? [] {
            object.subviews.append(self.object(for: subview, comparedWith: nil))
        }
        for constraint in mine?.constraints ?? [] {
            if let written = ibConstraint(constraint, owner: view) { object.constraints.append(written) }
        }
        return object
    }

    private mutating func addSafeAreaGuides(to object: inout IBObject) {
        if safeAreaUsers.contains(object.id) {
            object.layoutGuides.append(IBLayoutGuide(id: safeAreaID(of: object.id), kind: .safeArea))
        }
        for i in object.subviews.indices { addSafeAreaGuides(to: &object.subviews[i]) }
    }

    private func safeAreaID(of viewID: String) -> String { "\(viewID)-safe" }
}

extension ViewArchiveWriter {
    /// The `<constraint>` for `constraint`, installed on `owner`; `nil` when an item is not
    /// in the document (a subview the view builds itself, a guide IB has no element for), so
    /// IB could not store it either.
    private mutating func ibConstraint(_ constraint: NSLayoutConstraint, owner: UIView) -> IBConstraint? {
        guard let first = item(constraint.firstItem, constraint.firstAttribute),
              let firstAttribute = first.attribute else { return nil }
        var second: (id: String, attribute: IBLayoutAttribute?)?
        if constraint.secondItem != nil || constraint.secondAttribute != .notAnAttribute {
            guard let resolved = item(constraint.secondItem ?? owner, constraint.secondAttribute) else { return nil }
            second = resolved
        }
        var written = IBConstraint(id: constraintID(for: constraint),
                                   firstItem: first.id == ids[ObjectIdentifier(owner)] ? nil : first.id,
                                   firstAttribute: firstAttribute, relation: LayoutAttributeNames.ibRelation(constraint.relation),
                                   secondItem: second?.id, secondAttribute: second?.attribute,
                                   multiplier: constraint.multiplier == 1 ? .one : .decimal(Double(constraint.multiplier)),
                                   constant: Double(constraint.constant), priority: Double(constraint.priority.rawValue))
        if let identifier = constraint.identifier, identifier != written.id {
            written.otherAttributes["identifier"] = identifier
        }
        return written
    }

    /// The id an item has in the document, and the attribute as IB names it there: a
    /// constraint on a view's margins guide is one on the view's margin attribute.
    private mutating func item(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute)
        -> (id: String, attribute: IBLayoutAttribute?)? {
        let ibAttribute = LayoutAttributeNames.ibAttribute(attribute)
        switch item {
        case let view as UIView:
            return ids[ObjectIdentifier(view)].map { ($0, ibAttribute) }
        case let guide as UILayoutGuide:
            if let id = controllerGuides[ObjectIdentifier(guide)] { return (id, ibAttribute) }
            guard let view = guide.owningView, let viewID = ids[ObjectIdentifier(view)] else { return nil }
            if guide === view.safeAreaLayoutGuide {
                safeAreaUsers.insert(viewID)
                return (safeAreaID(of: viewID), ibAttribute)
            }
            if guide === view.layoutMarginsGuide, let margin = LayoutAttributeNames.ibMarginAttribute(attribute) { return (viewID, margin) }
            return nil
        default:
            return nil
        }
    }

    /// The constraint's identifier when it can serve as the document's id (the loader sets
    /// it to the id a document gave), else a new id.
    private mutating func constraintID(for constraint: NSLayoutConstraint) -> String {
        if let identifier = constraint.identifier, !identifier.isEmpty, !constraintIDs.contains(identifier), !ids.values.contains(identifier),
           identifier.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) {
            constraintIDs.insert(identifier)
            return identifier
        }
        var id: String
        repeat {
            constraintCount += 1
            id = "\(rootID)-c\(constraintCount)"
        } while constraintIDs.contains(id)
        constraintIDs.insert(id)
        return id
    }
}
