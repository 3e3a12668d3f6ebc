import Designable
import Foundation

/// One row of swift-snapshot-testing's iPad table: the width the app has in each Split View
/// share, the screen's height in each orientation, and which shares are compact.
struct PadScreen: Sendable {
    /// The long side and the short side of the screen, in points.
    var long: CGFloat
    var short: CGFloat
    /// Widths in landscape: one third, one half, two thirds (full is ``long``).
    var landscapeSplits: (CGFloat, CGFloat, CGFloat)
    /// Widths in portrait: one third, two thirds (full is ``short``).
    var portraitSplits: (CGFloat, CGFloat)
    var safeArea: UIEdgeInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    /// Whether half of a landscape screen is still regular width (the 12.9-inch iPad Pro).
    var regularAtHalf = false

    static let mini = PadScreen(long: 1024, short: 768, landscapeSplits: (320, 507, 694), portraitSplits: (320, 438))
    static let tenTwo = PadScreen(long: 1080, short: 810, landscapeSplits: (320, 535, 750), portraitSplits: (320, 480))
    static let pro10_5 = PadScreen(long: 1112, short: 834, landscapeSplits: (320, 551, 782), portraitSplits: (320, 504))
    static let pro11 = PadScreen(long: 1194, short: 834, landscapeSplits: (375, 592, 809), portraitSplits: (320, 504),
                                 safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    static let pro12_9 = PadScreen(long: 1366, short: 1024, landscapeSplits: (375, 678, 981), portraitSplits: (375, 639),
                                   regularAtHalf: true)

    /// Full screen and two thirds of a landscape screen: regular width and height, pad idiom.
    static let regular = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .regular),
        UITraitCollection(userInterfaceIdiom: .pad),
    ])
    /// A narrow Split View share: compact width, regular height, pad idiom.
    static let compactSplitView = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
        UITraitCollection(userInterfaceIdiom: .pad),
    ])

    func config(_ orientation: ViewImageConfig.TabletOrientation) -> ViewImageConfig {
        let width: CGFloat, height: CGFloat, compact: Bool
        switch orientation {
        case .landscape(let split):
            height = short
            switch split {
            case .oneThird: (width, compact) = (landscapeSplits.0, true)
            case .oneHalf: (width, compact) = (landscapeSplits.1, !regularAtHalf)
            case .twoThirds: (width, compact) = (landscapeSplits.2, false)
            case .full: (width, compact) = (long, false)
            }
        case .portrait(let split):
            height = long
            switch split {
            case .oneThird: (width, compact) = (portraitSplits.0, true)
            case .twoThirds: (width, compact) = (portraitSplits.1, true)
            case .full: (width, compact) = (short, false)
            }
        }
        return ViewImageConfig(safeArea: safeArea, size: CGSize(width: width, height: height),
                               traits: compact ? PadScreen.compactSplitView : PadScreen.regular)
    }

    func config(_ orientation: ViewImageConfig.Orientation) -> ViewImageConfig {
        config(orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full))
    }
}

extension ViewImageConfig {
    /// iPad mini (and the 9.7-inch iPad): 1024 × 768 pt in landscape, full screen.
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    /// iPad mini in `orientation`, full screen.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { PadScreen.mini.config(orientation) }
    /// iPad mini in `orientation`, with the app's share of the screen in Split View.
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig { PadScreen.mini.config(orientation) }

    /// The 9.7-inch iPad: the iPad mini's screen in points.
    public static let iPad9_7 = iPadMini
    /// The 9.7-inch iPad in `orientation`, full screen.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { PadScreen.mini.config(orientation) }
    /// The 9.7-inch iPad in `orientation`, in Split View.
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { PadScreen.mini.config(orientation) }

    /// The 10.2-inch iPad: 1080 × 810 pt in landscape, full screen.
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    /// The 10.2-inch iPad in `orientation`, full screen.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { PadScreen.tenTwo.config(orientation) }
    /// The 10.2-inch iPad in `orientation`, in Split View.
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig { PadScreen.tenTwo.config(orientation) }

    /// The 10.5-inch iPad Pro: 1112 × 834 pt in landscape, full screen.
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    /// The 10.5-inch iPad Pro in `orientation`, full screen.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { PadScreen.pro10_5.config(orientation) }
    /// The 10.5-inch iPad Pro in `orientation`, in Split View.
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig { PadScreen.pro10_5.config(orientation) }

    /// The 11-inch iPad Pro: 1194 × 834 pt in landscape, a 24 pt status bar and a 20 pt home indicator.
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    /// The 11-inch iPad Pro in `orientation`, full screen.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { PadScreen.pro11.config(orientation) }
    /// The 11-inch iPad Pro in `orientation`, in Split View.
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig { PadScreen.pro11.config(orientation) }

    /// The 12.9-inch iPad Pro: 1366 × 1024 pt in landscape, full screen.
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    /// The 12.9-inch iPad Pro in `orientation`, full screen.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { PadScreen.pro12_9.config(orientation) }
    /// The 12.9-inch iPad Pro in `orientation`, in Split View.
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig { PadScreen.pro12_9.config(orientation) }
}

extension UITraitCollection {
    /// A full-screen iPad mini's traits: regular width and height, pad idiom.
    public static let iPadMini = PadScreen.regular
    /// An iPad mini's traits in a narrow Split View share: compact width.
    public static let iPadMini_Compact_SplitView = PadScreen.compactSplitView
    /// A full-screen 9.7-inch iPad's traits.
    public static let iPad9_7 = PadScreen.regular
    /// A 9.7-inch iPad's traits in a narrow Split View share.
    public static let iPad9_7_Compact_SplitView = PadScreen.compactSplitView
    /// A full-screen 10.2-inch iPad's traits.
    public static let iPad10_2 = PadScreen.regular
    /// A 10.2-inch iPad's traits in a narrow Split View share.
    public static let iPad10_2_Compact_SplitView = PadScreen.compactSplitView
    /// A full-screen 10.5-inch iPad Pro's traits.
    public static let iPadPro10_5 = PadScreen.regular
    /// A 10.5-inch iPad Pro's traits in a narrow Split View share.
    public static let iPadPro10_5_Compact_SplitView = PadScreen.compactSplitView
    /// A full-screen 11-inch iPad Pro's traits.
    public static let iPadPro11 = PadScreen.regular
    /// An 11-inch iPad Pro's traits in a narrow Split View share.
    public static let iPadPro11_Compact_SplitView = PadScreen.compactSplitView
    /// A full-screen 12.9-inch iPad Pro's traits.
    public static let iPadPro12_9 = PadScreen.regular
    /// A 12.9-inch iPad Pro's traits in a narrow Split View share.
    public static let iPadPro12_9_Compact_SplitView = PadScreen.compactSplitView
}
