/// The name of a method, as the Objective-C runtime's `Selector`: what `#selector(tap(_:))`
/// evaluates to on iOS, and what target-action, timers and `perform(_:)` call by.
///
/// Linux has no Objective-C runtime, so Swift's `#selector` does not compile there. The
/// `UIKitSources` plugin rewrites `#selector(tap(_:))` to `Selector("tap:")` (the Objective-C
/// name, with one colon per argument) and registers every method a selector can name in
/// ``SelectorTable``, which is how a selector finds its method here.
///
/// ```swift
/// button.addTarget(self, action: Selector("tap:"), for: .touchUpInside)
/// ```
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The Objective-C name: `tap:`, `setValue:forKey:`, `layoutSubviews`.
    let name: String

    /// The selector called `name`, as `Selector("tap:")` on iOS.
    public init(_ name: String) { self.name = name }

    /// The selector called `value`.
    public init(stringLiteral value: String) { self.name = value }

    /// How many arguments the method takes: one per colon.
    var argumentCount: Int { name.reduce(0) { $1 == ":" ? $0 + 1 : $0 } }

    public var description: String { name }
}

/// The selector's name, as Foundation's `NSStringFromSelector`.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

/// The selector called `aSelectorName`, as Foundation's `NSSelectorFromString`.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }
