import Foundation

/// A view a list class makes and places itself (a cell's separator, default backgrounds and
/// accessory, a plain table's filler lines), which no document holds: writing a view back as a
/// document leaves it out, as the class makes it again when the document is read.
protocol ListChrome: UIView {}

/// A plain view of a list's chrome: a line or a background.
final class ListChromeView: UIView, ListChrome {
    /// A view that takes no touches.
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }
}

extension UIView {
    /// Whether a document holds `subview` of this view: not a list's chrome, nor the cells,
    /// headers and footers a table or collection view places from its data source.
    func documentHolds(_ subview: UIView) -> Bool {
        if subview is ListChrome { return false }
        if self is UITableView || self is UICollectionView {
            return !(subview is UITableViewCell || subview is UICollectionReusableView || subview is UITableViewHeaderFooterView)
        }
        return true
    }
}
