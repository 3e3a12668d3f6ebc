/// swift-snapshot-testing's two tolerances, which it declares as `Float`, and an absolute
/// count of pixels, as one comparator.
extension ImageComparator {
    static func sst(_ precision: Float, _ perceptualPrecision: Float, _ maxDifferingPixels: Int) -> ImageComparator {
        ImageComparator.perceptual(precision: Double(precision), perceptualPrecision: Double(perceptualPrecision))
            .allowing(differingPixels: maxDifferingPixels)
    }
}
