import DesignableTesting
import Foundation
@testable import Designable
import XCTest

/// Navigation bars, blur effect views, focus and associated objects, as the designable kits
/// of the corpus use them: a transparent-bar inspectable, a blurred backdrop, a focused look.
final class NavigationBarAndEffectTests: XCTestCase {
    func bar(_ configure: (UINavigationBar) -> Void = { _ in }) -> UINavigationBar {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let item = UINavigationItem(title: "Settings")
        item.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        item.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: nil)
        bar.setItems([item], animated: false)
        configure(bar)
        return bar
    }

    func testItemsSitAtTheEdgesAndTheTopItemShows() {
        let b = bar()
        let frames = b.itemFrames()
        XCTAssertEqual(frames.left.first?.minX, 16)
        XCTAssertEqual(frames.right.first?.maxX ?? 0, 320 - 16, accuracy: 0.001)
        b.pushItem(UINavigationItem(title: "Detail"), animated: true)
        XCTAssertEqual(b.topItem?.title, "Detail")
        XCTAssertEqual(b.backItem?.title, "Settings")
        XCTAssertEqual(b.itemFrames().left, [], "the pushed item has no items of its own")
        XCTAssertEqual(b.popItem(animated: false)?.title, "Detail")
        XCTAssertEqual(b.sizeThatFits(CGSize(width: 100, height: 300)).height, 44)
    }

    func testAPushedItemShowsABackButtonTitledByTheItemBelow() throws {
        let b = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let root = UINavigationItem(title: "Inbox")
        b.setItems([root, UINavigationItem(title: "Message")], animated: false)
        let back = try XCTUnwrap(b.backButtonLayout())
        XCTAssertEqual(back.title, "Inbox")
        XCTAssertEqual(back.frame.minX, 8, "at the leading edge")
        root.backButtonTitle = "Mail"
        XCTAssertEqual(b.backButtonLayout()?.title, "Mail")
        root.backBarButtonItem = UIBarButtonItem(title: "All", style: .plain, target: nil, action: nil)
        XCTAssertEqual(b.backButtonLayout()?.title, "All", "the back item's title wins")
        root.backBarButtonItem = nil
        root.backButtonTitle = "A very long title for the previous screen"
        XCTAssertEqual(b.backButtonLayout()?.title, "Back", "shortened when it would reach the title")
        b.topItem?.title = "A title wide enough to leave no room"
        XCTAssertNil(b.backButtonLayout()?.title, "then the chevron alone")
        XCTAssertNotNil(b.backButtonLayout())
        b.topItem?.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        XCTAssertNil(b.backButtonLayout(), "left items replace the back button")
        b.topItem?.leftItemsSupplementBackButton = true
        let supplemented = try XCTUnwrap(b.backButtonLayout())
        XCTAssertEqual(b.itemFrames().left.first?.minX ?? 0, supplemented.frame.maxX + 8, accuracy: 0.001, "unless they follow it")
        b.topItem?.setHidesBackButton(true, animated: false)
        XCTAssertNil(b.backButtonLayout())
        b.semanticContentAttribute = .forceRightToLeft
        b.topItem?.hidesBackButton = false
        b.topItem?.leftBarButtonItems = nil
        XCTAssertEqual(b.backButtonLayout()?.frame.maxX, 312, "at the right in right-to-left")
    }

    func testTappingTheBackButtonPopsTheNavigationStack() {
        final class Screen: UIViewController {}
        let root = Screen(), detail = Screen()
        root.title = "Inbox"
        detail.title = "Message"
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: false)
        navigation.view.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        navigation.view.layoutIfNeeded()
        let bar = navigation.navigationBar
        bar.simulateTap(at: CGPoint(x: 30, y: 22))
        XCTAssertTrue(navigation.topViewController === root)
        XCTAssertEqual(bar.items?.count, 1)
        XCTAssertNil(bar.backButtonLayout(), "the root has no back button")
        let lone = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        lone.setItems([UINavigationItem(title: "A"), UINavigationItem(title: "B")], animated: false)
        lone.simulateTap(at: CGPoint(x: 20, y: 22))
        XCTAssertEqual(lone.topItem?.title, "A", "a bar of its own pops its own item")
    }

    /// The transparent-bar inspectable: an empty background and shadow image leave only the
    /// title and items on whatever is behind.
    func testAnEmptyBackgroundAndShadowImageMakeTheBarClear() throws {
        let clear = bar { $0.setBackgroundImage(UIImage(), for: .default); $0.shadowImage = UIImage() }
        clear.topItem?.leftBarButtonItem = nil
        clear.topItem?.rightBarButtonItem = nil
        clear.topItem?.title = nil
        let bitmap = try ViewRenderer.render(clear, scale: 1)
        XCTAssertEqual(bitmap.pixel(x: 5, y: 5)?.a, 0, "nothing drawn behind")
        XCTAssertEqual(bitmap.pixel(x: 5, y: 43)?.a, 0, "and no hairline")
        XCTAssertNotNil(clear.backgroundImage(for: .default))
        let opaque = try ViewRenderer.render(bar { $0.topItem?.title = nil }, scale: 1)
        XCTAssertEqual(opaque.pixel(x: 160, y: 5)?.a, 255)
        XCTAssertNotEqual(opaque.pixel(x: 160, y: 43), opaque.pixel(x: 160, y: 5), "the hairline along the bottom")
    }

    func testBarsEffectsAndTheirLook() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        root.backgroundColor = .systemGroupedBackground
        let plain = bar()
        plain.frame.origin.y = 10
        let tinted = bar { $0.barTintColor = .systemIndigo; $0.tintColor = .white
            $0.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 15, weight: .bold)] }
        tinted.frame.origin.y = 64
        let stripes = UIView(frame: CGRect(x: 0, y: 118, width: 320, height: 82))
        for i in 0..<8 {
            let stripe = UIView(frame: CGRect(x: CGFloat(i) * 40, y: 0, width: 20, height: 82))
            stripe.backgroundColor = i % 2 == 0 ? .systemOrange : .systemTeal
            stripes.addSubview(stripe)
        }
        let light = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        light.frame = CGRect(x: 10, y: 128, width: 140, height: 62)
        let label = UILabel(frame: CGRect(x: 8, y: 8, width: 124, height: 20))
        label.text = "On a light blur"
        light.contentView.addSubview(label)
        let dark = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        dark.frame = CGRect(x: 170, y: 128, width: 140, height: 62)
        [plain, tinted, stripes, light, dark].forEach(root.addSubview)
        XCTAssertTrue(label.superview === light.contentView)
        XCTAssertEqual(light.contentView.frame, light.bounds, "content fills the effect view")
        assertSnapshot(of: root, as: .image(paths: [.code]), named: "bars-and-effects")
    }

    func testAdaptiveMaterialsFollowTheAppearance() throws {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        view.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        let light = try ViewRenderer.render(view, scale: 1)
        let dark = try ViewRenderer.render(view, scale: 1, traits: UITraitCollection(userInterfaceStyle: .dark))
        XCTAssertEqual(light.pixel(x: 1, y: 1)?.r, light.pixel(x: 1, y: 1)?.a, "white, premultiplied")
        XCTAssertLessThan(dark.pixel(x: 1, y: 1)?.r ?? 255, 40, "near black in dark")
        let none = UIVisualEffectView(effect: nil)
        none.frame = view.frame
        XCTAssertEqual(try ViewRenderer.render(none, scale: 1).bytes.allSatisfy { $0 == 0 }, true, "no effect draws nothing")
    }

    /// The blur spreads what lies behind only inside the effect view's rounded bounds, and
    /// leaves a flat backdrop flat.
    func testTheBackdropIsBlurredInsideTheRoundedBoundsOnly() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .systemRed
        let bar = UIView(frame: CGRect(x: 98, y: 0, width: 4, height: 100))
        bar.backgroundColor = .black
        root.addSubview(bar)
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterialLight))
        effect.frame = CGRect(x: 60, y: 25, width: 80, height: 50)
        effect.layer.cornerRadius = 10
        effect.clipsToBounds = true
        let clear = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light)))
        clear.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        root.addSubview(effect)
        root.addSubview(clear)
        let plain = try ViewRenderer.render(root, scale: 1)
        effect.removeFromSuperview()
        clear.removeFromSuperview()
        let without = try ViewRenderer.render(root, scale: 1)
        XCTAssertEqual(plain.pixel(x: 2, y: 2), without.pixel(x: 2, y: 2), "vibrancy alone blurs nothing")
        XCTAssertEqual(plain.pixel(x: 61, y: 26), without.pixel(x: 61, y: 26), "outside the rounded corner, untouched")
        XCTAssertEqual(plain.pixel(x: 150, y: 50), without.pixel(x: 150, y: 50), "outside the view, untouched")
        let beside = try XCTUnwrap(plain.pixel(x: 94, y: 50)), far = try XCTUnwrap(plain.pixel(x: 64, y: 50))
        XCTAssertLessThan(beside.r, far.r, "the black bar spreads into its neighbourhood")
        XCTAssertEqual(far.r, plain.pixel(x: 64, y: 30)?.r, "a flat backdrop stays flat")
        XCTAssertGreaterThan(try XCTUnwrap(plain.pixel(x: 100, y: 50)).r, 60, "and the bar's own pixels lighten")
        XCTAssertEqual(try ViewRenderer.render(root, scale: 1), without, "removed, it leaves nothing behind")
    }

    /// A button that restyles when focused: the engine never focuses anything in a render, and
    /// a test can tell it focus arrived.
    func testFocusIsNeverSetButTheOverrideCanBeCalled() {
        final class FocusButton: UIButton {
            var focused = false
            override var isFocused: Bool { focused }
            override var canBecomeFocused: Bool { true }
            override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
                coordinator.addCoordinatedAnimations({ self.backgroundColor = self.isFocused ? .systemBlue : .clear })
            }
        }
        XCTAssertFalse(UIView().isFocused)
        XCTAssertFalse(UIView().canBecomeFocused)
        let button = FocusButton(frame: .zero)
        button.focused = true
        button.didUpdateFocus(in: UIFocusUpdateContext(previouslyFocusedView: nil, nextFocusedView: button), with: UIFocusAnimationCoordinator())
        XCTAssertEqual(button.backgroundColor, .systemBlue)
        XCTAssertTrue(button.shouldUpdateFocus(in: UIFocusUpdateContext(previouslyFocusedView: button, nextFocusedView: nil)))
    }

    /// The stored-property-in-an-extension pattern: values attached under a key, held strongly
    /// or weakly, and gone with their object.
    func testAssociatedObjectsAreKeptPerObjectAndKey() {
        final class Box { let value: Int; init(_ value: Int) { self.value = value } }
        var keyA = 0, keyB = 0
        let view = UIView(), other = UIView()
        objc_setAssociatedObject(view, &keyA, Box(1), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(view, &keyB, "b", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        XCTAssertEqual((objc_getAssociatedObject(view, &keyA) as? Box)?.value, 1, "retained: the only reference")
        XCTAssertEqual(objc_getAssociatedObject(view, &keyB) as? String, "b")
        XCTAssertNil(objc_getAssociatedObject(other, &keyA))
        objc_setAssociatedObject(view, &keyA, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        XCTAssertNil(objc_getAssociatedObject(view, &keyA))
        do {
            let weakValue = Box(2)
            objc_setAssociatedObject(other, &keyA, weakValue, .OBJC_ASSOCIATION_ASSIGN)
            XCTAssertEqual((objc_getAssociatedObject(other, &keyA) as? Box)?.value, 2)
        }
        XCTAssertNil(objc_getAssociatedObject(other, &keyA), "an assigned value is not kept alive")
        objc_removeAssociatedObjects(view)
        XCTAssertNil(objc_getAssociatedObject(view, &keyB))
    }
}
