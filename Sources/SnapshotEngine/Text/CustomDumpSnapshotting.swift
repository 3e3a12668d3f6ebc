import CustomDump

extension Snapshotting where Format == String {
    /// Compares the value as pointfreeco's CustomDump prints it: Swift-like, sorted, and in
    /// the same format as swift-snapshot-testing's `.customDump`, so its references keep matching.
    ///
    /// ```swift
    /// assertSnapshot(of: user, as: .customDump)
    /// ```
    /// ```text
    /// User(
    ///   bio: "Blobbed around the world.",
    ///   id: 1,
    ///   name: "Blobby"
    /// )
    /// ```
    ///
    /// swift-snapshot-testing has it in a module of its own, `SnapshotTestingCustomDump`; here
    /// it comes with `import DesignableTesting`.
    public static var customDump: Snapshotting {
        Snapshotting<String, String>.lines.pullback { String(customDumping: $0) }
    }
}
