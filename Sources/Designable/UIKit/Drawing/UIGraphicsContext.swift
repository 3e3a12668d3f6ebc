import Foundation

/// Holds the context a render draws into, so a task-local can carry it.
///
/// `@unchecked Sendable` because the context is only touched by the synchronous render that
/// installed it, on that render's own thread; it is never shared between tasks.
final class GraphicsContextBox: @unchecked Sendable {
    let context: CGContext
    init(_ context: CGContext) { self.context = context }
}

enum GraphicsContextScope {
    @TaskLocal static var current: GraphicsContextBox?

    /// Runs `body` with `context` as the current graphics context.
    static func with<R>(_ context: CGContext, _ body: () throws -> R) rethrows -> R {
        try $current.withValue(GraphicsContextBox(context), operation: body)
    }
}

/// The context being drawn into: inside `draw(_:)`, the view's; `nil` outside a render, as UIKit.
///
/// Differs from UIKit on purpose: the current context is task-local, not a per-thread stack,
/// so parallel tests rendering at once each see only their own; `UIGraphicsPushContext` and
/// `UIGraphicsPopContext` are replaced by ``UIGraphicsWithContext(_:_:)``.
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
