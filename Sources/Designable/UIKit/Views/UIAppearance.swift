import Foundation
import Locking

/// A class whose instances can contain views that take an appearance, as UIKit's
/// `UIAppearanceContainer`: views and view controllers.
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

/// Styling every instance of a class at once, as UIKit's `UIAppearance`:
///
/// ```swift
/// UITabBar.appearance().tintColor = .systemPink
/// UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self])
///     .setTitleTextAttributes([.foregroundColor: UIColor.white], for: .normal)
/// ```
///
/// `appearance()` returns a proxy of the class; what is set on it applies to every instance of
/// the class and its subclasses that has not set the same property itself, when the instance
/// first renders (as on iOS, when it enters a window); a proxy contained in instances of other
/// classes applies only inside them (outermost first in the list), and wins over a plain one,
/// as a subclass's proxy wins over its superclass's.
///
/// Differs from UIKit on purpose: the proxy is an instance of the class (built through its
/// `init?(coder:)` with nothing to decode), and only these properties are carried: a view's
/// `tintColor` and `backgroundColor`; a tab bar's `barTintColor`, `unselectedItemTintColor`,
/// `backgroundImage`, `shadowImage` and `selectionIndicatorImage`; a navigation bar's
/// `barTintColor`, `titleTextAttributes`, `shadowImage` and default background image; a
/// toolbar's `barTintColor`; a bar item's title text attributes. Properties that have a
/// non-optional default (a label's `textColor`) are not carried, as an instance's own value
/// could not be told from the default.
public protocol UIAppearance: AnyObject {
    /// The proxy styling every instance of the class.
    static func appearance() -> Self
    /// The proxy styling the instances of the class inside instances of `containerTypes`,
    /// outermost first.
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

extension UIView: UIAppearance {
    public static func appearance() -> Self { appearance(whenContainedInInstancesOf: []) }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        let proxy = AppearanceProxies.proxy(for: self, containers: containerTypes) {
            // A registered class through its own init(frame:); others through init?(coder:).
            DesignableRegistry.shared.instance(of: self, frame: .zero)
        }
        guard let typed = proxy as? Self else {
            fatalError("\(self).appearance(): its init?(coder:) made no \(self) to be the proxy; register the class (registerDesignables()) so its init(frame:) can")
        }
        return typed
    }
}

extension UIBarItem: UIAppearance {
    public static func appearance() -> Self { appearance(whenContainedInInstancesOf: []) }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceProxies.proxy(for: self, containers: containerTypes) {
            guard let made = self.init(coder: EmptyCoder()) else {
                fatalError("\(self).appearance(): its init?(coder:) returned nil, so there is no \(self) to be the proxy")
            }
            return made
        } as! Self
    }
}

/// The proxies made so far, by class and containers.
enum AppearanceProxies {
    private struct Key: Hashable {
        let type: ObjectIdentifier
        let containers: [ObjectIdentifier]
    }

    private struct Proxy {
        let object: AnyObject
        let type: AnyClass
        let containers: [AnyClass]
        /// When the proxy was made: ties between equally specific proxies go to the earlier one,
        /// never to the dictionary's hash order, which changes from process to process.
        let sequence: Int
    }

    private static let proxies = Locked<[Key: Proxy]>([:])

    static func proxy(for type: AnyClass, containers: [any UIAppearanceContainer.Type], make: () -> AnyObject) -> AnyObject {
        let key = Key(type: ObjectIdentifier(type), containers: containers.map { ObjectIdentifier($0) })
        if let existing = proxies.withLock({ $0[key] }) { return existing.object }
        let made = make()
        // A proxy takes no appearance itself, even when a test renders it.
        (made as? UIView)?.hasTakenAppearance = true
        return proxies.withLock { all in
            if let existing = all[key] { return existing.object }
            all[key] = Proxy(object: made, type: type, containers: containers.map { $0 as AnyClass }, sequence: all.count)
            return made
        }
    }

