import UIKit

/// A settings screen written as a table view controller: the data source and delegate methods
/// are overrides, its rows are `SettingCell`s registered by class, and tapping a row toggles it.
class SettingsController: UITableViewController {
    var settings: [(title: String, isOn: Bool)] = [("Airplane Mode", false), ("Wi-Fi", true), ("Bluetooth", true)]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(SettingCell.self, forCellReuseIdentifier: "setting")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return settings.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath) as! SettingCell
        cell.textLabel?.text = settings[indexPath.row].title
        cell.toggle.isOn = settings[indexPath.row].isOn
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        return "Connections"
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        settings[indexPath.row].isOn.toggle()
        tableView.reloadRows(at: [indexPath], with: .automatic)
    }
}
