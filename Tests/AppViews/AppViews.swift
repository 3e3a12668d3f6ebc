// The module the UIKitSources plugin builds from ../Fixtures/AppViews (see uikit-sources.json):
// SwiftPM builds a target only when its folder holds a Swift file, and this comment is enough.
