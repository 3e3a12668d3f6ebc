import Designable
import Foundation

/// A screen to render a view or view controller on: its size in points, the safe-area insets
/// its bars and rounded corners leave, and its traits, with swift-snapshot-testing's name,
/// shape and presets.
///
/// ```swift
/// assertSnapshot(of: SettingsViewController(), as: .image(on: .iPhone13))
/// assertSnapshot(of: SettingsViewController(), as: .image(on: .iPhoneSe(.landscape)))
/// assertSnapshot(of: SettingsViewController(), as: .image(on: .iPadPro11(.portrait(splitView: .oneThird))))
/// ```
///
/// Every preset of swift-snapshot-testing is here with its sizes, safe areas and traits (size
/// classes, idiom, layout direction, content size, 3D Touch); see `PhonePresets.swift`
/// and `PadPresets.swift`. Like swift-snapshot-testing's, they set no display scale:
/// the image is @2x unless the strategy's `scale:` or `traits:` say otherwise. The
/// `DeviceScreen` presets of `designable render --device` (``iPhone15``, ``iPhone15ProMax``,
/// ``iPad``) set their device's scale.
///
/// The preset's ``safeArea`` becomes the root view's `deviceSafeAreaInsets`, so views pinned
/// to `safeAreaLayoutGuide` sit below the status bar and above the home indicator.
public struct ViewImageConfig: Sendable, Equatable {
    /// A phone's orientation; the presets without one are portrait.
    public enum Orientation: Sendable, Equatable {
        case landscape
        case portrait
    }

    /// An iPad's orientation with the share of the screen the app has in Split View; the
    /// presets without one are landscape, full screen.
    public enum TabletOrientation: Sendable, Equatable {
        /// The app's share of a portrait iPad.
        public enum PortraitSplits: Sendable, Equatable {
            case oneThird
            case twoThirds
            case full
        }

        /// The app's share of a landscape iPad.
        public enum LandscapeSplits: Sendable, Equatable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }

        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    /// The insets of the area not covered by the status bar, the sensor housing or the home
    /// indicator, in points.
    public var safeArea: UIEdgeInsets
    /// The screen's size in points; `nil` keeps the view's own size.
    public var size: CGSize?
    /// The screen's traits: size classes, idiom, layout direction and the rest; a display
    /// scale only when the preset names one.
    public var traits: UITraitCollection

    /// A screen of your own, when none of the presets fits.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = UITraitCollection()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// The screen of `device`, with its traits (`DeviceScreen.traits`): its display scale,
    /// idiom and size classes.
    ///
    /// ```swift
    /// assertSnapshot(of: card, as: .image(on: ViewImageConfig(.iPhone15ProMax)))
    /// ```
    public init(_ device: DeviceScreen) {
        self.init(safeArea: device.safeArea, size: device.size, traits: device.traits)
    }

    /// iPhone 15 (also 15 Pro, 14 Pro): 393 × 852 pt at @3x, with the Dynamic Island's 59 pt
    /// at the top and the home indicator's 34 pt at the bottom; `DeviceScreen.iPhone15`.
    public static let iPhone15 = ViewImageConfig(.iPhone15)

    /// iPhone 15 Pro Max (also 15 Plus, 14 Pro Max): 430 × 932 pt at @3x, insets as the
    /// iPhone 15; `DeviceScreen.iPhone15ProMax`.
    public static let iPhone15ProMax = ViewImageConfig(.iPhone15ProMax)

    /// iPad (10th generation; also iPad Air 4th–5th): 820 × 1180 pt at @2x, with a 24 pt
    /// status bar and a 20 pt home indicator; `DeviceScreen.iPad`.
    public static let iPad = ViewImageConfig(.iPad)

    /// The iPhone SE 3rd generation (and 2nd): 375 × 667 pt at @2x; `DeviceScreen.iPhoneSE`.
    /// swift-snapshot-testing's ``iPhoneSe`` is the first generation's 320 × 568 pt screen.
    public static let iPhoneSE3 = ViewImageConfig(.iPhoneSE)
}
