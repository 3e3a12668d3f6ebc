import Designable
import Foundation
import Raster

/// One entry of a gallery: a view class, a size, and the properties a designer would set.
///
/// ```swift
/// let badge = GalleryItem(BadgeView.self, make: BadgeView.init(frame:), size: CGSize(width: 80, height: 32),
///                         summary: "A rounded badge with a count") { $0.count = 3 }
/// let bitmap = try badge.render(along: .coder)
/// ```
///
/// `configure` plays the designer, as in ``InitPathMatrix``: the code path calls it on the
/// view made with `init(frame:)`; the coder and design-time paths receive what Interface
/// Builder would store for it. Every render builds the view afresh.
public struct GalleryItem: Sendable {
    /// The name shown in the demo and used for file names: the class name.
    public var name: String
    /// The view's size, in points.
    public var size: CGSize
    /// What the view shows, in one sentence.
    public var summary: String
    /// For a deliberately broken view: the bug, and the paths it shows on.
    public var drift: Drift?
    private let build: @Sendable (CGRect) -> UIView
    private let renderAlong: @Sendable (Designable.InitPath, CGFloat, UITraitCollection?, DesignableRegistry) throws -> Bitmap

    /// An item for `type`, built by `make` (its `init(frame:)`) and configured by `configure`.
    public init<V: UIView>(_ type: V.Type, make: @escaping @Sendable (CGRect) -> V, size: CGSize, summary: String,
                           drift: Drift? = nil, configure: @escaping @Sendable (V) -> Void = { _ in }) {
        name = String(describing: type)
        self.size = size
        self.summary = summary
        self.drift = drift
        build = { frame in
            let view = make(frame)
            configure(view)
            return view
        }
        renderAlong = { path, scale, traits, registry in
            try InitPathMatrix.render(type, along: path, size: size, scale: scale, traits: traits, registry: registry,
                                      configure: configure)
        }
    }

    /// The view as code makes it: `init(frame:)` at ``size``, then the configuration.
    public func makeView() -> UIView { build(CGRect(origin: .zero, size: size)) }

    /// Renders the item along one init path with ``InitPathMatrix``; the class must be
    /// registered in `registry` (``Gallery/register(in:)`` registers the gallery's).
    public func render(along path: Designable.InitPath, scale: CGFloat = 2, traits: UITraitCollection? = nil,
                       registry: DesignableRegistry = .shared) throws -> Bitmap {
        try renderAlong(path, scale, traits, registry)
    }

    /// Whether this item is a broken twin.
    public var isBrokenTwin: Bool { drift != nil }

    /// A deliberately broken view's bug and where it shows.
    public struct Drift: Sendable {
        /// The mistake in the view's code.
        public var bug: String
        /// The init paths that render it wrongly.
        public var wrongOn: [Designable.InitPath]
        /// The correct gallery view it is the twin of.
        public var fixedIn: String

        public init(bug: String, wrongOn: [Designable.InitPath], fixedIn: String) {
            self.bug = bug
            self.wrongOn = wrongOn
            self.fixedIn = fixedIn
        }
    }
}
