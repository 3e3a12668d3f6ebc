import Designable
import Foundation

/// A screen to render a view or view controller on: its size in points, its scale (in
/// ``traits``) and the safe-area insets its bars and rounded corners leave, with
/// swift-snapshot-testing's name and shape.
///
/// ```swift
/// assertSnapshot(of: SettingsViewController(), as: .image(on: .iPhone15))
/// assertSnapshot(of: SettingsViewController(), as: .image(on: .iPad, traits: .init(userInterfaceStyle: .dark)))
/// ```
///
/// The presets are `DeviceScreen`'s, the table `designable render --device` uses
/// too: portrait, with Apple's point sizes and scales and each simulator's safe-area insets.
///
/// The preset's ``safeArea`` becomes the root view's `deviceSafeAreaInsets`, so views pinned
/// to `safeAreaLayoutGuide` sit below the status bar and above the home indicator.
public struct ViewImageConfig: Sendable, Equatable {
    /// The insets of the area not covered by the status bar, the sensor housing or the home
    /// indicator, in points.
    public var safeArea: UIEdgeInsets
    /// The screen's size in points; `nil` keeps the view's own size.
    public var size: CGSize?
    /// The screen's traits: its `displayScale` and, if set, light
    /// or dark.
    public var traits: UITraitCollection

    /// A screen of your own, when none of the presets fits.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = UITraitCollection()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// The screen of `device`, with its traits' display scale set to the device's scale.
    ///
    /// ```swift
    /// assertSnapshot(of: card, as: .image(on: ViewImageConfig(.iPhone15ProMax)))
    /// ```
    public init(_ device: DeviceScreen) {
        self.init(safeArea: device.safeArea, size: device.size, traits: UITraitCollection(displayScale: device.scale))
    }

    /// iPhone SE (3rd generation, 2022; also the 2nd): 375 × 667 pt at @2x, a 20 pt status
    /// bar and a home button, so no bottom inset; `DeviceScreen.iPhoneSE`.
    ///
    /// swift-snapshot-testing's `.iPhoneSe` is the first-generation SE (320 × 568 pt), which
    /// no iOS release since 15 runs on; this preset is the smallest iPhone apps support today.
    public static let iPhoneSe = ViewImageConfig(.iPhoneSE)

    /// iPhone 15 (also 15 Pro, 14 Pro): 393 × 852 pt at @3x, with the Dynamic Island's 59 pt
    /// at the top and the home indicator's 34 pt at the bottom; `DeviceScreen.iPhone15`.
    public static let iPhone15 = ViewImageConfig(.iPhone15)

    /// iPhone 15 Pro Max (also 15 Plus, 14 Pro Max): 430 × 932 pt at @3x, insets as the
    /// iPhone 15; `DeviceScreen.iPhone15ProMax`.
    public static let iPhone15ProMax = ViewImageConfig(.iPhone15ProMax)

    /// iPad (10th generation; also iPad Air 4th–5th): 820 × 1180 pt at @2x, with a 24 pt
    /// status bar and a 20 pt home indicator; `DeviceScreen.iPad`.
    public static let iPad = ViewImageConfig(.iPad)
}
