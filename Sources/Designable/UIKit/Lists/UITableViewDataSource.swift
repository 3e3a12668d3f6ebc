import Foundation

/// Supplies a table view's rows and their cells, as UIKit's `UITableViewDataSource`.
///
/// The table view reads the counts when it first lays out and after
/// ``UITableView/reloadData()``, and asks for the cell of each row it shows.
///
/// Its optional methods' defaults give UIKit's answers (one section, no titles) and tell
/// ``OptionalRequirement`` they are not implemented, so an optional-chained call compiled
/// through the UIKitSources plugin (`dataSource?.numberOfSections?(in: table)`) gives `nil` for
/// them, as on iOS.
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually from
    /// ``UITableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections; one by default.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header, drawn in the table style's header; none by default.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer; none by default.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row at `indexPath` can be edited; `true` by default.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row at `indexPath` can be moved; `false` by default.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The titles of an index along the side; none by default.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section an index title stands for.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// The user asked to delete or insert the row at `indexPath`.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// The row at `sourceIndexPath` was moved to `destinationIndexPath`.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { OptionalRequirement.unimplemented(1) }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { OptionalRequirement.unimplemented(nil) }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { OptionalRequirement.unimplemented(nil) }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { OptionalRequirement.unimplemented(true) }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { OptionalRequirement.unimplemented(false) }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { OptionalRequirement.unimplemented(nil) }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        OptionalRequirement.unimplemented(index)
    }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        OptionalRequirement.unimplemented(())
    }
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        OptionalRequirement.unimplemented(())
    }
}
