import Foundation

/// The rows of a static table, as a storyboard lays them out (`dataMode="static"`): sections
/// with their header and footer titles, and the cells the document holds, made once with it.
///
/// UIKit keeps these in a private data source that `UITableViewController`'s data source and
/// delegate methods answer from, so a subclass's `super.tableView(_:numberOfRowsInSection:)`
/// gives the storyboard's count. ``UITableViewController`` does the same here. A table whose data
/// source or delegate is not set (the code path of the init-path matrix, which builds views
/// without their controller) answers from its content directly.
final class StaticTableContent: UITableViewDataSource, UITableViewDelegate {
    struct Row {
        let cell: UITableViewCell
        /// The height the document gives this cell (`rowHeight="66"`); the table's otherwise.
        let height: CGFloat?
    }

    struct Section {
        let headerTitle: String?
        let footerTitle: String?
        let rows: [Row]
    }

    let sections: [Section]

    init(sections: [Section]) { self.sections = sections }

    /// Whether `cell` is one of the table's own, which are never reused.
    func holds(_ cell: UITableViewCell) -> Bool { sections.contains { $0.rows.contains { $0.cell === cell } } }

    private func row(_ indexPath: IndexPath) -> Row? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].rows.indices.contains(indexPath.row) else { return nil }
        return sections[indexPath.section].rows[indexPath.row]
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let cell = row(indexPath)?.cell { return cell }
        tableView.raiseException("-[UITableView _staticCellForRowAtIndexPath:]: index path \(indexPath) is beyond the storyboard's static cells")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].headerTitle : nil
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].footerTitle : nil
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        row(indexPath)?.height ?? tableView.rowHeight
    }
}
