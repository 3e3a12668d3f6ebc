/// The closest name to a misspelt one, for "did you mean" hints.
enum DidYouMean {
    /// The candidate with the smallest edit distance to `name` (ignoring case), if it is close
    /// enough to be a likely typo: at most a third of the name's length, and at least 2.
    static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased())
        let limit = Swift.max(2, target.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates.sorted() {
            let d = distance(target, Array(candidate.lowercased()))
            if d <= limit, d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// Levenshtein distance, one row at a time.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var row = [i + 1]
            for (j, cb) in b.enumerated() {
                row.append(Swift.min(previous[j + 1] + 1, row[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
            }
            previous = row
        }
        return previous[b.count]
    }
}
