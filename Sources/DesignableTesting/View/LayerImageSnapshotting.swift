import Designable
import Foundation
import Raster

extension Snapshotting where Value == CALayer, Format == Bitmap {
    /// Renders the layer and its sublayers at its bounds' size, at @2x in light appearance.
    ///
    /// ```swift
    /// let gradient = CAGradientLayer()
    /// gradient.frame = CGRect(x: 0, y: 0, width: 120, height: 60)
    /// gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemTeal.cgColor]
    /// assertSnapshot(of: gradient, as: .image)
    /// ```
    public static var image: Snapshotting { .image() }

    /// Renders the layer with swift-snapshot-testing's tolerances and `traits` (a display
    /// scale sets the image's scale).
    ///
    /// The layer is drawn from its bounds' origin, wherever its position puts it, as
    /// `CALayer.render(in:)` does; it is lent to a host view for the render and given back
    /// to its superlayer, at the same place, afterwards.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, traits: UITraitCollection = .init()) -> Snapshotting {
        let render = ViewImageRender(sizing: ViewSizing(), scale: nil, traits: traits, configTraits: nil, paths: [.code])
        return Snapshotting<Bitmap, Bitmap>.image(comparator: .sst(precision, perceptualPrecision, 0)).pullback { layer in
            try LayerHost.render(layer) { host in try render.controllerBitmap(of: host) }
        }
    }
}

/// Renders a layer on its own by lending it to a view of its size.
enum LayerHost {
    static func render<R>(_ layer: CALayer, _ body: (UIView) throws -> R) throws -> R {
        let size = layer.bounds.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            throw LayerSnapshotError.emptyBounds(size)
        }
        let host = UIView(frame: CGRect(origin: .zero, size: size))
        let superlayer = layer.superlayer
        let index = superlayer?.sublayers?.firstIndex { $0 === layer }
        let position = layer.position
        host.layer.addSublayer(layer)
        layer.position = CGPoint(x: size.width * layer.anchorPoint.x, y: size.height * layer.anchorPoint.y)
        defer {
            layer.removeFromSuperlayer()
            layer.position = position
            if let superlayer, let index { superlayer.insertSublayer(layer, at: UInt32(index)) }
        }
        return try body(host)
    }
}

/// Why a layer, path or image could not be snapshotted.
public enum LayerSnapshotError: Error, Equatable, CustomStringConvertible {
    /// The layer's or path's bounds are empty, so there is nothing to draw.
    case emptyBounds(CGSize)

    /// What went wrong, for the failure message.
    public var description: String {
        switch self {
        case .emptyBounds(let size):
            "Cannot snapshot something \(size.width)×\(size.height) pt: give the layer a frame, or the path some area."
        }
    }
}
