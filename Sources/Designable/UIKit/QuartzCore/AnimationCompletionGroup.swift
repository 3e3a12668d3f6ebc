import Foundation

/// A completion waiting for a set of animations: a `UIView.animate` completion, a
/// `CATransaction` completion block, or a `UIViewPropertyAnimator`'s completions.
///
/// While the group is open (its block or transaction is still adding animations) it only
/// counts them; once closed it runs when the last one stops, with `true` if all finished and
/// `false` if any was removed early. A group closed with no animations runs at once, as
/// UIKit's completion runs when the block changed nothing animatable.
final class AnimationCompletionGroup {
    private var pending = 0
    private var allFinished = true
    private var isOpen = true
    private var fired = false
    private let completion: (Bool) -> Void

    init(_ completion: @escaping (Bool) -> Void) { self.completion = completion }

    func animationAdded() { pending += 1 }

    func animationStopped(finished: Bool) {
        pending -= 1
        if !finished { allFinished = false }
        fireIfDone()
    }

    /// No more animations join the group.
    func close() {
        isOpen = false
        fireIfDone()
    }

    private func fireIfDone() {
        guard !isOpen, pending <= 0, !fired else { return }
        fired = true
        CompletionDepth.run { completion(allFinished) }
    }
}

/// Completions that run at once can start animations whose completions run at once: a
/// completion that calls `UIView.animate` with an empty block again would recurse for ever.
/// Past this depth such completions are dropped, with a message, where UIKit would spread them
/// over run-loop turns.
enum CompletionDepth {
    @TaskLocal private static var depth = 0
    static let limit = 64

    static func run(_ body: () -> Void) {
        guard depth < limit else {
            FileHandle.standardError.write(Data("Designable: more than \(limit) animation completions ran inside each other; the rest were dropped.\n".utf8))
            return
        }
        $depth.withValue(depth + 1, operation: body)
    }
}
