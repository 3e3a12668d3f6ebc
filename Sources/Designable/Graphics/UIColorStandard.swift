import Foundation
import Raster

// The fixed colours UIKit names, with UIKit's component values.
extension UIColor {
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
}
