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
