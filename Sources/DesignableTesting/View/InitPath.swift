/// A way a view comes to life, which the view strategies can render it along.
///
/// ```swift
/// assertSnapshot(of: Badge(frame: rect), as: .image(paths: [.code]))
/// ```
///
/// Only ``code`` renders today. The matrix that also builds the view with `init(coder:)`
/// (``coder``) and prepares it for Interface Builder (``designTime``), and compares every path
/// with the one reference, arrives with the Interface Builder issue; until then asking for those
/// paths fails the assertion and says so, rather than passing while checking less than asked.
public enum InitPath: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `init(frame:)`, then whatever the test set: the view as the app builds it.
    case code
    /// The same view encoded and decoded through `init(coder:)`, as from a storyboard or xib.
    case coder
    /// Built as Interface Builder's live view does: `init(frame:)` and `prepareForInterfaceBuilder()`.
    case designTime

    public var description: String {
        switch self {
        case .code: "code"
        case .coder: "coder"
        case .designTime: "design time"
        }
    }
}

extension Set where Element == InitPath {
    /// Every path: code, coder and design time.
    public static var all: Set<InitPath> { Set(InitPath.allCases) }
}

/// Why a view strategy could not render along the paths it was asked for.
public enum InitPathError: Error, Equatable, CustomStringConvertible {
    /// These paths were asked for and cannot be rendered yet.
    case unavailable([InitPath])
    /// No path was asked for, so there would be nothing to compare.
    case noPaths

    public var description: String {
        switch self {
        case .unavailable(let paths):
            let names = paths.map { ".\($0.rawValue)" }.joined(separator: ", ")
            return "Rendering along \(names) is not available yet: the init-path matrix (init(coder:) and design time) "
                + "arrives with the Interface Builder issue. Use paths: [.code] until then."
        case .noPaths:
            return "paths is empty: ask for at least one init path, such as [.code]."
        }
    }
}

/// The one place that decides which paths a view can be rendered along; the init-path matrix
/// replaces this check with rendering along each of them.
enum InitPathSupport {
    static let available: Set<InitPath> = [.code]

    /// Throws when `paths` is empty or asks for a path that cannot be rendered yet.
    static func check(_ paths: Set<InitPath>) throws(InitPathError) {
        if paths.isEmpty { throw .noPaths }
        // In declaration order, so that the message is the same on every run.
        let missing = InitPath.allCases.filter { paths.contains($0) && !available.contains($0) }
        if !missing.isEmpty { throw .unavailable(missing) }
    }
}
