// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Designable",
    products: [
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "Typography", targets: ["Typography"]),
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

        // TrueType parsing, fonts and text layout, drawn through Raster.
        .target(name: "Typography", dependencies: ["Raster"]),

        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        .testTarget(name: "TypographyTests", dependencies: ["Typography", "Raster"]),
    ],
    swiftLanguageModes: [.v6]
)
