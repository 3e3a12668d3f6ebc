// DesignableTesting is the snapshot engine plus the strategies for views: a test imports
// DesignableTesting alone and has assertSnapshot, Snapshotting and Diffing too, as with
// swift-snapshot-testing's one import.
@_exported import SnapshotEngine
@_exported import SnapshotDevices
