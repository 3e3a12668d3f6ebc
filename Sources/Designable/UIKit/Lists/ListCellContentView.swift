import Foundation

/// The view a cell puts its content in (its `contentView`): the class Interface Builder's
/// `<tableViewCellContentView>` and `<collectionViewCellContentView>` decode as, so that a cell
/// decoded from a document takes the one the document holds rather than making another.
final class ListCellContentView: UIView {
    /// Finds the content view decoded among `cell`'s subviews, or adds a new one filling it.
    static func adopt(in cell: UIView) -> UIView {
        if let decoded = cell.subviews.first(where: { $0 is ListCellContentView }) { return decoded }
        return install(in: cell)
    }

    /// A new content view filling `cell`, below anything already in it, resized with it.
    static func install(in cell: UIView) -> UIView {
        let content = ListCellContentView(frame: cell.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cell.insertSubview(content, at: 0)
        return content
    }
}
