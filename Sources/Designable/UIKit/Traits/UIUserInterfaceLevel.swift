/// How far content sits above the base, as UIKit's `UIUserInterfaceLevel`.
public enum UIUserInterfaceLevel: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = -1
    /// The window's main content.
    case base = 0
    /// Content above it, such as a sheet.
    case elevated = 1
}
