import Foundation

/// How a presented controller covers the screen, as UIKit's `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

/// How a presentation animates, as UIKit's `UIModalTransitionStyle`.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}

/// A button of an alert, as UIKit's `UIAlertAction`.
open class UIAlertAction: NSObject {
    /// How an action looks and where it goes, as UIKit's `UIAlertAction.Style`.
    public enum Style: Int, Sendable {
        case `default` = 0, cancel, destructive
    }

    /// The button's title.
    open private(set) var title: String?
    /// Its style.
    open private(set) var style: Style
    /// Whether it can be chosen.
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// An action with a title, a style and what choosing it does.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}

/// An alert or an action sheet, as UIKit's `UIAlertController`.
///
/// Its view draws the alert as iOS lays it out: a rounded panel with the title in semibold, the
/// message, and a button per action (a cancel action last, in semibold; destructive ones in red).
/// An action sheet stacks the same at the bottom. Choose an action with
/// ``simulateTap(on:)``: there are no touches here.
open class UIAlertController: UIViewController {
    /// An alert in the middle of the screen, or a sheet of actions at its bottom, as UIKit's
    /// `UIAlertController.Style`.
    public enum Style: Int, Sendable {
        case actionSheet = 0, alert
    }

    /// The message under the title.
    open var message: String?
    /// Alert or action sheet.
    open private(set) var preferredStyle: Style
    /// The actions, in the order added.
    open private(set) var actions: [UIAlertAction] = []
    /// The action the return key chooses, drawn in semibold.
    open var preferredAction: UIAlertAction?
    /// The alert's text fields, in the order added; `nil` when it has none, as in UIKit.
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
    private var fields: [UITextField] = []

    /// An alert or action sheet with a title and a message.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        preferredStyle = .alert
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .overFullScreen
    }

    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
    }

    /// Adds a button.
    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// Adds a text field, which `configurationHandler` sets up; alerts only, as in UIKit.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        precondition(preferredStyle == .alert, "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 13)
        configurationHandler?(field)
        fields.append(field)
    }

    /// Chooses `action` as a tap on its button would: the alert is dismissed, then the
    /// action's handler runs. A disabled action does nothing. Designable's own, for tests.
    open func simulateTap(on action: UIAlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        dismiss(animated: false) { action.handler?(action) }
    }

    open override func loadView() {
        view = AlertLayout.view(for: self, fields: fields)
    }
}

/// The alert's panel, laid out as iOS 17 lays it out: 270 pt wide for an alert, the screen's
/// width less 16 pt for an action sheet, over a dimming view. Two actions of an alert sit side
/// by side, the cancel one on the left; more are stacked, the cancel one last. An action sheet's
/// cancel action has a panel of its own, below.
private enum AlertLayout {
    static func view(for alert: UIAlertController, fields: [UITextField]) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.backgroundColor = UIColor(white: 0, alpha: 0.2)
        let isAlert = alert.preferredStyle == .alert
        let width: CGFloat = isAlert ? 270 : 374
        let cancels = alert.actions.filter { $0.style == .cancel }, others = alert.actions.filter { $0.style != .cancel }
        let sideBySide = isAlert && alert.actions.count == 2
        let inPanel = sideBySide ? cancels + others : (isAlert ? others + cancels : others)
        let panel = makePanel(width: width, corner: isAlert ? 14 : 13)
        var y: CGFloat = 0
        let texts = [(alert.title, UIFont.systemFont(ofSize: isAlert ? 17 : 13, weight: .semibold)), (alert.message, UIFont.systemFont(ofSize: 13))]
            .filter { $0.0?.isEmpty == false }
        if !texts.isEmpty || !fields.isEmpty {
            y = 20
            for (text, font) in texts {
                let label = UILabel()
                label.text = text
                label.font = font
                label.numberOfLines = 0
                label.textAlignment = .center
                label.textColor = isAlert ? .label : .secondaryLabel
                let size = label.sizeThatFits(CGSize(width: width - 32, height: .greatestFiniteMagnitude))
                label.frame = CGRect(x: 16, y: y, width: width - 32, height: ceil(size.height))
                panel.addSubview(label)
                y = label.frame.maxY + 2
            }
            for field in fields {
                field.frame = CGRect(x: 16, y: y + 14, width: width - 32, height: 24)
                panel.addSubview(field)
                y = field.frame.maxY
            }
            y += 18
        }
        let buttonHeight: CGFloat = isAlert ? 44 : 57
        for (i, action) in inPanel.enumerated() {
            let separatorAbove = y > 0 || i > 0
            if sideBySide {
                add(action, of: alert, to: panel, frame: CGRect(x: CGFloat(i) * width / 2, y: y, width: width / 2, height: buttonHeight))
                if i == 0 { addSeparator(to: panel, CGRect(x: 0, y: y, width: width, height: 0.5)) }
                else { addSeparator(to: panel, CGRect(x: width / 2, y: y, width: 0.5, height: buttonHeight)) }
            } else {
                if separatorAbove { addSeparator(to: panel, CGRect(x: 0, y: y, width: width, height: 0.5)) }
                add(action, of: alert, to: panel, frame: CGRect(x: 0, y: y, width: width, height: buttonHeight))
                y += buttonHeight
            }
        }
        if sideBySide { y += buttonHeight }
        panel.frame.size.height = y
        if isAlert {
            panel.frame.origin = CGPoint(x: (root.bounds.width - width) / 2, y: ((root.bounds.height - y) / 2).rounded())
            root.addSubview(panel)
            return root
        }
        // An action sheet: its cancel action below, in a panel of its own, above the home indicator.
        var bottom = root.bounds.height - 34 - 8
        if !cancels.isEmpty {
            let cancelPanel = makePanel(width: width, corner: 13)
            for (i, action) in cancels.enumerated() {
                add(action, of: alert, to: cancelPanel, frame: CGRect(x: 0, y: CGFloat(i) * buttonHeight, width: width, height: buttonHeight))
            }
            cancelPanel.frame = CGRect(x: 8, y: bottom - CGFloat(cancels.count) * buttonHeight, width: width, height: CGFloat(cancels.count) * buttonHeight)
            root.addSubview(cancelPanel)
            bottom = cancelPanel.frame.minY - 8
        }
        panel.frame.origin = CGPoint(x: 8, y: bottom - y)
        if y > 0 { root.addSubview(panel) }
        return root
    }

    private static func makePanel(width: CGFloat, corner: CGFloat) -> UIView {
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 0))
        panel.backgroundColor = .secondarySystemBackground
        panel.layer.cornerRadius = corner
        panel.clipsToBounds = true
        return panel
    }

    private static func add(_ action: UIAlertAction, of alert: UIAlertController, to panel: UIView, frame: CGRect) {
        let button = UIButton(type: .system)
        button.setTitle(action.title, for: .normal)
        let bold = action.style == .cancel || action === alert.preferredAction
        button.titleLabel?.font = .systemFont(ofSize: alert.preferredStyle == .alert ? 17 : 20, weight: bold ? .semibold : .regular)
        if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
        button.isEnabled = action.isEnabled
        button.frame = frame
        panel.addSubview(button)
    }

    private static func addSeparator(to panel: UIView, _ frame: CGRect) {
        let separator = UIView(frame: frame)
        separator.backgroundColor = .separator
        panel.addSubview(separator)
    }
}
