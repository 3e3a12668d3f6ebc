import Foundation

/// What iOS 15 and later added to a button, kept apart from the classic button's per-state
/// storage so that a button without a configuration stays exactly as it was.
final class ButtonModernState {
    var configuration: UIButton.Configuration?
    var updateHandler: UIButton.ConfigurationUpdateHandler?
    var automaticallyUpdates = true
    var needsUpdate = false
    var isUpdating = false
    var changesSelectionAsPrimaryAction = false
    var role: UIButton.Role = .normal
    var menu: UIMenu?
    var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic
    var isPointerInteractionEnabled = false
    var pointerStyleProvider: UIButton.PointerStyleProvider?
    var preferredBehavioralStyle: UIBehavioralStyle = .automatic
    var titleShadowColors: [UInt: UIColor] = [:]
    var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
    /// Made when a configuration first shows a subtitle or an activity indicator.
    var subtitleLabel: UILabel?
    var activityIndicator: UIActivityIndicatorView?
    /// The background's custom view, once placed behind the content.
    var backgroundCustomView: UIView?
    /// Where layout put the pop-up indicator, which the background pass draws.
    var popupIndicatorRect: CGRect?
}

extension UIButton {
    /// The closure a button runs to update its configuration, as UIKit's
    /// `UIButton.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    /// A system button showing `configuration`, sending `primaryAction` when tapped.
    ///
    /// ```swift
    /// let button = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Pay") { _ in pay() })
    /// ```
    /// The action's title becomes the configuration's title when it has none, as in UIKit.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            if configuration.title == nil && configuration.attributedTitle == nil && !primaryAction.title.isEmpty {
                configuration.title = primaryAction.title
            }
            if configuration.image == nil { configuration.image = primaryAction.image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = configuration
    }

    /// What the button shows, in iOS 15's model; `nil` (the default) for a classic button,
    /// drawn from its per-state titles and images.
    ///
    /// Setting it asks for ``updateConfiguration()`` before the next layout, as in UIKit.
    public var configuration: Configuration? {
        get { modern.configuration }
        set {
            modern.configuration = newValue
            if newValue == nil {
                // Back to the classic button: the configuration's own pieces go.
                modern.subtitleLabel?.isHidden = true
                modern.activityIndicator?.stopAnimating()
                modern.popupIndicatorRect = nil
                modern.backgroundCustomView?.removeFromSuperview()
                modern.backgroundCustomView = nil
            }
            if !modern.isUpdating { modern.needsUpdate = true }
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// Runs when the button's state changes, and after ``setNeedsUpdateConfiguration()``, to
    /// change ``configuration-swift.property`` for the new state: the closure form of
    /// overriding ``updateConfiguration()``, run after it.
    ///
    /// ```swift
    /// button.configurationUpdateHandler = { button in
    ///     button.configuration?.showsActivityIndicator = button.isSelected
    /// }
    /// ```
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { modern.updateHandler }
        set { modern.updateHandler = newValue; setNeedsUpdateConfiguration() }
    }

    /// Whether the button draws its configuration in the style's colours for its state
    /// (``UIButton/Configuration-swift.struct/updated(for:)``); `true` by default.
    public var automaticallyUpdatesConfiguration: Bool {
        get { modern.automaticallyUpdates }
        set { modern.automaticallyUpdates = newValue; setNeedsLayout() }
    }

    /// Asks for ``updateConfiguration()`` before the next layout. Several requests run it once,
    /// as UIKit coalesces them; `layoutIfNeeded()` runs it at once.
    public func setNeedsUpdateConfiguration() {
        modern.needsUpdate = true
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Runs a requested ``updateConfiguration()``; layout and sizing call it first.
    func updateConfigurationIfNeeded() {
        guard modern.needsUpdate, !modern.isUpdating else { return }
        modern.needsUpdate = false
        modern.isUpdating = true
        defer { modern.isUpdating = false }
        updateConfiguration()
        // After the subclass's update, as UIKit runs it, so an override need not call super.
        modern.updateHandler?(self)
    }

    /// A state flag changed: a configured button, or one with an update handler, updates.
    func configurationStateDidChange() {
        if modern.configuration != nil || modern.updateHandler != nil { setNeedsUpdateConfiguration() }
    }

    /// The configured title's second line, or `nil` when the button has no configuration.
    public var subtitleLabel: UILabel? {
        guard modern.configuration != nil else { return nil }
        return configuredSubtitleLabel
    }

    /// Whether a tap toggles ``UIControl/isSelected`` before the primary action is sent, as a
    /// toggle button's does; `false` by default.
    public var changesSelectionAsPrimaryAction: Bool {
        get { modern.changesSelectionAsPrimaryAction }
        set { modern.changesSelectionAsPrimaryAction = newValue }
    }
}
