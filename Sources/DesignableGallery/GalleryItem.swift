#if canImport(UIKit)
import UIKit
#else
import Designable
#endif
import Foundation

/// One entry of a gallery: a view as code makes it, at a size, with what it shows.
///
/// ```swift
/// let badge = GalleryItem(name: "BadgeView", size: CGSize(width: 80, height: 32),
///                         summary: "A rounded badge with a count") { frame in
///     let view = BadgeView(frame: frame)
///     view.count = 3
///     return view
/// }
/// ```
///
/// `make` is the code path: `init(frame:)` followed by the configuration a user would write.
/// It is called afresh for every render, so each render gets its own view tree.
public struct GalleryItem: Sendable {
    /// The name shown in the demo and used for file names, usually the class name.
    public var name: String
    /// The view's size, in points.
    public var size: CGSize
    /// What the view shows, in one sentence.
    public var summary: String
    /// For a deliberately broken view: the bug, and which path shows it.
    public var drift: Drift?
    /// Builds the view in code with `init(frame:)` and configures it.
    public var make: @Sendable (CGRect) -> UIView

    public init(name: String, size: CGSize, summary: String, drift: Drift? = nil, make: @escaping @Sendable (CGRect) -> UIView) {
        self.name = name
        self.size = size
        self.summary = summary
        self.drift = drift
        self.make = make
    }

    /// The view made in code, at ``size``.
    public func makeView() -> UIView { make(CGRect(origin: .zero, size: size)) }

    /// Whether this item is a broken twin.
    public var isBrokenTwin: Bool { drift != nil }

    /// A deliberately broken view's bug and where it shows.
    public struct Drift: Sendable {
        /// The mistake in the view's code.
        public var bug: String
        /// The init paths that render it wrongly, as words ("code", "coder", "design time").
        public var wrongOn: [String]
        /// The correct gallery view it is the twin of.
        public var fixedIn: String

        public init(bug: String, wrongOn: [String], fixedIn: String) {
            self.bug = bug
            self.wrongOn = wrongOn
            self.fixedIn = fixedIn
        }
    }
}
