/// The keyboard a text field or view asks for, as UIKit's `UIKeyboardType`, with its raw values.
///
/// There is no keyboard in a snapshot; the value is kept so that code setting it compiles and
/// tests can read it back.
public enum UIKeyboardType: Int, Sendable, CaseIterable {
    /// The current input method's default keyboard.
    case `default` = 0
    /// Letters and digits in ASCII only.
    case asciiCapable = 1
    /// Digits and punctuation.
    case numbersAndPunctuation = 2
    /// For entering URLs.
    case URL = 3
    /// Digits 0–9.
    case numberPad = 4
    /// A telephone keypad.
    case phonePad = 5
    /// A telephone keypad that also types names.
    case namePhonePad = 6
    /// For entering email addresses.
    case emailAddress = 7
    /// Digits and a decimal point.
    case decimalPad = 8
    /// For social posts, with @ and #.
    case twitter = 9
    /// For search terms, with a Go key.
    case webSearch = 10
    /// ASCII digits only.
    case asciiCapableNumberPad = 11

    /// Deprecated in UIKit: the same as `.asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The title of the keyboard's return key, as UIKit's `UIReturnKeyType`, with its raw values;
/// kept for source compatibility, as there is no keyboard in a snapshot.
public enum UIReturnKeyType: Int, Sendable, CaseIterable {
    /// "return".
    case `default` = 0
    /// "Go".
    case go
    /// "Google".
    case google
    /// "Join".
    case join
    /// "Next".
    case next
    /// "Route".
    case route
    /// "Search".
    case search
    /// "Send".
    case send
    /// "Yahoo".
    case yahoo
    /// "Done".
    case done
    /// "Emergency Call".
    case emergencyCall
    /// "Continue".
    case `continue`
}
