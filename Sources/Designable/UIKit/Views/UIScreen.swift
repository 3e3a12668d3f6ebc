import Foundation

/// The device's screen, as UIKit's `UIScreen`, for the code that reads `UIScreen.main.scale`
/// (for one-pixel lines) or `UIScreen.main.bounds` (to size a view to the screen).
///
/// Differs from UIKit on purpose: there is no device. ``main`` is the screen of the device the
/// snapshot in progress stands for (its `ViewImageConfig`'s size, as the app's orientation
/// has it), else a fixed 375 × 667-point iPhone SE screen (an 820 × 1180-point iPad's while
/// the render's traits say `.pad`), at the scale a snapshot renders at (``scale`` reads the
/// render in progress, so a hairline drawn as `1 / UIScreen.main.scale` is one pixel at every
/// scale), and outside a render the scale the snapshot will render at (2, the snapshots'
/// default, unless a device or scale says otherwise). Nothing depends on the machine.
open class UIScreen: NSObject, UITraitEnvironment, @unchecked Sendable {
    /// The screen the app runs on.
    public static let main = UIScreen()

    /// Every screen: only ``main``.
    public static var screens: [UIScreen] { [main] }

    /// The screen's size in points: the snapshot's device's (see `DeviceScope`), 375 × 667 by default.
    open var bounds: CGRect { CGRect(origin: .zero, size: DeviceScope.screenSize) }

    /// Pixels per point: the scale of the render in progress, else the snapshot's (2 by default).
    open var scale: CGFloat {
        let current = UITraitCollection.scoped?.displayScale ?? 0
        return current > 0 ? current : DeviceScope.displayScale
    }

    /// The physical screen's pixels per point: the same as ``scale`` here.
    open var nativeScale: CGFloat { scale }

    /// The screen's size in pixels, portrait up.
    open var nativeBounds: CGRect {
        let size = bounds.size
        return CGRect(x: 0, y: 0, width: Swift.min(size.width, size.height) * nativeScale,
                      height: Swift.max(size.width, size.height) * nativeScale)
    }

    /// The screen's traits: those of the render in progress, else light at ``scale``.
    open var traitCollection: UITraitCollection {
        UITraitCollection.scoped ?? UITraitCollection(displayScale: scale, userInterfaceStyle: .light)
    }

    /// Called when the screen's traits change; they change only with the render, so never here.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The screen's brightness, from 0 to 1: always 0.5, as nothing is lit; setting it does nothing,
    /// so that the shared screen never carries state from one test to the next.
    open var brightness: CGFloat {
        get { 0.5 }
        set {}
    }

    /// The most frames per second the screen shows.
    open var maximumFramesPerSecond: Int { 60 }
}

extension UIWindow {
    /// The screen the window is on: ``UIScreen/main``.
    public var screen: UIScreen { UIScreen.main }
}
