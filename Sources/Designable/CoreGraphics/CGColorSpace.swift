import Foundation

/// A named colour space, as Core Graphics' `CGColorSpace`, so colour and gradient code written
/// for iOS compiles.
///
/// Differs from Core Graphics on purpose: every colour is rendered as sRGB, whatever space it
/// names; the space is kept only so code can pass it along.
public final class CGColorSpace: Sendable {
    public let name: String?

    public init?(name: String) { self.name = name }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let deviceRGB = "kCGColorSpaceDeviceRGB"
}

/// The device RGB space, which Designable treats as sRGB.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: CGColorSpace.deviceRGB)! }

/// The device grey space, which Designable treats as sRGB greys.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)! }
