import Foundation

// Core Foundation's types that UIKit code passes to Core Graphics and Core Text, as the
// Foundation classes they are toll-free bridged to on iOS, so that `array as CFArray`,
// `data as CFData` and `Unmanaged<CFError>` compile unchanged.

/// Core Foundation's array: `NSArray`, as it is toll-free bridged on iOS.
public typealias CFArray = NSArray
/// Core Foundation's data: `NSData`, as it is toll-free bridged on iOS.
public typealias CFData = NSData
/// Core Foundation's URL: `NSURL`, as it is toll-free bridged on iOS.
public typealias CFURL = NSURL
/// Core Foundation's error: `NSError`, as it is toll-free bridged on iOS.
public typealias CFError = NSError
/// Core Foundation's string: `NSString`, as it is toll-free bridged on iOS.
public typealias CFString = NSString
/// Core Foundation's dictionary: `NSDictionary`, as it is toll-free bridged on iOS.
public typealias CFDictionary = NSDictionary
/// Core Foundation's type identifier, which each Core Graphics type's `typeID` gives.
public typealias CFTypeID = UInt
/// Any Core Foundation object, as `CFTypeRef`: what `CATextLayer.font` takes (`font as CFTypeRef`).
public typealias CFTypeRef = AnyObject

/// A range of a Core Foundation string or array, as `CFRange`: a location and a length, in
/// UTF-16 units for strings. `CFRange(location: 0, length: 0)` means "all of it" to the Core
/// Text calls that take one.
public struct CFRange: Hashable, Sendable {
    /// The first index.
    public var location: CFIndex
    /// The number of indices.
    public var length: CFIndex
    /// The empty range at 0.
    public init() { self.init(location: 0, length: 0) }
    /// The range of `length` indices from `location`.
    public init(location: CFIndex, length: CFIndex) {
        self.location = location
        self.length = length
    }
}

/// The range of `length` indices from `loc`, as Core Foundation's `CFRangeMake`.
public func CFRangeMake(_ loc: CFIndex, _ len: CFIndex) -> CFRange { CFRange(location: loc, length: len) }

/// The type identifiers of the Core Graphics types, distinct and fixed, as `CFGetTypeID` compares them.
enum CoreGraphicsTypeID {
    static let context: CFTypeID = 0x4347_0001
    static let path: CFTypeID = 0x4347_0002
    static let color: CFTypeID = 0x4347_0003
}

extension CGContext {
    /// The Core Foundation type identifier of contexts.
    public static var typeID: CFTypeID { CoreGraphicsTypeID.context }
}

extension CGPath {
    /// The Core Foundation type identifier of paths.
    public static var typeID: CFTypeID { CoreGraphicsTypeID.path }
}

extension CGColor {
    /// The Core Foundation type identifier of colours.
    public static var typeID: CFTypeID { CoreGraphicsTypeID.color }
}
