/// `#colorLiteral(…)` in code that gives it no type makes a `UIColor`, as with UIKit.
public typealias _ColorLiteralType = UIColor
/// `#imageLiteral(…)` in code that gives it no type makes a `UIImage`, as with UIKit.
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {}
extension UIImage: _ExpressibleByImageLiteral {}
