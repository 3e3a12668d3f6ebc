import Designable
import Foundation
import InterfaceBuilder

/// One scene's (or top-level view's) layout, solved at the document's size and compared with
/// the frames Interface Builder stored: misplaced views, ambiguity and conflicts.
struct LayoutCheck {
    struct Finding {
        var kind: CheckFinding.Kind
        var severity: CheckFinding.Severity
        var line: Int
        var object: String?
        var message: String
    }

    private(set) var objects: [CheckedObject] = []
    private(set) var findings: [Finding] = []
    private(set) var agreement = DocumentCheck.Agreement(matched: 0, total: 0)

    private let scene: String
    private let options: CheckOptions
    /// The document's id of each loaded view, for naming constraint items.
    private var ids: [ObjectIdentifier: IBObject] = [:]
    private var constraintLines: [String: Int] = [:]

    init(root: IBObject, scene: String, nib: LoadedNib, options: CheckOptions) {
        self.scene = scene
        self.options = options
        guard let rootView = nib.view(withID: root.id) else { return }
        for object in root.allObjects {
            if let view = nib.view(withID: object.id) { ids[ObjectIdentifier(view)] = object }
            for constraint in object.constraints { constraintLines[constraint.id] = constraint.line.number }
        }
        if let stored = root.frame { rootView.frame = CGRect(stored) }
        // At the scale of the document's device, whose pixels IB rounded the stored frames to.
        ViewRenderer.layOut(rootView, scale: nib.displayScale)

        let ambiguities = Dictionary(LayoutAmbiguity.find(in: rootView).map { (ObjectIdentifier($0.view), $0) },
                                     uniquingKeysWith: { first, _ in first })
        let textDependent = Set(TextMetricsProbe.textDependentViews(in: rootView).map(ObjectIdentifier.init))
        visit(root, parent: nil, isRoot: true, nib: nib, ambiguities: ambiguities, textDependent: textDependent)
        for conflict in rootView.layoutReport.conflicts { report(conflict, root: root) }
    }

    private mutating func visit(_ object: IBObject, parent: UIView?, isRoot: Bool, nib: LoadedNib,
                                ambiguities: [ObjectIdentifier: LayoutAmbiguity], textDependent: Set<ObjectIdentifier>) {
        let view = nib.view(withID: object.id)
        if let view, object.frame != nil || isRoot {
            // A view the loader put somewhere else than the document's parent (a cell's content
            // view, a designable's own subviews) has no stored frame to compare with, and a
            // degenerate layout may leave a frame that is not a number.
            let frame = view.frame
            let finite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
            let inPlace = finite && (isRoot || (parent != nil && view.superview === parent))
            let key = ObjectIdentifier(view)
            let placed = !isRoot && !view.translatesAutoresizingMaskIntoConstraints
            let ambiguity = isRoot ? nil : ambiguities[key]
            let checked = CheckedObject(
                id: object.id, className: String(describing: type(of: view)), element: object.element, scene: scene,
                line: object.line.number, storedFrame: object.frame.map { CheckedObject.Frame(CGRect($0)) },
                solvedFrame: inPlace ? CheckedObject.Frame(frame) : nil, placedByConstraints: placed,
                textDependent: !isRoot && textDependent.contains(key),
                ambiguous: ambiguity?.axes.map { $0 == .horizontal ? "horizontal" : "vertical" } ?? [])
            objects.append(checked)
            judge(checked, object: object, view: view, ambiguity: ambiguity)
        }
        for child in object.children + object.subviews {
            visit(child, parent: view, isRoot: false, nib: nib, ambiguities: ambiguities, textDependent: textDependent)
        }
    }

