import UIKit

/// A controller that restyles itself when its traits change, in the two spellings iOS apps
/// use: the `traitCollectionDidChange(_:)` override, and iOS 17's registrations with a
/// `Self`-typed closure and with a selector.
class ThemedViewController: UIViewController {
    private(set) var appearanceChanges = 0
    private(set) var registeredStyles: [UIUserInterfaceStyle] = []
    private(set) var sizeChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        if #available(iOS 17.0, *) {
            registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previousTraitCollection: UITraitCollection) in
                self.registeredStyles.append(self.traitCollection.userInterfaceStyle)
            }
            registerForTraitChanges([UITraitPreferredContentSizeCategory.self], action: #selector(contentSizeChanged))
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) { appearanceChanges += 1 }
        view.backgroundColor = traitCollection.userInterfaceStyle == .dark ? .black : .white
    }

    @objc func contentSizeChanged() {
        sizeChanges += 1
    }
}
