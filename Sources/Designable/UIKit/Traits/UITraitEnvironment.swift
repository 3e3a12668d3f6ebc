import Foundation

/// An object with traits, told when they change, as UIKit's `UITraitEnvironment`: views,
/// view controllers and the screen.
public protocol UITraitEnvironment: AnyObject {
    /// The traits the object has now.
    var traitCollection: UITraitCollection { get }
    /// Called when the traits differ from those the object last had, with those.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
