import UIKit

/// The carousel's collection view: it refuses content insets and scrolling to the top, as
/// carousel libraries' subclasses do, and sets itself up along both initialisers.
class CarouselCollectionView: UICollectionView {
    #if !os(tvOS)
    override var scrollsToTop: Bool {
        set { super.scrollsToTop = false }
        get { return false }
    }
    #endif

    override var contentInset: UIEdgeInsets {
        set {
            super.contentInset = .zero
            if newValue.top > 0 {
                self.contentOffset = CGPoint(x: self.contentOffset.x, y: self.contentOffset.y + newValue.top)
            }
        }
        get { return super.contentInset }
    }

    override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        super.init(frame: frame, collectionViewLayout: layout)
        self.setUp()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        self.setUp()
    }

    fileprivate func setUp() {
        self.contentInset = .zero
        self.decelerationRate = UIScrollView.DecelerationRate.fast
        self.showsVerticalScrollIndicator = false
        self.showsHorizontalScrollIndicator = false
        if #available(iOS 10.0, *) {
            self.isPrefetchingEnabled = false
        }
        if #available(iOS 11.0, *) {
            self.contentInsetAdjustmentBehavior = .never
        }
        #if !os(tvOS)
        self.scrollsToTop = false
        self.isPagingEnabled = false
        #endif
    }
}
