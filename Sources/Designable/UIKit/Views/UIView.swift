import Foundation
import Raster

/// A rectangle on screen that draws itself and holds subviews, as UIKit's `UIView`.
///
/// Write views exactly as for iOS, and only switch the import:
///
/// ```swift
/// #if canImport(UIKit)
/// import UIKit
/// #else
/// import Designable
/// #endif
///
/// @IBDesignable final class Badge: UIView {
///     @IBInspectable var fillColor: UIColor = .systemRed
///     override func draw(_ rect: CGRect) {
///         fillColor.setFill()
///         UIBezierPath(ovalIn: bounds).fill()
///     }
/// }
/// ```
///
/// Then render it with ``ViewRenderer``.
///
/// ## Rendering
/// Each view is composited as Core Animation does: its layer's shadow, then its background
/// (rounded by `layer.cornerRadius` and `maskedCorners`), then ``draw(_:)``, then the layer's
/// sublayers, then its subviews (both in order of `zPosition`, and clipped to the rounded
/// bounds when ``clipsToBounds``), and the border on top, all through the layer's `mask`. An
/// ``alpha`` below 1 fades the view and its subviews together, as one group. Hidden views, and
/// views whose size is zero, negative or not finite, are skipped. Positions are snapped to
/// device pixels, as UIKit's layout does; a 3D `layer.transform` with perspective renders as
/// the exact projection of the view's rendered content.
///
/// ## Animation and touches
/// ``animate(withDuration:delay:options:animations:completion:)`` and its siblings change the
/// view at once and add Core Animation animations; a snapshot shows the model, and
/// `.image(at:)` a moment of the animations (see ``CAAnimation``). A render never touches
/// anything; ``simulate(_:)`` delivers touches to the hierarchy, Designable only.
///
/// ## Concurrency: views are not main-actor isolated
/// Differs from UIKit on purpose: UIKit's `UIView` is `@MainActor`. Designable's views are
/// ordinary classes, because synchronous `@MainActor` XCTest methods crash on Linux and
/// parallel Swift Testing tests should be able to render. The rules that keep this safe:
/// - A view tree belongs to one test (one task) at a time; build it, render it, drop it.
/// - Everything a render needs globally is either immutable, lock-protected (the app bundle
///   for `UIImage(named:)`, the font registry) or task-local: the current graphics context
///   (``UIGraphicsGetCurrentContext()``) and the trait collection in force
///   (``UITraitCollection/current``) exist only for the duration of the render that set them.
///
/// ## Porting notes
/// - `@IBDesignable` and `@IBInspectable` compile unchanged as no-op attributes.
/// - `@IBOutlet` on a class-typed property does not compile on Linux (there is no `@objc`).
///   Delete the attribute and keep the property (`weak var titleLabel: UILabel!`); the
///   Interface Builder loader connects outlets that a view registers by key path.
/// - `init(coder:)` receives Foundation's `NSCoder`; the standard properties are decoded
///   from the keys listed in ``ViewCodingKey``.
open class UIView: UIResponder {
    /// The layer that backs the view; its class is ``layerClass``.
    public let layer: CALayer

    /// The class of the backing layer; override to back a view with, for example, a
    /// ``CAGradientLayer`` or ``CAShapeLayer``.
    open class var layerClass: AnyClass { CALayer.self }

    /// The value ``intrinsicContentSize`` uses for a dimension the view has no preference for.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The view's immediate subviews, back to front.
    open private(set) var subviews: [UIView] = []
    /// The view this view is a subview of, or `nil`.
    open private(set) weak var superview: UIView?
    /// The view controller whose root view this is, which can override the appearance.
    weak var owningViewController: UIViewController?
    /// Guides this view's constraints name but nothing else keeps: a view built from a scene
    /// without its controller keeps the controller's top and bottom guides, which constraints
    /// hold weakly and which measure this view, not the controller.
    var retainedLayoutGuides: [UILayoutGuide] = []

