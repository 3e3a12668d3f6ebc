import Foundation
import Raster

/// How a ``CATransition`` draws the old and new states of its layer, read from its type and
/// subtype (see ``CATransition`` for what each looks like).
enum TransitionStyle: Equatable {
    case fade
    /// `dx`, `dy`: the direction the contents move, in units of the layer's width and height.
    case slide(SlideKind, dx: Double, dy: Double)
    /// `vertical`: about the vertical axis (left and right); `sign` 1 when the left (or top)
    /// side comes forward.
    case flip(vertical: Bool, sign: Double)
    /// `up`: the old page folds away upwards; otherwise the new page unfolds downwards.
    case curl(up: Bool)

    enum SlideKind: Equatable { case push, moveIn, reveal }

    /// The eye's distance from the layer in a flip, in points: `m34 = −1/500`. UIKit does not
    /// publish the perspective of its flip transitions; 500 is the eye distance Core Animation
    /// code conventionally gives `m34`.
    static let flipEyeDistance = 500.0

    init(_ transition: CATransition) {
        // The direction the contents move: from the named edge towards the opposite one.
        let subtype = transition.subtype ?? .fromLeft
        let (dx, dy): (Double, Double) = switch subtype {
        case .fromRight: (-1, 0)
        case .fromTop: (0, 1)
        case .fromBottom: (0, -1)
        default: (1, 0)
        }
        switch transition.type.rawValue {
        case CATransitionType.push.rawValue: self = .slide(.push, dx: dx, dy: dy)
        case CATransitionType.moveIn.rawValue: self = .slide(.moveIn, dx: dx, dy: dy)
        case CATransitionType.reveal.rawValue: self = .slide(.reveal, dx: dx, dy: dy)
        case "flip", "oglFlip":
            switch subtype {
            case .fromRight: self = .flip(vertical: true, sign: -1)
            case .fromTop: self = .flip(vertical: false, sign: 1)
            case .fromBottom: self = .flip(vertical: false, sign: -1)
            default: self = .flip(vertical: true, sign: 1)
            }
        case "pageCurl": self = .curl(up: true)
        case "pageUnCurl": self = .curl(up: false)
        default: self = .fade
        }
    }

    /// The projective image of a layer's bounds space turned by `angle` about its vertical (or
    /// horizontal) axis through `center`, seen from ``flipEyeDistance``: a point `u` from the
    /// axis comes `−u sin(angle)` towards the eye and is drawn from there.
    static func flip(center: Point, angle: Double, vertical: Bool) -> Homography {
        let c = DeterministicMath.cos(angle), s = DeterministicMath.sin(angle) / flipEyeDistance
        let turn = vertical
            ? Homography(m11: c, m12: 0, m13: s, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
            : Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: c, m23: s, m31: 0, m32: 0, m33: 1)
        return Homography(Transform(translationX: -center.x, y: -center.y)).concatenating(turn)
            .concatenating(Homography(Transform(translationX: center.x, y: center.y)))
    }
}

