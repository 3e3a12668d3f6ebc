// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Designable",
    products: [
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "PNGCodec", targets: ["PNGCodec"]),
        .library(name: "Typography", targets: ["Typography"]),
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .executable(name: "designable-bench", targets: ["designable-bench"]),
    ],
    targets: [
        // Geometry, paths, coverage, compositing: pure Swift, no Foundation in the hot path.
        .target(name: "Raster"),

        // System libpng and zlib; libpng's longjmp error handling stays inside the C shim.
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev", "zlib1g-dev"])]
        ),
        .target(name: "CPNGShim", dependencies: ["CLibPNG"]),
        .target(name: "PNGCodec", dependencies: ["Raster", "CPNGShim"]),

        // TrueType parsing, font registry and text layout, drawn by Raster.
        .target(name: "Typography", dependencies: ["Raster"]),

        // Cassowary; knows nothing of views.
        .target(name: "ConstraintSolver"),

        // The image-test helper shared by every test target.
        .target(name: "TestSupport", dependencies: ["Raster", "PNGCodec"], path: "Tests/TestSupport"),

        .executableTarget(name: "designable-bench", dependencies: ["Raster", "PNGCodec", "Typography"]),

        .testTarget(name: "RasterTests", dependencies: ["Raster", "TestSupport"]),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec", "Raster"], resources: [.copy("Fixtures")]),
        .testTarget(name: "TypographyTests", dependencies: ["Typography", "Raster", "TestSupport"]),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
    ],
    swiftLanguageModes: [.v6]
)
