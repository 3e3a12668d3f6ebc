import Designable
import Foundation

// The values swift-snapshot-testing's README and tests snapshot, in this target's own words.

struct User: Codable, Equatable {
    var id: Int
    var name: String
    var bio: String
}

let blob = User(id: 1, name: "Blobby", bio: "Blobbed around the world.")

enum Direction: String, CaseIterable {
    case up, down, left, right

    var rotatedLeft: Direction {
        switch self {
        case .up: .left
        case .left: .down
        case .down: .right
        case .right: .up
        }
    }
}

/// A screen with a bar pinned under the safe area and a title, so device presets show their
/// size and insets.
final class GreetingViewController: UIViewController {
    override func viewDidLoad() {
        view.backgroundColor = .white
        let bar = UIView()
        bar.backgroundColor = .systemBlue
        bar.translatesAutoresizingMaskIntoConstraints = false
        let title = UILabel()
        title.text = "Hello, Blob!"
        title.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        view.addSubview(title)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            title.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            title.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

/// A value a test changes from the main queue while a strategy waits: a box, because Swift 6
/// checks that closures shared with other threads capture no mutable local variable.
final class Mailbox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: String
    init(_ value: String) { stored = value }
    var value: String {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
