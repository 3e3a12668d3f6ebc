import Foundation

extension CALayer {
    /// An instance of `layerClass`, as UIKit makes a view's layer with `init()`.
    ///
    /// `CALayer.init()` is not a required initializer, as on iOS, so that a subclass may declare
    /// initializers of its own (`init(frame:)`) without re-declaring it; Swift can therefore
    /// not call it through a metatype. The toolkit's classes are made directly; a subclass of
    /// your own through the `init()` the UIKitSources plugin reaches for it
    /// (`CALayer.__designableInit()`). A subclass that cannot say (written without the plugin)
    /// is made through `init?(coder:)`, the one initializer every subclass has, with a coder
    /// holding nothing, so it starts from the defaults `init()` gives; one whose
    /// `init?(coder:)` does not return a layer gets a plain `CALayer` instead.
    static func instance(of layerClass: AnyClass) -> CALayer {
        guard let type = layerClass as? CALayer.Type else { return CALayer() }
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(CALayer.self): return CALayer()
        case ObjectIdentifier(CAShapeLayer.self): return CAShapeLayer()
        case ObjectIdentifier(CAGradientLayer.self): return CAGradientLayer()
        case ObjectIdentifier(CATextLayer.self): return CATextLayer()
        case ObjectIdentifier(CAReplicatorLayer.self): return CAReplicatorLayer()
        case ObjectIdentifier(CAEmitterLayer.self): return CAEmitterLayer()
        default:
            if let made = type.__designableInit(), Swift.type(of: made) == type { return made }
            return type.init(coder: EmptyCoder()) ?? CALayer()
        }
    }

    /// Whether `type` is one of the toolkit's own layer classes rather than a subclass of your own.
    static func isToolkitClass(_ type: CALayer.Type) -> Bool {
        type == CALayer.self || type == CAShapeLayer.self || type == CAGradientLayer.self || type == CATextLayer.self
            || type == CAReplicatorLayer.self || type == CAEmitterLayer.self
    }
}

/// A keyed coder holding no values, for making an instance of a subclass through
/// `init?(coder:)`: a layer, an appearance proxy.
final class EmptyCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }
    override func decodeFloat(forKey key: String) -> Float { 0 }
}
