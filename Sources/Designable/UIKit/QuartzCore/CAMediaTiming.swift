import Foundation

/// A duration or a moment in seconds, as Core Foundation's `CFTimeInterval`.
public typealias CFTimeInterval = Double

/// The timing every animation and layer has, as Core Animation's `CAMediaTiming`: when it
/// begins, how long it lasts, how fast it runs, how it repeats, and what it shows outside its
/// active time.
///
/// Time flows from a layer to its animations: an object's local time is
/// `(parentTime − beginTime) × speed + timeOffset`.
public protocol CAMediaTiming: AnyObject {
    /// When the object begins, in its parent's time.
    var beginTime: CFTimeInterval { get set }
    /// The length of one iteration, in seconds.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs against the parent's; 0 pauses, 2 runs twice as fast.
    var speed: Float { get set }
    /// Added to local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many iterations run; `.infinity` (or `HUGE`) repeats forever.
    var repeatCount: Float { get set }
    /// How long the iterations run in all, instead of a count.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration runs forwards then backwards.
    var autoreverses: Bool { get set }
    /// What the object shows before it begins and after it ends.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows outside its active time, as Core Animation's `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it.
    public var rawValue: String
    /// A fill mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing outside the active time: the model value shows (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The final value stays after the animation ends (with `isRemovedOnCompletion = false`).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value shows before the animation begins.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both: the first value before, the final value after.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsBackwards: Bool { self == .backwards || self == .both }
    var fillsForwards: Bool { self == .forwards || self == .both }
}

/// The largest `Float`, as Darwin's `HUGE` (`MAXFLOAT`): animation code sets
/// `repeatCount = HUGE` to repeat for ever, and so it does here.
public let HUGE: Float = .greatestFiniteMagnitude
