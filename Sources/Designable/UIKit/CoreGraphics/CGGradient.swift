import Foundation
import Raster

/// Colour stops for `CGContext.drawLinearGradient` and `drawRadialGradient`, as Core
/// Graphics' `CGGradient`.
///
/// Colours are given as `[a, b] as CFArray`, as on iOS, or as a plain `[CGColor]`.
///
/// Differs from Core Graphics on purpose: colours are interpolated in sRGB whatever the
/// colour space.
public final class CGGradient {
    let gradient: Gradient

    init(gradient: Gradient) { self.gradient = gradient }

    /// Evenly spaced stops when `locations` is `nil`; `nil` when there are no colours or the
    /// counts differ.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty else { return nil }
        if let locations, locations.count != colors.count { return nil }
        gradient = Gradient(colors: colors.map(\.color), locations: locations?.map { Double($0) })
    }

    /// Stops from an array of `CGColor`s bridged to `CFArray`, as iOS code writes it
    /// (`colors: [a.cgColor, b.cgColor] as CFArray`); `nil` when an element is not a `CGColor`,
    /// there are none, or the counts differ.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: [CGFloat]?) {
        var cgColors: [CGColor] = []
        for element in colors {
            guard let color = element as? CGColor else { return nil }
            cgColors.append(color)
        }
        self.init(colorsSpace: space, colors: cgColors, locations: locations)
    }

    /// Stops from flat red-green-blue-alpha component quadruples, as
    /// `CGGradient(colorSpace:colorComponents:locations:count:)`.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: [CGFloat], locations: [CGFloat]?, count: Int) {
        guard count > 0, components.count >= count * 4 else { return nil }
        let colors = (0..<count).map { i in
            CGColor(red: components[i * 4], green: components[i * 4 + 1], blue: components[i * 4 + 2], alpha: components[i * 4 + 3])
        }
        self.init(colorsSpace: space, colors: colors, locations: locations)
    }
}

/// Whether a gradient extends beyond its end points, as Core Graphics' `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The option bits, as Core Graphics numbers them.
    public let rawValue: UInt32
    /// Options from their raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Extends the first colour beyond the start point (or inside the start circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// Extends the last colour beyond the end point (or outside the end circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)

    var raster: GradientDrawingOptions {
        var o: GradientDrawingOptions = []
        if contains(.drawsBeforeStartLocation) { o.insert(.drawsBeforeStartLocation) }
        if contains(.drawsAfterEndLocation) { o.insert(.drawsAfterEndLocation) }
        return o
    }
}