extension LayerCompositor {
    /// Draws `layer` at `progress` through `transition`: the picture of its old state and its
    /// current state (``compositeState(_:_:time:)``), in its bounds space.
    func compositeTransition(_ transition: CATransition, progress q: Double, _ layer: CALayer, _ p: CALayer, time: Double) {
        guard let old = transition.oldState else { return compositeState(layer, p, time: time) }
        let bounds = p.bounds.raster.standardized
        let drawNew = { compositeState(layer, p, time: time) }
        switch TransitionStyle(transition) {
        case .fade:
            canvas.beginOffscreen()
            drawOld(old)
            let from = canvas.endOffscreen()
            canvas.beginOffscreen()
            drawNew()
            let to = canvas.endOffscreen()
            if let from, let to { canvas.drawCrossDissolve(from: from, to: to, fraction: q) }

        case let .slide(kind, dx, dy):
            canvas.saveGState()
            defer { canvas.restoreGState() }
            if p.masksToBounds {
                canvas.clip(to: RoundedCorners.path(PixelSnapping.snapOrigin(bounds, under: canvas.ctm), radius: Double(p.cornerRadius),
                                                    corners: p.maskedCorners.rectCorners))
            }
            let w = bounds.width, h = bounds.height
            // The new state comes in from the far side and ends where it belongs (or, revealed,
            // waits there); the old one leaves by the near side (or, moved over, stays).
            let newOffset = kind == .reveal ? Point(x: 0, y: 0) : Point(x: -dx * w * (1 - q), y: -dy * h * (1 - q))
            let oldOffset = kind == .moveIn ? Point(x: 0, y: 0) : Point(x: dx * w * q, y: dy * h * q)
            let drawNewMoved = {
                canvas.saveGState()
                canvas.translateBy(x: newOffset.x, y: newOffset.y)
                drawNew()
                canvas.restoreGState()
            }
            if kind == .reveal {
                drawNewMoved()
                drawOld(old, offset: oldOffset)
            } else {
                drawOld(old, offset: oldOffset)
                drawNewMoved()
            }

        case let .flip(vertical, sign):
            let center = Point(x: bounds.midX, y: bounds.midY)
            let angle = sign * q * DeterministicMath.pi
            if q <= 0.5 {
                guard let bitmap = old.bitmap else { return }
                let h = TransitionStyle.flip(center: center, angle: angle, vertical: vertical)
                canvas.draw(bitmap, through: LayerCompositor.imageToBounds(bitmap, old.extent).concatenating(h))
            } else {
                // The back face: the new state, half a turn behind the old.
                let h = TransitionStyle.flip(center: center, angle: angle - sign * DeterministicMath.pi, vertical: vertical)
                drawProjected(layer, p, time: time, through: h, transitions: false)
            }

        case let .curl(up):
            // A straight fold across the layer: the folding page shows above the fold, its
            // flap (the part already folded) mirrored about the fold line above that, and the
            // other state below.
            let fold = bounds.minY + bounds.height * (up ? 1 - q : q)
            let flapTop = Swift.max(bounds.minY, 2 * fold - bounds.maxY)
            let page: () -> Void = up ? { drawOld(old) } : drawNew
            if up { drawNew() } else { drawOld(old) }
            let wide = LayerExtent.of(layer, p).union(old.extent)
            canvas.saveGState()
            canvas.clip(to: Rect(x: wide.minX, y: wide.minY, width: wide.width, height: Swift.max(0, fold - wide.minY)))
            page()
            canvas.restoreGState()
            guard fold > flapTop else { return }
            let flap = Rect(x: bounds.minX, y: flapTop, width: bounds.width, height: fold - flapTop)
            canvas.saveGState()
            canvas.clip(to: flap)
            canvas.saveGState()
            canvas.concatenate(Transform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 2 * fold))
            page()
            canvas.restoreGState()
            // The page's back: its picture shows through paper.
            var veil = Path()
            veil.addRect(flap)
            canvas.setFillColor(Color(red: 1, green: 1, blue: 1, alpha: 0.8))
            canvas.fill(veil)
            canvas.restoreGState()
        }
    }

    /// The picture of the old state, moved by `offset`.
    private func drawOld(_ old: TransitionSnapshot, offset: Point = Point(x: 0, y: 0)) {
        guard let bitmap = old.bitmap else { return }
        canvas.draw(bitmap, in: old.extent.offsetBy(dx: offset.x, dy: offset.y))
    }

    /// The map from a picture's pixels to the bounds-space `extent` it covers.
    static func imageToBounds(_ bitmap: Bitmap, _ extent: Rect) -> Homography {
        Homography(Transform(a: extent.width / Double(bitmap.width), b: 0, c: 0, d: extent.height / Double(bitmap.height),
                             tx: extent.minX, ty: extent.minY))
    }
}
