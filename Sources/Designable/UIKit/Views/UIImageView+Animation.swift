import Foundation

extension UIImageView {
    /// The frame the snapshot clock has reached, while the view animates frames: its
    /// ``animationImages`` (or ``highlightedAnimationImages`` while highlighted), else the frames
    /// of an animated ``image``; `nil` when it shows its still image.
    func animationFrame() -> UIImage? {
        let frames = (isHighlighted ? highlightedAnimationImages : nil) ?? animationImages
        if let frames, !frames.isEmpty {
            guard let start = animationStart else { return nil }
            let duration = animationDuration > 0 ? animationDuration : Double(frames.count) / 30
            return Self.frame(of: frames, duration: duration, repeats: animationRepeatCount, elapsed: CACurrentMediaTime() - start)
        }
        // An animated image plays as soon as it is shown, as on iOS.
        if let shown = image, let frames = shown.images, frames.count > 1, shown.duration > 0 {
            return Self.frame(of: frames, duration: shown.duration, repeats: 0, elapsed: CACurrentMediaTime())
        }
        return nil
    }

    private static func frame(of frames: [UIImage], duration: TimeInterval, repeats: Int, elapsed: CFTimeInterval) -> UIImage {
        guard elapsed > 0 else { return frames[0] }
        if repeats > 0, elapsed >= duration * Double(repeats) { return frames[0] }
        let cycle = elapsed.truncatingRemainder(dividingBy: duration)
        let index = Int((cycle / duration * Double(frames.count)).rounded(.down))
        return frames[Swift.min(frames.count - 1, Swift.max(0, index))]
    }

    /// Starts showing ``animationImages`` in turn, as `startAnimating()`.
    ///
    /// Snapshot semantics: the frames follow the snapshot clock from the moment this is called,
    /// so `.image(at: .milliseconds(…))` shows the frame the animation has reached then.
    public func startAnimating() {
        guard animationStart == nil, animationImages?.isEmpty == false else { return }
        animationStart = CACurrentMediaTime()
    }

    /// Stops the frames and shows the still image again, as `stopAnimating()`.
    public func stopAnimating() { animationStart = nil }

    /// Whether the frames are playing: from ``startAnimating()`` until ``stopAnimating()`` or
    /// the last repeat ends.
    public var isAnimating: Bool {
        guard let start = animationStart else { return false }
        let duration = animationDuration > 0 ? animationDuration : Double(animationImages?.count ?? 0) / 30
        return animationRepeatCount == 0 || CACurrentMediaTime() - start < duration * Double(animationRepeatCount)
    }
}
