import Foundation

/// Decides where a collection view's cells, supplementary views and decoration views go, as
/// UIKit's `UICollectionViewLayout`: subclass it, or use ``UICollectionViewFlowLayout``.
///
/// A subclass computes its geometry in ``prepare()``, reports ``collectionViewContentSize``, and
/// answers ``layoutAttributesForElements(in:)`` with the attributes (of
/// ``layoutAttributesClass``) of every element in a rectangle, and
/// ``layoutAttributesForItem(at:)`` for one item.
///
/// ## When the collection view asks
/// At each of its layouts (`layoutSubviews`), the collection view calls ``prepare()`` if the
/// layout was invalidated since the last one, or has never been prepared, or its bounds changed
/// and ``shouldInvalidateLayout(forBoundsChange:)`` said so; then it reads the content size and
/// the attributes of the elements in its bounds, at the current content offset, and places
/// their views. ``invalidateLayout()`` schedules this for the next layout.
///
/// Differs from UIKit on purpose: every invalidation calls ``prepare()`` again, whatever its
/// context says, and nothing animates between layouts; a render shows the end state.
open class UICollectionViewLayout: NSObject {
    weak var attachedCollectionView: UICollectionView?
    /// Whether the next layout of the collection view calls ``prepare()``.
    var needsPrepare = true
    var decorationSources = ReuseQueue()

    /// A layout attached to no collection view yet.
    public override init() { super.init() }

    /// A layout decoded from an Interface Builder document.
    public required init?(coder: NSCoder) { super.init() }

    /// The collection view using this layout.
    open var collectionView: UICollectionView? { attachedCollectionView }

    /// The class of the attributes this layout makes: override it to return a subclass of
    /// ``UICollectionViewLayoutAttributes`` that carries more properties.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts this layout makes.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Computes the layout; called before the first layout and after each invalidation.
    open func prepare() {}

    /// The size of the whole content; the collection view's ``UIScrollView/contentSize``.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect`, in content coordinates.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds to `newBounds` (scrolling, resizing)
    /// needs the layout prepared again; `false` by default.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context for an invalidation caused by a change of bounds.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether a view's preferred attributes (self-sizing) need the layout prepared again;
    /// `false` by default.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    /// The context for an invalidation caused by a view's preferred attributes.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.invalidateItems(at: [originalAttributes.indexPath])
        return context
    }

    /// Invalidates the whole layout: the collection view prepares it again at its next layout.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Invalidates what `context` names; the collection view prepares the layout again at its
    /// next layout. Call `super` when overriding.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        collectionView?.layoutDidInvalidate(context)
    }

    /// Where scrolling that would stop at `proposedContentOffset`, moving at `velocity`,
    /// should stop; the proposed offset by default. Nothing scrolls by itself here, but code
    /// that snaps calls this.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }

    /// The content offset to keep after the layout changes or updates; the proposed one by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    /// Registers the class of the decoration views of `elementKind`; `nil` removes it.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationSources.register(ReuseQueue.source(viewClass), for: elementKind)
    }

    /// Registers a nib whose top-level view is the decoration view of `elementKind`.
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationSources.register(nib.map { .nib($0) }, for: elementKind)
    }

    /// The attributes an item appearing in an update starts from; none by default, and nothing
    /// animates here.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes an item disappearing in an update ends at; none by default.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Called before the collection view applies batch updates.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called after the collection view applied batch updates.
    open func finalizeCollectionViewUpdates() {}

    /// The layout direction the layout's geometry is written for.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether the collection view mirrors the layout in the opposite layout direction; `false`
    /// by default. Differs from UIKit on purpose: nothing is mirrored here.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// Whether the collection view asks its cells for their preferred attributes after placing
    /// them; the flow layout asks only when it sizes items by estimate.
    var asksPreferredAttributes: Bool { true }

    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)?.init()
            ?? UICollectionViewLayoutInvalidationContext()
    }

    /// New attributes of ``layoutAttributesClass`` for the cell at `indexPath`.
    func makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = attributesClass.init()
        attributes.indexPath = indexPath
        return attributes
    }

    /// New attributes of ``layoutAttributesClass`` for a supplementary view.
    func makeAttributes(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = attributesClass.init()
        attributes.indexPath = indexPath
        attributes.setCategory(.supplementaryView, kind: kind)
        return attributes
    }

    private var attributesClass: UICollectionViewLayoutAttributes.Type {
        Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self
    }
}

/// One change of a batch update, as UIKit's `UICollectionViewUpdateItem`.
open class UICollectionViewUpdateItem: NSObject {
    /// What the change does.
    public enum Action: Int, Sendable {
        /// An item was inserted.
        case insert
        /// An item was deleted.
        case delete
        /// An item was reloaded.
        case reload
        /// An item moved.
        case move
        /// Nothing changed.
        case none
    }

    /// The index path before the change; `nil` for an insertion.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The index path after the change; `nil` for a deletion.
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// What the change does.
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}
