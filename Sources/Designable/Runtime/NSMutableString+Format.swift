import Foundation

extension NSMutableString {
    /// An empty mutable string: `NSMutableString()`, as on iOS.
    ///
    /// Foundation on Linux declares no `init()` here, and an extension cannot add one over
    /// `NSObject`'s; a parameter that is always left out gives the same call.
    public convenience init(_ nothing: Void = ()) { self.init(capacity: 0) }

    /// Appends `format` with `arguments` filled in, as `appendFormat` does on Apple platforms;
    /// Foundation on Linux lacks it.
    ///
    /// ```swift
    /// code.appendFormat("%C", letters.character(at: index))
    /// ```
    public func appendFormat(_ format: NSString, _ arguments: any CVarArg...) {
        append(String(format: String(format), arguments: arguments))
    }
}
