import Foundation

/// A transition between two states of a layer (a fade, a push, a reveal), as Core Animation's
/// `CATransition`, added with `layer.add(transition, forKey: kCATransition)`.
///
/// Differs from Core Animation on purpose: a transition keeps no picture of the layer's old
/// state, so every moment of it renders the new state. Its timing, delegate and completions
/// behave as any animation's.
open class CATransition: CAAnimation, @unchecked Sendable {
    /// The kind of transition; `.fade` by default.
    open var type: CATransitionType = .fade
    /// The direction of a push, move-in or reveal.
    open var subtype: CATransitionSubtype?
    /// Where in the transition to start, 0...1.
    open var startProgress: Float = 0
    /// Where in the transition to end, 0...1.
    open var endProgress: Float = 1
    /// A Core Image filter for the transition; accepted for source compatibility.
    open var filter: Any?

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let o = other as? CATransition else { return }
        type = o.type; subtype = o.subtype; startProgress = o.startProgress; endProgress = o.endProgress; filter = o.filter
    }
}

/// The kinds of ``CATransition``, as `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The kind's name, as Core Animation spells it.
    public var rawValue: String
    /// A kind from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new content fades in.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away to reveal the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The directions of a ``CATransition``, as `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The direction's name, as Core Animation spells it.
    public var rawValue: String
    /// A direction from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the right edge.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top edge.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
