import UIKit

/// A one-row layout that centres items in the collection view, lets the carousel's transform
/// style them by their distance from the centre, and snaps to whole items: a layout written
/// from scratch, as carousel libraries write theirs.
class CarouselLayout: UICollectionViewLayout {
    internal var contentSize: CGSize = .zero
    internal var leadingSpacing: CGFloat = 0
    internal var itemSpacing: CGFloat = 0
    internal var needsReprepare = true

    open override class var layoutAttributesClass: AnyClass {
        return CarouselLayoutAttributes.self
    }

    fileprivate var carousel: CarouselView? {
        return self.collectionView?.superview?.superview as? CarouselView
    }

    fileprivate var preparedSize: CGSize = .zero
    fileprivate var numberOfSections = 1
    fileprivate var numberOfItems = 0
    fileprivate var actualItemSize: CGSize = .zero
    fileprivate var actualSpacing: CGFloat = 0

    override init() {
        super.init()
        NotificationCenter.default.addObserver(self, selector: #selector(orientationChanged(_:)), name: UIDevice.orientationDidChangeNotification, object: nil)
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    deinit {
        NotificationCenter.default.removeObserver(self, name: UIDevice.orientationDidChangeNotification, object: nil)
    }

    override func prepare() {
        guard let collectionView = self.collectionView, let carousel = self.carousel else { return }
        guard self.needsReprepare || self.preparedSize != collectionView.frame.size else { return }
        self.needsReprepare = false
        self.preparedSize = collectionView.frame.size
        self.numberOfSections = carousel.numberOfSections(in: collectionView)
        self.numberOfItems = carousel.collectionView(collectionView, numberOfItemsInSection: 0)
        self.actualItemSize = carousel.itemSize == .zero ? collectionView.frame.size : carousel.itemSize
        self.actualSpacing = carousel.style?.proposedSpacing() ?? carousel.interitemSpacing
        self.leadingSpacing = (collectionView.frame.width - self.actualItemSize.width) * 0.5
        self.itemSpacing = self.actualItemSize.width + self.actualSpacing
        let count = self.numberOfItems * self.numberOfSections
        self.contentSize = CGSize(width: self.leadingSpacing * 2 + CGFloat(count) * self.itemSpacing - self.actualSpacing,
                                  height: collectionView.frame.height)
        self.centreCurrentItem()
    }

    override var collectionViewContentSize: CGSize {
        return self.contentSize
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found = [UICollectionViewLayoutAttributes]()
        guard self.itemSpacing > 0, !rect.isEmpty, self.numberOfItems > 0 else { return found }
        let visible = rect.intersection(CGRect(origin: .zero, size: self.contentSize))
        guard !visible.isEmpty else { return found }
        let first = max(Int((visible.minX - self.leadingSpacing) / self.itemSpacing), 0)
        var index = first
        var origin = self.leadingSpacing + CGFloat(first) * self.itemSpacing
        let last = self.numberOfItems * self.numberOfSections
        while origin < visible.maxX && index < last {
            let indexPath = IndexPath(item: index % self.numberOfItems, section: index / self.numberOfItems)
            let attributes = self.layoutAttributesForItem(at: indexPath) as! CarouselLayoutAttributes
            self.style(attributes)
            found.append(attributes)
            index += 1
            origin += self.itemSpacing
        }
        return found
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = CarouselLayoutAttributes(forCellWith: indexPath)
        attributes.indexPath = indexPath
        let frame = self.frame(for: indexPath)
        attributes.center = CGPoint(x: frame.midX, y: frame.midY)
        attributes.size = self.actualItemSize
        return attributes
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView = self.collectionView, self.itemSpacing > 0 else { return proposedContentOffset }
        let nudge: CGFloat = abs(velocity.x) >= 0.3 ? (velocity.x > 0 ? 0.4 : -0.4) : 0
        var target = round(proposedContentOffset.x / self.itemSpacing + nudge) * self.itemSpacing
        target = min(max(0, target), collectionView.contentSize.width - self.itemSpacing)
        return CGPoint(x: target, y: proposedContentOffset.y)
    }

    internal func forceInvalidate() {
        self.needsReprepare = true
        self.invalidateLayout()
    }

    internal func contentOffset(for indexPath: IndexPath) -> CGPoint {
        let origin = self.frame(for: indexPath).origin
        guard let collectionView = self.collectionView else { return origin }
        return CGPoint(x: origin.x - (collectionView.frame.width - self.actualItemSize.width) * 0.5, y: 0)
    }

    internal func frame(for indexPath: IndexPath) -> CGRect {
        let index = self.numberOfItems * indexPath.section + indexPath.item
        let x = self.leadingSpacing + CGFloat(index) * self.itemSpacing
        let y = ((self.collectionView?.frame.height ?? 0) - self.actualItemSize.height) * 0.5
        return CGRect(origin: CGPoint(x: x, y: y), size: self.actualItemSize)
    }

    @objc fileprivate func orientationChanged(_ notification: Notification) {
        if self.carousel?.itemSize == .zero { self.centreCurrentItem() }
    }

    /// Moves the bounds so the current item is centred, from inside prepare() as carousels do.
    fileprivate func centreCurrentItem() {
        guard let collectionView = self.collectionView, let carousel = self.carousel else { return }
        let section = carousel.isInfinite ? self.numberOfSections / 2 : 0
        let offset = self.contentOffset(for: IndexPath(item: carousel.currentIndex, section: section))
        collectionView.bounds = CGRect(origin: offset, size: collectionView.frame.size)
    }

    fileprivate func style(_ attributes: CarouselLayoutAttributes) {
        guard let collectionView = self.collectionView, let style = self.carousel?.style else { return }
        attributes.offsetFromCentre = (attributes.center.x - collectionView.bounds.midX) / self.itemSpacing
        attributes.zIndex = self.numberOfItems - Int(attributes.offsetFromCentre)
        style.apply(to: attributes)
    }
}
