#if canImport(UIKit)
import UIKit
#else
import Designable
#endif
import Foundation

/// The gallery's views as a module: the classic designables and their broken twins. The demo's
/// catalog of them (sizes, summaries, the drift each twin shows) is `DesignableCLI`'s.
public enum Gallery {
    /// Declares every gallery class, its inspectables, and the `UIView+Inspectables`
    /// extension, so Interface Builder documents can name them and the init paths can
    /// build them.
    ///
    /// ```swift
    /// Gallery.register()
    /// let nib = try InterfaceBuilderLoader.load(contentsOf: storyboardURL)
    /// ```
    ///
    /// Registering the same registry again changes nothing.
    public static func register(in registry: DesignableRegistry = .shared) {
        Registrations.shared.once(for: registry) { declare(in: registry) }
    }

    private static func declare(in registry: DesignableRegistry) {
        registry.extend(UIView.self) {
            $0.inspectable("borderWidth", \.borderWidth)
                .inspectable("borderColor", \.borderColor)
                .inspectable("testingId", \.testingId)
                .inspectable("bigBorder", \.bigBorder)
        }
        registry.register(StarView.self, make: StarView.init(frame:)) {
            $0.inspectable("starColor", \.starColor)
        }
        registry.register(EllipseView.self, make: EllipseView.init(frame:)) {
            $0.inspectable("fillColor", \.fillColor)
        }
        registry.register(StarEllipseView.self, make: StarEllipseView.init(frame:)) {
            $0.inspectable("starColor", \.starColor)
        }
        registry.register(InspectableView.self, make: InspectableView.init(frame:)) {
            $0.inspectable("cornerRadius", \.cornerRadius)
                .inspectable("accentColor", \.accentColor)
                .inspectable("isHighlighted", \.isHighlighted)
                .inspectable("title", \.title)
                .inspectable("titleOrigin", \.titleOrigin)
                .inspectable("dotCount", \.dotCount)
                .inspectable("dotSize", \.dotSize)
                .inspectable("dotOpacity", \.dotOpacity)
                .inspectable("progress", \.progress)
                .inspectable("barFrame", \.barFrame)
                .inspectable("icon", \.icon)
        }
        registry.register(DesignableLabel.self, make: DesignableLabel.init(frame:))
        registry.register(SelectorTextField.self, make: SelectorTextField.init(frame:)) {
            $0.inspectable("arrowColor", \.arrowColor)
                .inspectable("initialText", \.initialText)
                .inspectable("selectorTextColor", \.selectorTextColor)
                .inspectable("selectorFontSize", \.selectorFontSize)
                .inspectable("selectorBackgroundColor", \.selectorBackgroundColor)
                .inspectable("dividerEnabled", \.dividerEnabled)
                .inspectable("dividerSize", \.dividerSize)
                .inspectable("dividerColor", \.dividerColor)
        }
        registry.register(PlaceholderTextView.self, make: PlaceholderTextView.init(frame:)) {
            $0.inspectable("placeholder", \.placeholder)
                .inspectable("placeholderColor", \.placeholderColor)
                .inspectable("cornerRadius", \.cornerRadius)
        }
        registry.register(CenteredGroupView.self, make: CenteredGroupView.init(frame:)) {
            $0.inspectable("title", \.title)
        }
        registry.register(XibBackedView.self, make: XibBackedView.init(frame:)) {
            $0.inspectable("title", \.title)
                .inspectable("placeholder", \.placeholder)
                .outlet("titleLabel", \.titleLabel)
                .outlet("textField", \.textField)
        }
        // The twins: subclasses inherit their superclass's declarations.
        registry.register(BrokenAccentStripeView.self, make: BrokenAccentStripeView.init(frame:)) {
            $0.inspectable("accentColor", \.accentColor)
        }
        registry.register(BrokenCoderInitView.self, make: BrokenCoderInitView.init(frame:)) {
            $0.outlet("titleLabel", \.titleLabel)
                .outlet("textField", \.textField)
        }
        registry.register(BrokenSeedSelectorTextField.self, make: BrokenSeedSelectorTextField.init(frame:))
        registry.register(BrokenAppBundleSelectorTextField.self, make: BrokenAppBundleSelectorTextField.init(frame:))
        registry.register(BrokenAwakeFromNibView.self, make: BrokenAwakeFromNibView.init(frame:))
    }

    /// The registries already given the gallery, so that its extension is declared once each.
    private final class Registrations: @unchecked Sendable {
        static let shared = Registrations()
        /// Held while declaring, so a concurrent caller (a nib-backed view registering before it
        /// loads its nib) returns only once every declaration is in; recursive, so declaring
        /// can never deadlock on itself.
        private let lock = NSRecursiveLock()
        /// Held strongly, so a new registry can never reuse a forgotten one's identity.
        private var registered: [DesignableRegistry] = []

        /// Runs `declare` the first time for `registry`, and nothing after.
        func once(for registry: DesignableRegistry, _ declare: () -> Void) {
            lock.lock(); defer { lock.unlock() }
            if registered.contains(where: { $0 === registry }) { return }
            registered.append(registry)
            declare()
        }
    }
}
