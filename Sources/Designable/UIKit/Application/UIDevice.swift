import Foundation

/// The device, as UIKit's `UIDevice`, for views that branch on the idiom or observe rotation.
///
/// Differs from UIKit on purpose: ``current`` is the device the snapshot in progress stands
/// for, whatever the machine, so that a view that reads it renders the same everywhere: an
/// iPhone in portrait running iOS 17.0 by default; an iPad while a snapshot renders on an iPad
/// preset (or with `.pad` traits), in landscape while the preset's screen is wider than tall.
/// Views should still prefer their own `traitCollection.userInterfaceIdiom`.
open class UIDevice: NSObject, @unchecked Sendable {
    /// The device's orientations.
    public enum Orientation: Int, Sendable {
        case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

        /// Whether the orientation is portrait or upside down.
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        /// Whether the orientation is landscape, either way.
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
        /// Whether the orientation is flat, face up or down.
        public var isFlat: Bool { self == .faceUp || self == .faceDown }
        /// Whether the orientation is one an interface can take.
        public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
    }

    /// The device the code runs on.
    public static let current = UIDevice()

    /// The kind of device: the snapshot's (see `DeviceScope`), a phone by default.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { DeviceScope.idiom }
    /// The device's orientation: landscape (`.landscapeLeft`) while the snapshot's screen is
    /// wider than tall, else portrait.
    open var orientation: Orientation { DeviceScope.isLandscape ? .landscapeLeft : .portrait }
    /// The operating system's name.
    open var systemName: String { "iOS" }
    /// The operating system's version.
    open var systemVersion: String { "17.0" }
    /// The model's name: "iPad" on an iPad, else "iPhone".
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The model's localized name, as ``model``.
    open var localizedModel: String { model }
    /// The device's name, as ``model``.
    open var name: String { model }
    /// Whether the device sends orientation notifications; they are never sent here.
    open var isGeneratingDeviceOrientationNotifications: Bool { false }
    /// Whether the device can run more than one task; always.
    open var isMultitaskingSupported: Bool { true }

    /// Accepted for source compatibility; no orientation notification is ever sent.
    open func beginGeneratingDeviceOrientationNotifications() {}
    /// Accepted for source compatibility.
    open func endGeneratingDeviceOrientationNotifications() {}
    /// Accepted for source compatibility: there is no speaker to click.
    open func playInputClick() {}

    /// Posted when the device's orientation changes.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

/// UIKit's top-level name for ``UIDevice/Orientation``.
public typealias UIDeviceOrientation = UIDevice.Orientation
