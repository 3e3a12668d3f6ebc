/// Paths that name one file or folder on a case-insensitive disk.
public enum CasePathCollisions {
    /// Each group of distinct paths, files or the folders above them, that differ only in case,
    /// sorted; empty when a case-insensitive disk can hold them all.
    public static func find(in paths: [String]) -> [[String]] {
        var spellings: [String: Set<String>] = [:]
        for path in paths {
            let parts = path.split(separator: "/")
            for end in parts.indices {
                let prefix = parts[...end].joined(separator: "/")
                spellings[prefix.lowercased(), default: []].insert(prefix)
            }
        }
        return spellings.values.filter { $0.count > 1 }.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }
}
