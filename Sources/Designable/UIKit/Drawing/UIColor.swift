import Foundation
import Raster

/// A colour, fixed or depending on the trait collection, as UIKit's `UIColor`.
///
/// ```swift
/// let brand = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
/// let card = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
/// view.layer.borderColor = UIColor.separator.cgColor
/// ```
///
/// Dynamic colours (``init(dynamicProvider:)`` and the semantic colours such as ``label`` and
/// ``systemBackground``) resolve against ``UITraitCollection/current``: the drawing view's
/// traits inside `draw(_:)`, light outside a render, exactly as `cgColor` does on iOS. Views
/// re-resolve their own colour properties (backgroundColor, tintColor, textColor, …) for their
/// traits at render time.
///
/// Differs from UIKit on purpose: every colour is sRGB.
open class UIColor: NSObject, @unchecked Sendable {
    /// First of all stored properties: see `FoundationAttributeValues`.
    private let foundationHeader = FoundationAttributeValues.header
    private enum Storage {
        case fixed(Color)
        case dynamic(@Sendable (UITraitCollection) -> UIColor)
    }

    private let storage: Storage

    /// The name UIKit knows this colour by, when it has one.
    ///
    /// Interface Builder stores such a colour as a reference (`systemColor="labelColor"`,
    /// `name="Brand"`) rather than as components, so a document keeps its light and dark
    /// values; ``ViewArchiver`` writes the reference.
    enum Name: Hashable, Sendable {
        /// A system colour, by UIKit's class-method name: `systemBlueColor`, `labelColor`.
        case system(String)
        /// An asset catalogue's colour set: ``init(named:in:compatibleWith:)``.
        case catalog(String)
    }

    /// The colour's name; `nil` for colours given by components or by a provider.
    let name: Name?

    init(_ color: Color, name: Name? = nil) {
        storage = .fixed(color)
        self.name = name
    }

    init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor, name: Name?) {
        storage = .dynamic(provider)
        self.name = name
    }

    /// An sRGB colour; components outside 0...1 are clamped.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .fixed(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
        name = nil
    }

    /// `#colorLiteral(red:green:blue:alpha:)`, as Xcode's colour picker writes a colour in code.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A grey.
    public init(white: CGFloat, alpha: CGFloat) {
        storage = .fixed(Color(white: Double(white), alpha: Double(alpha)))
        name = nil
    }

    /// A colour from hue, saturation and brightness, each 0...1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue) - Double(hue).rounded(.down)) * 6, s = Swift.min(1, Swift.max(0, Double(saturation)))
        let v = Swift.min(1, Swift.max(0, Double(brightness)))
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][sector]
        self.init(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: alpha)
    }

    /// The colour of a `CGColor`.
    public init(cgColor: CGColor) {
        storage = .fixed(cgColor.color)
        name = nil
    }

    /// A colour that `provider` chooses for each trait collection, as UIKit's dynamic colours.
    ///
    /// Interface Builder cannot store a provider: archived, such a colour keeps its light
    /// value only. A colour that must keep its dark value through a document is a system
    /// colour or an asset catalogue's (``init(named:in:compatibleWith:)``), which IB stores
    /// by name.
    public init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        storage = .dynamic(provider)
        name = nil
    }

    /// A colour from a hex string as apps write it: `"#RGB"`, `"#RRGGBB"` or `"#RRGGBBAA"`,
    /// with or without `#`; `nil` for anything else.
    ///
    /// Not part of UIKit: nearly every app defines this itself. An app's own `UIColor(hex:)`
    /// extension shadows this one in the app's module, so ported code keeps its behaviour.
    public convenience init?(hex: String) {
        guard let c = Color(hex: hex) else { return nil }
        self.init(c)
    }

    /// The fixed colour this resolves to for `traitCollection`.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .fixed: return self
        case .dynamic(let provider): return provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// The resolved sRGB value for `traits`.
    func rasterColor(for traits: UITraitCollection) -> Color {
        switch storage {
        case .fixed(let c): return c
        case .dynamic(let provider): return provider(traits).rasterColor(for: traits)
        }
    }

    /// The colour resolved for ``UITraitCollection/current``.
    var rasterColor: Color { rasterColor(for: UITraitCollection.current) }

    /// The Core Graphics colour, resolved for ``UITraitCollection/current`` as on iOS: a dynamic
    /// colour's `cgColor` taken outside a render is its light variant.
    public var cgColor: CGColor { CGColor(rasterColor) }

    /// The same colour with another alpha (for a dynamic colour, every variant's alpha changes).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case .fixed(let c): return UIColor(c.withAlpha(Double(alpha)))
        case .dynamic(let provider): return UIColor(dynamicProvider: { provider($0).withAlphaComponent(alpha) })
        }
    }

    /// The colour's components for the current traits; always succeeds, as every colour is sRGB.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = rasterColor
        red?.pointee = CGFloat(c.red); green?.pointee = CGFloat(c.green)
        blue?.pointee = CGFloat(c.blue); alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// The colour's grey level (the mean of red, green and blue) and alpha.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = rasterColor
        white?.pointee = CGFloat((c.red + c.green + c.blue) / 3)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// Sets the current context's fill and stroke colours.
    open func set() { setFill(); setStroke() }
    /// Sets the current context's fill colour.
    open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Sets the current context's stroke colour.
    open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    /// Fixed colours are equal when their components are, named ones when their names are (as
    /// UIKit returns one instance per system colour); other dynamic colours only to themselves.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if other === self { return true }
        switch (storage, other.storage) {
        case (.fixed(let a), .fixed(let b)): return a == b
        case (.dynamic, .dynamic):
            guard let name, name == other.name else { return false }
            let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
            return rasterColor(for: light) == other.rasterColor(for: light) && rasterColor(for: dark) == other.rasterColor(for: dark)
        default: return false
        }
    }

    /// A fixed colour's hash comes from its components, a dynamic colour's from its identity, so equal
    /// colours hash alike.
    open override var hash: Int {
        if case .fixed(let c) = storage { return c.hashValue }
        if let name { return name.hashValue }
        return ObjectIdentifier(self).hashValue
    }

    /// The colour as `UIColor(#rrggbbaa)`, or both appearances of a dynamic colour, for test output.
    open override var description: String {
        switch storage {
        case .fixed(let c): return "UIColor(\(c.hexString))"
        case .dynamic: return "UIColor(dynamic: light \(rasterColor(for: UITraitCollection(userInterfaceStyle: .light)).hexString), dark \(rasterColor(for: UITraitCollection(userInterfaceStyle: .dark)).hexString))"
        }
    }
}
