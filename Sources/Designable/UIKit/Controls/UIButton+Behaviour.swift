import Foundation

/// UIButton's members for what a snapshot does not show: roles, menus, hover and the pointer,
/// the Mac idiom, and the per-state title shadow colours and symbol configurations.
extension UIButton {
    /// What a button does in its context, as UIKit's `UIButton.Role`; alerts and menus style
    /// their buttons by it.
    public enum Role: Int, Sendable, CaseIterable {
        /// An ordinary button.
        case normal = 0
        /// The button people usually choose.
        case primary = 1
        /// A button that cancels.
        case cancel = 2
        /// A button that deletes or cannot be undone.
        case destructive = 3
    }

    /// The closure that gives the pointer's look over a button, as UIKit's
    /// `UIButton.PointerStyleProvider`: the button, the proposed effect and shape.
    public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?

    /// A system button showing `image` as a template in the tint, that sends `action` to `target`
    /// when tapped.
    public class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> Self {
        // Swift cannot call init(type:) through Self; the registry builds exactly this class.
        guard let button = DesignableRegistry.shared.instance(of: self, frame: .zero) as? Self else {
            fatalError("UIButton.systemButton(with:target:action:) could not build \(self)")
        }
        button.buttonType = .system
        button.setImage(image.withRenderingMode(.alwaysTemplate), for: .normal)
        if let action { button.addTarget(target, action: action, for: .touchUpInside) }
        return button
    }

    /// The button's role; `.normal` by default.
    public var role: Role {
        get { modern.role }
        set { modern.role = newValue }
    }

    /// The menu the button presents; a snapshot never presents it, so it changes nothing drawn.
    public var menu: UIMenu? {
        get { modern.menu }
        set { modern.menu = newValue }
    }

    /// The order of the menu's elements when presented.
    public var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder {
        get { modern.preferredMenuElementOrder }
        set { modern.preferredMenuElementOrder = newValue }
    }

    /// Whether a pointer hovers over the button: never, in a snapshot.
    public var isHovered: Bool { false }

    /// Whether the button is held down long enough to present its menu: never, in a snapshot.
    public var isHeld: Bool { false }

    /// Whether the iPad pointer changes over the button; nothing hovers in a snapshot.
    public var isPointerInteractionEnabled: Bool {
        get { modern.isPointerInteractionEnabled }
        set { modern.isPointerInteractionEnabled = newValue }
    }

    /// The closure that styles the pointer over the button; kept, never called by a render.
    public var pointerStyleProvider: PointerStyleProvider? {
        get { modern.pointerStyleProvider }
        set { modern.pointerStyleProvider = newValue }
    }

    /// The style the button asks for; only Mac Catalyst honours `.mac`.
    public var preferredBehavioralStyle: UIBehavioralStyle {
        get { modern.preferredBehavioralStyle }
        set { modern.preferredBehavioralStyle = newValue }
    }

    /// The style the button has: always `.pad` on iPhone and iPad, and so here.
    public var behavioralStyle: UIBehavioralStyle { .pad }

    /// Sets the colour of the title's shadow in `state`; a state without its own uses `.normal`'s.
    ///
    /// Differs from UIKit on purpose: the colour is kept and returned but no shadow is drawn
    /// unless the title label's own `shadowColor` is set.
    public func setTitleShadowColor(_ color: UIColor?, for state: State) { modern.titleShadowColors[state.rawValue] = color }

    /// The title shadow colour for `state`, falling back on the `.normal` one.
    public func titleShadowColor(for state: State) -> UIColor? {
        modern.titleShadowColors[state.rawValue] ?? modern.titleShadowColors[State.normal.rawValue]
    }

    /// The title shadow colour for the current state.
    public var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }

    /// Sets the symbol configuration the image's symbol is drawn with in `state`.
    public func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        modern.symbolConfigurations[state.rawValue] = configuration
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The symbol configuration for `state`, falling back on the `.normal` one.
    public func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        modern.symbolConfigurations[state.rawValue] ?? modern.symbolConfigurations[State.normal.rawValue]
    }

    /// The symbol configuration for the current state.
    public var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? { preferredSymbolConfigurationForImage(in: state) }
}
