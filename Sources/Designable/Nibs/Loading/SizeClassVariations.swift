import Foundation
import InterfaceBuilder

/// The constraints and subviews a document installs in a view only for some size classes
/// (`<variation key="widthClass=compact">` and the like), kept with the view so that each
/// render installs those of its own size classes, as UIKit does when a view's traits change.
///
/// Interface Builder's rules: an entry is installed unless a variation that applies excludes
/// it; `default` applies always, a variation naming one size class where the render has it,
/// one naming both (`heightClass=compact-widthClass=regular`) where the render has both; the
/// most specific variation that names the entry decides (see `IBObject.installs(_:mask:at:)`).
/// Before any render the view has what `default` installs, as Any × Any in Interface Builder.
///
/// A constraint's constant varies too (`<variation key="heightClass=compact" constant="20"/>`
/// inside the `<constraint>`), and so does the font of a label, button, text field or text view
/// (`<fontDescription>` inside a view's variation), the most specific variation that gives one
/// deciding. A font is set only when the size classes change which font the document gives, so
/// a font the view's own code set stays until then.
///
/// Differs from UIKit on purpose: other property variations (a colour or `hidden` per size
/// class) are read but not applied, so the view keeps its values for any size class.
final class SizeClassVariations {
    private let object: IBObject
    /// Every constraint some size class installs, by IB id.
    private let constraints: [(id: String, constraint: NSLayoutConstraint)]
    /// Every decoded subview of the view, bottom first, by IB id.
    private let subviews: [(id: String, view: UIView)]
    private var applied: IBSizeClasses?
    /// The font description last given to the view: the document's own until a variation applies.
    private lazy var appliedFont: IBFontDescription? = object.fontDescription

    init(object: IBObject, constraints: [(id: String, constraint: NSLayoutConstraint)], subviews: [(id: String, view: UIView)]) {
        self.object = object
        self.constraints = constraints
        self.subviews = subviews
    }

    /// The size classes a variation key can name, as `traits` has them.
    static func sizeClasses(of traits: UITraitCollection) -> IBSizeClasses {
        func ib(_ sizeClass: UIUserInterfaceSizeClass) -> IBSizeClass? {
            switch sizeClass {
            case .compact: .compact
            case .regular: .regular
            case .unspecified: nil
            }
        }
        return IBSizeClasses(width: ib(traits.horizontalSizeClass), height: ib(traits.verticalSizeClass))
    }

    /// Installs in `owner` what the document installs at the size classes of `traits`.
    func apply(to owner: UIView, traits: UITraitCollection) { apply(to: owner, at: Self.sizeClasses(of: traits)) }

    /// Installs in `owner` what the document installs at `classes`, and removes the rest.
    func apply(to owner: UIView, at classes: IBSizeClasses) {
        guard classes != applied else { return }
        applied = classes
        applyFont(to: owner, at: classes)
        // Subviews first: a subview that leaves takes its constraints with it.
        for (index, entry) in subviews.enumerated() {
            let wanted = object.installs(entry.id, mask: "subviews", at: classes)
            let present = entry.view.superview === owner
            if wanted, !present {
                if let above = subviews[(index + 1)...].first(where: { $0.view.superview === owner }) {
                    owner.insertSubview(entry.view, belowSubview: above.view)
                } else {
                    owner.addSubview(entry.view)
                }
            } else if !wanted, present {
                entry.view.removeFromSuperview()
            }
        }
        for (id, constraint) in constraints {
            if let ib = object.constraints.first(where: { $0.id == id }), ib.hasConstantVariations {
                constraint.constant = CGFloat(ib.constant(at: classes))
            }
            let wanted = object.installs(id, mask: "constraints", at: classes) && Self.itemsAreInside(constraint, owner)
            let present = owner.constraints.contains { $0 === constraint }
            if wanted, !present { owner.addConstraint(constraint) } else if !wanted, present { owner.removeConstraint(constraint) }
        }
    }

    /// Gives `owner` the font the document gives it at `classes`, if that changed.
    private func applyFont(to owner: UIView, at classes: IBSizeClasses) {
        guard object.variations.contains(where: { $0.fontDescription != nil }) else { return }
        let wanted = object.variations(at: classes).compactMap(\.fontDescription).last ?? object.fontDescription
        guard let wanted, wanted != appliedFont else { return }
        appliedFont = wanted
        let font = UIFont.from(wanted).font
        switch owner {
        case let label as UILabel: label.font = font
        case let field as UITextField: field.font = font
        case let text as UITextView: text.font = font
        case let button as UIButton: button.titleLabel?.font = font
        default: break
        }
    }

    /// Whether the constraint's views are `owner` or inside it: not so for a subview another
    /// size class installs.
    private static func itemsAreInside(_ constraint: NSLayoutConstraint, _ owner: UIView) -> Bool {
        [constraint.firstItem, constraint.secondItem].allSatisfy { item in
            switch item {
            case let view as UIView: view.isDescendant(of: owner)
            case let guide as UILayoutGuide: guide.owningView?.isDescendant(of: owner) ?? false
            default: true
            }
        }
    }
}
