import Designable
import Foundation
import InterfaceBuilder
import TestSupport
import XCTest

/// Interface Builder's lists: `<tableView>`, `<collectionView>` and their cells load as the list
/// classes, a cell's content view is the document's, prototype cells and header templates are
/// registered under their reuse identifiers, and a nib registered with a list gives its
/// top-level cell.
final class ListDocumentTests: XCTestCase {
    let registry = DesignableRegistry()

    func testAXibWhoseTopLevelObjectIsATableViewCellLoadsAsACellWithTheDocumentsContentView() throws {
        let folder = try SharedCorpus.interfaceBuilderProject("paulhyunkim__NibDesignables-Demo")
        let nib = try InterfaceBuilderLoader.load(contentsOf: folder.appendingPathComponent("MusicTrackCell.xib"), registry: registry)
        let cell = try XCTUnwrap(nib.topLevelViews.first as? UITableViewCell, "a tableViewCell is a UITableViewCell")
        let content = try XCTUnwrap(nib.view(withID: "H2p-sc-9uM"))
        XCTAssertTrue(cell.contentView === content, "the cell takes the document's content view rather than making one")
        XCTAssertEqual(cell.contentView.subviews.count, 4, "three labels and the image view, as the document holds them")
        XCTAssertEqual(cell.subviews.filter { $0 === content }.count, 1)
        XCTAssertEqual(cell.selectionStyle, .default)
        XCTAssertEqual(cell.frame.size, CGSize(width: 482, height: 151))
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.contentView.frame, cell.bounds, "outside a table the content fills the cell")
        let title = try XCTUnwrap(nib.view(withID: "56V-rs-h6S"))
        XCTAssertEqual(title.frame.minX, 180, "the document's constraints place the labels in the content view")
    }

    private static let subtitleCell = """
            <tableViewCell contentMode="scaleToFill" selectionStyle="none" accessoryType="checkmark" indentationWidth="10" reuseIdentifier="song" textLabel="t1" detailTextLabel="d1" style="IBUITableViewCellStyleSubtitle" id="c1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="56"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="c1" id="cv1">
                    <rect key="frame" x="0.0" y="0.0" width="280" height="56"/>
                    <subviews>
                        <label opaque="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" id="t1">
                            <rect key="frame" x="16" y="10" width="33" height="20"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <label opaque="NO" text="Subtitle" textAlignment="natural" lineBreakMode="tailTruncation" id="d1">
                            <rect key="frame" x="16" y="31" width="44" height="14"/>
                            <fontDescription key="fontDescription" type="system" pointSize="12"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
        """

    func testACellOfAStandardStyleTakesTheDocumentsLabelsAsItsOwn() throws {
        let nib = try FixtureDocuments.load(Self.subtitleCell, registry: registry)
        let cell = try XCTUnwrap(nib.topLevelViews.first as? UITableViewCell)
        XCTAssertTrue(cell.textLabel === nib.view(withID: "t1"))
        XCTAssertTrue(cell.detailTextLabel === nib.view(withID: "d1"))
        XCTAssertEqual(cell.reuseIdentifier, "song")
        XCTAssertEqual(cell.accessoryType, .checkmark)
        XCTAssertEqual(cell.selectionStyle, .none)
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.detailTextLabel?.frame.minY, cell.textLabel?.frame.maxY, "laid out as the subtitle style")
    }

    func testANibRegisteredWithAListGivesANewTopLevelCellForEachNewRow() throws {
        let data = Data(FixtureDocuments.xib(Self.subtitleCell).utf8)
        final class Songs: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "song", for: indexPath)
                cell.textLabel?.text = "Song \(indexPath.row + 1)"
                return cell
            }
        }
        let songs = Songs()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        table.register(UINib(data: data, bundle: nil), forCellReuseIdentifier: "song")
        table.dataSource = songs
        table.layoutIfNeeded()
        let cells = table.visibleCells
        XCTAssertEqual(cells.count, 3)
        XCTAssertEqual(Set(cells.map(ObjectIdentifier.init)).count, 3, "one instance per row")
        XCTAssertEqual(cells.map { $0.textLabel?.text }, ["Song 1", "Song 2", "Song 3"], "the document's label is the cell's textLabel")
        XCTAssertEqual(cells.map { $0.detailTextLabel?.text }, ["Subtitle", "Subtitle", "Subtitle"])

        let collectionCell = Data(FixtureDocuments.xib("""
            <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="tile" id="k1">
                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="kc1">
                    <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                    <subviews>
                        <label opaque="NO" text="Tile" id="kl1">
                            <rect key="frame" x="4" y="4" width="42" height="20"/>
                        </label>
                    </subviews>
                    <color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </view>
            </collectionViewCell>
            """).utf8)
        final class Tiles: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            }
        }
        let tiles = Tiles()
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        grid.register(UINib(data: collectionCell, bundle: nil), forCellWithReuseIdentifier: "tile")
        grid.dataSource = tiles
        grid.layoutIfNeeded()
        XCTAssertEqual(grid.visibleCells.count, 2)
        XCTAssertEqual(grid.visibleCells.first?.contentView.subviews.compactMap { ($0 as? UILabel)?.text }, ["Tile"])
        XCTAssertEqual(grid.visibleCells.first?.contentView.backgroundColor, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    func testATablesPrototypeCellsAreRegisteredUnderTheirIdentifiersNotAddedAsSubviews() throws {
        let nib = try FixtureDocuments.load("""
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="insetGrouped" separatorStyle="default" rowHeight="50" sectionHeaderHeight="18" sectionFooterHeight="18" id="tv1">
                <rect key="frame" x="0.0" y="0.0" width="390" height="400"/>
                <prototypes>
            \(Self.subtitleCell)
                </prototypes>
            </tableView>
            """, registry: registry)
        let table = try XCTUnwrap(nib.topLevelViews.first as? UITableView)
        XCTAssertEqual(table.style, .insetGrouped)
        XCTAssertEqual(table.rowHeight, 50)
        XCTAssertFalse(table.subviews.contains { $0 is UITableViewCell }, "a prototype is a template, not a subview")
        let first = try XCTUnwrap(table.dequeueReusableCell(withIdentifier: "song"))
        let second = try XCTUnwrap(table.dequeueReusableCell(withIdentifier: "song"))
        XCTAssertFalse(first === second)
        XCTAssertEqual(first.textLabel?.text, "Title")
        XCTAssertEqual(first.accessoryType, .checkmark)
        XCTAssertNil(table.dequeueReusableCell(withIdentifier: "other"))
    }

    func testACollectionViewsFlowLayoutCellsAndHeaderComeFromTheDocument() throws {
        let nib = try FixtureDocuments.load("""
            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv1">
                <rect key="frame" x="0.0" y="0.0" width="300" height="400"/>
                <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="12" minimumInteritemSpacing="6" id="fl1">
                    <size key="itemSize" width="80" height="90"/>
                    <size key="headerReferenceSize" width="30" height="0.0"/>
                    <size key="footerReferenceSize" width="0.0" height="0.0"/>
                    <inset key="sectionInset" minX="4" minY="8" maxX="4" maxY="8"/>
                </collectionViewFlowLayout>
                <cells>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="tile" id="k1">
                        <rect key="frame" x="0.0" y="0.0" width="80" height="90"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="kc1">
                            <rect key="frame" x="0.0" y="0.0" width="80" height="90"/>
                        </view>
                    </collectionViewCell>
                </cells>
                <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="header" id="h1">
                    <rect key="frame" x="0.0" y="0.0" width="30" height="400"/>
                </collectionReusableView>
            </collectionView>
            """, registry: registry)
        let view = try XCTUnwrap(nib.topLevelViews.first as? UICollectionView)
        let layout = try XCTUnwrap(view.collectionViewLayout as? UICollectionViewFlowLayout)
        XCTAssertEqual(layout.scrollDirection, .horizontal)
        XCTAssertEqual(layout.itemSize, CGSize(width: 80, height: 90))
        XCTAssertEqual(layout.minimumLineSpacing, 12)
        XCTAssertEqual(layout.minimumInteritemSpacing, 6)
        XCTAssertEqual(layout.sectionInset, UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4))
        XCTAssertEqual(layout.headerReferenceSize, CGSize(width: 30, height: 0))
        XCTAssertTrue(view.subviews.isEmpty, "neither the cell nor the header template is a subview")
        let path = IndexPath(item: 0, section: 0)
        XCTAssertEqual(view.dequeueReusableCell(withReuseIdentifier: "tile", for: path).reuseIdentifier, "tile")
        let header = view.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header", for: path)
        XCTAssertEqual(header.reuseIdentifier, "header")
        XCTAssertNoThrow(try ViewRenderer.render(view, scale: 1), "both were registered: nothing raised")
    }

    final class CarouselLayout: UICollectionViewFlowLayout {}

    static let carouselDocument = """
        <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv1">
            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="12" minimumInteritemSpacing="6" id="fl1" customClass="CarouselLayout" customModule="App">
                <size key="itemSize" width="80" height="90"/>
                <size key="headerReferenceSize" width="0.0" height="0.0"/>
                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                <inset key="sectionInset" minX="4" minY="8" maxX="4" maxY="8"/>
            </collectionViewFlowLayout>
        </collectionView>
        """

    func testACollectionViewTakesTheRegisteredLayoutClassTheDocumentNamesWithItsMetrics() throws {
        registry.registerLayout(CarouselLayout.self) { CarouselLayout() }
        let nib = try FixtureDocuments.load(Self.carouselDocument, registry: registry)
        let view = try XCTUnwrap(nib.topLevelViews.first as? UICollectionView)
        let layout = try XCTUnwrap(view.collectionViewLayout as? CarouselLayout, "the document's class")
        XCTAssertEqual(layout.itemSize, CGSize(width: 80, height: 90), "and the document's metrics")
        XCTAssertEqual(layout.scrollDirection, .horizontal)
        XCTAssertFalse(nib.report.warnings.contains { $0.kind == .unknownClass })

        // The code path makes its own layout of that class, with the same metrics.
        let code = try XCTUnwrap(InitPathMatrix.view(in: nib, objectID: "cv1", along: .code, registry: registry) as? UICollectionView)
        XCTAssertTrue(code.collectionViewLayout is CarouselLayout)
        XCTAssertFalse(code.collectionViewLayout === layout)
        XCTAssertEqual((code.collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset, UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4))

        // Nobody registered it: a flow layout with the metrics, and the class named in a warning.
        let plain = try FixtureDocuments.load(Self.carouselDocument, registry: DesignableRegistry())
        let flow = try XCTUnwrap((plain.topLevelViews.first as? UICollectionView)?.collectionViewLayout as? UICollectionViewFlowLayout)
        XCTAssertFalse(flow is CarouselLayout)
        XCTAssertEqual(flow.itemSize, CGSize(width: 80, height: 90))
        let warning = try XCTUnwrap(plain.report.warnings.first { $0.kind == .unknownClass })
        XCTAssertTrue(warning.message.contains("CarouselLayout") && warning.message.contains("registerLayout"), warning.message)
        XCTAssertEqual(warning.line, FixtureDocuments.line(of: "customClass=\"CarouselLayout\"", in: Self.carouselDocument))
    }

    func testAStoryboardsTableViewIsATableView() throws {
        let folder = try SharedCorpus.interfaceBuilderProject("paulhyunkim__NibDesignables-Demo")
        let nib = try InterfaceBuilderLoader.load(contentsOf: folder.appendingPathComponent("Main.storyboard"), registry: registry)
        let table = try XCTUnwrap(nib.view(withID: "Dzq-Ff-VQv") as? UITableView)
        XCTAssertEqual(table.style, .plain)
        XCTAssertEqual(table.rowHeight, 44)
        XCTAssertEqual(table.sectionHeaderHeight, 28)
    }
}
