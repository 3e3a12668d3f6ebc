import Designable
import Raster
import SnapshotEngine

/// Sets of init paths, for the view strategies' `paths:` parameter.
extension Set where Element == InitPath {
    /// Every path: code, coder and design time.
    ///
    /// ```swift
    /// assertSnapshot(of: StarView(frame: rect), as: .image(paths: .all))
    /// ```
    public static var all: Set<InitPath> { Set(InitPath.allCases) }
}

extension InitPath {
    /// The path's name in failure messages: "code", "coder", "design time".
    var snapshotName: String {
        switch self {
        case .code: "code"
        case .coder: "coder"
        case .designTime: "design time"
        }
    }

    /// The path's name in artifact files: `actual-design-time.png`.
    var fileSuffix: String { self == .designTime ? "design-time" : rawValue }
}

extension VariantWording {
    /// The engine's sentences for the view strategies' variants, the init paths: "the coder
    /// path", "Between the paths: …", and why a drift is the view's fault.
    static let initPaths = VariantWording(
        noun: "path", plural: "paths", drift: "the view's init paths drifted apart: fix the view, not the reference.")
}

/// Why a view strategy could not render along the paths it was asked for.
public enum InitPathError: Error, Equatable, CustomStringConvertible {
    /// No path was asked for, so there would be nothing to compare.
    case noPaths
    /// These paths were asked for a value that cannot be rendered along them: a view
    /// controller is rendered in code only.
    case unavailable([InitPath])
    /// The design-time path was asked for a class nobody registered, so there is no
    /// `init(frame:)` factory and no inspectables to apply.
    case notRegistered(className: String)
    /// These paths were asked for a moment of an animation or a frame strip, which are rendered
    /// in code only: animations are added by code, and a view decoded from a document has none.
    case unavailableAtMoments([InitPath])

    /// What went wrong and how to fix it, as the failure message shows it.
    public var description: String {
        switch self {
        case .noPaths:
            return "paths is empty: ask for at least one init path, such as [.code]."
        case .unavailable(let paths):
            let names = paths.map { ".\($0.rawValue)" }.joined(separator: ", ")
            return "A view controller is rendered along .code only, not \(names): pass paths: [.code], "
                + "or snapshot its view's custom classes as views."
        case .unavailableAtMoments(let paths):
            let names = paths.map { ".\($0.rawValue)" }.joined(separator: ", ")
            return "Animation moments and frame strips are rendered along .code only, not \(names): animations are added "
                + "by code, and a view decoded from a document has none. Leave paths out of the options, or pass [.code]."
        case .notRegistered(let name):
            return """
                \(name) is not registered, so it cannot be rendered at design time: Interface Builder makes it with \
                init(frame:) and sets its inspectables, and only a registration says how. Register it once before \
                the snapshot (in setUp, say), declaring each @IBInspectable:
                    DesignableRegistry.shared.register(\(name).self, make: \(name).init(frame:)) {
                        $0.inspectable("name", \\.name)
                    }
                or pass that registry as registry:, or leave .designTime out (paths: [.code, .coder]).
                """
        }
    }
}

/// The checks on the paths asked for, before anything renders.
enum InitPathSupport {
    /// Throws when `paths` is empty.
    static func check(_ paths: Set<InitPath>) throws(InitPathError) {
        if paths.isEmpty { throw .noPaths }
    }

    /// Throws unless `paths` is `[.code]`: animations are added by code.
    static func checkMoments(_ paths: Set<InitPath>) throws(InitPathError) {
        try check(paths)
        let other = InitPath.allCases.filter { paths.contains($0) && $0 != .code }
        if !other.isEmpty { throw .unavailableAtMoments(other) }
    }

    /// Throws unless `paths` is `[.code]`: a view controller's view is its `loadView()`'s, and
    /// there is no document to decode it from.
    static func checkController(_ paths: Set<InitPath>) throws(InitPathError) {
        try check(paths)
        let other = InitPath.allCases.filter { paths.contains($0) && $0 != .code }
        if !other.isEmpty { throw .unavailable(other) }
    }

    /// The path the reference is recorded from: code, the one the app shows, when asked for;
    /// otherwise the first asked for in the order code, coder, design time.
    static func referencePath(of paths: Set<InitPath>) -> InitPath {
        InitPath.allCases.first { paths.contains($0) } ?? .code
    }
}
