import Foundation

/// A function that changes a colour, as UIKit's `UIConfigurationColorTransformer`: button and
/// background configurations apply one before they draw a colour.
///
/// ```swift
/// configuration.imageColorTransformer = .grayscale
/// configuration.background.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
/// ```
public struct UIConfigurationColorTransformer {
    /// The function.
    public let transform: (UIColor) -> UIColor

    /// A transformer that applies `transform`.
    public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }

    /// Applies the transformer, as a function call.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// Turns a colour into the grey of the same brightness.
    public static var grayscale: UIConfigurationColorTransformer { UIConfigurationColorTransformer { color in
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return UIColor(white: 0.299 * r + 0.587 * g + 0.114 * b, alpha: a)
    } }

    /// The colour UIKit's `preferredTint` gives: the colour unchanged here.
    public static var preferredTint: UIConfigurationColorTransformer { UIConfigurationColorTransformer { $0 } }

    /// The colour at the alpha of a control in its monochrome tint mode: the colour unchanged here.
    public static var monochromeTint: UIConfigurationColorTransformer { UIConfigurationColorTransformer { $0 } }
}

/// A function that changes text attributes, as UIKit's
/// `UIConfigurationTextAttributesTransformer`: a button configuration applies one to its
/// title's and subtitle's attributes before it draws them.
///
/// ```swift
/// configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
///     var outgoing = incoming
///     outgoing.font = UIFont.boldSystemFont(ofSize: 20)
///     return outgoing
/// }
/// ```
public struct UIConfigurationTextAttributesTransformer {
    /// The function.
    public let transform: (AttributeContainer) -> AttributeContainer

    /// A transformer that applies `transform`.
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) { self.transform = transform }

    /// Applies the transformer, as a function call.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}
