import Foundation

extension UIView {
    /// Pixels per point of the view's content, as UIKit's `contentScaleFactor`: the screen's
    /// scale (the render's, else the snapshot's, 2 by default) until set; setting it sets the
    /// layer's `contentsScale`.
    ///
    /// Differs from UIKit on purpose: a render draws every view at the render's scale whatever
    /// this says, so a snapshot at @3x is sharp even for a view that set 1; the value is kept
    /// for code that reads it back.
    public var contentScaleFactor: CGFloat {
        get { contentScaleFactorIsSet ? layer.contentsScale : DeviceScope.displayScale }
        set {
            contentScaleFactorIsSet = true
            layer.contentsScale = newValue
        }
    }
}

/// Core Foundation's `true`, as code written for iOS passes it to key-value APIs
/// (`CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)`).
public let kCFBooleanTrue: NSNumber = NSNumber(value: true)
/// Core Foundation's `false`.
public let kCFBooleanFalse: NSNumber = NSNumber(value: false)
