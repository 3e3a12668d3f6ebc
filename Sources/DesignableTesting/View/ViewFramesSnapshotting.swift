import Designable
import Foundation
import Raster

extension Snapshotting where Value == UIView, Format == Bitmap {
    /// Renders the view at each of `moments` on the deterministic snapshot clock, as
    /// ``image(at:_:)`` does, and verifies the frames as one reference: a strip of them side by side, left to
    /// right, with a thin grey separator (see `FrameStrip`). Paparazzi verifies animation
    /// frames on Android; this is the same for UIKit views.
    ///
    /// ```swift
    /// func testRingFills() {
    ///     let ring = ProgressRing(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
    ///     ring.setProgress(1, animated: true)
    ///     assertSnapshot(of: ring, as: .frames(at: [.zero, .milliseconds(250), .milliseconds(500)]))
    /// }
    /// ```
    ///
    /// A failure names each moment whose frame differs (`The frame at 250 ms differs: …`),
    /// and the artifacts and the report show the reference, actual and diff strips.
    /// `moments` must be in increasing order, as the clock only moves forward, and must not
    /// be empty; otherwise the snapshot fails saying so.
    public static func frames(
        at moments: [Duration],
        on config: ViewImageConfig? = nil,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        maxDifferingPixels: Int = 0,
        size: CGSize? = nil,
        width: CGFloat? = nil,
        scale: CGFloat? = nil,
        traits: UITraitCollection? = nil,
        masking: [any SnapshotMaskRegion] = [],
        layoutConflicts: LayoutConflictPolicy = .fail
    ) -> Snapshotting {
        .frames(at: moments, ViewImageOptions(on: config, precision: precision, perceptualPrecision: perceptualPrecision,
                                           maxDifferingPixels: maxDifferingPixels, size: size, width: width, scale: scale,
                                           traits: traits, masking: masking, layoutConflicts: layoutConflicts))
    }

    /// The frames at `moments`, rendered with `options` along the code path, as one strip.
    public static func frames(at moments: [Duration], _ options: ViewImageOptions) -> Snapshotting {
        let render = options.render(defaultPaths: [.code])
        return Snapshotting<Bitmap, Bitmap>.image(frames: moments.map(AnimationMoments.label), comparator: options.comparator)
            .pullback { view in
                try AnimationMoments.validate(moments)
                return try FrameStrip.join(moments.map { try render.momentBitmap(of: view, at: $0) })
            }
    }

    /// Renders the view every `interval` from 0 to `end` (both included when `end` is a
    /// multiple of `interval`) and verifies the frames as one strip, as
    /// ``frames(at:_:)`` does.
    ///
    /// ```swift
    /// assertSnapshot(of: spinner, as: .frames(every: .milliseconds(50), until: .milliseconds(300)))  // 7 frames
    /// ```
    public static func frames(
        every interval: Duration,
        until end: Duration,
        on config: ViewImageConfig? = nil,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        maxDifferingPixels: Int = 0,
        size: CGSize? = nil,
        width: CGFloat? = nil,
        scale: CGFloat? = nil,
        traits: UITraitCollection? = nil,
        masking: [any SnapshotMaskRegion] = [],
        layoutConflicts: LayoutConflictPolicy = .fail
    ) -> Snapshotting {
        .frames(every: interval, until: end, ViewImageOptions(on: config, precision: precision, perceptualPrecision: perceptualPrecision,
                                           maxDifferingPixels: maxDifferingPixels, size: size, width: width, scale: scale,
                                           traits: traits, masking: masking, layoutConflicts: layoutConflicts))
    }

    /// The frames every `interval` from 0 to `end`, rendered with `options`, as one strip.
    public static func frames(every interval: Duration, until end: Duration, _ options: ViewImageOptions) -> Snapshotting {
        .frames(at: AnimationMoments.every(interval, until: end), options)
    }
}

extension Snapshotting where Value == UIViewController, Format == Bitmap {
    /// Renders the view controller's view at each of `moments`, loaded and appearing as for
    /// `.image`, and verifies the frames as one strip, as the view strategy
    /// ``frames(at:_:)`` does.
    public static func frames(
        at moments: [Duration],
        on config: ViewImageConfig? = nil,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        maxDifferingPixels: Int = 0,
        size: CGSize? = nil,
        width: CGFloat? = nil,
        scale: CGFloat? = nil,
        traits: UITraitCollection? = nil,
        masking: [any SnapshotMaskRegion] = [],
        layoutConflicts: LayoutConflictPolicy = .fail
    ) -> Snapshotting {
        .frames(at: moments, ViewImageOptions(on: config, precision: precision, perceptualPrecision: perceptualPrecision,
                                           maxDifferingPixels: maxDifferingPixels, size: size, width: width, scale: scale,
                                           traits: traits, masking: masking, layoutConflicts: layoutConflicts))
    }

    /// The controller's frames at `moments`, rendered with `options`, as one strip.
    public static func frames(at moments: [Duration], _ options: ViewImageOptions) -> Snapshotting {
        let render = options.render(defaultPaths: [.code])
        return Snapshotting<Bitmap, Bitmap>.image(frames: moments.map(AnimationMoments.label), comparator: options.comparator)
            .pullback { controller in
                try AnimationMoments.validate(moments)
                return try render.onDevice {
                    try ViewControllerAppearance.whileAppearing(controller) { view in
                        try FrameStrip.join(moments.map { try render.momentBitmap(of: view, at: $0) })
                    }
                }
            }
    }
}

/// The moments a frame strip is rendered at, and how a failure names them.
enum AnimationMoments {
    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    /// `0, interval, 2 × interval, …` up to and including `end`.
    static func every(_ interval: Duration, until end: Duration) -> [Duration] {
        guard interval > .zero, end >= .zero else { return [] }
        var moments: [Duration] = []
        var moment = Duration.zero
        while moment <= end {
            moments.append(moment)
            moment += interval
        }
        return moments
    }

    static func validate(_ moments: [Duration]) throws {
        guard !moments.isEmpty else {
            throw Invalid(description: "A frame strip needs at least one moment (frames(every:until:) needs an interval above 0 and an end of 0 or more).")
        }
        if moments[0] < .zero {
            throw Invalid(description: "The moments of a frame strip start at 0 or later, when the clock starts; the first is \(label(moments[0])).")
        }
        for (earlier, later) in zip(moments, moments.dropFirst()) where later <= earlier {
            throw Invalid(description: "The moments of a frame strip must increase, as the snapshot clock only moves forward: \(label(later)) comes after \(label(earlier)).")
        }
    }

    /// `"250 ms"`, or `"16.5 ms"` for a fraction of a millisecond.
    static func label(_ moment: Duration) -> String {
        let (seconds, attoseconds) = moment.components
        let microseconds = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
        if microseconds % 1000 == 0 { return "\(microseconds / 1000) ms" }
        var fraction = String(abs(microseconds % 1000))
        while fraction.count < 3 { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(microseconds / 1000).\(fraction) ms"
    }
}
