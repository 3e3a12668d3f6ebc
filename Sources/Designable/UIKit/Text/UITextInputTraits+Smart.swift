import Foundation

/// Whether the keyboard turns straight quotes curly, as UIKit's `UITextSmartQuotesType`.
public enum UITextSmartQuotesType: Int, Sendable, CaseIterable {
    /// As the input method does by default.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether the keyboard turns double hyphens into dashes, as UIKit's `UITextSmartDashesType`.
public enum UITextSmartDashesType: Int, Sendable, CaseIterable {
    /// As the input method does by default.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether pasting and deleting adjust the spaces around words, as UIKit's
/// `UITextSmartInsertDeleteType`.
public enum UITextSmartInsertDeleteType: Int, Sendable, CaseIterable {
    /// As the input method does by default.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// The rules a strong password AutoFill makes must follow, as UIKit's `UITextInputPasswordRules`.
open class UITextInputPasswordRules: NSObject, @unchecked Sendable {
    /// The rules in Apple's password rules language (`"required: lower; minlength: 8;"`).
    public let passwordRulesDescriptor: String

    /// Rules from a descriptor.
    public init(descriptor passwordRulesDescriptor: String) {
        self.passwordRulesDescriptor = passwordRulesDescriptor
        super.init()
    }
}

/// The smart-punctuation and password-rule traits, stored for each text input object.
///
/// Kept outside the classes as UIKit keeps them optional: an app's own `UITextInputTraits`
/// conformer compiles without them. Snapshot semantics: no keyboard types, so they change nothing.
enum SmartTextTraits {
    struct Values {
        var quotes = UITextSmartQuotesType.default
        var dashes = UITextSmartDashesType.default
        var insertDelete = UITextSmartInsertDeleteType.default
        var passwordRules: UITextInputPasswordRules?
    }

    final class Box { var values = Values() }
    nonisolated(unsafe) private static var key: UInt8 = 0

    /// The object's values, kept as an associated object so any conformer carries them.
    static func with<R>(_ object: AnyObject, _ body: (inout Values) -> R) -> R {
        let box: Box = withUnsafePointer(to: &key) { pointer in
            if let box = objc_getAssociatedObject(object, pointer) as? Box { return box }
            let box = Box()
            objc_setAssociatedObject(object, pointer, box, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return box
        }
        return body(&box.values)
    }
}

extension UITextInputTraits {
    /// Whether straight quotes become curly as the user types.
    public var smartQuotesType: UITextSmartQuotesType {
        get { SmartTextTraits.with(self) { $0.quotes } }
        set { SmartTextTraits.with(self) { $0.quotes = newValue } }
    }
    /// Whether double hyphens become dashes as the user types.
    public var smartDashesType: UITextSmartDashesType {
        get { SmartTextTraits.with(self) { $0.dashes } }
        set { SmartTextTraits.with(self) { $0.dashes = newValue } }
    }
    /// Whether pasting and deleting adjust the spaces around words.
    public var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { SmartTextTraits.with(self) { $0.insertDelete } }
        set { SmartTextTraits.with(self) { $0.insertDelete = newValue } }
    }
    /// The rules a suggested strong password follows.
    public var passwordRules: UITextInputPasswordRules? {
        get { SmartTextTraits.with(self) { $0.passwordRules } }
        set { SmartTextTraits.with(self) { $0.passwordRules = newValue } }
    }
}
