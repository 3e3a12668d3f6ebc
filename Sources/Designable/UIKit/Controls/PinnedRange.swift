import Foundation

/// A value and the range it is pinned to, by the rules UIKit's sliders and steppers share: the
/// value stays within the range; a minimum set above the maximum raises the maximum to it, a
/// maximum set below the minimum lowers the minimum to it; the value follows a range that
/// moves past it; a NaN changes nothing.
struct PinnedRange<Number: BinaryFloatingPoint> {
    private(set) var minimum: Number
    private(set) var maximum: Number
    private(set) var value: Number

    /// A range from `minimum` to `maximum` (raised to `minimum` if below it), its value at the minimum.
    init(minimum: Number, maximum: Number) {
        self.minimum = minimum
        self.maximum = Swift.max(minimum, maximum)
        value = minimum
    }

    /// Sets the value, pinned to the range.
    mutating func setValue(_ newValue: Number) {
        guard !newValue.isNaN else { return }
        value = Swift.min(Swift.max(newValue, minimum), maximum)
    }

    /// Sets the minimum, raising the maximum to it when it is above, and pins the value.
    mutating func setMinimum(_ newValue: Number) {
        guard !newValue.isNaN else { return }
        minimum = newValue
        if maximum < minimum { maximum = minimum }
        setValue(value)
    }

    /// Sets the maximum, lowering the minimum to it when it is below, and pins the value.
    mutating func setMaximum(_ newValue: Number) {
        guard !newValue.isNaN else { return }
        maximum = newValue
        if minimum > maximum { minimum = maximum }
        setValue(value)
    }

    /// Where `number` lies in the range, from 0 to 1; 0 for an empty range.
    func fraction(of number: Number) -> Number {
        guard maximum > minimum else { return 0 }
        return Swift.min(1, Swift.max(0, (number - minimum) / (maximum - minimum)))
    }
}
