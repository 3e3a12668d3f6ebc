import Foundation

/// A shadow behind text, as UIKit's `NSShadow` under `NSAttributedString.Key.shadow`.
///
/// ```swift
/// let shadow = NSShadow()
/// shadow.shadowOffset = CGSize(width: 0, height: 1)
/// shadow.shadowBlurRadius = 2
/// shadow.shadowColor = UIColor.black.withAlphaComponent(0.3)
/// ```
open class NSShadow: NSObject, @unchecked Sendable {
    /// First of all stored properties: see `FoundationAttributeValues`.
    private let foundationHeader = FoundationAttributeValues.header
    /// How far the shadow falls, in points; positive heights go down, as in UIKit.
    open var shadowOffset: CGSize = .zero
    /// How blurred the shadow is, in points; 0 is sharp.
    open var shadowBlurRadius: CGFloat = 0
    /// A ``UIColor``; black at one third opacity when `nil`, as UIKit draws it.
    open var shadowColor: Any?

    /// A shadow with no offset, no blur and the default colour.
    public override init() { super.init() }
}
