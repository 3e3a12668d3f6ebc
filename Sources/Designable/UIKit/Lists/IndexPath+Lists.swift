import Foundation

extension IndexPath {
    /// The index path of the item at `item` in `section` of a collection view, as UIKit adds to
    /// Foundation's `IndexPath`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The index path of the row at `row` in `section` of a table view, as UIKit adds to
    /// Foundation's `IndexPath`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The section of a collection or table view this index path names: its first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item within its section of a collection view: its second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row within its section of a table view: its second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
