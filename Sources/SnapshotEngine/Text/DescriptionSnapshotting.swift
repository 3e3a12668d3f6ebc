extension Snapshotting where Format == String {
    /// Compares what `String(describing:)` prints for the value, as a `.txt` reference.
    ///
    /// ```swift
    /// assertSnapshot(of: user, as: .description)   // User(bio: "Blobbed around the world.", id: 1, name: "Blobby")
    /// ```
    public static var description: Snapshotting {
        Snapshotting<String, String>.lines.pullback { String(describing: $0) }
    }
}
