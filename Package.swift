// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Designable",
    products: [
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "Typography", targets: ["Typography"]),
        .library(name: "PNGCodec", targets: ["PNGCodec"]),
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

        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        .testTarget(name: "TypographyTests", dependencies: ["Typography", "Raster"]),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec", "Raster"], resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)
