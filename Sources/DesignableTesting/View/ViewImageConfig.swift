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
/// The presets are portrait. Their point sizes and scales are those of Apple's Human Interface
/// Guidelines, *Layout › Specifications*
/// (<https://developer.apple.com/design/human-interface-guidelines/layout#iOS-iPadOS-device-screen-dimensions>);
/// the safe-area insets are what `view.safeAreaInsets` reports on each device's simulator
/// with a status bar showing (listed in Use Your Loaf's *iPhone 15 Screen Sizes*,
/// <https://useyourloaf.com/blog/iphone-15-screen-sizes/>).
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

    /// iPhone SE (3rd generation, 2022; also the 2nd): 375 × 667 pt at @2x, a 20 pt status
    /// bar and a home button, so no bottom inset.
    ///
    /// swift-snapshot-testing's `.iPhoneSe` is the first-generation SE (320 × 568 pt), which
    /// no iOS release since 15 runs on; this preset is the smallest iPhone apps support today.
    public static let iPhoneSe = ViewImageConfig(
        safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        size: CGSize(width: 375, height: 667),
        traits: UITraitCollection(displayScale: 2))

    /// iPhone 15 (also 15 Pro, 14 Pro): 393 × 852 pt at @3x, with the Dynamic Island's 59 pt
    /// at the top and the home indicator's 34 pt at the bottom.
    public static let iPhone15 = ViewImageConfig(
        safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        size: CGSize(width: 393, height: 852),
        traits: UITraitCollection(displayScale: 3))

    /// iPhone 15 Pro Max (also 15 Plus, 14 Pro Max): 430 × 932 pt at @3x, insets as the iPhone 15.
    public static let iPhone15ProMax = ViewImageConfig(
        safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        size: CGSize(width: 430, height: 932),
        traits: UITraitCollection(displayScale: 3))

    /// iPad (10th generation; also iPad Air 4th–5th): 820 × 1180 pt at @2x, with a 24 pt
    /// status bar and a 20 pt home indicator.
    public static let iPad = ViewImageConfig(
        safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        size: CGSize(width: 820, height: 1180),
        traits: UITraitCollection(displayScale: 2))
}