    /// The proxies that apply to `object` inside `containers` (innermost first), most specific
    /// first: its own class before its superclasses', and for each class the contained ones
    /// (the longest lists first) before the plain one, and among equals the one made first.
    static func proxies(for object: AnyObject, in containers: [AnyObject]) -> [AnyObject] {
        let all = proxies.withLock { Array($0.values) }
        guard !all.isEmpty else { return [] }
        var result: [AnyObject] = []
        var type: AnyClass? = Swift.type(of: object)
        while let current = type {
            let own = all.filter { $0.type == current && matches($0.containers, containers) }
                .sorted { ($0.containers.count, -$0.sequence) > ($1.containers.count, -$1.sequence) }
            result += own.map(\.object)
            type = _getSuperclass(current)
        }
        return result
    }

    /// Whether `path` (outermost first) is found, in order, among `containers` (innermost first).
    private static func matches(_ path: [AnyClass], _ containers: [AnyObject]) -> Bool {
        var remaining = containers[...]
        for wanted in path.reversed() {
            guard let index = remaining.firstIndex(where: { ($0 as? NSObject)?.isKind(of: wanted) == true }) else { return false }
            remaining = remaining[(index + 1)...]
        }
        return true
    }

    /// The containers around `view`, innermost first: its superviews, each followed by the view
    /// controller whose root view it is.
    static func containers(of view: UIView) -> [AnyObject] {
        var result: [AnyObject] = []
        var current: UIView? = view
        while let v = current {
            if v !== view { result.append(v) }
            if let controller = v.owningViewController { result.append(controller) }
            current = v.superview
        }
        return result
    }

    /// Gives each view of the tree under `root` that has not had it yet the appearance its
    /// proxies set, as a view entering a window does on iOS.
    static func apply(to root: UIView) {
        guard proxies.withLock({ !$0.isEmpty }) else { return }
        var pending = [root]
        while let view = pending.popLast() {
            if !view.hasTakenAppearance {
                view.hasTakenAppearance = true
                for proxy in proxies(for: view, in: containers(of: view)) {
                    guard let proxy = proxy as? UIView else { continue }
                    AppearanceProperties.copy(from: proxy, to: view)
                }
            }
            pending.append(contentsOf: view.subviews)
        }
    }
}

/// The properties a proxy carries to views: each copied only where the view has not set it.
enum AppearanceProperties {
    static func copy(from proxy: UIView, to view: UIView) {
        if view.storedTintColor == nil, let tint = proxy.storedTintColor { view.tintColor = tint }
        if view.backgroundColor == nil, let background = proxy.backgroundColor { view.backgroundColor = background }
        if let proxy = proxy as? UITabBar, let bar = view as? UITabBar {
            if bar.barTintColor == nil { bar.barTintColor = proxy.barTintColor }
            if bar.unselectedItemTintColor == nil { bar.unselectedItemTintColor = proxy.unselectedItemTintColor }
            if bar.backgroundImage == nil { bar.backgroundImage = proxy.backgroundImage }
            if bar.shadowImage == nil { bar.shadowImage = proxy.shadowImage }
            if bar.selectionIndicatorImage == nil { bar.selectionIndicatorImage = proxy.selectionIndicatorImage }
        }
        if let proxy = proxy as? UINavigationBar, let bar = view as? UINavigationBar {
            if bar.barTintColor == nil { bar.barTintColor = proxy.barTintColor }
            if bar.titleTextAttributes == nil { bar.titleTextAttributes = proxy.titleTextAttributes }
            if bar.shadowImage == nil { bar.shadowImage = proxy.shadowImage }
            if bar.backgroundImage(for: .default) == nil, let image = proxy.backgroundImage(for: .default) {
                bar.setBackgroundImage(image, for: .default)
            }
        }
        if let proxy = proxy as? UIToolbar, let bar = view as? UIToolbar, bar.barTintColor == nil {
            bar.barTintColor = proxy.barTintColor
        }
    }
}
