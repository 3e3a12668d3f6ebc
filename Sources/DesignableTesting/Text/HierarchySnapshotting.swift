import Designable
import Foundation

extension Snapshotting where Value == UIViewController, Format == String {
    /// Compares the view controller hierarchy as text: each controller's class, its state and
    /// its root view's class, children indented beneath their parent, as UIKit's
    /// `_printHierarchy` prints it without addresses.
    ///
    /// ```swift
    /// assertSnapshot(of: tabs, as: .hierarchy)
    /// ```
    /// ```text
    /// <TabsController>, state: appeared, view: <UIView>
    ///    | <FeedController>, state: appeared, view: <FeedView>
    ///    | <SettingsController>, state: disappeared, view: (view not loaded)
    /// ```
    ///
    /// The controller is loaded and appears first, as for its image. A child counts as
    /// appeared when its view is loaded and in the parent's view tree.
    public static var hierarchy: Snapshotting {
        Snapshotting<String, String>.lines.pullback { controller in
            ViewControllerAppearance.whileAppearing(controller) { _ in
                var lines: [String] = []
                ControllerHierarchy.append(controller, depth: 0, appeared: true, to: &lines)
                return lines.joined(separator: "\n") + "\n"
            }
        }
    }
}

/// The lines of `.hierarchy`.
enum ControllerHierarchy {
    static func append(_ controller: UIViewController, depth: Int, appeared: Bool, to lines: inout [String]) {
        let view = controller.isViewLoaded ? "<\(SnapshotValueFormat.typeName(controller.view!))>" : "(view not loaded)"
        lines.append(String(repeating: "   | ", count: depth)
            + "<\(SnapshotValueFormat.typeName(controller))>, state: \(appeared ? "appeared" : "disappeared"), view: \(view)")
        for child in controller.children {
            let shown = appeared && child.isViewLoaded && controller.isViewLoaded && child.view.isDescendant(of: controller.view)
            append(child, depth: depth + 1, appeared: shown, to: &lines)
        }
    }
}
