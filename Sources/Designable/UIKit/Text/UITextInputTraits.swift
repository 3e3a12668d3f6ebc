/// The keyboard and editing behaviour a text input asks for, as UIKit's `UITextInputTraits`:
/// adopted by ``UITextField`` and ``UITextView``.
///
/// Only ``isSecureTextEntry`` changes a snapshot (a secure field draws bullets); the others
/// are kept for source compatibility and for tests to read back, as there is no keyboard and
/// no typing here.
public protocol UITextInputTraits: AnyObject {
    /// How the keyboard capitalizes.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether the keyboard corrects.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Whether misspellings are marked.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// The keyboard asked for.
    var keyboardType: UIKeyboardType { get set }
    /// Light or dark keyboard.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// The return key's title.
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether the return key is disabled while there is no text.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text is hidden as bullets.
    var isSecureTextEntry: Bool { get set }
    /// What the text is, for AutoFill.
    var textContentType: UITextContentType! { get set }
}

/// How the keyboard capitalizes, as UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable, CaseIterable {
    /// Never.
    case none = 0
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
}

/// Whether the keyboard corrects words, as UIKit's `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable, CaseIterable {
    /// As the input method does by default.
    case `default` = 0
    /// Off.
    case no
    /// On.
    case yes
}

/// Whether misspellings are marked, as UIKit's `UITextSpellCheckingType`.
public enum UITextSpellCheckingType: Int, Sendable, CaseIterable {
    /// As the input method does by default.
    case `default` = 0
    /// Off.
    case no
    /// On.
    case yes
}

/// Light or dark keyboard, as UIKit's `UIKeyboardAppearance`.
public enum UIKeyboardAppearance: Int, Sendable, CaseIterable {
    /// The system's.
    case `default` = 0
    /// Dark.
    case dark
    /// Light.
    case light

    /// Deprecated in UIKit: the same as `.dark`.
    public static let alert = UIKeyboardAppearance.dark
}
