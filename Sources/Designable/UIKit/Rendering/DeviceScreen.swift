import Foundation

/// A device's screen: its size in points, its scale, and the safe-area insets its bars and
/// rounded corners leave, for rendering a view as it appears on that device.
///
/// ```swift
/// let screen = DeviceScreen.iPhone15
/// view.frame.size = screen.size
/// view.deviceSafeAreaInsets = screen.safeArea
/// let bitmap = try ViewRenderer.render(view, scale: screen.scale)
/// ```
///
/// The snapshot strategies' `ViewImageConfig` presets and `designable render --device` are built
/// from this one table, so a test and the command line render the same screen.
///
/// The presets are portrait. Their point sizes and scales are those of Apple's Human Interface
/// Guidelines, *Layout › Specifications*
/// (<https://developer.apple.com/design/human-interface-guidelines/layout#iOS-iPadOS-device-screen-dimensions>);
/// the safe-area insets are what `view.safeAreaInsets` reports on each device's simulator
/// with a status bar showing (listed in Use Your Loaf's *iPhone 15 Screen Sizes*,
/// <https://useyourloaf.com/blog/iphone-15-screen-sizes/>).
public struct DeviceScreen: Sendable, Equatable {
    /// The device's marketing name, such as "iPhone 15 Pro Max".
    public var name: String
    /// The screen's size in points, portrait.
    public var size: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// The insets of the area not covered by the status bar, the sensor housing or the home
    /// indicator, in points; it becomes the root view's ``UIView/deviceSafeAreaInsets``.
    public var safeArea: UIEdgeInsets
    /// The kind of device: a phone or a pad.
    public var idiom: UIUserInterfaceIdiom

    /// A screen of your own.
    public init(name: String, size: CGSize, scale: CGFloat, safeArea: UIEdgeInsets = .zero, idiom: UIUserInterfaceIdiom = .phone) {
        self.name = name
        self.size = size
        self.scale = scale
        self.safeArea = safeArea
        self.idiom = idiom
    }

    /// The traits of a full-screen app on the device: its scale and idiom, and the size
    /// classes and other traits of a window on it (a phone is compact wide and regular high in
    /// portrait, compact both ways in landscape except a Plus or Max phone, 414 pt wide or
    /// more, which is regular wide there; an iPad is regular both ways).
    public var traits: UITraitCollection {
        DeviceScope.on(device) { DeviceScope.windowTraits(idiom: idiom) }.overridden(by: UITraitCollection(displayScale: scale))
    }

    /// The device `UIScreen.main` and `UIDevice.current` report while a snapshot renders on this screen.
    package var device: DeviceScope.Device { DeviceScope.Device(screenSize: size, idiom: idiom, displayScale: scale) }

    /// iPhone SE (3rd generation, 2022; also the 2nd): 375 × 667 pt at @2x, a 20 pt status
    /// bar and a home button, so no bottom inset.
    ///
    /// swift-snapshot-testing's `.iPhoneSe` is the first-generation SE (320 × 568 pt), which
    /// no iOS release since 15 runs on; this preset is the smallest iPhone apps support today.
    public static let iPhoneSE = DeviceScreen(
        name: "iPhone SE", size: CGSize(width: 375, height: 667), scale: 2,
        safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))

    /// iPhone 15 (also 15 Pro, 14 Pro): 393 × 852 pt at @3x, with the Dynamic Island's 59 pt
    /// at the top and the home indicator's 34 pt at the bottom.
    public static let iPhone15 = DeviceScreen(
        name: "iPhone 15", size: CGSize(width: 393, height: 852), scale: 3,
        safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))

    /// iPhone 15 Pro Max (also 15 Plus, 14 Pro Max): 430 × 932 pt at @3x, insets as the iPhone 15.
    public static let iPhone15ProMax = DeviceScreen(
        name: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932), scale: 3,
        safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))

    /// iPad (10th generation; also iPad Air 4th–5th): 820 × 1180 pt at @2x, with a 24 pt
    /// status bar and a 20 pt home indicator.
    public static let iPad = DeviceScreen(
        name: "iPad", size: CGSize(width: 820, height: 1180), scale: 2,
        safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), idiom: .pad)

    /// Every preset, smallest first.
    public static let presets: [DeviceScreen] = [.iPhoneSE, .iPhone15, .iPhone15ProMax, .iPad]

    /// The preset called `name`, ignoring case, spaces, hyphens and underscores, so that
    /// `"iPhone 15 Pro Max"`, `"iphone-15-pro-max"` and `"iPhone15ProMax"` all find it.
    public static func preset(named name: String) -> DeviceScreen? {
        let key = lookupKey(name)
        return presets.first { lookupKey($0.name) == key }
    }

    private static func lookupKey(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { !" -_".unicodeScalars.contains($0) }.map(Character.init))
    }
}
