import Designable
import DesignableTesting
import Foundation
import Raster

/// A suite of many snapshots in one process (issue 19): `count` gallery-sized views recorded,
/// then verified, as a large test suite does. Reports the time per snapshot of each phase and
/// the process's resident memory every quarter of the way, which must stay flat: nothing a
/// verification keeps may grow with the number of snapshots, beyond the usage log's lines.
///
///     swift run designable-bench --scale [N]              # debug, as suites run
///     swift run -c release designable-bench --scale [N]
func runScaleBenchmark(count: Int) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("designable-scale-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let clock = ContinuousClock()
    print("scale: \(count) snapshots of 240 × 120 pt cards at @2x (480 × 240 px), .image with its default code and coder paths")

    func phase(_ name: String, record: SnapshotTestingConfiguration.Record) -> (seconds: Double, failures: Int, memory: [Int]) {
        var failures = 0
        var memory: [Int] = []
        let start = clock.now
        for index in 0..<count {
            let message = verifySnapshot(of: ScaleCard.make(index), as: .image, named: "card-\(index)", record: record,
                                         snapshotDirectory: folder.path, testName: "scale")
            if (record == .never) == (message != nil) { failures += 1 }
            if (index + 1) % max(1, count / 4) == 0 { memory.append(ResidentMemory.currentKiB()) }
        }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return (seconds, failures, memory)
    }

    // Where a verification's time goes: the render alone, and the snapshot with the code path only.
    let sample = min(count, 100)
    func timed(_ body: () -> Void) -> Double {
        let start = clock.now
        body()
        let elapsed = clock.now - start
        return (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18) * 1000 / Double(sample)
    }
    let render = timed { for index in 0..<sample { _ = try? ViewRenderer.render(ScaleCard.make(index)) } }
    let codeOnly = timed { for index in 0..<sample { _ = try? Snapshotting<UIView, Bitmap>.image(paths: [.code]).snapshot(ScaleCard.make(index)) } }
    let both = timed { for index in 0..<sample { _ = try? Snapshotting<UIView, Bitmap>.image.snapshot(ScaleCard.make(index)) } }
    print(String(format: "  per card: render %.2f ms; .image(paths: [.code]) snapshot %.2f ms; .image (code and coder) snapshot %.2f ms",
                 render, codeOnly, both))

    // A UISwitch is left out of the cards: its thumb's shadow blur costs more than the rest of a
    // card together in a debug build, and is reported on its own so the suite measures the engine.
    let withSwitch = timed { for index in 0..<sample {
        let card = ScaleCard.make(index)
        card.addSubview(UISwitch(frame: CGRect(x: 175, y: 12, width: 51, height: 31)))
        _ = try? ViewRenderer.render(card)
    } }
    print(String(format: "  the same card with a UISwitch renders in %.2f ms", withSwitch))
    let recorded = phase("record", record: .all)
    let verified = phase("verify", record: .never)
    for (name, result) in [("record", recorded), ("verify", verified)] {
        let perSnapshot = result.seconds * 1000 / Double(count)
        let rss = result.memory.map { String(format: "%.1f", Double($0) / 1024) }.joined(separator: " → ")
        print(String(format: "  %@: %.2f s in all, %.2f ms per snapshot, %d unexpected; resident MiB at each quarter: %@",
                     name, result.seconds, perSnapshot, result.failures, rss))
    }
    print(String(format: "  peak resident memory %.1f MiB", Double(ResidentMemory.peakKiB()) / 1024))
}

/// A gallery-sized card: a rounded background, a title and a subtitle that differ per index,
/// a status badge and a button, laid out with frames as many designables are.
enum ScaleCard {
    static func make(_ index: Int) -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
        card.backgroundColor = UIColor(red: 0.95, green: 0.96, blue: 0.98, alpha: 1)
        card.layer.cornerRadius = 12
        let title = UILabel(frame: CGRect(x: 16, y: 14, width: 150, height: 22))
        title.text = "Card \(index)"
        title.font = .systemFont(ofSize: 17, weight: .semibold)
        let subtitle = UILabel(frame: CGRect(x: 16, y: 40, width: 208, height: 18))
        subtitle.text = "Snapshot \(index % 97) of a large suite"
        subtitle.font = .systemFont(ofSize: 13)
        subtitle.textColor = .secondaryLabel
        let badge = UIView(frame: CGRect(x: 196, y: 16, width: 28, height: 18))
        badge.backgroundColor = index % 2 == 0 ? .systemGreen : .systemOrange
        badge.layer.cornerRadius = 9
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 16, y: 74, width: 208, height: 32)
        button.setTitle("Open", for: .normal)
        button.backgroundColor = UIColor(red: 0.2, green: 0.47, blue: 0.96, alpha: 1)
        button.setTitleColor(.white, for: .normal)
        button.layer.cornerRadius = 8
        for view in [title, subtitle, badge, button] { card.addSubview(view) }
        return card
    }
}

/// The process's resident memory, from /proc (Linux).
enum ResidentMemory {
    static func currentKiB() -> Int { field("VmRSS:") }
    static func peakKiB() -> Int { field("VmHWM:") }

    private static func field(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name) }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first.map(String.init) ?? "") ?? 0
    }
}
