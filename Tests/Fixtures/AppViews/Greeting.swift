import UIKit

/// Localized text, as app code writes it: `NSLocalizedString` resolves in the language a
/// snapshot chooses.
enum Greeting {
    static var title: String { NSLocalizedString("Hello", comment: "The greeting on the first screen") }
}
