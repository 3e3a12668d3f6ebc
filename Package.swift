// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Designable",
    products: [
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "Typography", targets: ["Typography"]),
        .library(name: "PNGCodec", targets: ["PNGCodec"]),
        .library(name: "Designable", targets: ["Designable"]),
        .library(name: "DesignableTesting", targets: ["DesignableTesting"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .library(name: "DesignableGallery", targets: ["DesignableGallery"]),
        .library(name: "DesignableCLI", targets: ["DesignableCLI"]),
        .executable(name: "designable", targets: ["DesignableMain"]),
        .executable(name: "designable-bench", targets: ["designable-bench"]),
    ],
    dependencies: [
        // IssueReporting: failures reach XCTest and Swift Testing alike, at the caller's line.
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
        // ArgumentParser: the `designable` command line.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // DocC: `swift package generate-documentation`; a command plugin, built only when used.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Incremental Cassowary linear constraint solver; no dependencies.
        .target(name: "ConstraintSolver"),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),

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
        .target(name: "PNGCodec", dependencies: ["Raster", "CPNGShim"]),

        // TrueType parsing, fonts and text layout, drawn through Raster.
        .target(name: "Typography", dependencies: ["Raster"]),

        // The view toolkit with UIKit's names (UIView, CALayer, CGContext, controls), rendered by Raster.
        .target(name: "Designable", dependencies: ["Raster", "Typography", "PNGCodec", "ConstraintSolver", "InterfaceBuilder"]),

        // The benchmark scenes and the determinism scene, shared by the benchmark and the tests.
        .target(name: "RasterScenes", dependencies: ["Raster"]),
        .executableTarget(name: "designable-bench", dependencies: ["Raster", "RasterScenes", "PNGCodec", "DesignableTesting", "Typography", "Designable", "InterfaceBuilder"]),

        // assertSnapshot: strategies, image diffing, record modes, artifacts and report.
        // IssueReportingTestSupport is what lets IssueReporting find Swift Testing on Linux.
        .target(name: "DesignableTesting", dependencies: [
            "Raster", "PNGCodec", "Designable", "InterfaceBuilder",
            .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        ]),
        .testTarget(name: "DesignableTestingTests", dependencies: ["DesignableTesting", "Designable", "Raster", "PNGCodec"], exclude: ["Fixtures"]),

        // Interface Builder .xib and .storyboard documents as a typed model, read and written.
        .target(name: "InterfaceBuilder", dependencies: ["Raster"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "Raster"]),
        // Documents loaded into views, registration, and the three init paths.
        .testTarget(name: "InterfaceBuilderViewTests", dependencies: ["Designable", "InterfaceBuilder", "DesignableTesting", "Raster", "PNGCodec"]),

        // The classic designables as UIKit code, and their deliberately broken twins; images in Resources.
        .target(name: "DesignableGallery", dependencies: ["Designable"], resources: [.process("Resources"), .copy("Documents/Gallery.xib"), .copy("Documents/Gallery.storyboard"), .copy("Documents/XibBackedView.xib")]),

        // The `designable` commands as a library, so a project's own two-line executable can add its views.
        .target(name: "DesignableCLI", dependencies: [
            "Designable", "DesignableGallery", "DesignableTesting", "InterfaceBuilder", "PNGCodec", "Raster",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // `swift run designable demo`; a distinct target name keeps it apart from the Designable module on case-insensitive disks.
        .executableTarget(name: "DesignableMain", dependencies: ["DesignableCLI"], path: "Sources/designable"),

        .testTarget(name: "DesignableGalleryTests", dependencies: ["DesignableGallery", "DesignableTesting", "Designable", "Raster"]),
        .testTarget(name: "DesignableCLITests", dependencies: ["DesignableCLI", "DesignableGallery", "DesignableTesting", "Designable", "Raster", "PNGCodec"]),


        .testTarget(name: "RasterTests", dependencies: ["Raster", "RasterScenes", "DesignableTesting"]),
        .testTarget(name: "TypographyTests", dependencies: ["Typography", "Raster", "DesignableTesting"]),
        .testTarget(name: "DesignableTests", dependencies: ["Designable", "DesignableTesting"]),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec", "Raster"], resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)
