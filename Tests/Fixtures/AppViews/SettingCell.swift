import UIKit

/// A settings row with a switch, written as table cells usually are: it overrides
/// `init(style:reuseIdentifier:)` to force its own style, so the table must build it through
/// that initialiser (as UIKit does) for its value label to exist.
class SettingCell: UITableViewCell {
    let toggle = UISwitch()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        accessoryView = toggle
        textLabel?.font = .preferredFont(forTextStyle: .body)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        accessoryView = toggle
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        toggle.isOn = false
    }
}
