import Foundation
import Locking

/// Holds a context made current, so a task-local or a thread's image-context stack can carry it,
/// with the order it was made current in.
///
/// `@unchecked Sendable` because the context is only touched by the synchronous code that
/// installed it, on that code's own thread; it is never shared between tasks.
final class GraphicsContextBox: @unchecked Sendable {
    let context: CGContext
    /// Later boxes were made current later: the newest of the scoped context and the top of the
    /// image-context stack is the current one, however the two kinds nest.
    let order: UInt64
    private static let counter = Locked<UInt64>(0)

    init(_ context: CGContext) {
        self.context = context
        order = Self.counter.withLock { $0 += 1; return $0 }
    }
}

enum GraphicsContextScope {
    @TaskLocal static var scoped: GraphicsContextBox?

    /// The current context: the newest of the scoped one and the top of this thread's image
    /// contexts (`UIGraphicsBeginImageContextWithOptions`).
    static var current: GraphicsContextBox? {
        let scoped = scoped, image = ImageContextStack.top
        guard let scoped else { return image }
        guard let image else { return scoped }
        return image.order > scoped.order ? image : scoped
    }

    /// Runs `body` with `context` as the current graphics context.
    static func with<R>(_ context: CGContext, _ body: () throws -> R) rethrows -> R {
        try $scoped.withValue(GraphicsContextBox(context), operation: body)
    }
}

/// The context being drawn into: inside `draw(_:)`, the view's; inside
/// `UIGraphicsBeginImageContextWithOptions`, the image's; `nil` otherwise, as UIKit.
///
/// Differs from UIKit on purpose: a render's context is task-local, not pushed on a per-thread
/// stack, so parallel tests rendering at once each see only their own. Contexts pushed with
/// ``UIGraphicsPushContext(_:)`` go on the calling thread's stack, as on iOS;
/// ``UIGraphicsWithContext(_:_:)`` is the scoped alternative.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextScope.current?.context }

/// Runs `body` with `context` as the current graphics context, so UIKit drawing calls
/// (`UIBezierPath.fill()`, `UIColor.setFill()`, `String.draw(in:withAttributes:)`) draw into it.
/// Designable's replacement for the `UIGraphicsPushContext`/`UIGraphicsPopContext` pair.
public func UIGraphicsWithContext<R>(_ context: CGContext, _ body: () throws -> R) rethrows -> R {
    try GraphicsContextScope.with(context, body)
}

/// Fills `rect` in the current context's fill colour, as UIKit's `UIRectFill`.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Strokes a one-point frame just inside `rect`, as UIKit's `UIRectFrame`.
public func UIRectFrame(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
}

/// Makes `context` the current graphics context, as UIKit's `UIGraphicsPushContext`, so UIKit
/// drawing calls draw into it until ``UIGraphicsPopContext()``. The stack is the calling
/// thread's, shared with image contexts, as on iOS.
public func UIGraphicsPushContext(_ context: CGContext) { ImageContextStack.push(context) }

/// Makes the context current before the last ``UIGraphicsPushContext(_:)`` current again, as
/// UIKit's `UIGraphicsPopContext`.
public func UIGraphicsPopContext() { ImageContextStack.pop() }

/// Fills `rect` in the current fill colour with `blendMode`, as UIKit's `UIRectFillUsingBlendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    ctx.saveGState()
    ctx.setBlendMode(blendMode)
    ctx.fill(rect)
    ctx.restoreGState()
}

/// Strokes a one-point frame just inside `rect` with `blendMode`, as UIKit's `UIRectFrameUsingBlendMode`.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    ctx.saveGState()
    ctx.setBlendMode(blendMode)
    UIRectFrame(rect)
    ctx.restoreGState()
}

/// Intersects the current context's clip with `rect`, as UIKit's `UIRectClip`.
public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }
