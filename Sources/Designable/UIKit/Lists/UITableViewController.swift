import Foundation

/// A view controller whose view is a table it is the data source and delegate of, as UIKit's
/// `UITableViewController`: override the data source and delegate methods (with `override`, as
/// on iOS, where the class declares them all).
///
/// ```swift
/// final class SettingsController: UITableViewController {
///     override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
///     override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { … }
/// }
/// assertSnapshot(of: SettingsController(style: .insetGrouped), as: .image)
/// ```
///
/// A table a storyboard lays out with static cells (`dataMode="static"`) is answered from
/// the storyboard: its sections, titles, cells and row heights, which an override can extend
/// by calling `super`, as on iOS.
///
/// Otherwise the methods it declares give UIKit's answers (no rows, the table's heights) and tell
/// ``OptionalRequirement`` they are not implemented, as the protocols' defaults do. Its
/// ``tableView(_:cellForRowAt:)`` must be overridden, as on iOS, where it is not implemented:
/// without it a row shows a blank cell and the render fails.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let initialStyle: UITableView.Style

    /// Whether the selection is cleared when the view appears; kept for source compatibility.
    open var clearsSelectionOnViewWillAppear = true

    /// The table the controller shows: its view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// A controller whose table has `style`.
    public init(style: UITableView.Style) {
        initialStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table, or the document it names.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller decoded from a storyboard; the loader gives it its table.
    public required init?(coder: NSCoder) {
        initialStyle = .plain
        super.init(coder: coder)
    }

    /// The root view; a table set here (by code or a storyboard) gets the controller as its data
    /// source and delegate, unless it has others.
    open override var view: UIView! {
        get { super.view }
        set {
            super.view = newValue
            guard let table = newValue as? UITableView else { return }
            if table.dataSource == nil { table.dataSource = self }
            if table.delegate == nil { table.delegate = self }
        }
    }

    /// Makes a table of the controller's style, the size of an iPhone's screen.
    open override func loadView() {
        view = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: initialStyle)
    }

    // MARK: UITableViewDataSource

    /// The number of rows in `section`: the storyboard's static rows, else none unless overridden.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tableView.staticContent?.tableView(tableView, numberOfRowsInSection: section) ?? 0
    }

    /// The cell for the row at `indexPath`: the storyboard's static cell; otherwise override it.
    /// Without either, this one raises UIKit's exception (the render fails) and gives a blank cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let content = tableView.staticContent { return content.tableView(tableView, cellForRowAt: indexPath) }
        tableView.raiseException("-[\(type(of: self)) tableView:cellForRowAt:]: unrecognized selector sent to instance; override tableView(_:cellForRowAt:)")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// The number of sections: the storyboard's static sections, else one unless overridden.
    open func numberOfSections(in tableView: UITableView) -> Int {
        tableView.staticContent?.numberOfSections(in: tableView) ?? OptionalRequirement.unimplemented(1)
    }
    /// The title of `section`'s header: the static section's, else none unless overridden.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        if let content = tableView.staticContent { return content.tableView(tableView, titleForHeaderInSection: section) }
        return OptionalRequirement.unimplemented(nil)
    }
    /// The title of `section`'s footer: the static section's, else none unless overridden.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        if let content = tableView.staticContent { return content.tableView(tableView, titleForFooterInSection: section) }
        return OptionalRequirement.unimplemented(nil)
    }
    /// Whether the row can be edited; `true` unless overridden.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { OptionalRequirement.unimplemented(true) }
    /// Whether the row can be moved; `false` unless overridden.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { OptionalRequirement.unimplemented(false) }
    /// The index titles; none unless overridden.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { OptionalRequirement.unimplemented(nil) }
    /// The section an index title stands for.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        OptionalRequirement.unimplemented(index)
    }
    /// The user asked to delete or insert a row.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        OptionalRequirement.unimplemented(())
    }
    /// A row was moved.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        OptionalRequirement.unimplemented(())
    }

    // MARK: UITableViewDelegate

    /// The row's height: a static cell's own height, else the table's ``UITableView/rowHeight``
    /// unless overridden.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if let content = tableView.staticContent { return content.tableView(tableView, heightForRowAt: indexPath) }
        return OptionalRequirement.unimplemented(tableView.rowHeight)
    }
    /// The header's height; the table's unless overridden.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        OptionalRequirement.unimplemented(tableView.sectionHeaderHeight)
    }
    /// The footer's height; the table's unless overridden.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        OptionalRequirement.unimplemented(tableView.sectionFooterHeight)
    }
    /// A first guess at the row's height; the table's unless overridden.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        OptionalRequirement.unimplemented(tableView.estimatedRowHeight)
    }
    /// The header's view; none unless overridden.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { OptionalRequirement.unimplemented(nil) }
    /// The footer's view; none unless overridden.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { OptionalRequirement.unimplemented(nil) }
    /// A cell is about to show.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        OptionalRequirement.unimplemented(())
    }
    /// A header view is about to show.
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        OptionalRequirement.unimplemented(())
    }
    /// A footer view is about to show.
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        OptionalRequirement.unimplemented(())
    }
    /// A cell was removed.
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        OptionalRequirement.unimplemented(())
    }
    /// Whether the row may highlight; `true` unless overridden.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { OptionalRequirement.unimplemented(true) }
    /// The row highlighted.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { OptionalRequirement.unimplemented(()) }
    /// The row stopped being highlighted.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { OptionalRequirement.unimplemented(()) }
    /// The row a tap selects; the tapped one unless overridden.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        OptionalRequirement.unimplemented(indexPath)
    }
    /// The row was selected.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { OptionalRequirement.unimplemented(()) }
    /// The row was deselected.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { OptionalRequirement.unimplemented(()) }
    /// The row's detail button was tapped.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        OptionalRequirement.unimplemented(())
    }
    /// How the row is edited; delete unless overridden.
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        OptionalRequirement.unimplemented(.delete)
    }
    /// How far the row is indented; 0 unless overridden.
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { OptionalRequirement.unimplemented(0) }

    // MARK: UIScrollViewDelegate

    /// The content offset changed.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) { OptionalRequirement.unimplemented(()) }
    /// A drag is about to start.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { OptionalRequirement.unimplemented(()) }
    /// A drag is about to end.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) { OptionalRequirement.unimplemented(()) }
    /// A drag ended.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { OptionalRequirement.unimplemented(()) }
    /// The content is about to slow down.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { OptionalRequirement.unimplemented(()) }
    /// The content stopped moving.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { OptionalRequirement.unimplemented(()) }
    /// A scrolling animation ended.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { OptionalRequirement.unimplemented(()) }
    /// The view to zoom; none.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { OptionalRequirement.unimplemented(nil) }
}