    /// An integer your code can use to identify the view; 0 by default.
    open var tag = 0
    /// A string that identifies the view to UI tests and in recursive descriptions.
    open var accessibilityIdentifier: String?
    /// A short description of the view for assistive technologies; kept for source compatibility and
    /// Interface Builder documents.
    open var accessibilityLabel: String?
    /// Whether assistive technologies treat the view as one element. Labels, buttons, switches,
    /// text fields and segmented controls are elements unless told otherwise, as in UIKit.
    open var isAccessibilityElement = false { didSet { accessibilityElementIsSet = true } }
    /// Whether code or a document set ``isAccessibilityElement``, so the class's default no longer applies.
    package private(set) var accessibilityElementIsSet = false
    /// The element's current value, such as a slider's "50%" or a switch's "1".
    open var accessibilityValue: String?
    /// What activating the element does, read after a pause: "Opens the settings."
    open var accessibilityHint: String?
    /// What the element is and how it behaves: a button, a header, selected…
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// Whether the view's subviews are hidden from assistive technologies.
    open var accessibilityElementsHidden = false
    /// Whether assistive technologies ignore the elements of the view's siblings, as for an
    /// open menu or an alert over a screen.
    open var accessibilityViewIsModal = false
    /// The elements of this container in the order assistive technologies visit them, when not
    /// the order of their positions; views in it count, other objects are ignored here.
    open var accessibilityElements: [Any]?
    /// The number of elements the view contains for assistive technologies, as the
    /// `UIAccessibilityContainer` method: the count of ``accessibilityElements``. A control that
    /// draws its own parts (a range slider's two thumbs) overrides it with its
    /// `UIAccessibilityElement`s.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    /// The element at `index`, as `accessibilityElement(at:)`; `nil` past the end.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    /// The position of `element` among the view's elements, or `NSNotFound`, as `index(ofAccessibilityElement:)`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }
    /// The element's frame in screen coordinates, as `accessibilityFrame`: the view's bounds
    /// converted to its window (the screen, here) unless set.
    open var accessibilityFrame: CGRect {
        get { storedAccessibilityFrame ?? convert(bounds, to: nil) }
        set { storedAccessibilityFrame = newValue }
    }
    private var storedAccessibilityFrame: CGRect?
    /// Whether the view receives touches: when false, hit-testing skips it and its subviews.
    /// Renders never touch anything; touch simulation does (see ``simulate(_:)``).
    open var isUserInteractionEnabled = true
    /// Whether the view's backing store is opaque; true by default, as in UIKit. As on iOS, a
    /// view of your own that overrides ``draw(_:)``, is opaque and has no background colour shows
    /// black wherever its `draw(_:)` paints nothing; other views composite with alpha.
    open var isOpaque = true
    /// The view whose first baseline Auto Layout aligns for this one: itself, unless a subclass
    /// returns one of its subviews, as in UIKit.
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline Auto Layout aligns for this one: itself, unless a subclass
    /// returns one of its subviews, as in UIKit.
    open var forLastBaselineLayout: UIView { self }
    /// Accepted for source compatibility: every render draws into a fresh, clear backing store.
    open var clearsContextBeforeDrawing = true
    /// How the view's content is placed when its bounds change: scaled to fill by default. Image views
    /// place their image by it.
    open var contentMode: ContentMode = .scaleToFill
    /// How the view resizes when its superview's bounds change; none by default.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether a change of this view's size moves and resizes its subviews by their ``autoresizingMask``.
    open var autoresizesSubviews = true
    /// Whether Auto Layout keeps the frame you set (and the ``autoresizingMask``) as required
    /// constraints; true for views made in code, as in UIKit. Set it to false for a view placed
    /// by constraints.
    open var translatesAutoresizingMaskIntoConstraints = true { didSet { setNeedsAutoLayout() } }
    /// Light or dark for this view and its subviews, whatever the render asks for; the same
    /// override as `traitOverrides.userInterfaceStyle`.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }
    /// The traits this view sets for itself and its subviews, as iOS 17's `traitOverrides`: each
    /// one set wins over what the view inherits. See ``UITraitOverrides``.
    open var traitOverrides = UITraitOverrides()
    /// Default spacing from the edges for content, 8 points on each side as in UIKit. After
    /// ``directionalLayoutMargins`` were set, the leading and trailing ones resolved for the
    /// view's layout direction.
    open var layoutMargins: UIEdgeInsets {
        get { storedDirectionalLayoutMargins.map { $0.resolved(for: effectiveUserInterfaceLayoutDirection) } ?? storedLayoutMargins }
        set {
            let changed = newValue != layoutMargins
            storedLayoutMargins = newValue
            storedDirectionalLayoutMargins = nil
            if changed { layoutMarginsDidChange() }
        }
    }
    private var storedLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The margins as last set through ``directionalLayoutMargins``, kept directional because the
    /// layout direction is only known when a render lays the view out.
    var storedDirectionalLayoutMargins: NSDirectionalEdgeInsets?
    /// How the view's content and subviews flip in a right-to-left layout; see
    /// ``effectiveUserInterfaceLayoutDirection``. Unspecified by default: the view follows the traits.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { setNeedsAutoLayout(); setNeedsLayout() }
    }
    /// The insets a device's status bar, sensor housing and home indicator would put on this view
    /// when it is the root of a render. Designable only: UIKit derives them from the window and
    /// screen, which a test has none of; snapshot device presets set them. Zero by default.
    open var deviceSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            setNeedsLayout()
            if deviceSafeAreaInsets != oldValue { safeAreaInsetsDidChange() }
        }
    }

    /// The part of the view its superview's safe area does not cover, as UIKit computes it: a
    /// root view takes ``deviceSafeAreaInsets``, and a subview the overlap of its superview's
    /// insets with its own frame. A view controller's root view adds the controller's
    /// ``UIViewController/additionalSafeAreaInsets``.
    open var safeAreaInsets: UIEdgeInsets {
        let inherited = inheritedSafeAreaInsets
        guard let extra = owningViewController?.additionalSafeAreaInsets, extra != .zero else { return inherited }
        return UIEdgeInsets(top: inherited.top + extra.top, left: inherited.left + extra.left,
                            bottom: inherited.bottom + extra.bottom, right: inherited.right + extra.right)
    }

    /// The safe area from the device or the superview alone.
    private var inheritedSafeAreaInsets: UIEdgeInsets {
        guard let superview else { return deviceSafeAreaInsets }
        let outer = superview.safeAreaInsets
        if outer == .zero { return .zero }
        let f = frame, b = superview.bounds
        func inset(_ edge: CGFloat, _ gap: CGFloat, _ extent: CGFloat) -> CGFloat { Swift.min(Swift.max(0, edge - gap), Swift.max(0, extent)) }
        return UIEdgeInsets(top: inset(outer.top, f.minY - b.minY, f.height),
                            left: inset(outer.left, f.minX - b.minX, f.width),
                            bottom: inset(outer.bottom, b.maxY - f.maxY, f.height),
                            right: inset(outer.right, b.maxX - f.maxX, f.width))
    }

    private var storedBackgroundColor: UIColor?
    /// The `CGColor` the view last put on its layer, to tell whether code has since set the layer's colour directly.
    private var backgroundColorOnLayer: CGColor?
    private(set) var storedTintColor: UIColor?
    /// Set by ``setNeedsLayout()``; the layout pass (Layout/LayoutPass.swift) clears it.
    var needsLayout = true
    /// Set when UIView's own empty ``draw(_:)`` runs: how a render tells a view that draws from
    /// one that does not (see OpaqueBackingStore).
    var reachedUIViewDraw = false
    /// Whether ``contentScaleFactor`` was set, after which it reads the layer's `contentsScale`.
    var contentScaleFactorIsSet = false
    /// Why an insertion into this view was refused, for renders of its hierarchy to report.
    var refusedInsertion: String?
    /// The first call on this view that UIKit answers with an exception, for renders to report.
    var raisedException: String?
    /// Auto Layout's bookkeeping: installed constraints, priorities, guides, the engine.
    let layoutState = ViewLayoutState()
    /// Touch bookkeeping: gesture recognizers, touch flags, and the hierarchy's first responder.
    let interaction = ViewInteraction()

    // MARK: Initialisers

    /// A view occupying `frame` in its superview's coordinates.
    public init(frame: CGRect) {
        layer = UIView.makeLayer(for: type(of: self))
        super.init()
        layer.owningView = self
        layer.frame = frame
    }

    /// A view decoded from `coder`, as from an Interface Builder document.
    ///
    /// Reads the standard properties whose keys ``ViewCodingKey`` lists, when the coder
    /// contains them: frame, colours, alpha, hidden, clipping, tag, content mode, … and the
    /// subviews, added in order. The coder must be keyed and answer `containsValue(forKey:)`;
    /// any other coder yields a view with UIKit's defaults.
    public required init?(coder: NSCoder) {
        layer = UIView.makeLayer(for: type(of: self))
        super.init()
        layer.owningView = self
        decodeViewProperties(from: coder)
    }

    /// A zero-sized view, as `UIView()`.
    public convenience override init() { self.init(frame: .zero) }

    private static func makeLayer(for viewClass: UIView.Type) -> CALayer { CALayer.instance(of: viewClass.layerClass) }

    // MARK: Geometry (the layer's)

    /// The view's rectangle in its superview's coordinates. With a non-identity ``transform``
    /// it is the bounding box of the transformed bounds; set ``center`` and ``bounds`` instead.
    open var frame: CGRect {
        get { layer.frame }
        set { KeyValueObservers.shared.observing(self, "frame") { layer.frame = newValue; geometryDidChangeForAutoLayout() } }
    }

    /// The view's own coordinate space: its size, and the origin its content and subviews use.
    open var bounds: CGRect {
        get { layer.bounds }
        set { KeyValueObservers.shared.observing(self, "bounds") { layer.bounds = newValue; geometryDidChangeForAutoLayout() } }
    }

    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { layer.position }
        set { KeyValueObservers.shared.observing(self, "center") { layer.position = newValue; geometryDidChangeForAutoLayout() } }
    }

    /// A 2D transform about the centre.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { KeyValueObservers.shared.observing(self, "transform") { layer.setAffineTransform(newValue) } }
    }

    // MARK: Appearance

    /// Whether the view is hidden; a hidden view and its subviews are not drawn.
    open var isHidden: Bool {
        get { layer.isHidden }
        set { KeyValueObservers.shared.observing(self, "hidden") { layer.isHidden = newValue } }
    }

    /// 0...1; below 1 the view and its subviews fade together.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { KeyValueObservers.shared.observing(self, "alpha") { layer.opacity = Float(newValue) } }
    }

    /// Clips subviews to the bounds, rounded by `layer.cornerRadius` (the layer's `masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The fill behind the content, re-resolved for the view's traits at each render (so
    /// dynamic colours follow light and dark), unless code has since set `layer.backgroundColor`.
    open var backgroundColor: UIColor? {
        get {
            if let layerColor = layer.backgroundColor, layerColor !== backgroundColorOnLayer { return UIColor(cgColor: layerColor) }
            return layer.backgroundColor == nil ? nil : storedBackgroundColor
        }
        set {
            KeyValueObservers.shared.observing(self, "backgroundColor") {
                storedBackgroundColor = newValue
                backgroundColorOnLayer = newValue?.resolvedColor(with: traitCollection).cgColor
                layer.backgroundColor = backgroundColorOnLayer
            }
        }
    }

    /// The background colour to paint now, for the view's traits.
    func backgroundColorForRender(_ traits: UITraitCollection) -> CGColor? {
        guard let layerColor = layer.backgroundColor else { return nil }
        guard layerColor === backgroundColorOnLayer, let stored = storedBackgroundColor else { return layerColor }
        return CGColor(stored.rasterColor(for: traits))
    }

    /// The colour controls and template images use: the view's own, else the nearest
    /// ancestor's, else ``UIColor/tintColor`` (system blue). Setting `nil` inherits again.
    open var tintColor: UIColor! {
        get {
            let base = undimmedTintColor
            return effectiveTintAdjustmentMode == .dimmed ? UIView.dimmed(base) : base
        }
        set {
            // As UIKit does, setting the colour the view already has is not a change: views whose
            // `tintColorDidChange()` sets a property that sets `tintColor` back rely on it to stop.
            let unchanged = storedTintColor.map { $0.isEqual(newValue) } ?? (newValue == nil)
            storedTintColor = newValue
            if !unchanged { notifyTintColorDidChange() }
        }
    }

    func notifyTintColorDidChange() {
        tintColorDidChange()
        for s in subviews where s.storedTintColor == nil { s.notifyTintColorDidChange() }
    }

    /// Called when the inherited or own tint colour changes; override to refresh tinted content.
    open func tintColorDidChange() {}

    /// The tint before dimming: the view's own, else the nearest ancestor's, else system blue.
    var undimmedTintColor: UIColor { storedTintColor ?? superview?.undimmedTintColor ?? UIColor.tintColor }

    /// Whether the tint is drawn dimmed, as while an alert is up: `.automatic` follows the
    /// superview (normal at the root), as UIKit's `tintAdjustmentMode`.
    open var tintAdjustmentMode: TintAdjustmentMode = .automatic {
        didSet { if tintAdjustmentMode != oldValue { notifyTintColorDidChange() } }
    }

    /// Insets from the frame to the rectangle layout code aligns, as `alignmentRectInsets`;
    /// zero by default. Override it for a view whose drawing reaches past what should line up
    /// (a shadow, a badge).
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// Called when ``layoutMargins`` change; override it to follow.
    open func layoutMarginsDidChange() {}

    /// Called when ``safeAreaInsets`` change; override it to follow.
    open func safeAreaInsetsDidChange() {}

    /// Whether the view needs Auto Layout even with no constraints of its own, as
    /// `requiresConstraintBasedLayout`; `false` by default. Views here are always laid out by
    /// constraints when any are installed, so it changes nothing.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Writes the view's state for restoration, as `encodeRestorableState(with:)`; nothing is
    /// written here, as no app state is preserved between snapshots.
    open func encodeRestorableState(with coder: NSCoder) {}
    /// Reads the view's restored state; never called here, as nothing is restored.
    open func decodeRestorableState(with coder: NSCoder) {}

    /// A view whose layer masks this one by its alpha, as `mask`: what it draws shows this view,
    /// where it is transparent hides it.
    open var mask: UIView? {
        get { maskView }
        set {
            maskView = newValue
            layer.mask = newValue?.layer
        }
    }
    private var maskView: UIView?

    /// Everything else a view keeps that a snapshot only records (see UIView+SDKProperties.swift).
    var sdkExtras = ViewSDKExtras()

    /// How much a view blurs what lies behind it, as a standard deviation in points: `nil`
    /// but for a visual effect view with a blur.
    var backdropBlurSigma: CGFloat? { nil }

    // MARK: Focus
    //
    // The focus engine's questions and notices, as UIKit asks them of views on tvOS, iPads with
    // a keyboard and CarPlay. Differs from UIKit on purpose: a render is a touch screen with no
    // focus engine, so nothing is focused and the engine never calls these; a test calls
    // `didUpdateFocus(in:with:)` itself to render a focused look.

    /// Whether the view has focus: never, as a render has no focus engine.
    open var isFocused: Bool { false }
    /// Whether the view can take focus; false unless overridden, as for most views.
    open var canBecomeFocused: Bool { false }
    /// Called when focus moves to or from the view; override to restyle.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    /// Whether focus may move as `context` says; yes unless overridden.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    /// Asks the focus engine to look again; there is none, so nothing happens.
    open func setNeedsFocusUpdate() {}
    /// Runs a pending focus update now; there is none.
    open func updateFocusIfNeeded() {}

    /// The traits the view renders with: the render's (its device's size classes, idiom,
    /// appearance, scale…), changed by every override on the way down to the view (its
    /// controllers' and ancestors' ``traitOverrides`` and `overrideUserInterfaceStyle`, a parent
    /// controller's `setOverrideTraitCollection(_:forChild:)`); see `TraitHierarchy`. Outside
    /// a render: light at 1× with those overrides.
    open var traitCollection: UITraitCollection { TraitHierarchy.traits(of: self) }

    /// Called when the view's traits differ from those it last had, with those: at the start of
    /// each render whose traits (scale, appearance, content size category, layout direction…)
    /// differ, before layout, as UIKit calls it when a view enters a window or the traits change.
    /// Override it to restyle (fonts, colours set on layers); call `super`. See `TraitChanges`.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The traits the view last had, which `TraitChanges` compares with the render's.
    var lastTraitCollection: UITraitCollection?
    /// The view's `registerForTraitChanges` calls.
    var traitChangeRegistrations: [TraitChangeRegistration] = []
    /// What its document installs only for some size classes, applied at each trait change.
    var sizeClassVariations: SizeClassVariations?
    /// Whether the appearance proxies have styled the view (see `UIAppearance`), once, as
    /// when a view first enters a window.
    var hasTakenAppearance = false

    // MARK: Hierarchy

    /// The window at the root of the view's hierarchy, if it is in one.
    open var window: UIWindow? {
        var v: UIView? = self
        while let current = v {
            if let w = current as? UIWindow { return w }
            v = current.superview
        }
        return nil
    }

    /// Adds `view` on top of the other subviews, taking it from any previous superview.
    ///
    /// Adding a view to itself, or to one of its own ancestors, is refused: UIKit raises
    /// "Can't add self as subview" (or builds a cycle that hangs), and a raised exception would
    /// stop the whole test run here. So the hierarchy stays a tree, the refusal is logged as
    /// UIKit logs its exception, and every later render of the hierarchy fails with
    /// ``ViewRenderError/subviewRefused(_:)``: a snapshot must not pass for a view the app
    /// would crash on.
    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` among the subviews (clamped to the list), bottom first.
    /// Like ``addSubview(_:)``, refuses the view itself and its ancestors.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            refuseInsertion(of: view)
            return
        }
        let newWindow = window
        let oldWindow = view.window
        if newWindow !== oldWindow { view.notifyWillMove(toWindow: newWindow) }
        view.willMove(toSuperview: self)
        view.detachFromSuperview()
        subviews.insert(view, at: Swift.max(0, Swift.min(index, subviews.count)))
        view.superview = self
        view.didMoveToSuperview()
        didAddSubview(view)
        if newWindow !== oldWindow { view.notifyDidMoveToWindow() }
        if view.storedTintColor == nil { view.notifyTintColorDidChange() }
        setNeedsLayout()
    }

    /// Adds `view` just above `siblingSubview` in the subview order.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let i = subviews.firstIndex(of: siblingSubview) else { addSubview(view); return }
        insertSubview(view, at: view.superview === self && subviews.firstIndex(of: view)! < i ? i : i + 1)
    }

    /// Adds `view` just below `siblingSubview` in the subview order.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let i = subviews.firstIndex(of: siblingSubview) else { insertSubview(view, at: 0); return }
        insertSubview(view, at: view.superview === self && subviews.firstIndex(of: view)! < i ? i - 1 : i)
    }

    /// Moves `view` to the end of ``subviews``, so it draws above its siblings.
    open func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(of: view) else { return }
        subviews.append(subviews.remove(at: i))
    }

    /// Moves `view` to the start of ``subviews``, so it draws below its siblings.
    open func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(of: view) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
    }

    /// Swaps the subviews at the two indexes.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    /// Removes the view from its superview (and its window).
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        willMove(toSuperview: nil)
        parent.willRemoveSubview(self)
        detachFromSuperview()
        didMoveToSuperview()
        if oldWindow != nil { notifyDidMoveToWindow() }
        parent.setNeedsLayout()
    }

    private func detachFromSuperview() {
        removeConstraintsLeavingHierarchy()
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Whether `view` is this view or one of its ancestors.
    open func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// This view if its tag matches, else the first match depth-first among the subviews.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews { if let found = s.viewWithTag(tag) { return found } }
        return nil
    }

    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for s in subviews { s.notifyWillMove(toWindow: newWindow) }
    }

    private func notifyDidMoveToWindow() {
        didMoveToWindow()
        for s in subviews { s.notifyDidMoveToWindow() }
    }

    /// Called after `subview` is added; override to react. Does nothing by default.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed; override to react. Does nothing by default.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view is added to `newSuperview`, or removed when it is `nil`; does nothing by
    /// default.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view's superview changes; does nothing by default.
    open func didMoveToSuperview() {}
    /// Called for the view and each subview before the hierarchy joins or leaves a window.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called for the view and each subview after the hierarchy joined or left a window.
    open func didMoveToWindow() {}

    // MARK: Drawing

    /// Draws the view's content; override to draw with `UIBezierPath`, `UIColor.setFill()`,
    /// string drawing or ``UIGraphicsGetCurrentContext()``. `rect` is the bounds. Drawing is
    /// clipped to the bounds, and the view's trait collection is current.
    open func draw(_ rect: CGRect) { reachedUIViewDraw = true }

    /// Accepted for source compatibility: every render calls ``draw(_:)`` afresh.
    open func setNeedsDisplay() {}
    /// Accepted for source compatibility: every render calls ``draw(_:)`` afresh.
    open func setNeedsDisplay(_ rect: CGRect) {}

    // MARK: Layout

    /// Marks the view for ``layoutSubviews()`` at the next ``layoutIfNeeded()`` (the renderer calls it).
    open func setNeedsLayout() { needsLayout = true }

    /// Lays out the hierarchy now: updates constraints, solves them, and, from the root down,
    /// sets each view's subviews' frames from the solution and calls ``layoutSubviews()`` on the
    /// views marked by ``setNeedsLayout()``. See `LayoutPass`.
    open func layoutIfNeeded() { LayoutPass.run(from: self) }

    /// iOS 26: sets the view's properties from its model before layout; override it. It runs
    /// for every view before its first layout, then after ``setNeedsUpdateProperties()`` or a
    /// change to an `@Observable` value it read (see `UIView+UpdateProperties.swift`).
    open func updateProperties() {}

    /// Positions subviews; override it. By the time it runs, subviews placed by constraints
    /// already have their frames (as in UIKit, where the engine's results are applied first),
    /// and autoresizing has happened when the size changed. The default does nothing more.
    open func layoutSubviews() {}

    /// Adds or changes constraints before the layout pass solves them; override it to keep
    /// constraints up to date, and call `super.updateConstraints()`, as in UIKit. It runs for
    /// views marked by ``setNeedsUpdateConstraints()``, subviews before their superview.
    open func updateConstraints() { layoutState.needsUpdateConstraints = false }

    /// Asks for ``updateConstraints()`` before the next layout. Declared in the class, not with
    /// the other constraint methods, so that a subclass can override it as on iOS.
    open func setNeedsUpdateConstraints() {
        layoutState.needsUpdateConstraints = true
        setNeedsAutoLayout()
    }

    /// Runs ``updateConstraints()`` now for this view and its subviews that need it, subviews
    /// first, as UIKit's update pass goes from the leaves up; a subclass may override it.
    open func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        if layoutState.needsUpdateConstraints {
            layoutState.needsUpdateConstraints = false
            updateConstraints()
        }
    }

    /// The size the view would like within `size`; the default is the current size, as UIKit's.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    open func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: fitted)
    }

    /// The size the content needs, or ``UIView/noIntrinsicMetric`` per dimension when it has no preference.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Declares that ``intrinsicContentSize`` changed; the superview lays out again.
    open func invalidateIntrinsicContentSize() {
        setNeedsAutoLayout()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    func boundsSizeDidChange(from old: CGSize) {
        setNeedsLayout()
        guard autoresizesSubviews else { return }
        let new = bounds.size
        for s in subviews where !s.autoresizingMask.isEmpty {
            s.frame = UIView.autoresize(s.frame, mask: s.autoresizingMask, from: old, to: new)
        }
    }

    // MARK: Interface Builder lifecycle

    /// Called once the whole document is decoded and outlets connected; override for setup.
    open func awakeFromNib() {}

    /// Called when Interface Builder (or Designable's design-time render) prepares the view; override for design-time content.
    open func prepareForInterfaceBuilder() {}

    /// The class-side twin iOS code can override: the Objective-C runtime gives a root class's
    /// instance methods to its metaclass, so `override class func prepareForInterfaceBuilder()`
    /// compiles on iOS. Neither iOS nor Designable ever calls it.
    open class func prepareForInterfaceBuilder() {}

    // MARK: Coordinates

    /// `point` in this view's coordinates converted to `view`'s (to the root's when `nil`).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let toRoot = transformToRoot()
        let fromRoot = view?.transformToRoot().inverted() ?? .identity
        return point.applying(toRoot.concatenating(fromRoot))
    }

    /// `point` in `view`'s coordinates converted to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        (view ?? rootView).convert(point, to: self)
    }

    /// The bounding box of `rect` in `view`'s coordinates.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let toRoot = transformToRoot()
        let fromRoot = view?.transformToRoot().inverted() ?? .identity
        return rect.applying(toRoot.concatenating(fromRoot))
    }

    /// The bounding box, in this view's coordinates, of `rect` given in `view`'s; `nil` means the root of
    /// the hierarchy.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        (view ?? rootView).convert(rect, to: self)
    }

    private var rootView: UIView { superview?.rootView ?? self }

    /// From this view's bounds coordinates to the root view's bounds coordinates.
    private func transformToRoot() -> CGAffineTransform {
        guard let parent = superview else { return .identity }
        return localToSuperview().concatenating(parent.transformToRoot())
    }

    /// From bounds coordinates to the superview's: un-offset the bounds origin, move the
    /// anchor to the origin, transform, then move it to the centre.
    func localToSuperview() -> CGAffineTransform {
        let b = bounds, a = layer.anchorPoint
        return CGAffineTransform(translationX: -b.origin.x - a.x * b.width, y: -b.origin.y - a.y * b.height)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }

    // MARK: Touches (see Responders/ and Gestures/)

    /// Whether this view takes touches only when no other view of its window is being touched,
    /// and keeps other views from taking touches while it is, as simulated touches show.
    open var isExclusiveTouch: Bool {
        get { interaction.isExclusiveTouch }
        set { interaction.isExclusiveTouch = newValue }
    }

    /// Whether the view receives more than one finger at a time; false by default, as in UIKit:
    /// the view's `touchesBegan(_:with:)` family then hears only its first finger, while its
    /// gesture recognizers (a pinch) still see every one.
    open var isMultipleTouchEnabled: Bool {
        get { interaction.isMultipleTouchEnabled }
        set { interaction.isMultipleTouchEnabled = newValue }
    }

    /// The gesture recognizers attached to the view; `nil` when there are none.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { interaction.gestureRecognizers.isEmpty ? nil : interaction.gestureRecognizers }
        set {
            for r in interaction.gestureRecognizers { removeGestureRecognizer(r) }
            for r in newValue ?? [] { addGestureRecognizer(r) }
        }
    }

    /// Attaches `gestureRecognizer`, taking it from any view it was attached to.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { attachGestureRecognizer(gestureRecognizer) }

    /// Detaches `gestureRecognizer`.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { detachGestureRecognizer(gestureRecognizer) }

    /// Whether a gesture recognizer attached to this view (or a subview) may begin; true by default.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// The deepest visible, interactive descendant (or this view) containing `point`, given in
    /// this view's coordinates, front to back; `nil` when the point is outside.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }

    /// Whether `point`, in this view's coordinates, is inside the view: inside its bounds by default.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The next responder: the view controller whose root view this is, else the superview.
    open override var next: UIResponder? { owningViewController ?? superview }

    /// Lays out the layer's sublayers; called at every render, as Core Animation calls the
    /// layer's delegate. Override to size sublayers to the bounds.
    open func layoutSublayers(of layer: CALayer) {}

    /// The action for a change of the view's layer: `NSNull`, so a view's layer changes at once
    /// outside an animation block, as in UIKit (inside one, the block animates it).
    open func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }

    // MARK: Rendering hooks for the toolkit's own views

    /// Draws the content between the background and the sublayers. The default clips to the
    /// bounds and calls ``draw(_:)``; image views override it, as their image may overflow.
    func renderContent(in context: CGContext, bounds drawRect: CGRect) {
        context.saveGState()
        context.clip(to: drawRect)
        OpaqueBackingStore.drawing(self, in: context, rect: drawRect) {
            UIGraphicsWithContext(context) { DrawBreadcrumb.during(self) { draw(bounds) } }
        }
        context.restoreGState()
    }
}

extension UIView: UITraitChangeObservable, TraitChangeObserving {}
