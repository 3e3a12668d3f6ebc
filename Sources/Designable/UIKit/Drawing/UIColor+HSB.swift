import Foundation

extension UIColor {
    /// The colour's hue, saturation and brightness (each 0...1) and alpha, as UIKit's
    /// `getHue(_:saturation:brightness:alpha:)`: the inverse of `init(hue:saturation:brightness:alpha:)`.
    /// Always succeeds, as every colour is sRGB.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = rasterColor
        let maximum = Swift.max(c.red, c.green, c.blue), minimum = Swift.min(c.red, c.green, c.blue)
        let chroma = maximum - minimum
        var h = 0.0
        if chroma > 0 {
            switch maximum {
            case c.red: h = (c.green - c.blue) / chroma
            case c.green: h = (c.blue - c.red) / chroma + 2
            default: h = (c.red - c.green) / chroma + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(maximum > 0 ? chroma / maximum : 0)
        brightness?.pointee = CGFloat(maximum)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }
}

extension NSMutableAttributedString {
    /// An empty attributed string, as `NSMutableAttributedString()` on iOS; Foundation on Linux
    /// declares no such initializer.
    public convenience init() {
        self.init(string: "")
    }
}
