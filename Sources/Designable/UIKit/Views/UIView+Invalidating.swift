import Foundation

extension UIView {
    /// What a change of an ``Invalidating`` property invalidates, as UIKit's `UIView.Invalidations`.
    public enum Invalidations {
        /// Redraw: `setNeedsDisplay()`.
        public struct Display: UIViewInvalidating {
            public init() {}
            public func invalidate(view: UIView) { view.setNeedsDisplay() }
        }
        /// Layout: `setNeedsLayout()`.
        public struct Layout: UIViewInvalidating {
            public init() {}
            public func invalidate(view: UIView) { view.setNeedsLayout() }
        }
        /// Constraints: `setNeedsUpdateConstraints()`.
        public struct Constraints: UIViewInvalidating {
            public init() {}
            public func invalidate(view: UIView) { view.setNeedsUpdateConstraints() }
        }
        /// The intrinsic content size: `invalidateIntrinsicContentSize()`.
        public struct IntrinsicContentSize: UIViewInvalidating {
            public init() {}
            public func invalidate(view: UIView) { view.invalidateIntrinsicContentSize() }
        }
        /// A configuration: a button's `setNeedsUpdateConfiguration()`.
        public struct Configuration: UIViewInvalidating {
            public init() {}
            public func invalidate(view: UIView) { (view as? UIButton)?.setNeedsUpdateConfiguration() }
        }
        /// Two invalidations at once.
        public struct Tuple<Item0: UIViewInvalidating, Item1: UIViewInvalidating>: UIViewInvalidating {
            let item0: Item0, item1: Item1
            public init(_ item0: Item0, _ item1: Item1) { self.item0 = item0; self.item1 = item1 }
            public func invalidate(view: UIView) { item0.invalidate(view: view); item1.invalidate(view: view) }
        }
    }

    /// A view property that invalidates the view when it changes, as UIKit's `@UIView.Invalidating`:
    ///
    /// ```swift
    /// @UIView.Invalidating(.layout, .display) var cornerRadius: CGFloat = 8
    /// ```
    @propertyWrapper
    public struct Invalidating<Value: Equatable, InvalidationType: UIViewInvalidating> {
        private var value: Value
        private let invalidation: InvalidationType

        /// A property starting at `wrappedValue` that invalidates with `invalidation`.
        public init(wrappedValue: Value, _ invalidation: InvalidationType) {
            value = wrappedValue
            self.invalidation = invalidation
        }

        /// A property that invalidates with both.
        public init<Item0, Item1>(wrappedValue: Value, _ invalidation0: Item0, _ invalidation1: Item1)
        where InvalidationType == Invalidations.Tuple<Item0, Item1> {
            self.init(wrappedValue: wrappedValue, Invalidations.Tuple(invalidation0, invalidation1))
        }

        @available(*, unavailable, message: "@UIView.Invalidating is only for properties of a UIView")
        public var wrappedValue: Value {
            get { fatalError("@UIView.Invalidating is only for properties of a UIView") }
            set { fatalError("@UIView.Invalidating is only for properties of a UIView") }
        }

        /// The value, read and written through the view so a change invalidates it.
        public static subscript<View: UIView>(_enclosingInstance view: View,
                                              wrapped wrappedKeyPath: ReferenceWritableKeyPath<View, Value>,
                                              storage storageKeyPath: ReferenceWritableKeyPath<View, Self>) -> Value {
            get { view[keyPath: storageKeyPath].value }
            set {
                let old = view[keyPath: storageKeyPath].value
                view[keyPath: storageKeyPath].value = newValue
                if old != newValue { view[keyPath: storageKeyPath].invalidation.invalidate(view: view) }
            }
        }
    }

    /// The transitions of the old `beginAnimations` API, as `UIView.AnimationTransition`.
    public enum AnimationTransition: Int, Sendable {
        /// None.
        case none = 0
        /// The view flips about its vertical axis, from the left.
        case flipFromLeft = 1
        /// The view flips about its vertical axis, from the right.
        case flipFromRight = 2
        /// The page curls up.
        case curlUp = 3
        /// The page curls down.
        case curlDown = 4
    }
}

/// What a change of an ``UIView/Invalidating`` property does to its view, as UIKit's `UIViewInvalidating`.
public protocol UIViewInvalidating {
    /// Invalidates `view`.
    func invalidate(view: UIView)
}

extension UIViewInvalidating where Self == UIView.Invalidations.Display {
    /// Redraw.
    public static var display: Self { .init() }
}
extension UIViewInvalidating where Self == UIView.Invalidations.Layout {
    /// Lay out again.
    public static var layout: Self { .init() }
}
extension UIViewInvalidating where Self == UIView.Invalidations.Constraints {
    /// Update constraints.
    public static var constraints: Self { .init() }
}
extension UIViewInvalidating where Self == UIView.Invalidations.IntrinsicContentSize {
    /// Recompute the intrinsic content size.
    public static var intrinsicContentSize: Self { .init() }
}
extension UIViewInvalidating where Self == UIView.Invalidations.Configuration {
    /// Update the configuration.
    public static var configuration: Self { .init() }
}
