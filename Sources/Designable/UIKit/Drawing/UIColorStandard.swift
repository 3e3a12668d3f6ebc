import Foundation
import Raster

// The fixed colours UIKit names, with UIKit's component values.
extension UIColor {
    /// Opaque black.
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Opaque grey at one third white.
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Opaque grey at two thirds white.
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// Opaque white.
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Opaque grey at half white.
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Opaque pure red.
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Opaque pure green.
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Opaque pure blue.
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Opaque cyan: full green and blue.
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Opaque yellow: full red and green.
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Opaque magenta: full red and blue.
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Opaque orange: full red, half green.
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Opaque purple: half red, half blue.
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Opaque brown.
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Fully transparent black.
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// White at 60% opacity, for text on dark backgrounds.
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// Opaque black, for text on light backgrounds.
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
}
