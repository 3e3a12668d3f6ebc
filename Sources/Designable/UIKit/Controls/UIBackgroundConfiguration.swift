import Foundation

/// The background of a button or a cell, as UIKit's `UIBackgroundConfiguration`, with the
/// members a button configuration's ``UIButton/Configuration-swift.struct/background`` uses:
/// a fill, rounded corners, a stroke, an image and a custom view.
///
/// ```swift
/// var configuration = UIButton.Configuration.plain()
/// configuration.background.strokeColor = .systemRed
/// configuration.background.strokeWidth = 1
/// ```
///
/// Only what a button draws is here; the list cell backgrounds of UIKit's
/// `listPlainCell()`-style factories are not.
public struct UIBackgroundConfiguration: Hashable {
    /// An empty background: no fill, no stroke, square corners.
    public init() {}

    /// A background that draws nothing, as UIKit's `clear()`.
    public static func clear() -> UIBackgroundConfiguration {
        var background = UIBackgroundConfiguration()
        background.backgroundColor = .clear
        return background
    }

    /// The fill; `nil` lets the owner (a button's style) choose it.
    public var backgroundColor: UIColor?
    /// Changes the fill before it is drawn.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The corner radius, used by a button whose corner style is `.fixed`.
    public var cornerRadius: CGFloat = 0
    /// Space between the owner's edges and the background.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The outline's colour; `nil` draws none.
    public var strokeColor: UIColor?
    /// Changes the outline's colour before it is drawn.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The outline's width in points.
    public var strokeWidth: CGFloat = 0
    /// How far outside the background the outline sits.
    public var strokeOutset: CGFloat = 0
    /// An image drawn over the fill, filling the background.
    public var image: UIImage?
    /// How ``image`` fills the background.
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// A view placed behind the content, over the fill.
    public var customView: UIView?
    /// The visual effect behind the background; blur is not drawn here.
    public var visualEffect: UIVisualEffect?

    /// The fill after ``backgroundColorTransformer``; the tint colour when ``backgroundColor`` is `nil`.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(color) } ?? color
    }

    /// The outline colour after ``strokeColorTransformer``; the tint colour when ``strokeColor`` is `nil`.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(color) } ?? color
    }

    /// Hashes the shape: the corner radius, stroke width and insets.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(cornerRadius)
        hasher.combine(strokeWidth)
        hasher.combine(backgroundInsets)
    }

    /// Whether everything but the transformers is equal, as closures cannot be compared.
    public static func == (a: UIBackgroundConfiguration, b: UIBackgroundConfiguration) -> Bool {
        a.backgroundColor == b.backgroundColor && a.cornerRadius == b.cornerRadius && a.backgroundInsets == b.backgroundInsets
            && a.strokeColor == b.strokeColor && a.strokeWidth == b.strokeWidth && a.strokeOutset == b.strokeOutset
            && a.image == b.image && a.imageContentMode == b.imageContentMode && a.customView === b.customView
    }
}
