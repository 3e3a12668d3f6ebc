import Foundation

extension UIViewController {
    /// Records and logs an `addChild` call that would make the controllers a cycle. UIKit
    /// raises an exception at this point; the first refusal is kept for renders.
    func refuseChild(_ child: UIViewController) {
        let reason = child === self
            ? "Can't add a view controller as its own child: \(Self.path(to: self))"
            : "Can't add an ancestor as a child view controller: \(Self.path(to: child)) is an ancestor of \(Self.path(to: self))"
        if refusedChild == nil { refusedChild = reason }
        FileHandle.standardError.write(Data("Designable: \(reason). UIKit raises an exception here; the call was ignored.\n".utf8))
    }

    /// Whether `controller` is this one's parent, or its parent's, and so on up.
    func hasAncestor(_ controller: UIViewController) -> Bool {
        var current = parent
        while let ancestor = current {
            if ancestor === controller { return true }
            current = ancestor.parent
        }
        return false
    }

    /// The first refused `addChild` of this controller or of a child of it, depth first.
    var firstRefusedChild: String? {
        if let refusedChild { return refusedChild }
        for child in children { if let found = child.firstRefusedChild { return found } }
        return nil
    }

    /// `Parent > Child ("title")`: controller classes from the topmost parent down, with the
    /// title of the controller itself when it has one.
    static func path(to controller: UIViewController) -> String {
        var names = [name(of: controller)]
        var current = controller.parent
        while let c = current, names.count < 32 {
            names.append(String(describing: type(of: c)))
            current = c.parent
        }
        return names.reversed().joined(separator: " > ")
    }

    /// `Class ("title")`: the controller's class, with its title when it has one.
    static func name(of controller: UIViewController) -> String {
        String(describing: type(of: controller)) + (controller.title.map { " (\"\($0)\")" } ?? "")
    }
}

extension UIView {
    /// The first refused `addChild` of a controller whose view is in this view's subtree, or
    /// of a child of one, depth first.
    var firstRefusedChild: String? {
        if let controller = owningViewController, controller.viewIfLoaded === self, let found = controller.firstRefusedChild {
            return found
        }
        for subview in subviews { if let found = subview.firstRefusedChild { return found } }
        return nil
    }
}
