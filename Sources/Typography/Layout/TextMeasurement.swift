import Raster

extension String {
    /// The rectangle the string occupies when drawn with `attributes` within `size`, as
    /// `NSString.boundingRect(with:options:attributes:context:)` with `.usesLineFragmentOrigin`.
    ///
    /// The result is fractional; round it up (``TextLayout/ceiledSize``) for a view's size.
    /// It is computed by the same ``TextLayout`` that drawing uses, so they always agree.
    public func boundingRect(with size: Size, attributes: TextAttributes, numberOfLines: Int = 0, scale: Double = 1) -> Rect {
        TextLayout(text: self, attributes: attributes, maxSize: size, numberOfLines: numberOfLines, scale: scale).boundingRect
    }

    /// The size of the string on one line per paragraph, as `NSString.size(withAttributes:)`.
    public func size(withAttributes attributes: TextAttributes, scale: Double = 1) -> Size {
        TextLayout(text: self, attributes: attributes, scale: scale).size
    }
}
