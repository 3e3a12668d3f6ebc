import Designable
import Foundation
import Raster

/// One row of an init-path matrix: a view (a gallery item, a registered class, a document's
/// scene) and how to render it along each path.
package struct PathMatrixSubject {
    package var name: String
    package var summary: String
    /// The view's size in points, which the page shows its images at.
    package var size: CGSize
    /// For a deliberately broken view: the bug and the paths it shows on.
    package var bug: String?
    package var wrongOn: [String]
    /// Paths that do not apply to this view, with the reason (a class without `init(frame:)`
    /// cannot be made in code): shown as –, neither a failure nor a drift.
    package var skipped: [Designable.InitPath: String]
    package var render: (Designable.InitPath, CGFloat) throws -> Bitmap

    package init(name: String, summary: String, size: CGSize, bug: String? = nil, wrongOn: [String] = [],
                 skipped: [Designable.InitPath: String] = [:], render: @escaping (Designable.InitPath, CGFloat) throws -> Bitmap) {
        self.name = name
        self.summary = summary
        self.size = size
        self.bug = bug
        self.wrongOn = wrongOn
        self.skipped = skipped
        self.render = render
    }
}

extension GalleryItem {
    /// The item as a matrix row.
    func subject(registry: DesignableRegistry) -> PathMatrixSubject {
        PathMatrixSubject(name: name, summary: summary, size: size, bug: drift?.bug,
                          wrongOn: drift?.wrongOn.map(\.displayName) ?? []) { path, scale in
            try render(along: path, scale: scale, registry: registry)
        }
    }
}
