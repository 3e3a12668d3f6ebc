import Typography

/// How text that does not fit is wrapped or shortened, as UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable, CaseIterable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    var typography: LineBreakMode {
        switch self {
        case .byWordWrapping: .wordWrap
        case .byCharWrapping: .charWrap
        case .byClipping: .clipping
        case .byTruncatingHead: .truncatingHead
        case .byTruncatingTail: .truncatingTail
        case .byTruncatingMiddle: .truncatingMiddle
        }
    }
}
