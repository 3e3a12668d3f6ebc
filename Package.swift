// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Designable",
    products: [
        .library(name: "Raster", targets: ["Raster"]),
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

        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
    ],
    swiftLanguageModes: [.v6]
)
