import UIKit

/// The bug this project exists to catch: `init(frame:)` gives the button its title and colour,
/// `init(coder:)` forgets, so the button is blank wherever a storyboard makes it.
class ForgetfulButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func setUp() {
        setTitle("Continue", for: .normal)
        setTitleColor(.white, for: .normal)
        backgroundColor = .systemBlue
    }
}
