import UIKit

@objc
public protocol CarouselViewDataSource: NSObjectProtocol {
    @objc(numberOfItemsInCarousel:)
    func numberOfItems(in carousel: CarouselView) -> Int

    @objc(carousel:cellForItemAtIndex:)
    func carousel(_ carousel: CarouselView, cellForItemAt index: Int) -> CarouselCell
}

@objc
public protocol CarouselViewDelegate: NSObjectProtocol {
    @objc(carousel:didSelectItemAtIndex:)
    optional func carousel(_ carousel: CarouselView, didSelectItemAt index: Int)

    @objc(carousel:willDisplayCell:forItemAtIndex:)
    optional func carousel(_ carousel: CarouselView, willDisplay cell: CarouselCell, forItemAt index: Int)

    @objc(carouselDidScroll:)
    optional func carouselDidScroll(_ carousel: CarouselView)

    @objc(carouselWillEndDragging:targetIndex:)
    optional func carouselWillEndDragging(_ carousel: CarouselView, targetIndex: Int)
}

/// A paging carousel built on a collection view, as banner and onboarding libraries build
/// theirs: its own data source and delegate protocols in front of the collection view's, a
/// layout of its own that centres the current item, a transform that styles the neighbours,
/// an optional endless mode, and a timer that flips to the next item.
@IBDesignable
open class CarouselView: UIView, UICollectionViewDataSource, UICollectionViewDelegate {
    @IBOutlet open weak var dataSource: CarouselViewDataSource?
    @IBOutlet open weak var delegate: CarouselViewDelegate?

    /// The size of each item; `.zero` makes items fill the carousel.
    @IBInspectable
    open var itemSize: CGSize = .zero {
        didSet { self.layout.forceInvalidate() }
    }

    @IBInspectable
    open var interitemSpacing: CGFloat = 0 {
        didSet { self.layout.forceInvalidate() }
    }

    /// Whether the items repeat without end.
    @IBInspectable
    open var isInfinite: Bool = false {
        didSet {
            self.layout.needsReprepare = true
            self.collectionView.reloadData()
        }
    }

    /// Seconds between automatic flips; 0 turns them off.
    @IBInspectable
    open var flipInterval: CGFloat = 0 {
        didSet {
            self.stopTimer()
            if self.flipInterval > 0 { self.startTimer() }
        }
    }

    /// How the items beside the centred one look.
    @objc
    open var style: CarouselTransform? {
        didSet {
            self.style?.carousel = self
            self.layout.forceInvalidate()
        }
    }

    @objc open fileprivate(set) dynamic var currentIndex: Int = 0

    /// How far the content has scrolled, in items.
    @objc
    open var scrollOffset: CGFloat {
        let offset = max(self.collectionView.contentOffset.x, self.collectionView.contentOffset.y)
        return fmod(offset / self.layout.itemSpacing, CGFloat(self.numberOfItems))
    }

    @objc
    open var panGestureRecognizer: UIPanGestureRecognizer {
        return self.collectionView.panGestureRecognizer
    }

    internal weak var layout: CarouselLayout!
    internal weak var collectionView: CarouselCollectionView!
    internal weak var contentView: UIView!
    internal var timer: Timer?
    internal var numberOfItems: Int = 0
    internal var numberOfSections: Int = 0
    fileprivate var dequeuingSection = 0

    fileprivate var centremostIndexPath: IndexPath {
        guard self.numberOfItems > 0, self.collectionView.contentSize != .zero else {
            return IndexPath(item: 0, section: 0)
        }
        let ruler = self.collectionView.bounds.midX
        let sorted = self.collectionView.indexPathsForVisibleItems.sorted { l, r in
            abs(self.layout.frame(for: l).midX - ruler) < abs(self.layout.frame(for: r).midX - ruler)
        }
        return sorted.first ?? IndexPath(item: 0, section: 0)
    }

    fileprivate var isRotating: Bool {
        guard let keys = self.contentView.layer.animationKeys() else { return false }
        return keys.contains { ["position", "bounds.size"].contains($0) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        self.setUp()
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        self.setUp()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        self.contentView.frame = self.bounds
        self.collectionView.frame = self.contentView.bounds
    }

    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow != nil { self.startTimer() } else { self.stopTimer() }
    }

