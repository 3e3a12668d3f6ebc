import Foundation

/// A named colour space, as Core Graphics' `CGColorSpace`, so colour and gradient code written
/// for iOS compiles.
///
/// Differs from Core Graphics on purpose: every colour is rendered as sRGB, whatever space it
/// names; the space is kept only so code can pass it along.
public final class CGColorSpace: Sendable {
    /// The space's name, such as ``sRGB``.
    public let name: String?

    /// The colour space called `name`; every name is accepted and rendered as sRGB.
    public init?(name: String) { self.name = name }

    /// The name of the standard RGB colour space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The name of the grey colour space with a 2.2 gamma.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// The name of the Display P3 space; its colours are rendered as sRGB here.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// The name of the device RGB space; treated as sRGB.
    public static let deviceRGB = "kCGColorSpaceDeviceRGB"
}

/// The device RGB space, which Designable treats as sRGB.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: CGColorSpace.deviceRGB)! }

/// The device grey space, which Designable treats as sRGB greys.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)! }
