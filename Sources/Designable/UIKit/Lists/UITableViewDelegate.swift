import Foundation

/// Sizes a table view's rows and sections and hears about display and selection, as UIKit's
/// `UITableViewDelegate`; it is also the table view's scroll view delegate.
///
/// Every method is optional: the defaults give UIKit's answers (the table's ``UITableView/rowHeight``
/// and section heights, rows highlight and select) and tell ``OptionalRequirement`` they are
/// not implemented, so an optional-chained call compiled through the UIKitSources plugin gives
/// `nil` for them, as on iOS.
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of the row at `indexPath`; ``UITableView/automaticDimension`` sizes it to its
    /// cell's content.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of `section`'s header.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of `section`'s footer.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// A first guess at the height of the row at `indexPath`, for rows not yet shown.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// The view of `section`'s header, in place of its title; none by default.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// The view of `section`'s footer, in place of its title; none by default.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// `cell` is about to be placed for the row at `indexPath`.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// `view` is about to be placed as `section`'s header.
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    /// `view` is about to be placed as `section`'s footer.
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    /// `cell` was removed, having shown the row at `indexPath`.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Whether the row at `indexPath` may highlight under a finger; `true` by default.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row at `indexPath` highlighted.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The row at `indexPath` stopped being highlighted.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row to select for a tap on the row at `indexPath`, or `nil` to select none; the
    /// row itself by default.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row at `indexPath` was selected by a tap.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The row at `indexPath` was deselected by a tap.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// The detail button of the row at `indexPath` was tapped.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// How the row at `indexPath` is edited; delete by default.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// How far the row at `indexPath` is indented, in ``UITableViewCell/indentationWidth`` steps; 0 by default.
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        OptionalRequirement.unimplemented(tableView.rowHeight)
    }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        OptionalRequirement.unimplemented(tableView.sectionHeaderHeight)
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        OptionalRequirement.unimplemented(tableView.sectionFooterHeight)
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        OptionalRequirement.unimplemented(tableView.estimatedRowHeight)
    }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { OptionalRequirement.unimplemented(nil) }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { OptionalRequirement.unimplemented(nil) }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        OptionalRequirement.unimplemented(())
    }
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        OptionalRequirement.unimplemented(())
    }
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        OptionalRequirement.unimplemented(())
    }
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        OptionalRequirement.unimplemented(())
    }
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { OptionalRequirement.unimplemented(true) }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { OptionalRequirement.unimplemented(()) }
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { OptionalRequirement.unimplemented(()) }
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        OptionalRequirement.unimplemented(indexPath)
    }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { OptionalRequirement.unimplemented(()) }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { OptionalRequirement.unimplemented(()) }
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        OptionalRequirement.unimplemented(())
    }
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        OptionalRequirement.unimplemented(.delete)
    }
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { OptionalRequirement.unimplemented(0) }
}
