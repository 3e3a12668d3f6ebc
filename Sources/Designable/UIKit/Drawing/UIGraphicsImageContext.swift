import Foundation
import Raster

/// The image contexts begun on this thread and not yet ended, newest last.
///
/// UIKit keeps them on a per-thread stack, and code written for it begins and ends them in
/// separate calls, so a task-local scope cannot hold them; each thread's stack is its own, so
/// parallel tests drawing images at once never see each other's.
enum ImageContextStack {
    private final class Stack {
        var entries: [(box: GraphicsContextBox, canvas: Canvas, scale: CGFloat)] = []
    }

    private static let key = "Designable.ImageContextStack"

    private static var stack: Stack {
        if let stack = Thread.current.threadDictionary[key] as? Stack { return stack }
        let stack = Stack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }

    static var top: GraphicsContextBox? {
        (Thread.current.threadDictionary[key] as? Stack)?.entries.last?.box
    }

    static func push(size: CGSize, opaque: Bool, scale: CGFloat) {
        // A size iOS refuses (empty, negative, not finite, too large) gives an image of nil; the
        // drawing meant for it goes into a scratch pixel, never into the view being rendered.
        guard let (canvas, scale) = canvas(size: size, opaque: opaque, scale: scale) else {
            let scratch = Canvas(bitmap: UIImage.transparentPixel)
            stack.entries.append((GraphicsContextBox(CGContext(canvas: scratch)), scratch, 0))
            return
        }
        stack.entries.append((GraphicsContextBox(CGContext(canvas: canvas)), canvas, scale))
    }

    /// A canvas for an image of `size` points at `scale` (0: the main screen's), black when
    /// `opaque`, and the scale used; `nil` for a size no image can have. Image contexts and
    /// `UIGraphicsImageRenderer` both start from it.
    static func canvas(size: CGSize, opaque: Bool, scale: CGFloat) -> (Canvas, CGFloat)? {
        let scale = scale > 0 ? scale : UIScreen.main.scale
        guard size.width > 0, size.height > 0,
              let canvas = try? Canvas(width: Double(size.width), height: Double(size.height), scale: Double(scale)) else { return nil }
        if opaque {
            let context = CGContext(canvas: canvas)
            context.setFillColor(UIColor.black.cgColor)
            context.fill(CGRect(origin: .zero, size: size))
        }
        return (canvas, scale)
    }

    /// Makes `context` current until the matching ``pop()``, as `UIGraphicsPushContext`; it is
    /// no image context, so ``image()`` gives `nil` while it is on top, as on iOS.
    static func push(_ context: CGContext) {
        stack.entries.append((GraphicsContextBox(context), context.canvas, 0))
    }

    static func image() -> UIImage? {
        guard let top = (Thread.current.threadDictionary[key] as? Stack)?.entries.last, top.scale > 0 else { return nil }
        return UIImage(bitmap: top.canvas.bitmap, scale: top.scale)
    }

    static func pop() {
        _ = (Thread.current.threadDictionary[key] as? Stack)?.entries.popLast()
    }
}

/// Begins drawing into a new image of `size` points at `scale` pixels per point (0: the main
/// screen's, ``UIScreen/scale``), transparent unless `opaque`, which starts it black. The image's
/// context is current until ``UIGraphicsEndImageContext()``.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    ImageContextStack.push(size: size, opaque: opaque, scale: scale)
}

/// Begins drawing into a new transparent image of `size` points at 1 pixel per point.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    ImageContextStack.push(size: size, opaque: false, scale: 1)
}

/// What has been drawn into the current image context, as an image; `nil` when none was begun.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    ImageContextStack.image()
}

/// Ends the current image context; the context begun before it, if any, is current again.
public func UIGraphicsEndImageContext() {
    ImageContextStack.pop()
}
