import Foundation

extension UIImage {
    /// An animated image of `images` shown over `duration` seconds, as
    /// `animatedImage(with:duration:)`: its size and scale are the first frame's.
    ///
    /// Snapshot semantics: an image view shows the frame the snapshot clock has reached
    /// (see ``UIImageView/startAnimating()``); drawn elsewhere, the first frame.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        return first.with { $0.images = images; $0.duration = duration }
    }

    /// The animated image of the images called `name0`, `name1`, … (from 0 or 1 on, up to the
    /// first missing one), as `animatedImageNamed(_:duration:)`.
    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        animatedImage(with: frames(named: name), duration: duration)
    }

    /// The animated image of `name0`, `name1`… each with `capInsets`.
    public class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, duration: TimeInterval) -> UIImage? {
        animatedResizableImageNamed(name, capInsets: capInsets, resizingMode: .tile, duration: duration)
    }

    /// The animated image of `name0`, `name1`… each with `capInsets` and `resizingMode`.
    public class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, resizingMode: ResizingMode,
                                                duration: TimeInterval) -> UIImage? {
        animatedImage(with: frames(named: name).map { $0.resizableImage(withCapInsets: capInsets, resizingMode: resizingMode) },
                      duration: duration)
    }

    private static func frames(named name: String) -> [UIImage] {
        var frames: [UIImage] = []
        var index = UIImage(named: "\(name)0") == nil ? 1 : 0
        while let frame = UIImage(named: "\(name)\(index)") {
            frames.append(frame)
            index += 1
        }
        return frames
    }

    /// The frames of an animated image; `nil` for a still image.
    public var images: [UIImage]? { attributes.images }
    /// How long an animated image's frames take to show once, in seconds; 0 for a still image.
    public var duration: TimeInterval { attributes.duration }
}
