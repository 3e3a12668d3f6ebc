import Designable

extension Designable.InitPath {
    /// The path as people say it, for tables and pages: "code", "coder", "design time".
    var displayName: String {
        switch self {
        case .code: "code"
        case .coder: "coder"
        case .designTime: "design time"
        }
    }
}
