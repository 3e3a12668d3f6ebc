// The adapter gives swift-snapshot-testing's own assertSnapshot Designable's strategies. It
// re-exports only the device presets: the engine's assertSnapshot, Snapshotting and Diffing
// stay behind `internal import`, so a suite that imports SnapshotTesting sees one of each.
@_exported import SnapshotDevices
