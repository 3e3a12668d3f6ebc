import Foundation

/// The numbers of sections and of rows or items a list view read from its data source, kept
/// until a reload as UIKit keeps them, so the data source is asked once per reload.
struct ListCounts {
    private var counts: [Int]?

    /// Forgets the counts, to read them again at the next use.
    mutating func reset() { counts = nil }

    /// The counts, read the first time after a reset: `sections()` sections, and `items(s)` in
    /// section `s`, outside any optional-requirement call of the app's; negative counts are 0.
    mutating func read(sections: () -> Int, items: (Int) -> Int) -> [Int] {
        if let counts { return counts }
        let read = OptionalRequirement.outside { (0..<max(0, sections())).map { max(0, items($0)) } }
        counts = read
        return read
    }
}

extension Array where Element == Int {
    /// The count of `section`; 0 for a section that does not exist.
    func count(inSection section: Int) -> Int { indices.contains(section) ? self[section] : 0 }
}
