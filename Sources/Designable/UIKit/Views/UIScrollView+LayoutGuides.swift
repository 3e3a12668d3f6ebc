import Foundation

extension UIScrollView {
    /// The scrollable content as a layout guide, as `contentLayoutGuide`: its origin is the
    /// content's, and constraints to its width and height set ``contentSize`` at the next layout,
    /// as on iOS.
    ///
    /// Differs from UIKit on purpose: constraints between the scroll view's own edges and its
    /// subviews still attach to its frame, not to the content area; constrain subviews to this
    /// guide (as Apple recommends since iOS 11) for content that scrolls.
    public var contentLayoutGuide: UILayoutGuide {
        if let guide = storedContentGuide { return guide }
        let guide = UILayoutGuide(identifier: "UIScrollView-contentLayoutGuide", owningView: nil, insets: nil)
        guide.pinsOriginToView = true
        addLayoutGuide(guide)
        storedContentGuide = guide
        return guide
    }

    /// The scroll view's frame as a layout guide, as `frameLayoutGuide`: content pinned to it
    /// stays put while the content scrolls.
    public var frameLayoutGuide: UILayoutGuide {
        if let guide = storedFrameGuide { return guide }
        let guide = UILayoutGuide(identifier: "UIScrollView-frameLayoutGuide", owningView: self, insets: { _ in .zero })
        storedFrameGuide = guide
        return guide
    }

    /// The content guide's size, once layout has placed it, becomes ``contentSize``.
    func adoptContentGuideSize() {
        guard let guide = storedContentGuide else { return }
        let size = guide.solvedFrame.size
        if size.width > 0 || size.height > 0, size != contentSize { contentSize = size }
    }
}
