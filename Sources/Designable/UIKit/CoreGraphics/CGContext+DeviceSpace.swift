import Foundation
import Raster

extension CGContext {
    /// The transform from user space to device space (the pixels), as
    /// `userSpaceToDeviceSpaceTransform`: the current transform, scale included.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    /// `point` in device space (pixels), as `convertToDeviceSpace(_:)`.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }
    /// `size` in device space, as `convertToDeviceSpace(_:)`.
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(ctm) }
    /// The bounding box of `rect` in device space, as `convertToDeviceSpace(_:)`.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }
    /// `point` from device space back to user space, as `convertToUserSpace(_:)`.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }
    /// `size` from device space back to user space, as `convertToUserSpace(_:)`.
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(ctm.inverted()) }
    /// The bounding box of `rect` from device space in user space, as `convertToUserSpace(_:)`.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }

    /// Accepted for source compatibility: glyph edges are always drawn with the same
    /// anti-aliasing, never smoothed or subpixel-positioned, so every machine gets the same pixels.
    public func setShouldSmoothFonts(_ shouldSmoothFonts: Bool) {}
    /// Accepted for source compatibility; see ``setShouldSmoothFonts(_:)``.
    public func setAllowsFontSmoothing(_ allowsFontSmoothing: Bool) {}
    /// Accepted for source compatibility; see ``setShouldSmoothFonts(_:)``.
    public func setShouldSubpixelPositionFonts(_ shouldSubpixelPositionFonts: Bool) {}
    /// Accepted for source compatibility; see ``setShouldSmoothFonts(_:)``.
    public func setAllowsFontSubpixelPositioning(_ allowsFontSubpixelPositioning: Bool) {}
    /// Accepted for source compatibility; see ``setShouldSmoothFonts(_:)``.
    public func setShouldSubpixelQuantizeFonts(_ shouldSubpixelQuantizeFonts: Bool) {}
    /// Accepted for source compatibility; see ``setShouldSmoothFonts(_:)``.
    public func setAllowsFontSubpixelQuantization(_ allowsFontSubpixelQuantization: Bool) {}
}
