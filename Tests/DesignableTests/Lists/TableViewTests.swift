import DesignableTesting
import Foundation
@testable import Designable
import XCTest

/// Table views: rows placed down the sections with their headers and footers, the data source
/// asked only for the rows in the bounds, cells reused, the standard cell styles and
/// accessories, self-sizing rows, selection, and what each style looks like.
final class TableViewTests: XCTestCase {
    /// Sections of rows with titles, recording what it is asked; rows use the standard
    /// `.subtitle` style unless told otherwise.
    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var counts: [Int]
        var headers: [String?] = []
        var footers: [String?] = []
        var style: UITableViewCell.CellStyle = .subtitle
        var accessory: (IndexPath) -> UITableViewCell.AccessoryType = { _ in .disclosureIndicator }
        var asked: [IndexPath] = []
        var selected: [IndexPath] = []
        var accessoryTaps: [IndexPath] = []
        var redirect: [IndexPath: IndexPath] = [:]
        init(_ counts: [Int]) { self.counts = counts }

        func numberOfSections(in tableView: UITableView) -> Int { counts.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            asked.append(indexPath)
            let cell = tableView.dequeueReusableCell(withIdentifier: "row")
                ?? UITableViewCell(style: style, reuseIdentifier: "row")
            cell.textLabel?.text = "Row \(indexPath.row + 1)"
            cell.detailTextLabel?.text = "Section \(indexPath.section + 1)"
            cell.accessoryType = accessory(indexPath)
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            headers.indices.contains(section) ? headers[section] : nil
        }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            footers.indices.contains(section) ? footers[section] : nil
        }
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { redirect[indexPath] ?? indexPath }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
        func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) { accessoryTaps.append(indexPath) }
    }

    func table(_ rows: Rows, style: UITableView.Style = .plain, width: CGFloat = 390, height: CGFloat = 300) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: style)
        table.dataSource = rows
        table.delegate = rows
        return table
    }

    func testRowsOfStandardCellsAre44PointsAndOnlyTheRowsInTheBoundsAreAskedFor() throws {
        let rows = Rows([20])
        rows.style = .default
        let table = table(rows)
        table.layoutIfNeeded()
        // 300 pt shows rows 0 to 6 (the seventh starts at 264).
        XCTAssertEqual(rows.asked, (0..<7).map { IndexPath(row: $0, section: 0) })
        XCTAssertEqual(table.indexPathsForVisibleRows, rows.asked)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 3, section: 0)), CGRect(x: 0, y: 132, width: 390, height: 44))
        XCTAssertEqual(table.contentSize, CGSize(width: 390, height: 880))
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        XCTAssertEqual(cell.frame, CGRect(x: 0, y: 88, width: 390, height: 44))
        XCTAssertEqual(table.indexPath(for: cell), IndexPath(row: 2, section: 0))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 100)), IndexPath(row: 2, section: 0))
    }

    func testCellsScrolledOutAreReusedForTheRowsScrolledIn() throws {
        let rows = Rows([20])
        let table = table(rows)
        table.rowHeight = 50
        table.layoutIfNeeded()
        let first = Set(table.visibleCells.map(ObjectIdentifier.init))
        table.contentOffset = CGPoint(x: 0, y: 500)
        table.layoutIfNeeded()
        XCTAssertEqual(table.indexPathsForVisibleRows, (10..<16).map { IndexPath(row: $0, section: 0) })
        XCTAssertEqual(Set(table.visibleCells.map(ObjectIdentifier.init)), first, "the six cells that left came back")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 12, section: 0))?.textLabel?.text, "Row 13")
        XCTAssertNil(UITableView(frame: .zero).dequeueReusableCell(withIdentifier: "row"), "nothing registered or queued: nil, for the caller to make one")
    }

    func testTheDelegatesHeightsAndTheSectionTitlesPlaceHeadersRowsAndFooters() throws {
        final class Heights: NSObject, UITableViewDataSource, UITableViewDelegate {
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { CGFloat(30 + 10 * indexPath.row) }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "First" : nil }
            func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
                section == 1 ? UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 24)) : nil
            }
        }
        let heights = Heights()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 40))
        table.dataSource = heights
        table.delegate = heights
        table.layoutIfNeeded()
        XCTAssertEqual(table.tableHeaderView?.frame, CGRect(x: 0, y: 0, width: 320, height: 40), "as wide as the table")
        XCTAssertEqual(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 40, width: 320, height: 28), "a plain titled header")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)), CGRect(x: 0, y: 98, width: 320, height: 40))
        XCTAssertEqual(table.rectForHeader(inSection: 1).height, 0, "no title, no header in a plain table")
        XCTAssertEqual(table.rectForFooter(inSection: 1), CGRect(x: 0, y: 208, width: 320, height: 24), "the view's own height")
        XCTAssertEqual(table.headerView(forSection: 0)?.textLabel?.text, "First")
        XCTAssertEqual(table.contentSize.height, 232)
    }

    func testGroupedSectionsAreSpacedAndInsetGroupedRowsAreInsetWithRoundedEnds() throws {
        let rows = Rows([2, 1])
        rows.headers = ["Account", nil]
        let table = table(rows, style: .insetGrouped)
        table.rowHeight = 44
        table.layoutIfNeeded()
        let header = table.rectForHeader(inSection: 0)
        XCTAssertGreaterThan(header.height, 35 + 7, "the leading space, the title and the gap to the rows")
        XCTAssertEqual(table.headerView(forSection: 0)?.textLabel?.text, "ACCOUNT", "grouped titles are in capitals")
        let first = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let last = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let lone = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        XCTAssertEqual(first.frame, CGRect(x: 16, y: header.maxY, width: 358, height: 44), "inset by the margins")
        XCTAssertEqual(first.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        XCTAssertEqual(last.layer.maskedCorners, [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        XCTAssertEqual(lone.layer.cornerRadius, 10)
        XCTAssertEqual(table.rectForFooter(inSection: 0).height, 17)
        XCTAssertEqual(table.rectForHeader(inSection: 1).height, 18, "untitled sections are 35 points apart")
        XCTAssertEqual(table.backgroundColor, .systemGroupedBackground)
    }

    func testTheStandardStylesPlaceTheirLabelsAndAnAccessoryNarrowsTheContentView() throws {
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Detail"
        subtitle.accessoryType = .disclosureIndicator
        subtitle.layoutIfNeeded()
        let text = try XCTUnwrap(subtitle.textLabel), detail = try XCTUnwrap(subtitle.detailTextLabel)
        XCTAssertEqual(text.frame.minX, 16)
        XCTAssertEqual(detail.frame.minY, text.frame.maxY, "the detail right under the title")
        XCTAssertEqual(text.frame.minY, 60 - detail.frame.maxY, accuracy: 1, "the pair centred")
        XCTAssertEqual(subtitle.contentView.frame.width, 390 - 16 - 8 - 10, "the chevron, its margin and its gap")

        let value = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        value.textLabel?.text = "Wi-Fi"
        value.detailTextLabel?.text = "Home"
        value.layoutIfNeeded()
        XCTAssertEqual(try XCTUnwrap(value.detailTextLabel).frame.maxX, 390 - 16, "the value at the trailing margin")
        XCTAssertNil(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel, "the default style has none, as in UIKit")
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        XCTAssertTrue(plain.contentView.subviews.isEmpty, "labels exist once asked for")
    }

    func testARowOfAutomaticHeightTakesItsMultilineLabelsHeightAtTheRowsWidth() throws {
        final class Note: UITableViewCell {
            let body = UILabel()
            override init(style: CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                setUp()
            }
            required init?(coder: NSCoder) {
                super.init(coder: coder)
                setUp()
            }
            private func setUp() {
                body.numberOfLines = 0
                body.font = .systemFont(ofSize: 17)
                body.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(body)
                NSLayoutConstraint.activate([
                    body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                    body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                    body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                ])
            }
        }
        final class Notes: NSObject, UITableViewDataSource {
            let texts = ["Short.", String(repeating: "A note long enough to wrap over several lines of the row. ", count: 3)]
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! Note
                cell.body.text = texts[indexPath.row]
                return cell
            }
        }
        let notes = Notes()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(Note.self, forCellReuseIdentifier: "note")
        table.estimatedRowHeight = 60
        table.dataSource = notes
        table.layoutIfNeeded()
        let short = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? Note)
        let long = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? Note)
        let line = short.body.font.lineHeight
        XCTAssertEqual(short.frame.height, (line + 24).rounded(.up) + 0.5, accuracy: 1, "one line, its margins and the separator")
        XCTAssertGreaterThan(long.body.frame.height, line * 3, "the long note wraps to the row's width")
        XCTAssertEqual(long.frame.height, long.body.frame.height + 24 + 0.5, accuracy: 1)
        XCTAssertEqual(long.frame.minY, short.frame.maxY, "the rows below move down as rows take their heights")
        XCTAssertEqual(table.contentSize.height, long.frame.maxY)
    }

    func testATapSelectsTheRowTheDelegateChoosesAndADetailButtonReportsItself() throws {
        let rows = Rows([4])
        rows.accessory = { $0.row == 3 ? .detailButton : .none }
        rows.redirect = [IndexPath(row: 2, section: 0): IndexPath(row: 1, section: 0)]
        let table = table(rows)
        table.layoutIfNeeded()
        let rowHeight = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        table.simulateTap(at: CGPoint(x: 100, y: rowHeight * 0.5))
        XCTAssertEqual(rows.selected, [IndexPath(row: 0, section: 0)])
        table.simulateTap(at: CGPoint(x: 100, y: rowHeight * 2.5))
        XCTAssertEqual(rows.selected.last, IndexPath(row: 1, section: 0), "willSelectRowAt chose another row")
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        XCTAssertTrue(try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0))).isSelected)
        XCTAssertFalse(try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0))).isSelected, "one row at a time")
        table.simulateTap(at: CGPoint(x: 390 - 16 - 11, y: rowHeight * 3.5))
        XCTAssertEqual(rows.accessoryTaps, [IndexPath(row: 3, section: 0)])
        XCTAssertEqual(rows.selected.count, 2, "the detail button does not select")
    }

    func testAPlainHeaderStaysAtTheTopWhileItsRowsScrollUnderIt() throws {
        let rows = Rows([10, 10])
        rows.headers = ["A", "B"]
        let table = table(rows)
        table.rowHeight = 44
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.layoutIfNeeded()
        XCTAssertEqual(table.headerView(forSection: 0)?.frame.minY, 100, "pinned to the top of the bounds")
        table.contentOffset = CGPoint(x: 0, y: 28 + 440 - 10)
        table.layoutIfNeeded()
        XCTAssertEqual(table.headerView(forSection: 0)?.frame.maxY, 28 + 440, "pushed up by the end of its section")
    }

    func testUnderTheStatusBarTheContentStartsBelowTheSafeAreaAndKeepsAScrolledOffset() throws {
        let rows = Rows([10])
        let table = table(rows)
        table.rowHeight = 44
        table.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        table.layoutIfNeeded()
        XCTAssertEqual(table.adjustedContentInset, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(table.contentOffset.y, -47, "the first row shows below the status bar")
        XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 0, section: 0))
        table.contentOffset.y = 100
        table.deviceSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        table.layoutIfNeeded()
        XCTAssertEqual(table.contentOffset.y, 100, "a scrolled table stays where it was")
        table.contentInsetAdjustmentBehavior = .never
        XCTAssertEqual(table.adjustedContentInset, .zero)
    }

    func testDequeuingAnIdentifierNothingRegisteredFailsTheRenderWithUIKitsMessage() {
        final class Misspelt: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            }
        }
        let misspelt = Misspelt()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        table.dataSource = misspelt
        XCTAssertThrowsError(try ViewRenderer.render(table)) { error in
            guard case .exceptionRaised(let reason)? = error as? ViewRenderError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("unable to dequeue a cell with identifier Cell"), reason)
        }
    }

    func testAPlainTableOfSubtitleRowsWithDisclosureIndicators() {
        let rows = Rows([4])
        let table = table(rows, height: 360)
        assertSnapshot(of: table, as: .image(paths: [.code]), named: "plain")
    }

    func testAnInsetGroupedTableWithSectionHeadersAndACheckmarkRow() {
        let rows = Rows([3, 2])
        rows.style = .value1
        rows.headers = ["Display", "Sound"]
        rows.footers = [nil, "Changes apply to every device signed in."]
        rows.accessory = { $0 == IndexPath(row: 1, section: 0) ? .checkmark : $0.section == 1 ? .detailDisclosureButton : .none }
        let table = table(rows, style: .insetGrouped, height: 460)
        assertSnapshot(of: table, as: .image(paths: [.code]), named: "insetGrouped")
    }

    func testASelfSizingRowWithAMultilineLabel() {
        final class Quote: UITableViewCell {
            let body = UILabel()
            let author = UILabel()
            override init(style: CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                setUp()
            }
            required init?(coder: NSCoder) {
                super.init(coder: coder)
                setUp()
            }
            private func setUp() {
                body.numberOfLines = 0
                body.font = .preferredFont(forTextStyle: .body)
                author.font = .preferredFont(forTextStyle: .footnote)
                author.textColor = .secondaryLabel
                for label in [body, author] {
                    label.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(label)
                }
                NSLayoutConstraint.activate([
                    body.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                    body.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                    body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                    author.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 6),
                    author.leadingAnchor.constraint(equalTo: body.leadingAnchor),
                    author.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                ])
            }
        }
        final class Quotes: NSObject, UITableViewDataSource {
            let quotes = [("Simple things should be simple, complex things should be possible.", "Alan Kay"),
                          ("Make it work, make it right, make it fast.", "Kent Beck")]
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { quotes.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "quote", for: indexPath) as! Quote
                cell.body.text = quotes[indexPath.row].0
                cell.author.text = quotes[indexPath.row].1
                return cell
            }
        }
        let quotes = Quotes()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
        table.register(Quote.self, forCellReuseIdentifier: "quote")
        table.dataSource = quotes
        assertSnapshot(of: table, as: .image(paths: [.code]), named: "selfSizing")
    }
}
