import Foundation

/// The root view of a container controller (a tab bar or navigation controller), which lays
/// out the controller's bar and shown view each time it is laid out, as the container's view does
/// on iOS when it is resized.
final class ContainerRootView: UIView {
    private let layOutContent: () -> Void

    init(frame: CGRect, layOutContent: @escaping () -> Void) {
        self.layOutContent = layOutContent
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        layOutContent = {}
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layOutContent()
    }
}
