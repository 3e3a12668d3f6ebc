import Foundation

/// Where a bitmap's alpha is and whether its colours are premultiplied by it, as Core
/// Graphics' `CGImageAlphaInfo`.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha: every pixel is opaque.
    case none = 0
    /// Alpha last (RGBA), colours premultiplied.
    case premultipliedLast = 1
    /// Alpha first (ARGB), colours premultiplied.
    case premultipliedFirst = 2
    /// Alpha last, colours not premultiplied.
    case last = 3
    /// Alpha first, colours not premultiplied.
    case first = 4
    /// An ignored byte last (RGBX): opaque.
    case noneSkipLast = 5
    /// An ignored byte first (XRGB): opaque.
    case noneSkipFirst = 6
    /// Only alpha, no colour: a mask.
    case alphaOnly = 7
}

/// The byte order of a bitmap's pixels, as Core Graphics' `CGImageByteOrderInfo`.
public enum CGImageByteOrderInfo: UInt32, Sendable {
    /// The default: big-endian, the components in the order the alpha info names them.
    case orderDefault = 0
    /// 16-bit little-endian words.
    case order16Little = 0x1000
    /// 32-bit little-endian words: the components in reverse (BGRA for `premultipliedFirst`).
    case order32Little = 0x2000
    /// 16-bit big-endian words.
    case order16Big = 0x3000
    /// 32-bit big-endian words.
    case order32Big = 0x4000
    /// The mask of the byte-order bits.
    case orderMask = 0x7000
}

/// The layout of a bitmap's pixels: its ``CGImageAlphaInfo`` in the low bits and its byte order,
/// as Core Graphics' `CGBitmapInfo`.
///
/// ```swift
/// CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
/// [.byteOrder32Little, CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue)]   // BGRA
/// ```
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    /// Bitmap info with these bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The bits that hold the alpha info.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// The bits that say how components are stored as floating point.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    /// Components are floating point.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits that hold the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order.
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit little-endian words.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit little-endian words.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit big-endian words.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit big-endian words.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    /// The byte order of the host, little-endian on every machine Designable runs on.
    public static let byteOrder16Host = byteOrder16Little
    /// The byte order of the host, little-endian on every machine Designable runs on.
    public static let byteOrder32Host = byteOrder32Little

    /// The alpha info these bits hold.
    var alphaInfo: CGImageAlphaInfo? { CGImageAlphaInfo(rawValue: rawValue & 0x1F) }
    /// The byte-order bits.
    var byteOrder: UInt32 { rawValue & 0x7000 }
}
