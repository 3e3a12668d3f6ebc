import Foundation

/// The device a snapshot stands for, which `UIScreen.main` and `UIDevice.current` report
/// while the snapshot is taken: its screen's size and its kind.
///
/// The snapshot strategies set it from their `ViewImageConfig` around everything they run
/// (loading a view controller's view, then the render), so `viewDidLoad()` on an iPad preset
/// sees an iPad. Inside a render, the render's traits decide the idiom (an iPad's traits
/// make `UIDevice.current.userInterfaceIdiom` `.pad`). Task-local, so parallel tests each see
/// their own device.
package enum DeviceScope {
    /// A device: its screen's size in points, as the app's orientation has it, and its idiom.
    package struct Device: Sendable, Equatable {
        package var screenSize: CGSize?
        package var idiom: UIUserInterfaceIdiom
        /// The scale the snapshot renders at, or `nil` for ``defaultDisplayScale``.
        package var displayScale: CGFloat?

        package init(screenSize: CGSize?, idiom: UIUserInterfaceIdiom, displayScale: CGFloat? = nil) {
            self.screenSize = screenSize
            self.idiom = idiom
            self.displayScale = displayScale
        }
    }

    /// The scale a snapshot renders at unless told otherwise (`ViewRenderer.render(_:)`'s and the
    /// `.image` strategy's default), which views report outside a render.
    package static let defaultDisplayScale: CGFloat = 2

    /// Pixels per point: the render's, else the device's, else ``defaultDisplayScale``; what
    /// `traitCollection.displayScale`, `UIScreen.main.scale` and `contentScaleFactor` report, so
    /// code that rounds to pixels outside a render rounds as the render will.
    static var displayScale: CGFloat {
        if let scale = RenderScope.environment?.traits.displayScale, scale > 0 { return scale }
        if let scale = current?.displayScale, scale > 0 { return scale }
        return defaultDisplayScale
    }

    @TaskLocal package static var current: Device?

    /// Runs `body` as on `device`.
    package static func on<R>(_ device: Device, _ body: () throws -> R) rethrows -> R {
        try $current.withValue(device, operation: body)
    }

    /// The kind of device: the render's traits' idiom, else the device's, else a phone.
    static var idiom: UIUserInterfaceIdiom {
        if let fromRender = RenderScope.environment?.traits.userInterfaceIdiom, fromRender != .unspecified { return fromRender }
        if let idiom = current?.idiom, idiom != .unspecified { return idiom }
        return .phone
    }

    /// The screen's size: the device's, else the default screen of the idiom (an iPhone SE's,
    /// or a 10th-generation iPad's, portrait).
    static var screenSize: CGSize {
        if let size = current?.screenSize { return size }
        return idiom == .pad ? DeviceScreen.iPad.size : DeviceScreen.iPhoneSE.size
    }

    /// Whether the device's screen is wider than tall.
    static var isLandscape: Bool {
        guard let size = current?.screenSize else { return false }
        return size.width > size.height
    }

    /// The narrowest phone, by its portrait width in points, whose width is regular in
    /// landscape: the Plus and Max phones and the XR and 11 are 414 pt or more (as
    /// swift-snapshot-testing's presets have it, and Apple's Human Interface Guidelines,
    /// *Layout › Device size classes*), while the widest of the others, the iPhone 16 Pro, is
    /// 402 pt.
    static let narrowestRegularWidthInLandscape: CGFloat = 414

    /// The traits a window on the device has, which a render starts from: light, left to
    /// right, the default Dynamic Type size (`.large`), normal contrast and weight, base level,
    /// the idiom, and its size classes: a phone is compact wide and regular high in portrait,
    /// compact high in landscape, where it is compact wide too unless it is a Plus or Max
    /// phone (``narrowestRegularWidthInLandscape``); other devices are regular both ways.
    static func windowTraits(idiom asked: UIUserInterfaceIdiom) -> UITraitCollection {
        var idiom = asked
        if idiom == .unspecified { idiom = current?.idiom ?? .unspecified }
        if idiom == .unspecified { idiom = .phone }
        let phone = idiom == .phone
        let wideLandscapePhone = isLandscape && (current?.screenSize?.height ?? 0) >= narrowestRegularWidthInLandscape
        return UITraitCollection(values: UITraitCollection.Values(
            userInterfaceStyle: .light,
            horizontalSizeClass: phone && !wideLandscapePhone ? .compact : .regular,
            verticalSizeClass: phone && isLandscape ? .compact : .regular,
            userInterfaceIdiom: idiom, layoutDirection: .leftToRight, preferredContentSizeCategory: .large,
            accessibilityContrast: .normal, legibilityWeight: .regular, userInterfaceLevel: .base))
    }
}
