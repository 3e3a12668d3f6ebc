import Designable
import XCTest
@testable import AppViews

/// A settings screen written as iOS code (a table view controller subclass and a cell subclass
/// that overrides `init(style:reuseIdentifier:)`), compiled through the plugin: the generated
/// registration builds the cell through that initialiser, as UIKit does.
final class SettingsScreenTests: XCTestCase {
    final class Settings: NSObject, UITableViewDataSource, UITableViewDelegate {
        let rows = [("Wi-Fi", "Home"), ("Bluetooth", "On")]
        var displayed: [IndexPath] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath) as! SettingCell
            cell.textLabel?.text = rows[indexPath.row].0
            cell.detailTextLabel?.text = rows[indexPath.row].1
            return cell
        }
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            displayed.append(indexPath)
        }
    }

    func testARegisteredCellClassIsBuiltThroughItsStyleInitialiser() throws {
        AppViews.registerDesignables()
        XCTAssertEqual(DesignableRegistry.shared.designableClass(for: SettingCell.self)?.canMakeInCode, true,
                       "overriding both of UITableViewCell's designated initialisers inherits init(frame:)")
        let settings = Settings()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 200), style: .insetGrouped)
        table.register(SettingCell.self, forCellReuseIdentifier: "setting")
        table.dataSource = settings
        table.delegate = settings
        table.layoutIfNeeded()
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? SettingCell)
        XCTAssertEqual(cell.detailTextLabel?.text, "Home", "the value1 style its init(style:reuseIdentifier:) chose")
        XCTAssertTrue(cell.accessoryView === cell.toggle)
        XCTAssertEqual(settings.displayed, [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
    }

    func testATableViewControllerSubclassShowsItsRowsAndTogglesATappedOne() throws {
        AppViews.registerDesignables()
        let controller = SettingsController(style: .insetGrouped)
        let table = try XCTUnwrap(controller.tableView)
        table.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        table.layoutIfNeeded()
        let cells = table.visibleCells.compactMap { $0 as? SettingCell }
        XCTAssertEqual(cells.map { $0.textLabel?.text }, ["Airplane Mode", "Wi-Fi", "Bluetooth"])
        XCTAssertEqual(cells.map(\.toggle.isOn), [false, true, true])
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        table.simulateTap(at: CGPoint(x: first.minX + 40, y: first.midY))
        table.layoutIfNeeded()
        XCTAssertEqual((table.cellForRow(at: IndexPath(row: 0, section: 0)) as? SettingCell)?.toggle.isOn, true)
    }
}
