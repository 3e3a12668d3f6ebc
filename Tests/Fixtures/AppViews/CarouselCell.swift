import UIKit

/// A carousel's cell: an image and a caption strip made when first asked for, a shadow on the
/// content, and a tint over the image while highlighted or selected.
open class CarouselCell: UICollectionViewCell {
    @objc
    open var captionLabel: UILabel? {
        if let label = storedCaption { return label }
        let strip = UIView(frame: .zero)
        strip.isUserInteractionEnabled = false
        strip.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        let label = UILabel(frame: .zero)
        label.textColor = .white
        label.font = UIFont.preferredFont(forTextStyle: .headline)
        self.contentView.addSubview(strip)
        strip.addSubview(label)
        label.addObserver(self, forKeyPath: "font", options: [.old, .new], context: fontContext)
        storedCaption = label
        return label
    }

    @objc
    open var imageView: UIImageView? {
        if let view = storedImageView { return view }
        let view = UIImageView(frame: .zero)
        self.contentView.addSubview(view)
        storedImageView = view
        return view
    }

    fileprivate weak var storedCaption: UILabel?
    fileprivate weak var storedImageView: UIImageView?
    fileprivate let fontContext = UnsafeMutableRawPointer(bitPattern: 0)
    fileprivate let tint = UIColor(white: 0.1, alpha: 0.3)
    fileprivate weak var storedTintView: UIView?

    fileprivate var tintView: UIView? {
        if let view = storedTintView { return view }
        guard let imageView = storedImageView else { return nil }
        let view = UIView(frame: imageView.bounds)
        imageView.addSubview(view)
        storedTintView = view
        return view
    }

    open override var isHighlighted: Bool {
        set {
            super.isHighlighted = newValue
            if newValue {
                self.tintView?.layer.backgroundColor = self.tint.cgColor
            } else if !super.isSelected {
                self.tintView?.layer.backgroundColor = UIColor.clear.cgColor
            }
        }
        get { return super.isHighlighted }
    }

    open override var isSelected: Bool {
        set {
            super.isSelected = newValue
            self.tintView?.layer.backgroundColor = newValue ? self.tint.cgColor : UIColor.clear.cgColor
        }
        get { return super.isSelected }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setUp()
    }

    fileprivate func setUp() {
        self.contentView.backgroundColor = UIColor.clear
        self.backgroundColor = UIColor.clear
        self.contentView.layer.shadowColor = UIColor.black.cgColor
        self.contentView.layer.shadowRadius = 4
        self.contentView.layer.shadowOpacity = 0.5
        self.contentView.layer.shadowOffset = .zero
    }

    deinit {
        if let label = storedCaption {
            label.removeObserver(self, forKeyPath: "font", context: fontContext)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let imageView = storedImageView {
            imageView.frame = self.contentView.bounds
        }
        if let label = storedCaption {
            let height = label.font.pointSize * 1.6
            label.superview!.frame = CGRect(x: 0, y: self.contentView.frame.height - height, width: self.contentView.frame.width, height: height)
            label.frame = label.superview!.bounds.insetBy(dx: 8, dy: 0)
        }
        if let tintView = storedTintView {
            tintView.frame = self.contentView.bounds
        }
    }

    open override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        if context == fontContext {
            if keyPath == "font" { self.setNeedsLayout() }
        } else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
    }
}
