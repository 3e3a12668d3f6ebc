/// `#colorLiteral(…)` and `#imageLiteral(…)` in code that gives them no type make a `UIColor`
/// and a `UIImage`, as with UIKit.
public typealias _ColorLiteralType = UIColor
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {}
extension UIImage: _ExpressibleByImageLiteral {}
