import Foundation
import InterfaceBuilder

/// What Interface Builder simulates around a root view when it computes the frames it stores:
/// the device's display scale, the bars and sensor housing that make up the safe area (and the
/// top and bottom layout guides), and the system minimum margins of a view controller's root
/// view. The loader gives each root view these, so solving the document's constraints
/// reproduces IB's frames.
struct SimulatedMetrics: Equatable {
    /// Pixels per point of the device the document is designed on.
    var displayScale: CGFloat
    /// The status bar, navigation bar, tab bar and sensor housing IB draws over the root.
    var safeAreaInsets: UIEdgeInsets
    /// The leading and trailing minimum margins UIKit gives a view controller's root view.
    var rootMargin: CGFloat

    /// One device Interface Builder can simulate, in portrait.
    struct Device {
        var width: CGFloat, height: CGFloat, scale: CGFloat
        /// The portrait safe area's top and bottom; the status bar alone (20 pt) when `nil`.
        var housing: (top: CGFloat, bottom: CGFloat)?
        var isPad: Bool { width >= 768 }
    }

    /// IB's `<device id=…>` names, with Apple's published screen sizes and safe areas.
    static let devices: [String: Device] = [
        "retina3_5": Device(width: 320, height: 480, scale: 2),
        "retina4_0": Device(width: 320, height: 568, scale: 2),
        "retina4_7": Device(width: 375, height: 667, scale: 2),
        "retina5_5": Device(width: 414, height: 736, scale: 3),
        "retina5_9": Device(width: 375, height: 812, scale: 3, housing: (44, 34)),
        "retina6_1": Device(width: 414, height: 896, scale: 2, housing: (48, 34)),
        "retina6_5": Device(width: 414, height: 896, scale: 3, housing: (44, 34)),
        "retina5_4": Device(width: 375, height: 812, scale: 3, housing: (50, 34)),
        "retina6_0": Device(width: 390, height: 844, scale: 3, housing: (47, 34)),
        "retina6_7": Device(width: 428, height: 926, scale: 3, housing: (47, 34)),
        "retina6_12": Device(width: 393, height: 852, scale: 3, housing: (59, 34)),
        "retina6_72": Device(width: 430, height: 932, scale: 3, housing: (59, 34)),
        "ipad9_7": Device(width: 768, height: 1024, scale: 2),
        "ipad10_2": Device(width: 810, height: 1080, scale: 2),
        "ipad10_5": Device(width: 834, height: 1112, scale: 2),
        "ipad12_9": Device(width: 1024, height: 1366, scale: 2),
        "ipad11": Device(width: 834, height: 1194, scale: 2, housing: (24, 20)),
        "ipad12_9rounded": Device(width: 1024, height: 1366, scale: 2, housing: (24, 20)),
    ]

    /// Older documents name the device in `<simulatedScreenMetrics type=…>`.
    private static let screenMetricsTypes = [
        "retina35": "retina3_5", "retina4": "retina4_0", "retina47": "retina4_7", "retina55": "retina5_5",
    ]

    /// IB's bar heights in points.
    static let statusBar: CGFloat = 20, navigationBar: CGFloat = 44, promptedNavigationBar: CGFloat = 74
    static let tabBar: CGFloat = 49, toolbar: CGFloat = 44

    /// The document's device: its `<device>`, else a `<simulatedScreenMetrics type=…>`; `nil`
    /// for documents made before Xcode 8 on the 600 × 600 "any size" canvas.
    static func device(of document: IBDocument) -> (device: Device, landscape: Bool)? {
        if let element = document.extras.first(where: { $0.name == "device" }), let id = element["id"],
           let device = devices[id] {
            return (device, element["orientation"] == "landscape")
        }
        for object in document.allObjects {
            for extra in object.extras where extra.name == "simulatedScreenMetrics" {
                if let type = extra["type"], let id = screenMetricsTypes[type], let device = devices[id] {
                    return (device, extra["orientation"] == "landscape")
                }
            }
        }
        return nil
    }

    /// The metrics for `root`, the view of `controller` in a storyboard scene or a XIB's top-level
    /// view (then `controller` is `nil`, and `isControllerView` says whether File's Owner's `view`
    /// outlet takes it).
    static func metrics(for root: IBObject, controller: IBObject?, isControllerView: Bool,
                        in document: IBDocument) -> SimulatedMetrics {
        let found = device(of: document)
        let scale = found?.device.scale ?? 2
        let width = root.frame.map { CGFloat($0.size.width) } ?? found?.device.width ?? 600

        // Simulated metrics are written on the controller in storyboards, on the view in XIBs.
        let holder = controller ?? root
        var insets = UIEdgeInsets.zero
        // A XIB view of free-form size is a piece of a screen, with no bars over it; a scene's
        // controller of free-form size still has its status bar.
        let freeform = controller == nil && holder.extras.contains { $0.name == "freeformSimulatedSizeMetrics" }
        if !freeform {
            let statusBarShown = !holder.nilKeys.contains("simulatedStatusBarMetrics")
            if let device = found?.device, let housing = device.housing {
                insets = found!.landscape
                    ? UIEdgeInsets(top: device.isPad ? housing.top : 0, left: device.isPad ? 0 : housing.top,
                                   bottom: device.isPad ? housing.bottom : 21, right: device.isPad ? 0 : housing.top)
                    : UIEdgeInsets(top: housing.top, left: 0, bottom: housing.bottom, right: 0)
            } else if statusBarShown && !(found?.landscape == true && found?.device.isPad == false) {
                insets.top = statusBar
            }
        }
        let bars = self.bars(of: holder, controller: controller, in: document)
        insets.top += bars.top
        insets.bottom += bars.bottom

        let margin: CGFloat
        if controller != nil || isControllerView {
            // UIKit's system minimum margins: 20 pt on wide screens (iPhone Plus and Max, iPad),
            // 16 pt otherwise. Before iOS 9 only regular-width screens had 20, which is what
            // Xcode 6 (tools version below 9000) simulated on its 600 pt "any" canvas.
            let tools = document.attributes["toolsVersion"].flatMap(Double.init) ?? .infinity
            margin = width >= 768 || (width >= 414 && tools >= 9000) ? 20 : 16
        } else {
            margin = 0
        }
        return SimulatedMetrics(displayScale: scale, safeAreaInsets: insets, rootMargin: margin)
    }

