import Designable
import Foundation

/// One row of swift-snapshot-testing's phone table: the portrait size, the insets in each
/// orientation, and the traits.
struct PhoneScreen: Sendable {
    var width: CGFloat
    var height: CGFloat
    var portraitSafeArea: UIEdgeInsets
    var landscapeSafeArea: UIEdgeInsets
    /// Whether the phone's landscape width class is regular (the Plus and Max phones).
    var regularWidthInLandscape: Bool
    var forceTouch: UIForceTouchCapability = .available

    static let homeButton = (portrait: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscape: UIEdgeInsets.zero)
    static let notch = (portrait: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
                        landscape: UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
    static let notch12 = (portrait: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                          landscape: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))

    static let se = PhoneScreen(width: 320, height: 568, home: true, regular: false)
    static let eight = PhoneScreen(width: 375, height: 667, home: true, regular: false)
    static let eightPlus = PhoneScreen(width: 414, height: 736, home: true, regular: true)
    static let x = PhoneScreen(width: 375, height: 812, insets: notch, regular: false)
    static let xsMax = PhoneScreen(width: 414, height: 896, insets: notch, regular: true)
    static let xr = PhoneScreen(width: 414, height: 896, insets: notch, regular: true, forceTouch: .unavailable)
    static let twelve = PhoneScreen(width: 390, height: 844, insets: notch12, regular: false)
    static let twelveProMax = PhoneScreen(width: 428, height: 926, insets: notch12, regular: true)
    /// The 13 mini: the X's size with a deeper sensor housing.
    static let thirteenMini = PhoneScreen(width: 375, height: 812,
                                          insets: (UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
                                                   UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50)),
                                          regular: false)

    init(width: CGFloat, height: CGFloat, home: Bool, regular: Bool) {
        self.init(width: width, height: height, insets: PhoneScreen.homeButton, regular: regular)
    }

    init(width: CGFloat, height: CGFloat, insets: (portrait: UIEdgeInsets, landscape: UIEdgeInsets), regular: Bool,
         forceTouch: UIForceTouchCapability = .available) {
        self.width = width
        self.height = height
        portraitSafeArea = insets.portrait
        landscapeSafeArea = insets.landscape
        regularWidthInLandscape = regular
        self.forceTouch = forceTouch
    }

    /// A phone's traits: 3D Touch, left to right, medium text, phone idiom, and its size classes.
    func traits(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        let landscape = orientation == .landscape
        return UITraitCollection(traitsFrom: [
            UITraitCollection(forceTouchCapability: forceTouch),
            UITraitCollection(layoutDirection: .leftToRight),
            UITraitCollection(preferredContentSizeCategory: .medium),
            UITraitCollection(userInterfaceIdiom: .phone),
            UITraitCollection(horizontalSizeClass: landscape && regularWidthInLandscape ? .regular : .compact),
            UITraitCollection(verticalSizeClass: landscape ? .compact : .regular),
        ])
    }

    func config(_ orientation: ViewImageConfig.Orientation, traits: UITraitCollection? = nil) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            ViewImageConfig(safeArea: portraitSafeArea, size: CGSize(width: width, height: height), traits: traits ?? self.traits(.portrait))
        case .landscape:
            ViewImageConfig(safeArea: landscapeSafeArea, size: CGSize(width: height, height: width), traits: traits ?? self.traits(.landscape))
        }
    }
}

extension ViewImageConfig {
    /// iPhone SE (1st generation): 320 × 568 pt, a 20 pt status bar, as swift-snapshot-testing's.
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    /// iPhone SE (1st generation) in `orientation`.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig { PhoneScreen.se.config(orientation) }

    /// iPhone 8: 375 × 667 pt, a 20 pt status bar.
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    /// iPhone 8 in `orientation`.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig { PhoneScreen.eight.config(orientation) }

    /// iPhone 8 Plus: 414 × 736 pt, regular width in landscape.
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    /// iPhone 8 Plus in `orientation`.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig { PhoneScreen.eightPlus.config(orientation) }

    /// iPhone X: 375 × 812 pt, a 44 pt sensor housing and a 34 pt home indicator.
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    /// iPhone X in `orientation`.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig { PhoneScreen.x.config(orientation) }

    /// iPhone XS Max: 414 × 896 pt, insets as the X.
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    /// iPhone XS Max in `orientation`.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig { PhoneScreen.xsMax.config(orientation) }

    /// iPhone XR: the XS Max's screen without 3D Touch.
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    /// iPhone XR in `orientation`.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig { PhoneScreen.xr.config(orientation) }

    /// iPhone 12: 390 × 844 pt, a 47 pt sensor housing and a 34 pt home indicator.
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    /// iPhone 12 in `orientation`.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig { PhoneScreen.twelve.config(orientation) }

    /// iPhone 12 Pro: the iPhone 12's screen.
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    /// iPhone 12 Pro in `orientation`.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { PhoneScreen.twelve.config(orientation) }

    /// iPhone 12 Pro Max: 428 × 926 pt, insets as the 12.
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max in `orientation`.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig { PhoneScreen.twelveProMax.config(orientation) }

    /// iPhone 13: the iPhone 12's screen.
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    /// iPhone 13 in `orientation`.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { PhoneScreen.twelve.config(orientation) }

    /// iPhone 13 mini: 375 × 812 pt with a 50 pt sensor housing, and the iPhone 13's traits.
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    /// iPhone 13 mini in `orientation`.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        PhoneScreen.thirteenMini.config(orientation, traits: PhoneScreen.twelve.traits(orientation))
    }

    /// iPhone 13 Pro: the iPhone 13's screen.
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    /// iPhone 13 Pro in `orientation`.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { PhoneScreen.twelve.config(orientation) }

    /// iPhone 13 Pro Max: the iPhone 12 Pro Max's screen.
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max in `orientation`.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig { PhoneScreen.twelveProMax.config(orientation) }
}

extension UITraitCollection {
    /// The traits of swift-snapshot-testing's iPhone SE preset in `orientation`.
    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { PhoneScreen.se.traits(orientation) }
    /// The traits of the iPhone 8 preset in `orientation`.
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { PhoneScreen.eight.traits(orientation) }
    /// The traits of the iPhone 8 Plus preset in `orientation`.
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { PhoneScreen.eightPlus.traits(orientation) }
    /// The traits of the iPhone X preset in `orientation`.
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { PhoneScreen.x.traits(orientation) }
    /// The traits of the iPhone XR preset in `orientation`.
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { PhoneScreen.xr.traits(orientation) }
    /// The traits of the iPhone XS Max preset in `orientation`.
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { PhoneScreen.xsMax.traits(orientation) }
    /// The traits of the iPhone 12 preset in `orientation`.
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { PhoneScreen.twelve.traits(orientation) }
    /// The traits of the iPhone 12 Pro Max preset in `orientation`.
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { PhoneScreen.twelveProMax.traits(orientation) }
    /// The traits of the iPhone 13 preset in `orientation`.
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { PhoneScreen.twelve.traits(orientation) }
    /// The traits of the iPhone 13 Pro Max preset in `orientation`.
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { PhoneScreen.twelveProMax.traits(orientation) }
}
