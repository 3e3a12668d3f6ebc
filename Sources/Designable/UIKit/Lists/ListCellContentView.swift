import Foundation

/// The view a cell puts its content in (its `contentView`), of the class Interface Builder's
/// `<tableViewCellContentView>` or `<collectionViewCellContentView>` decodes as, so that a cell
/// decoded from a document takes the one the document holds rather than making another, and a
/// cell written back as a document writes its content view as such.
class ListCellContentView: UIView {
    /// The content view `coder` decoded among `cell`'s subviews (its `contentView`, which
    /// collection view cells write as a plain `<view>`), or a new one filling the cell.
    static func adopt(in cell: UIView, from coder: NSCoder) -> UIView {
        if let decoded = (coder as? IBDocumentCoder)?.decodedChild(forKey: "contentView"), decoded.superview === cell { return decoded }
        if let decoded = cell.subviews.first(where: { $0 is ListCellContentView }) { return decoded }
        return install(in: cell)
    }

    /// A new content view filling `cell`, below anything already in it, resized with it.
    static func install(in cell: UIView) -> UIView {
        let content: UIView = cell is UITableViewCell ? TableCellContentView(frame: cell.bounds) : CollectionCellContentView(frame: cell.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cell.insertSubview(content, at: 0)
        return content
    }
}

/// A table view cell's content view: IB's `<tableViewCellContentView>`.
final class TableCellContentView: ListCellContentView {}

/// A collection view cell's (or a header's) content view: IB's `<collectionViewCellContentView>`.
final class CollectionCellContentView: ListCellContentView {}
