import Foundation
import InterfaceBuilder

/// A document loaded into views: its objects, by id and in order, and what loading tolerated.
public struct LoadedNib {
    /// One storyboard scene, loaded.
    public struct Scene {
        /// The scene's id.
        public var id: String
        /// The scene's view controller, or `nil` for a scene Designable skips.
        public var viewController: UIViewController?
        /// The controller's root view; `nil` for container controllers (navigation, tab bar).
        public var rootView: UIView?
    }

    /// The document's model.
    public let document: IBDocument
    /// A XIB's top-level objects other than placeholders, in document order: views and view controllers.
    public let topLevelObjects: [AnyObject]
    /// A storyboard's scenes, in document order.
    public let scenes: [Scene]
    /// What reading and loading tolerated.
    public let report: NibLoadReport
    /// The display scale of the device the document was designed on (its `<device>`; 2 for the
    /// 600 × 600 canvas of older documents). IB stored frames rounded to its pixels, so lay the
    /// document out at this scale (``ViewRenderer/layOut(_:scale:)``) to compare with them.
    public let displayScale: CGFloat
    private let objects: [String: AnyObject]

    init(document: IBDocument, topLevelObjects: [AnyObject], scenes: [Scene], report: NibLoadReport,
         objects: [String: AnyObject], displayScale: CGFloat = 2) {
        self.displayScale = displayScale
        self.document = document
        self.topLevelObjects = topLevelObjects
        self.scenes = scenes
        self.report = report
        self.objects = objects
    }

    /// A XIB's top-level views, in document order.
    public var topLevelViews: [UIView] { topLevelObjects.compactMap { $0 as? UIView } }

    /// The root views of the scenes that have one, in document order.
    public var sceneRootViews: [UIView] { scenes.compactMap(\.rootView) }

    /// The object loaded for the document's element with this id.
    public func object(withID id: String) -> AnyObject? { objects[id] }

    /// The view loaded for the document's element with this id.
    public func view(withID id: String) -> UIView? { objects[id] as? UIView }
}
