import Foundation

extension UIView {
    /// Records and logs an insertion that would make the hierarchy a cycle. UIKit raises
    /// NSInvalidArgumentException at this point; the first refusal is kept for renders.
    func refuseInsertion(of view: UIView) {
        let reason = view === self
            ? "Can't add self as subview: \(DrawBreadcrumb.path(to: self))"
            : "Can't add an ancestor as subview: \(DrawBreadcrumb.path(to: view)) is an ancestor of \(DrawBreadcrumb.path(to: self))"
        if refusedInsertion == nil { refusedInsertion = reason }
        FileHandle.standardError.write(Data("Designable: \(reason). UIKit raises NSInvalidArgumentException here; the call was ignored.\n".utf8))
    }

    /// The first refused insertion in this view's subtree, depth first.
    var firstRefusedInsertion: String? {
        if let refusedInsertion { return refusedInsertion }
        for subview in subviews { if let found = subview.firstRefusedInsertion { return found } }
        return nil
    }
}
