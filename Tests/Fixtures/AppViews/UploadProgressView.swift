import Combine
import UIKit

/// An upload's progress, published as view models written since iOS 13 publish it.
final class UploadModel: ObservableObject {
    @Published var fraction: CGFloat = 0
    let finished = PassthroughSubject<Void, Never>()
}

extension Notification.Name {
    static let uploadDidFinish = Notification.Name("UploadDidFinish")
}

/// A bar that follows its model through Combine: `$fraction` moves the fill, `finished` turns it
/// green, and so does the app's `uploadDidFinish` notification.
final class UploadProgressView: UIView {
    let model = UploadModel()
    private let fill = CALayer()
    private var subscriptions = Set<AnyCancellable>()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .systemGray5
        fill.backgroundColor = UIColor.systemBlue.cgColor
        layer.addSublayer(fill)
        model.$fraction
            .removeDuplicates()
            .sink { [weak self] _ in self?.setNeedsLayout() }
            .store(in: &subscriptions)
        model.finished
            .map { UIColor.systemGreen.cgColor }
            .sink { [weak self] color in self?.fill.backgroundColor = color }
            .store(in: &subscriptions)
        NotificationCenter.default.publisher(for: .uploadDidFinish)
            .sink { [weak self] _ in self?.model.finished.send() }
            .store(in: &subscriptions)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        fill.frame = CGRect(x: 0, y: 0, width: bounds.width * model.fraction, height: bounds.height)
    }
}
