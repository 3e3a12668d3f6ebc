import Foundation
import InterfaceBuilder

extension NibDecoder {
    /// Installs the document's constraints, as UIKit's nib loading does when it decodes a view's
    /// `constraints`: each view's installed `<constraint>`s become `NSLayoutConstraint`s (with the
    /// IB id as their identifier) added to that view, and the views IB marks
    /// `translatesAutoresizingMaskIntoConstraints="NO"` stop translating their masks.
    ///
    /// A constraint whose item cannot be resolved (an undecoded view, a guide of a controller
    /// that does not exist) is skipped with a ``NibIssue/Kind/constraintNotInstalled`` warning.
    func installConstraints(of objects: [IBObject], controllers: [String: UIViewController]) {
        // Layout guides by id: where they are declared decides what they resolve to.
        var guides: [String: AnyObject] = [:]
        var unresolvedGuides: [String: String] = [:]
        for object in objects {
            for guide in object.layoutGuides {
                switch guide.kind {
                case .safeArea:
                    if let view = self.objects[object.id] as? UIView {
                        guides[guide.id] = view.safeAreaLayoutGuide
                    } else {
                        unresolvedGuides[guide.id] = "the safe area of \(object.id), which was not decoded"
                    }
                case .top, .bottom:
                    if let controller = controllers[object.id], controller.isViewLoaded {
                        guides[guide.id] = guide.kind == .top ? controller.topLayoutGuide : controller.bottomLayoutGuide
                    } else {
                        unresolvedGuides[guide.id] = "the \(guide.kind == .top ? "top" : "bottom") layout guide of view controller \(object.id), which has no loaded view"
                    }
                case .view(let key):
                    unresolvedGuides[guide.id] = "the \(key) guide of \(object.id), which Designable does not provide"
                }
            }
        }

        var constrained = Set<ObjectIdentifier>()
        for object in objects {
            guard let view = self.objects[object.id] as? UIView else { continue }
            // With size-class variations, constraints another size class installs are made too.
            let varies = object.hasSizeClassMasks || object.constraints.contains(where: \.hasConstantVariations)
            var varying: [(id: String, constraint: NSLayoutConstraint)] = []
            for constraint in object.constraints {
                let installed = object.installs(constraint.id, mask: "constraints", at: .any)
                guard installed || varies && Self.someSizeClassInstalls(constraint.id, in: object) else { continue }
                if let made = make(constraint, owner: view, guides: guides, unresolved: unresolvedGuides, in: object) {
                    if installed { view.addConstraint(made) }
                    if varies { varying.append((constraint.id, made)) }
                    for case let item as UIView in [made.firstItem, made.secondItem] {
                        constrained.insert(ObjectIdentifier(item))
                    }
                }
            }
            installSubviewVariations(of: object, in: view, constraints: varying)
        }
        // A view marked NO that no installed constraint mentions keeps its stored frame: Xcode's
        // nib compiler gives such a view prototyping constraints that hold it where IB drew it.
        for object in objects where object.boolAttribute("translatesAutoresizingMaskIntoConstraints") == false {
            if let view = self.objects[object.id] as? UIView, constrained.contains(ObjectIdentifier(view)) {
                view.translatesAutoresizingMaskIntoConstraints = false
            }
        }
    }

    /// Whether any size class installs the constraint `id` of `object`.
    private static func someSizeClassInstalls(_ id: String, in object: IBObject) -> Bool {
        let classes: [IBSizeClass?] = [nil, .compact, .regular]
        return classes.contains { width in
            classes.contains { height in object.installs(id, mask: "constraints", at: IBSizeClasses(width: width, height: height)) }
        }
    }

    /// Keeps `object`'s size-class variations with `view` for the renders to apply, and takes
    /// out now the subviews `default` does not install.
    private func installSubviewVariations(of object: IBObject, in view: UIView, constraints: [(id: String, constraint: NSLayoutConstraint)]) {
        let masksSubviews = object.variations.contains { !($0.excluded["subviews"] ?? []).isEmpty || !($0.included["subviews"] ?? []).isEmpty }
        guard object.hasSizeClassMasks || masksSubviews || object.constraints.contains(where: \.hasConstantVariations)
                || object.variations.contains(where: { $0.fontDescription != nil }) else { return }
        let subviews = IBObjectValues.subviewObjects(of: object).compactMap { child in
            (self.objects[child.id] as? UIView).map { (id: child.id, view: $0) }
        }
        let variations = SizeClassVariations(object: object, constraints: constraints, subviews: subviews)
        variations.apply(to: view, at: .any)
        view.sizeClassVariations = variations
    }

    private func make(_ c: IBConstraint, owner: UIView, guides: [String: AnyObject], unresolved: [String: String],
                      in object: IBObject) -> NSLayoutConstraint? {
        func item(_ id: String?) -> AnyObject? {
            guard let id else { return owner }
            if let guide = guides[id] { return guide }
            if let view = self.objects[id] as? UIView { return view }
            let what = unresolved[id] ?? "no decoded view or layout guide has id \"\(id)\""
            report(.constraintNotInstalled, line: c.line, object: object,
                   "constraint \(c.id) is not installed: its item \(id) is \(what)")
            return nil
        }
        guard let first = item(c.firstItem) else { return nil }
        var second: AnyObject?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if let attribute = c.secondAttribute {
            guard let resolved = item(c.secondItem) else { return nil }
            second = resolved
            secondAttribute = LayoutAttributeNames.attribute(attribute)
        } else if let id = c.secondItem {
            guard let resolved = item(id) else { return nil }
            second = resolved
            secondAttribute = LayoutAttributeNames.attribute(c.firstAttribute)
        }
        // UIKit raises on a pairing it rejects; a document edited by hand may hold one, and
        // loading reports it instead of stopping the process.
        if let problem = NSLayoutConstraint.pairingProblem(LayoutAttributeNames.attribute(c.firstAttribute), hasSecondItem: second != nil,
                                                           secondAttribute) {
            report(.invalidConstraint, line: c.line, object: object, "constraint \(c.id) is not installed: \(problem)")
            return nil
        }
        let made = NSLayoutConstraint(item: first, attribute: LayoutAttributeNames.attribute(c.firstAttribute),
                                      relatedBy: LayoutAttributeNames.relation(c.relation), toItem: second, attribute: secondAttribute,
                                      multiplier: CGFloat(c.multiplier.value), constant: CGFloat(c.constant))
        made.priority = UILayoutPriority(Float(min(max(c.priority, 1), 1000)))
        // The identifier set in IB's inspector, else the id, which names it in messages.
        made.identifier = c.otherAttributes["identifier"] ?? c.id
        return made
    }
}
