import Foundation

extension ImageSetContents {
    /// The entry an iPhone (or an iPad, by `traits`' idiom) would draw for `traits`, as UIKit's
    /// catalogue lookup chooses; `nil` when no entry fits the device.
    ///
    /// In order: the device's idiom or `universal` (an `ipad`-only set has nothing for an
    /// iPhone); the appearance (dark takes a dark entry, falling back to "Any"; light a light
    /// one, then "Any"; unspecified "Any", then light), then high contrast likewise; the
    /// device's own idiom over `universal`; sRGB over Display P3; an entry that no other traits
    /// restrict; and last the scale: the display scale itself, else the nearest larger one
    /// (drawn down), else the largest. A single-scale entry fits every scale.
    func entry(for traits: UITraitCollection) -> Entry? {
        let idiom = traits.userInterfaceIdiom == .pad ? "ipad" : "iphone"
        var candidates = entries.filter { $0.filename != nil && ($0.idiom == idiom || $0.idiom == "universal") }
        let style = traits.userInterfaceStyle
        let styles: [UIUserInterfaceStyle] = switch style {
        case .dark: [.dark, .unspecified]
        case .light: [.light, .unspecified]
        default: [.unspecified, .light]
        }
        candidates = Self.first(of: styles.map { s in candidates.filter { $0.style == s } }) ?? candidates
        let high = traits.accessibilityContrast == .high
        candidates = Self.first(of: [candidates.filter { $0.highContrast == high }, candidates.filter { !$0.highContrast }]) ?? candidates
        candidates = Self.first(of: [candidates.filter { $0.idiom == idiom }]) ?? candidates
        candidates = Self.first(of: [candidates.filter { $0.gamut == nil || $0.gamut == "sRGB" }]) ?? candidates
        candidates = Self.first(of: [candidates.filter { !$0.restricted }]) ?? candidates
        guard !candidates.isEmpty else { return nil }
        let wanted = traits.displayScale > 0 ? traits.displayScale : 1
        if let exact = candidates.first(where: { $0.scale == wanted }) { return exact }
        if let single = candidates.first(where: { $0.scale == nil }) { return single }
        let larger = candidates.filter { ($0.scale ?? 0) > wanted }.min { ($0.scale ?? 0) < ($1.scale ?? 0) }
        return larger ?? candidates.max { ($0.scale ?? 0) < ($1.scale ?? 0) }
    }

    /// The first non-empty list.
    private static func first(of lists: [[Entry]]) -> [Entry]? { lists.first { !$0.isEmpty } }
}
