#if canImport(UIKit)
import UIKit

/// A file wrapped whole in `#if canImport(UIKit)`, as libraries that also build for macOS write.
@IBDesignable
class WrappedView: UIView {
    @IBInspectable var tone: UIColor = .systemTeal

    override func draw(_ rect: CGRect) {
        tone.setFill()
        UIRectFill(bounds)
    }
}
#endif

#if os(iOS)
extension WrappedView {
    static let builtForIOS = true
}
#endif
