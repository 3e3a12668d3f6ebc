import Foundation

extension UIView {
    /// Records and logs a call UIKit answers with an exception (`NSInternalInconsistencyException`),
    /// which would stop the whole test run here: the call goes on with a stand-in result, and
    /// every later render of the hierarchy fails with ``ViewRenderError/exceptionRaised(_:)``, so
    /// a snapshot never passes for a view the app would crash on.
    func raiseException(_ reason: String) {
        if raisedException == nil { raisedException = reason }
        FileHandle.standardError.write(Data("Designable: \(reason). UIKit raises NSInternalInconsistencyException here.\n".utf8))
    }

    /// The first exception raised in this view's subtree, depth first.
    var firstRaisedException: String? {
        if let raisedException { return raisedException }
        for subview in subviews { if let found = subview.firstRaisedException { return found } }
        return nil
    }
}
