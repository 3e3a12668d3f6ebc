import UIKit

/// A tab whose icon the controller draws itself, as animated tab bar libraries subclass
/// `UITabBarItem`.
class BouncyTabBarItem: UITabBarItem {
    @IBInspectable var iconColor: UIColor = .systemGray
    @IBInspectable var selectedColor: UIColor = .systemBlue
    var iconView: UIView?

    override var isEnabled: Bool {
        didSet { iconView?.alpha = isEnabled ? 1 : 0.5 }
    }
}

/// A tab bar controller that covers each tab with a view of its own and asks its delegate
/// before selecting, as animated tab bar libraries do.
class BouncyTabBarController: UITabBarController {
    private(set) var containers: [UIView] = []
    private(set) var transitions: [CGSize] = []

    override var viewControllers: [UIViewController]? {
        didSet { buildContainers() }
    }

    override var selectedIndex: Int {
        didSet { colourContainers() }
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        coordinator.animate(alongsideTransition: { _ in
            self.transitions.append(size)
            self.layoutContainers()
        }, completion: nil)
        super.viewWillTransition(to: size, with: coordinator)
    }

    private var items: [BouncyTabBarItem] { tabBar.items as? [BouncyTabBarItem] ?? [] }

    private func buildContainers() {
        containers.forEach { $0.removeFromSuperview() }
        containers = items.enumerated().map { index, item in
            let container = UIView()
            container.tag = index
            container.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped(_:))))
            let icon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            icon.layer.cornerRadius = 10
            container.addSubview(icon)
            item.iconView = icon
            tabBar.addSubview(container)
            return container
        }
        layoutContainers()
        colourContainers()
    }

    private func layoutContainers() {
        guard !containers.isEmpty else { return }
        let width = tabBar.bounds.width / CGFloat(containers.count)
        for (index, container) in containers.enumerated() {
            container.frame = CGRect(x: width * CGFloat(index), y: 0, width: width, height: 49)
            container.subviews.first?.center = CGPoint(x: width / 2, y: 24.5)
        }
    }

    private func colourContainers() {
        for (index, item) in items.enumerated() {
            item.iconView?.backgroundColor = index == selectedIndex ? item.selectedColor : item.iconColor
        }
    }

    @objc private func tapped(_ gesture: UITapGestureRecognizer) {
        guard let index = gesture.view?.tag else { return }
        let controller = children[index]
        if let allowed = delegate?.tabBarController?(self, shouldSelect: controller), !allowed { return }
        if selectedIndex == index, let navigation = viewControllers?[index] as? UINavigationController {
            navigation.popToRootViewController(animated: true)
        }
        selectedIndex = index
        delegate?.tabBarController?(self, didSelect: controller)
    }
}