    private mutating func judge(_ checked: CheckedObject, object: IBObject, view: UIView, ambiguity: LayoutAmbiguity?) {
        let name = Self.name(of: object, view)
        if let ambiguity {
            for axis in ambiguity.axes {
                let components = ambiguity.components.filter { $0.axis == axis }
                let needs = components.map(Self.inspectorName).joined(separator: " or ")
                findings.append(Finding(kind: .ambiguousLayout, severity: .error, line: object.line.number, object: object.id,
                                        message: "ambiguous layout: \(name) needs constraints for: \(needs)"))
            }
        }
        guard checked.placedByConstraints, let stored = checked.storedFrame, let solved = checked.solvedFrame,
              let distance = checked.misplacedBy else { return }
        if distance <= options.tolerance {
            if !checked.textDependent { agreement.matched += 1 }
        }
        if !checked.textDependent { agreement.total += 1 }
        // An ambiguous view's solved frame is one guess among many; its error says enough.
        guard distance > options.tolerance, ambiguity == nil else { return }
        let deltas = zip(["x", "y", "width", "height"], [solved.x - stored.x, solved.y - stored.y,
                                                        solved.width - stored.width, solved.height - stored.height])
            .filter { abs($0.1) > options.tolerance }
            .map { "\($0.0) \($0.1 > 0 ? "+" : "")\(CheckNumber.text($0.1))" }
            .joined(separator: ", ")
        let where_ = "is at \(stored) in the document, but its constraints put it at \(solved): \(deltas)"
        if checked.textDependent && !options.strict {
            findings.append(Finding(kind: .textDependentFrame, severity: .note, line: object.line.number, object: object.id,
                                    message: "text-dependent frame: \(name) \(where_); it follows text metrics, and Designable's fonts are not Apple's"))
        } else {
            findings.append(Finding(kind: checked.textDependent ? .textDependentFrame : .misplacedView, severity: .warning,
                                    line: object.line.number, object: object.id, message: "misplaced view: \(name) \(where_)"))
        }
    }

    private mutating func report(_ conflict: LayoutConflict, root: IBObject) {
        let broken = conflict.brokenConstraint
        let line = broken.identifier.flatMap { constraintLines[$0] } ?? root.line.number
        let owner = (broken.firstItem as? UIView).flatMap { ids[ObjectIdentifier($0)]?.id }
        let all = conflict.conflictingConstraints.map(describe).joined(separator: "; ")
        findings.append(Finding(kind: .conflictingConstraints, severity: .error, line: line, object: owner,
                                message: "conflicting constraints: \(all) cannot all hold; Auto Layout breaks \(describe(broken))"))
    }

    /// A constraint in the document's terms: `UILabel(abc-12-def).leading == UIView(xyz).leading + 20 (line 40)`;
    /// the engine's own say where they come from: `UIView(root).width == 375 (the document's size)`.
    private func describe(_ constraint: NSLayoutConstraint) -> String {
        var text = "\(item(constraint.firstItem)).\(constraint.firstAttribute) \(constraint.relation) "
        if let second = constraint.secondItem {
            if constraint.multiplier != 1 { text += LayoutNames.number(constraint.multiplier) + "×" }
            text += "\(item(second)).\(constraint.secondAttribute)"
            if constraint.constant > 0 { text += " + " + LayoutNames.number(constraint.constant) }
            if constraint.constant < 0 { text += " - " + LayoutNames.number(-constraint.constant) }
        } else {
            text += LayoutNames.number(constraint.constant)
        }
        if constraint.priority != .required { text += " @\(constraint.priority)" }
        switch constraint.origin {
        case .user:
            if let id = constraint.identifier, let line = constraintLines[id] { text += " (line \(line))" }
        case .rootFrame: text += " (the document's size)"
        case .autoresizingMask(let mask): text += " (autoresizing mask \(mask))"
        case .contentSize(let kind): text += " (intrinsic size, \(kind))"
        }
        return text
    }

    private func item(_ item: AnyObject?) -> String {
        if let view = item as? UIView {
            guard let object = ids[ObjectIdentifier(view)] else { return LayoutNames.name(of: view) }
            return "\(object.customClass ?? String(describing: type(of: view)))(\(object.id))"
        }
        if let guide = item as? UILayoutGuide {
            let name = guide.identifier.isEmpty ? "layout guide" : guide.identifier
            return guide.owningView.map { "\(self.item($0)).\(name)" } ?? name
        }
        return LayoutNames.name(of: item)
    }

    /// `UILabel "Title" (abc-12-def)`: the class as the document names it, the user's label or
    /// text, and the id.
    static func name(of object: IBObject, _ view: UIView) -> String {
        let className = object.customClass ?? String(describing: type(of: view))
        let label = object.attributes["userLabel"] ?? object.attributes["text"] ?? object.states.first?.title
        return label.map { "\(className) \"\($0)\" (\(object.id))" } ?? "\(className) (\(object.id))"
    }

    /// Interface Builder's words for a frame unknown, as in "Need constraints for: X position or width".
    private static func inspectorName(_ component: LayoutAmbiguity.Component) -> String {
        switch component {
        case .minX: "X position"
        case .minY: "Y position"
        case .width: "width"
        case .height: "height"
        }
    }
}