    #if TARGET_INTERFACE_BUILDER
    open override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        self.contentView.layer.borderWidth = 1
        let label = UILabel(frame: self.contentView.bounds)
        label.textAlignment = .center
        label.text = "Carousel"
        self.contentView.addSubview(label)
    }
    #endif

    deinit {
        self.collectionView?.dataSource = nil
        self.collectionView?.delegate = nil
    }

    // MARK: - UICollectionViewDataSource

    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        guard let dataSource = self.dataSource else { return 1 }
        self.numberOfItems = dataSource.numberOfItems(in: self)
        guard self.numberOfItems > 0 else { return 0 }
        self.numberOfSections = self.isInfinite ? Int(Int16.max) / self.numberOfItems : 1
        return self.numberOfSections
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return self.numberOfItems
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        self.dequeuingSection = indexPath.section
        return self.dataSource!.carousel(self, cellForItemAt: indexPath.item)
    }

    // MARK: - UICollectionViewDelegate

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        self.delegate?.carousel?(self, didSelectItemAt: indexPath.item % self.numberOfItems)
    }

    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        guard let function = self.delegate?.carousel(_:willDisplay:forItemAt:) else { return }
        function(self, cell as! CarouselCell, indexPath.item % self.numberOfItems)
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if !self.isRotating && self.numberOfItems > 0 {
            let index = lround(Double(self.scrollOffset)) % self.numberOfItems
            if index != self.currentIndex { self.currentIndex = index }
        }
        if let function = self.delegate?.carouselDidScroll { function(self) }
    }

    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        if let function = self.delegate?.carouselWillEndDragging(_:targetIndex:) {
            let target = lround(Double(targetContentOffset.pointee.x / self.layout.itemSpacing))
            function(self, target % self.numberOfItems)
        }
    }

    // MARK: - Public functions

    @objc(registerClass:forCellWithReuseIdentifier:)
    open func register(_ cellClass: Swift.AnyClass?, forCellWithReuseIdentifier identifier: String) {
        self.collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    @objc(registerNib:forCellWithReuseIdentifier:)
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        self.collectionView.register(nib, forCellWithReuseIdentifier: identifier)
    }

    @objc(dequeueReusableCellWithReuseIdentifier:atIndex:)
    open func dequeueReusableCell(withReuseIdentifier identifier: String, at index: Int) -> CarouselCell {
        let indexPath = IndexPath(item: index, section: self.dequeuingSection)
        let cell = self.collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        guard cell.isKind(of: CarouselCell.self) else {
            fatalError("Cell class must be a subclass of CarouselCell")
        }
        return cell as! CarouselCell
    }

    @objc(reloadData)
    open func reloadData() {
        self.layout.needsReprepare = true
        self.collectionView.reloadData()
    }

    @objc(selectItemAtIndex:animated:)
    open func selectItem(at index: Int, animated: Bool) {
        let indexPath = IndexPath(item: index, section: self.centremostIndexPath.section)
        self.collectionView.selectItem(at: indexPath, animated: animated, scrollPosition: .centeredHorizontally)
    }

    @objc(scrollToItemAtIndex:animated:)
    open func scrollToItem(at index: Int, animated: Bool) {
        guard index < self.numberOfItems else { return }
        let indexPath = IndexPath(item: index, section: self.isInfinite ? self.centremostIndexPath.section : 0)
        self.collectionView.setContentOffset(self.layout.contentOffset(for: indexPath), animated: animated)
    }

    @objc(indexForCell:)
    open func index(for cell: CarouselCell) -> Int {
        guard let indexPath = self.collectionView.indexPath(for: cell) else { return NSNotFound }
        return indexPath.item
    }

    @objc(cellForItemAtIndex:)
    open func cellForItem(at index: Int) -> CarouselCell? {
        let indexPath = IndexPath(item: index, section: self.centremostIndexPath.section)
        return self.collectionView.cellForItem(at: indexPath) as? CarouselCell
    }

    // MARK: - Private functions

    fileprivate func setUp() {
        let contentView = UIView(frame: CGRect.zero)
        contentView.backgroundColor = UIColor.clear
        self.addSubview(contentView)
        self.contentView = contentView

        let layout = CarouselLayout()
        let collectionView = CarouselCollectionView(frame: CGRect.zero, collectionViewLayout: layout)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.backgroundColor = UIColor.clear
        self.contentView.addSubview(collectionView)
        self.collectionView = collectionView
        self.layout = layout
    }

    fileprivate func startTimer() {
        guard self.flipInterval > 0 && self.timer == nil else { return }
        self.timer = Timer.scheduledTimer(timeInterval: TimeInterval(self.flipInterval), target: self, selector: #selector(self.flipNext(sender:)), userInfo: nil, repeats: true)
        RunLoop.current.add(self.timer!, forMode: .common)
    }

    @objc
    fileprivate func flipNext(sender: Timer?) {
        guard let _ = self.superview, self.numberOfItems > 0, !self.collectionView.isTracking else { return }
        let indexPath = self.centremostIndexPath
        let section = self.numberOfSections > 1 ? indexPath.section + (indexPath.item + 1) / self.numberOfItems : 0
        let next = IndexPath(item: (indexPath.item + 1) % self.numberOfItems, section: section)
        self.collectionView.setContentOffset(self.layout.contentOffset(for: next), animated: true)
    }

    fileprivate func stopTimer() {
        guard self.timer != nil else { return }
        self.timer!.invalidate()
        self.timer = nil
    }
}
