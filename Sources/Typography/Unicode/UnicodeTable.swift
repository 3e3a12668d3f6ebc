/// Searches the tables `scripts/generate-unicode-tables.py` writes from the Unicode Character
/// Database: sorted arrays of `UInt32`, looked up by binary search.
enum UnicodeTable {
    /// The value of the run holding `scalar`, in `runs` that cover all of Unicode as
    /// `first scalar << shift | value`, sorted: a run ends where the next starts.
    static func run(_ runs: [UInt32], _ scalar: Unicode.Scalar, shift: UInt32) -> UInt32 {
        let mask: UInt32 = (1 << shift) - 1
        let key = scalar.value << shift | mask
        var lo = 0, hi = runs.count
        // The last run starting at or before the scalar.
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if runs[mid] <= key { lo = mid } else { hi = mid }
        }
        return runs[lo] & mask
    }

    /// Where the record for `scalar` starts in `table`, records of `stride` values sorted by
    /// their first, which holds the scalar shifted left by `keyShift`; nil when none does.
    static func record(_ table: [UInt32], _ scalar: Unicode.Scalar, stride: Int, keyShift: UInt32 = 0) -> Int? {
        var lo = 0, hi = table.count / stride - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            let key = table[mid * stride] >> keyShift
            if scalar.value < key { hi = mid - 1 } else if scalar.value > key { lo = mid + 1 } else { return mid * stride }
        }
        return nil
    }
}