    /// The navigation and tab bars above and below a controller's view: the ones its simulated
    /// metrics name, else the ones its containers give it (IB's "inferred").
    private static func bars(of holder: IBObject, controller: IBObject?,
                             in document: IBDocument) -> (top: CGFloat, bottom: CGFloat) {
        func explicit(_ key: String) -> CGFloat? {
            if holder.nilKeys.contains(key) { return 0 }
            guard let e = holder.extras.first(where: { $0["key"] == key }) else { return nil }
            switch e.name {
            case "simulatedNavigationBarMetrics": return e["prompted"] == "YES" ? promptedNavigationBar : navigationBar
            case "simulatedTabBarMetrics": return tabBar
            case "simulatedToolbarMetrics": return toolbar
            default: return 0
            }
        }
        var top = explicit("simulatedTopBarMetrics")
        var bottom = explicit("simulatedBottomBarMetrics")
        if let controller, top == nil || bottom == nil {
            var inferredTop: CGFloat = 0, inferredBottom: CGFloat = 0
            var current = controller.id
            var visited: Set<String> = [current]
            // Up the chain of containers that hold the controller by relationship segues.
            while let (container, relationship) = container(of: current, in: document) {
                if container.element == "navigationController", relationship == "rootViewController" {
                    let bar = container.children.first { $0.key == "navigationBar" }
                    if bar?.boolAttribute("hidden") != true && container.boolAttribute("navigationBarHidden") != true {
                        inferredTop = max(inferredTop, navigationBar)
                    }
                    if container.boolAttribute("toolbarHidden") == false { inferredBottom = max(inferredBottom, toolbar) }
                }
                if container.element == "tabBarController", relationship == "viewControllers" {
                    inferredBottom = max(inferredBottom, tabBar)
                }
                current = container.id
                guard visited.insert(current).inserted else { break }
            }
            top = top ?? inferredTop
            bottom = bottom ?? inferredBottom
        }
        return (top ?? 0, bottom ?? 0)
    }

    /// The controller whose relationship segue leads to `id`, and the relationship's name.
    private static func container(of id: String, in document: IBDocument) -> (IBObject, String)? {
        for scene in document.scenes {
            for object in scene.objects where StandardElementClass.controllers.contains(object.element) {
                for case .other(let e) in object.connections
                where e.name == "segue" && e["kind"] == "relationship" && e["destination"] == id {
                    return (object, e["relationship"] ?? "")
                }
            }
        }
        return nil
    }

    /// Puts the metrics on a loaded root view: its safe area, and for a controller's view the
    /// system minimum margins (at least the document's own), with top and bottom margins
    /// following the safe area as iOS 11's `insetsLayoutMarginsFromSafeArea` does.
    func apply(to view: UIView, storedMargins: UIEdgeInsets?) {
        view.deviceSafeAreaInsets = safeAreaInsets
        guard rootMargin > 0 else { return }
        let own = storedMargins ?? .zero
        view.layoutMargins = UIEdgeInsets(top: own.top + safeAreaInsets.top,
                                          left: max(own.left, rootMargin) + safeAreaInsets.left,
                                          bottom: own.bottom + safeAreaInsets.bottom,
                                          right: max(own.right, rootMargin) + safeAreaInsets.right)
    }
}

extension NibDecoder {
    /// Gives every root view the metrics IB simulated for it; returns the document's display scale.
    func applySimulatedMetrics() -> CGFloat {
        for object in document.objects {
            if let root = object.rootView { applySimulatedMetrics(toRoot: root, controller: object) }
            else { applySimulatedMetrics(toRoot: object, controller: nil) }
        }
        for scene in document.scenes {
            if let controller = scene.viewController, let root = controller.rootView {
                applySimulatedMetrics(toRoot: root, controller: controller)
            }
        }
        return SimulatedMetrics.device(of: document)?.device.scale ?? 2
    }

    /// Gives the view decoded for `root` (a controller's view when `controller` is given, else a
    /// XIB's top-level view) the metrics IB simulated for it.
    func applySimulatedMetrics(toRoot root: IBObject, controller: IBObject?) {
        guard let view = objects[root.id] as? UIView else { return }
        let filesOwnerView = document.filesOwner?.outlets.first { $0.property == "view" }?.destination
        let metrics = SimulatedMetrics.metrics(for: root, controller: controller,
                                               isControllerView: root.id == filesOwnerView, in: document)
        metrics.apply(to: view, storedMargins: IBObjectValues.layoutMargins(of: root))
    }
}
