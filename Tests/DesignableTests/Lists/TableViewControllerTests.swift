import DesignableTesting
import Foundation
@testable import Designable
import XCTest

/// Table view controllers: the subclass's overrides are the table's data source and delegate,
/// a storyboard's `<tableViewController>` is one, and a missing `cellForRowAt` fails the render.
final class TableViewControllerTests: XCTestCase {
    final class Fruits: UITableViewController {
        let fruits = ["Apple", "Banana", "Cherry"]
        var selected: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        }
        override func numberOfSections(in tableView: UITableView) -> Int { 1 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            cell.textLabel?.text = fruits[indexPath.row]
            cell.accessoryType = indexPath.row == 1 ? .checkmark : .none
            return cell
        }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Fruit" }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(fruits[indexPath.row]) }
    }

    func testTheSubclassesOverridesAreItsTablesDataSourceAndDelegate() throws {
        let controller = Fruits(style: .insetGrouped)
        let table = try XCTUnwrap(controller.tableView)
        XCTAssertEqual(table.style, .insetGrouped)
        XCTAssertTrue(table.dataSource === controller && table.delegate === controller)
        table.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        table.layoutIfNeeded()
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, ["Apple", "Banana", "Cherry"])
        XCTAssertEqual(table.headerView(forSection: 0)?.textLabel?.text, "FRUIT")
        let second = table.rectForRow(at: IndexPath(row: 1, section: 0))
        table.simulateTap(at: CGPoint(x: second.midX, y: second.midY))
        XCTAssertEqual(controller.selected, ["Banana"])
    }

    func testAStoryboardsTableViewControllerIsOneWithTheDocumentsTable() throws {
        let nib = try InterfaceBuilderLoader.load(data: Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="tvc">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <tableViewController id="tvc" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="grouped" rowHeight="50" id="tv">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """.utf8), file: "Fixture.storyboard", registry: DesignableRegistry())
        let controller = try XCTUnwrap(nib.scenes.first?.viewController as? UITableViewController)
        XCTAssertEqual(controller.tableView.style, .grouped)
        XCTAssertEqual(controller.tableView.rowHeight, 50)
        XCTAssertTrue(controller.tableView.dataSource === controller)
    }

    func testACollectionViewControllersOverridesAreItsCollectionViewsDataSourceAndDelegate() throws {
        final class Swatches: UICollectionViewController {
            var selected: [Int] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "swatch")
            }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
                cell.contentView.backgroundColor = .systemTeal
                return cell
            }
            override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath.item) }
        }
        let layout = UICollectionViewFlowLayout()
        let controller = Swatches(collectionViewLayout: layout)
        let view = try XCTUnwrap(controller.collectionView)
        XCTAssertTrue(controller.collectionViewLayout === layout)
        XCTAssertTrue(view.dataSource === controller && view.delegate === controller)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        view.layoutIfNeeded()
        XCTAssertEqual(view.visibleCells.count, 4)
        let third = try XCTUnwrap(view.cellForItem(at: IndexPath(item: 2, section: 0)))
        view.simulateTap(at: CGPoint(x: third.frame.midX, y: third.frame.midY))
        XCTAssertEqual(controller.selected, [2])
    }

    func testAControllerThatDoesNotOverrideCellForRowFailsTheRender() {
        final class Forgetful: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        }
        let controller = Forgetful(style: .plain)
        XCTAssertThrowsError(try ViewRenderer.render(controller.view, scale: 1)) { error in
            guard case .exceptionRaised(let reason)? = error as? ViewRenderError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("override tableView(_:cellForRowAt:)"), reason)
        }
    }

    func testAnInsetGroupedTableViewControllerOnAPhone() {
        assertSnapshot(of: Fruits(style: .insetGrouped), as: .image(on: .iPhone13, paths: [.code]), named: "fruits")
    }
}
