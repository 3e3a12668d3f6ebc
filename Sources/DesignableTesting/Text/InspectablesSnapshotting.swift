import Designable
import Foundation

extension Snapshotting where Value == UIView, Format == String {
    /// Compares what Interface Builder's attributes inspector would show for the view: its own
    /// inspectable properties first, then the toolkit class's, then the View section's and the
    /// layer attributes designers set as runtime attributes, one `name = value` per line.
    ///
    /// ```swift
    /// assertSnapshot(of: RatingView(frame: rect), as: .inspectables)
    /// ```
    /// ```text
    /// # RatingView
    /// stars = 4
    /// starColor = UIColor(#ffcc00ff)
    /// # View
    /// contentMode = scaleToFill
    /// …
    /// ```
    ///
    /// Use it to pin a custom view's defaults, so that a change that moves them shows up as text
    /// before it shows up in every image. Only the root view is listed. See ``InspectableCatalog``
    /// for which of a custom view's properties count as inspectable.
    public static var inspectables: Snapshotting {
        Snapshotting<String, String>.lines.pullback { view in
            InspectableCatalog.sections(of: view).map { section in
                (["# \(section.title)"] + section.entries.map { "\($0.name) = \($0.value)" }).joined(separator: "\n")
            }.joined(separator: "\n") + "\n"
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The inspectables of the view controller's root view; see the `UIView` strategy.
    public static var inspectables: Snapshotting {
        Snapshotting<UIView, String>.inspectables.pullback { controller in controller.view }
    }
}
