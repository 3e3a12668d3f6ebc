import Foundation
import PNGCodec
import Raster

/// Several frames of an animation verified as one reference: the frames side by side, left to
/// right in time, with a thin grey separator between them, in one PNG.
///
/// ```swift
/// let strip = try FrameStrip.join([first, second, third])
/// assertSnapshot(of: strip, as: .image(frames: ["0 ms", "100 ms", "200 ms"]))
/// ```
///
/// A strip is an ordinary PNG, so every viewer, the report and `designable accept` handle it;
/// when it differs, the failure names each frame that differs by its label. (An animated PNG
/// would play the frames, but no well-kept encoder was at hand, and a diff of an animation
/// cannot be shown side by side.)
public enum FrameStrip {
    /// The separator's width in pixels.
    public static let separatorWidth = 2
    /// The separator's colour: a mid grey, opaque, so transparent frames are still told apart.
    public static let separatorColor = PremultipliedRGBA8(r: 142, g: 142, b: 147, a: 255)

    /// What is wrong with a set of frames that cannot be joined.
    public struct JoinError: Error, CustomStringConvertible {
        public var description: String
    }

    /// `frames` side by side; they must all have the first's size and scale.
    public static func join(_ frames: [Bitmap]) throws -> Bitmap {
        guard let first = frames.first else { throw JoinError(description: "A frame strip needs at least one frame.") }
        for (index, frame) in frames.enumerated() where frame.width != first.width || frame.height != first.height {
            throw JoinError(description: "Frame \(index + 1) is \(frame.width)×\(frame.height) px; the first is \(first.width)×\(first.height) px.")
        }
        let width = frames.count * first.width + (frames.count - 1) * separatorWidth
        var strip = try Bitmap(width: width, height: first.height, scale: first.scale)
        strip.fill(separatorColor)
        for (index, frame) in frames.enumerated() {
            copy(frame, into: &strip, x: index * (first.width + separatorWidth))
        }
        return strip
    }

    /// The frame at `index` of a strip of `count` frames, or `nil` when `strip` cannot be one.
    public static func frame(_ index: Int, of count: Int, in strip: Bitmap) -> Bitmap? {
        guard let width = frameWidth(count: count, stripWidth: strip.width), index >= 0, index < count,
              var frame = try? Bitmap(width: width, height: strip.height, scale: strip.scale) else { return nil }
        let x = index * (width + separatorWidth)
        strip.bytes.withUnsafeBufferPointer { source in
            frame.bytes.withUnsafeMutableBufferPointer { destination in
                for row in 0..<strip.height {
                    let from = (row * strip.width + x) * 4, to = row * width * 4
                    destination.baseAddress!.advanced(by: to).update(from: source.baseAddress!.advanced(by: from), count: width * 4)
                }
            }
        }
        return frame
    }

    /// The width of each of `count` frames in a strip `stripWidth` wide, when it divides evenly.
    static func frameWidth(count: Int, stripWidth: Int) -> Int? {
        guard count > 0 else { return nil }
        let total = stripWidth - (count - 1) * separatorWidth
        guard total > 0, total % count == 0 else { return nil }
        return total / count
    }

    /// How many frames of `frameWidth` a strip `stripWidth` wide holds, when it holds a whole number.
    static func frameCount(frameWidth: Int, stripWidth: Int) -> Int? {
        let step = frameWidth + separatorWidth
        guard step > 0, (stripWidth + separatorWidth) % step == 0 else { return nil }
        return (stripWidth + separatorWidth) / step
    }

    /// Copies `frame`'s rows into `strip` at column `x`, a row at a time.
    private static func copy(_ frame: Bitmap, into strip: inout Bitmap, x: Int) {
        let stripWidth = strip.width
        frame.bytes.withUnsafeBufferPointer { source in
            strip.bytes.withUnsafeMutableBufferPointer { destination in
                for row in 0..<frame.height {
                    let from = row * frame.width * 4, to = (row * stripWidth + x) * 4
                    destination.baseAddress!.advanced(by: to).update(from: source.baseAddress!.advanced(by: from), count: frame.width * 4)
                }
            }
        }
    }
}

extension Snapshotting where Value == Bitmap, Format == Bitmap {
    /// A frame strip (``FrameStrip/join(_:)``) compared frame by frame with `comparator`:
    /// the snapshot passes when every frame does, and a failure names each frame that differs
    /// by its label in `frames`, such as `"100 ms"`.
    public static func image(frames labels: [String], comparator: ImageComparator = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .frameStrip(labels, comparator: comparator)) { PNG.roundTripped($0) }
    }
}

extension Diffing where Value == Bitmap {
    /// Compares two frame strips of `labels.count` frames frame by frame with `comparator`;
    /// see ``Snapshotting/image(frames:comparator:)``.
    public static func frameStrip(_ labels: [String], comparator: ImageComparator = .exact) -> Diffing {
        var diffing = Diffing.image(comparator)
        diffing.diff = { reference, actual in FrameStripDiff.make(reference: reference, actual: actual, labels: labels, comparator: comparator) }
        diffing.brief = nil
        return diffing
    }
}

/// The failure message of two frame strips: which frames differ, and how.
enum FrameStripDiff {
    static func make(reference: Bitmap, actual: Bitmap, labels: [String], comparator: ImageComparator) -> (String, [SnapshotAttachment])? {
        let order = "Frames, left to right: \(labels.joined(separator: ", "))."
        guard reference.width == actual.width, reference.height == actual.height,
              FrameStrip.frameWidth(count: labels.count, stripWidth: actual.width) != nil else {
            guard let (message, attachments) = ImageDiffReport.make(reference: reference, actual: actual, comparator: comparator) else { return nil }
            var headline = message
            if reference.height == actual.height, let width = FrameStrip.frameWidth(count: labels.count, stripWidth: actual.width),
               let count = FrameStrip.frameCount(frameWidth: width, stripWidth: reference.width), count != labels.count {
                headline = "The strip has \(labels.count) frames; the reference has \(count). " + message
            }
            return (headline + "\n" + order, attachments)
        }
        if reference.bytes == actual.bytes { return nil }
        var lines: [String] = []
        for (index, label) in labels.enumerated() {
            guard let before = FrameStrip.frame(index, of: labels.count, in: reference),
                  let after = FrameStrip.frame(index, of: labels.count, in: actual) else { continue }
            if before.bytes == after.bytes { continue }
            let comparison = ImageComparison(reference: before, actual: after, comparator: comparator)
            if comparison.passes { continue }
            lines.append("The frame at \(label) differs: " + ImageDiffReport.message(for: comparison, comparator: comparator))
        }
        guard !lines.isEmpty else { return nil }
        let whole = ImageComparison(reference: reference, actual: actual, comparator: .exact)
        let diff = whole.diffImage(reference: reference)
        let composite = CompositeImage.make([("REFERENCE", reference), ("ACTUAL", actual), ("DIFF", diff)])
        return (lines.joined(separator: "\n") + "\n" + order,
                ImageDiffReport.attachments(reference: reference, actual: actual, diff: diff, composite: composite))
    }
}
