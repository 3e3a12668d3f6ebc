import Foundation

extension UIView {
    /// Pixels per point of the view's content, as UIKit's `contentScaleFactor`: the layer's
    /// `contentsScale`, which setting it sets.
    ///
    /// Differs from UIKit on purpose: a render draws every view at the render's scale whatever
    /// this says, so a snapshot at @3x is sharp even for a view that set 1; the value is kept
    /// for code that reads it back.
    public var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }
}

/// Core Foundation's `true`, as code written for iOS passes it to key-value APIs
/// (`CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)`).
public let kCFBooleanTrue: NSNumber = NSNumber(value: true)
/// Core Foundation's `false`.
public let kCFBooleanFalse: NSNumber = NSNumber(value: false)
