// DesignableInlineTesting is assertInlineSnapshot on top of the snapshot engine, which it
// re-exports, as swift-snapshot-testing's InlineSnapshotTesting re-exports SnapshotTesting.
@_exported import SnapshotEngine
