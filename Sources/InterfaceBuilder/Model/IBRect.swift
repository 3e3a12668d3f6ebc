import Raster

/// `<rect x= y= width= height=/>`, read into and written from Raster's `Rect`.
enum IBRect {
    static func read(_ e: IBElement, in context: IBDecodingContext) throws -> Rect {
        Rect(x: try context.requiredDouble(e, "x"), y: try context.requiredDouble(e, "y"),
             width: try context.requiredDouble(e, "width"), height: try context.requiredDouble(e, "height"))
    }

    static func xml(_ r: Rect, key: String) -> IBElement {
        IBElement("rect", ["key": key, "x": IBNumberFormat.string(r.origin.x), "y": IBNumberFormat.string(r.origin.y),
                           "width": IBNumberFormat.string(r.size.width), "height": IBNumberFormat.string(r.size.height)])
    }
}
