import Foundation
import Locking

/// The language localized strings resolve in: what ``string(_:table:bundle:value:)`` returns
/// and what a storyboard's or XIB's `.strings` file puts in its labels and buttons, so one test
/// suite can snapshot a screen in every language it ships, or in ``pseudo``.
///
/// ```swift
/// Localization.language("de").performAsCurrent {
///     let screen = SettingsView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))  // its documents in German
///     assertSnapshot(of: screen, as: .image, named: "de")
/// }
/// assertSnapshot(of: SettingsView(frame: rect), as: .image(localization: .pseudo))   // built inside the strategy
/// ```
///
/// Strings are looked up in `<language>.lproj/<table>.strings` of the bundle asked for (the app
/// bundle, `UIImage.appBundle`, for `Bundle.main`), then of the language without its region
/// (`pt` for `pt-BR`); a string missing there keeps the development language's text, as on iOS.
///
/// In a module compiled by the UIKitSources plugin, `NSLocalizedString` resolves here: the
/// generated registration declares the function in the module, where it wins over
/// Foundation's. Designable cannot declare it publicly (every call would be ambiguous beside
/// Foundation's), so other code calls `Localization.current.string(_:)`.
///
/// Differs from UIKit on purpose: iOS picks the language from the user's settings once per
/// launch. Here it is chosen per test: task-local with ``performAsCurrent(_:)``, so parallel
/// tests never see each other's, or process-wide with ``default``.
public struct Localization: Hashable, Sendable, CustomStringConvertible {
    /// The language code (`"de"`, `"pt-BR"`, `"ar"`), or `nil` for the development language:
    /// the strings as written in code and documents.
    public var language: String?
    /// Whether every localized string is pseudo-localized after lookup (see ``pseudo``).
    public var isPseudo: Bool

    /// A localization in `language`, pseudo-localized when `isPseudo`.
    public init(language: String?, isPseudo: Bool = false) {
        self.language = language
        self.isPseudo = isPseudo
    }

    /// The development language: strings exactly as written.
    public static let development = Localization(language: nil)

    /// Strings in `code`'s `.lproj` tables.
    public static func language(_ code: String) -> Localization { Localization(language: code) }

    /// The pseudo-locale: every localized string about 40% longer, its letters accented and
    /// its ends bracketed — `"Save"` becomes `"[Šåvé~~]"` — so a snapshot shows where text will
    /// be truncated or clipped before any translation exists, and which strings were never
    /// localized (they have no brackets). Format specifiers (`%@`, `%1$d`) are kept as they are.
    public static let pseudo = Localization(language: nil, isPseudo: true)

    private static let store = Locked(Localization.development)
    @TaskLocal private static var scoped: Localization?

    /// The localization when none is current: the development language unless set.
    /// Process-wide and thread-safe; prefer ``performAsCurrent(_:)`` among parallel tests.
    public static var `default`: Localization {
        get { store.withLock { $0 } }
        set { store.withLock { $0 = newValue } }
    }

    /// The localization in force: the innermost ``performAsCurrent(_:)``'s, else ``default``.
    public static var current: Localization { scoped ?? `default` }

    /// Runs `body` with this localization as ``current``, for this task and its child tasks.
    public func performAsCurrent<R>(_ body: () throws -> R) rethrows -> R {
        try Localization.$scoped.withValue(self, operation: body)
    }

    /// `key` from `table` (`Localizable` when `nil`) in `bundle`, in this localization:
    /// `value` (or the key, when `value` is empty) when no table has it, then pseudo-localized
    /// when this is the pseudo-locale.
    public func string(_ key: String, table: String? = nil, bundle: Bundle? = nil, value: String = "") -> String {
        let fallback = value.isEmpty ? key : value
        let found = language.flatMap { LocalizedTables.shared.string(key, table: table ?? "Localizable", language: $0, bundle: bundle) }
        let text = found ?? fallback
        return isPseudo ? Localization.pseudolocalize(text) : text
    }

    /// `text` lengthened by about 40%, accented and bracketed; see ``pseudo``.
    public static func pseudolocalize(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        var out = "["
        var letters = 0
        var scalars = text.unicodeScalars[...]
        while let c = scalars.first {
            if c == "%" {
                // A format specifier stays intact: flags, width, position and the conversion.
                var spec = String.UnicodeScalarView([c])
                scalars = scalars.dropFirst()
                while let n = scalars.first, "0123456789$.-+# hlqLztj".unicodeScalars.contains(n) { spec.append(n); scalars = scalars.dropFirst() }
                if let n = scalars.first { spec.append(n); scalars = scalars.dropFirst() }
                out += String(spec)
                continue
            }
            scalars = scalars.dropFirst()
            out.unicodeScalars.append(accents[c] ?? c)
            if c.properties.isAlphabetic || c.properties.numericType != nil { letters += 1 }
        }
        let padding = Int((Double(Swift.max(letters, 1)) * 0.4).rounded(.up))
        out += String(repeating: "~", count: padding) + "]"
        return out
    }

    /// Accented forms of the unaccented Latin letters; DejaVu has every one.
    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "AaCcDdEeGgHhIiJjKkLlNnOoRrSsTtUuWwYyZz"
        let marked = "ÅåÇçĐđÉéĜĝĤĥÎîĴĵĶķĻļÑñÖöŔŕŠšŢţÛûŴŵÝýŽž"
        return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, marked.unicodeScalars))
    }()

    public var description: String {
        switch (language, isPseudo) {
        case (nil, false): "development"
        case (nil, true): "pseudo"
        case (let l?, false): l
        case (let l?, true): "\(l)-pseudo"
        }
    }
}
