import Designable
import Foundation

/// A view with a chosen intrinsic content size, standing in for labels and images whose sizes
/// depend on fonts and pictures.
final class SizedView: UIView {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override var intrinsicContentSize: CGSize { size }
}

/// A root view of the given size holding `subviews`, each placed by constraints.
func makeRoot(width: CGFloat = 300, height: CGFloat = 200, _ subviews: UIView...) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    for view in subviews {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
    }
    return root
}
