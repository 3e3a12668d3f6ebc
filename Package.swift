// swift-tools-version:6.1
import PackageDescription

// The module map, one line each, is in ARCHITECTURE.md. Dependencies point one way:
// engines (Raster, PNGCodec, Typography, ConstraintSolver, InterfaceBuilder) know nothing of
// views; Designable (the UIKit mirror and the Interface Builder bridge) uses them; the snapshot
// engine, DesignableTesting and DesignableChecking sit on top; the CLI on top of those.
let package = Package(
    name: "Designable",
    products: [
        // What a test suite depends on: the UIKit-named toolkit and assertSnapshot.
        .library(name: "Designable", targets: ["Designable"]),
        .library(name: "DesignableTesting", targets: ["DesignableTesting"]),
        // Combine for view code that imports it: OpenCombine, which the plugin maps `import Combine` to.
        .library(name: "DesignableCombine", targets: ["DesignableCombine"]),
        // assertInlineSnapshot: snapshots written into the test file; apart because it builds swift-syntax.
        .library(name: "DesignableInlineTesting", targets: ["DesignableInlineTesting"]),
        // For suites that keep swift-snapshot-testing: its Snapshotting strategies for Designable's views.
        .library(name: "DesignableSnapshotTesting", targets: ["DesignableSnapshotTesting"]),
        // The `designable` commands as a library, for a project's own two-line executable.
        .library(name: "DesignableCLI", targets: ["DesignableCLI"]),
        // Alone, for code that handles rendered images itself: `ViewRenderer.render` returns a
        // Raster `Bitmap`, and PNGCodec reads and writes it.
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "PNGCodec", targets: ["PNGCodec"]),
        .executable(name: "designable", targets: ["DesignableMain"]),
        // `designable review`'s local server, apart so that nothing else builds Hummingbird and SwiftNIO.
        .executable(name: "designable-review", targets: ["DesignableReviewMain"]),
        // Compiles an app's UIKit view sources unchanged against Designable, and registers them.
        .plugin(name: "UIKitSources", targets: ["UIKitSources"]),
    ],
    dependencies: [
        // IssueReporting: failures reach XCTest and Swift Testing alike, at the caller's line.
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
        // ArgumentParser: the `designable` command line.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // CustomDump: the `.customDump` strategy, in the library's own format.
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.3"),
        // swift-syntax: the UIKitSources plugin reads and rewrites Swift source with it, and
        // assertInlineSnapshot rewrites test files. Only the plugin's tool and DesignableInlineTesting
        // depend on it, so a suite that uses neither never builds it.
        .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0"),
        // swift-snapshot-testing: only the adapter product and its tests build it.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
        // Hummingbird (over SwiftNIO): the review server. Only `designable-review` and its tests
        // build it; its traits are off, so swift-configuration is not built either.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        // HTTPTypes and Logging: the review server's own headers, and its quieter log (both in Hummingbird's graph already).
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.14.0"),
        // ServiceLifecycle: stopping the review server gracefully when the page says it is done (in Hummingbird's graph too).
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
        // OpenCombine: Combine on Linux, for view code that imports it (the DesignableCombine product only).
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // DocC: `swift package generate-documentation`; a command plugin, built only when used.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: Engines: they know nothing of views.

        // A value behind a lock, for the few registries and caches shared across threads.
        .target(name: "Locking"),
        // Incremental Cassowary linear constraint solver; no dependencies.
        .target(name: "ConstraintSolver"),
        // Geometry, paths, coverage, compositing: pure Swift, no Foundation in the hot path.
        .target(name: "Raster"),
        // System libpng and zlib; libpng's longjmp error handling stays inside the C shim.
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev", "zlib1g-dev"])]
        ),
        .target(name: "CPNGShim", dependencies: ["CLibPNG"]),
        // PNG files to and from Bitmap.
        .target(name: "PNGCodec", dependencies: ["Raster", "CPNGShim", "CLibPNG"]),
        // System libjpeg-turbo; its error_exit longjmp stays inside the C shim, as libpng's does.
        .systemLibrary(
            name: "CLibJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"])]
        ),
        .target(name: "CJPEGShim", dependencies: ["CLibJPEG"]),
        // JPEG files to Bitmap, decoded deterministically.
        .target(name: "JPEGCodec", dependencies: ["Raster", "CJPEGShim"]),
        // A PDF page's paths drawn through Raster: the vector images of asset catalogues.
        // FlateDecode inflates through PNGCodec's zlib.
        .target(name: "PDFVector", dependencies: ["Raster", "PNGCodec"]),
        // TrueType parsing, fonts and text layout, drawn through Raster.
        .target(name: "Typography", dependencies: ["Raster", "Locking"]),
        // Interface Builder .xib and .storyboard documents as a typed model, read and written.
        .target(name: "InterfaceBuilder", dependencies: ["Raster"]),

        // MARK: The product: the UIKit mirror (UIKit/) and the Interface Builder bridge (Nibs/).

        .target(name: "Designable", dependencies: ["Raster", "Typography", "PNGCodec", "JPEGCodec", "PDFVector", "ConstraintSolver", "InterfaceBuilder", "Locking"]),
        // Interface Builder's layout warnings without Xcode: `designable check`.
        .target(name: "DesignableChecking", dependencies: ["Designable", "InterfaceBuilder", "Raster"]),

        // MARK: The source bridge: an app's UIKit sources, compiled unchanged.

        // Translates what only the Objective-C runtime allows (`@objc`, `#selector`, `@IBOutlet`,
        // optional protocol requirements, overrides in extensions) and generates the registration.
        .target(name: "SourceBridge", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .executableTarget(name: "uikit-sources", dependencies: ["SourceBridge"], path: "Sources/UIKitSourcesTool"),
        .plugin(name: "UIKitSources", capability: .buildTool(), dependencies: ["uikit-sources"]),

        // MARK: Snapshot testing.

        // Snapshotting, Diffing, assertSnapshot, record modes, image comparison and reporting,
        // with nothing of views. IssueReportingTestSupport lets IssueReporting find Swift Testing on Linux.
        .target(name: "SnapshotEngine", dependencies: [
            "Raster", "PNGCodec", "Typography", "Locking",
            .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            .product(name: "CustomDump", package: "swift-custom-dump"),
        ]),
        // ViewImageConfig and its device presets, shared by DesignableTesting and the adapter.
        .target(name: "SnapshotDevices", dependencies: ["Designable"]),
        // `import Combine` in an app's view files, as the plugin translates it: OpenCombine with its
        // Dispatch and Foundation parts, which spell the schedulers and publishers as Combine does.
        .target(name: "DesignableCombine", dependencies: [.product(name: "OpenCombineShim", package: "OpenCombine")]),
        // The strategies for views, view controllers and documents; re-exports SnapshotEngine.
        .target(name: "DesignableTesting", dependencies: ["SnapshotEngine", "SnapshotDevices", "Designable", "InterfaceBuilder", "Locking", "Raster"]),
        // assertInlineSnapshot over SnapshotEngine, with swift-syntax.
        .target(name: "DesignableInlineTesting", dependencies: [
            "SnapshotEngine", "Locking",
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
        ]),
        // swift-snapshot-testing's Snapshotting for Designable's views, rendered by DesignableTesting.
        .target(name: "DesignableSnapshotTesting", dependencies: [
            "DesignableTesting", "SnapshotEngine", "SnapshotDevices", "Designable", "InterfaceBuilder", "Raster",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),

        // MARK: The command line, and the views it demonstrates.

        // The classic designables and their deliberately broken twins, written as ordinary UIKit
        // code in Views/ and compiled as the UIKitSources plugin translates them (Translated/,
        // written by scripts/translate-gallery.sh and checked by a test); images in Resources.
        // No target here applies the plugin: SwiftPM runs build-tool plugins for every target of
        // a package graph, so one use would make every package depending on Designable build
        // swift-syntax (about a minute on 2 cores) whether it uses the plugin or not.
        .target(name: "DesignableGallery", dependencies: ["Designable"], exclude: ["Views"],
                resources: [.process("Resources"), .copy("Documents/Gallery.xib"), .copy("Documents/Gallery.storyboard"), .copy("Documents/XibBackedView.xib")]),
        // Not the gallery: a project's own two-line executable ships only its views (RepositoryTests
        // fails if the gallery comes back).
        .target(name: "DesignableCLI", dependencies: [
            "Designable", "DesignableChecking", "DesignableTesting", "InterfaceBuilder", "Locking", "PNGCodec", "Raster", "SnapshotEngine",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The gallery as `designable demo` shows it: its catalog of items and the demo it hands the CLI.
        .target(name: "DesignableDemo", dependencies: ["DesignableCLI", "DesignableGallery", "Designable"]),
        // `swift run designable demo`; its folder's name differs from `Designable` by more than case,
        // so the package checks out on case-insensitive disks.
        .executableTarget(name: "DesignableMain", dependencies: ["DesignableCLI", "DesignableDemo"]),

        // The review server: the failures of an artifacts folder on a page served on 127.0.0.1,
        // accepted through ReferenceAcceptance as `designable accept` does. Page/ is its HTML, CSS and JS.
        .target(name: "DesignableReview", dependencies: [
            "DesignableCLI", "SnapshotEngine",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Logging", package: "swift-log"),
            "Locking",
        ], resources: [.copy("Page")]),
        // `designable-review`, which `designable review` runs.
        .executableTarget(name: "DesignableReviewMain", dependencies: [
            "DesignableReview", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // MARK: Benchmarks, apart from the products.

        // The benchmark scenes and the determinism scene, shared by the benchmark and the tests.
        .target(name: "RasterScenes", dependencies: ["Raster"], path: "Benchmarks/RasterScenes"),
        .executableTarget(name: "designable-bench",
                          dependencies: ["Raster", "RasterScenes", "PNGCodec", "SnapshotEngine", "DesignableTesting", "DesignableChecking", "Typography", "Designable", "InterfaceBuilder"],
                          path: "Benchmarks/designable-bench"),

        // MARK: Tests, one target per module they test.

        // Helpers the test targets share: where the shared corpus is, and the repository's own checks.
        .target(name: "TestSupport", dependencies: ["SnapshotEngine", "Raster"], path: "Tests/TestSupport"),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "RasterScenes", "SnapshotEngine"]),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec", "Raster", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "PDFVectorTests", dependencies: ["PDFVector", "Raster"]),
        .testTarget(name: "JPEGCodecTests", dependencies: ["JPEGCodec", "Raster"], resources: [.copy("Fixtures")]),
        .testTarget(name: "TypographyTests", dependencies: ["Typography", "Raster", "SnapshotEngine"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "Raster", "TestSupport"]),
        .testTarget(name: "DesignableTests", dependencies: ["Designable", "DesignableTesting", "SnapshotEngine", "InterfaceBuilder", "Raster", "PNGCodec", "TestSupport", "Typography"]),
        .testTarget(name: "SnapshotEngineTests", dependencies: ["SnapshotEngine", "Raster", "PNGCodec", "Typography", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "DesignableTestingTests", dependencies: ["DesignableTesting", "SnapshotEngine", "Designable", "Raster", "PNGCodec", "TestSupport"]),
        .testTarget(name: "DesignableGalleryTests", dependencies: ["DesignableGallery", "DesignableCLI", "DesignableDemo", "DesignableTesting", "SnapshotEngine", "Designable", "Raster"]),
        .testTarget(name: "DesignableCLITests", dependencies: ["AppViews", "DesignableCLI", "DesignableChecking", "DesignableDemo", "DesignableGallery", "DesignableTesting", "SnapshotEngine", "Designable", "Raster", "PNGCodec", "TestSupport"]),
        // The review server over HTTP, and its page in Chromium (Browser/ holds the Playwright script).
        .testTarget(name: "DesignableReviewTests", dependencies: [
            "DesignableReview", "DesignableCLI", "SnapshotEngine", "PNGCodec", "Raster", "TestSupport",
        ], exclude: ["Browser"]),
        .testTarget(name: "RepositoryTests", dependencies: ["TestSupport"]),
        .testTarget(name: "SourceBridgeTests", dependencies: ["SourceBridge", "TestSupport", "Designable"]),
        // Code from libraries still set to Swift 4 (SWIFT_VERSION = 4.0), in that language mode.
        .testTarget(name: "Swift4ModeTests", dependencies: ["Designable"], swiftSettings: [.swiftLanguageMode(.v4)]),
        // An app's views written for iOS (Tests/Fixtures/AppViews), compiled unchanged through the
        // plugin, one fixture per construct the real-world corpus needs; and their tests.
        .target(name: "AppViews", dependencies: ["Designable", "DesignableCombine"], path: "Tests/AppViews",
                plugins: [.plugin(name: "UIKitSources")]),
        .testTarget(name: "UIKitSourcesTests", dependencies: ["AppViews", "Designable", "DesignableTesting", "Raster", "TestSupport"]),
        // swift-snapshot-testing's call sites, from its README and tests, with only the import changed.
        .testTarget(name: "SSTCallSiteTests", dependencies: ["DesignableTesting", "DesignableInlineTesting", "Designable", "Raster", "TestSupport"]),
        .testTarget(name: "DesignableInlineTestingTests", dependencies: ["DesignableInlineTesting", "SnapshotEngine", "TestSupport"]),
        // The adapter under swift-snapshot-testing's own assertSnapshot; builds swift-snapshot-testing.
        .testTarget(name: "DesignableSnapshotTestingTests", dependencies: [
            "DesignableSnapshotTesting", "Designable", "Raster",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),  // SST's references beside the test file, read by path
    ],
    swiftLanguageModes: [.v6]
)
