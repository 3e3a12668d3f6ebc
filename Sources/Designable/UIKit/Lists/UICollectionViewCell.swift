import Foundation

/// One item of a collection view, as UIKit's `UICollectionViewCell`: put its content in
/// ``contentView``, above the optional ``backgroundView`` and, while selected or highlighted,
/// ``selectedBackgroundView``.
///
/// A cell decoded from a document (`<collectionViewCell>` in a xib or a storyboard's prototype)
/// takes the content view the document holds, with its subviews and constraints.
open class UICollectionViewCell: UICollectionReusableView {
    private var ownContentView: UIView!

    /// The view to add the cell's content to; it fills the cell.
    open var contentView: UIView { ownContentView }

    /// Whether the cell is selected; shows ``selectedBackgroundView``.
    open var isSelected = false {
        didSet { updateSelectedBackground() }
    }

    /// Whether the cell is highlighted, as while a finger is on it; shows ``selectedBackgroundView``.
    open var isHighlighted = false {
        didSet { updateSelectedBackground() }
    }

    /// A view behind the content, filling the cell.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            placeBackgrounds()
        }
    }

    /// A view behind the content shown while the cell is selected or highlighted, above
    /// ``backgroundView``.
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            placeBackgrounds()
        }
    }

    /// A cell of the specified frame with an empty content view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        ownContentView = ListCellContentView.install(in: self)
    }

    /// A cell decoded from an Interface Builder document, with the document's content view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        ownContentView = ListCellContentView.adopt(in: self, from: coder)
    }

    /// Fits the content and background views to the cell; call `super` when overriding.
    open override func layoutSubviews() {
        super.layoutSubviews()
        for view in [backgroundView, selectedBackgroundView, contentView] where view?.superview === self {
            view?.frame = bounds
        }
    }

    /// Resets selection and highlighting before the cell is reused, as UIKit does.
    open override func prepareForReuse() {
        super.prepareForReuse()
        if isSelected { isSelected = false }
        if isHighlighted { isHighlighted = false }
    }

    /// The background views at the back, in order, below the content view.
    private func placeBackgrounds() {
        var index = 0
        for view in [backgroundView, selectedBackgroundView].compactMap({ $0 }) {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: index)
            index += 1
        }
        updateSelectedBackground()
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
