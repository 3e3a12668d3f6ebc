import Designable
import Foundation

/// Auto Layout costs (issue 5): a list of sections, each a column of rows, each row an image and
/// a label, laid out by constraints; timed for the first solve and for a re-solve after one
/// constant changes, at several sizes so that the growth shows.
///
/// The goal: at 1,000 views (about 4,000 constraints), first solve < 50 ms and re-solve < 2 ms,
/// in release, growing roughly linearly.
func runLayoutBenchmark(runs: Int, sizes: [Int] = [250, 500, 1_000, 2_000]) {
    print("auto layout: sections of rows (image + label), first layout and re-layout after one constant changes; medians")
    print("   views   constraints (+ content size)   first ms  ×prev   re-solve ms  ×prev   first µs/view   first/re-solve")
    var previous: (views: Int, first: Double, resolve: Double)?
    for target in sizes {
        var firsts: [Double] = [], resolves: [Double] = []
        var list: LayoutBenchmarkList!
        for _ in 0..<max(runs, 3) {
            list = LayoutBenchmarkList(views: target)
            firsts.append(layoutMilliseconds(list.root))
            var samples: [Double] = []
            for step in 0..<5 {
                list.changedConstraint.constant = 40 + CGFloat(step % 2 == 0 ? 8 : 0)
                samples.append(layoutMilliseconds(list.root))
            }
            resolves.append(median(samples))
        }
        let first = median(firsts), resolve = median(resolves)
        let counts = "\(list.explicitConstraints) (+ \(list.contentSizeConstraints))"
        // Growth against the previous size: linear cost doubles with the views, so ×2.0.
        let firstGrowth = previous.map { String(format: "×%.2f", first / $0.first) } ?? "    "
        let resolveGrowth = previous.map { String(format: "×%.2f", resolve / $0.resolve) } ?? "    "
        print(String(format: "%8d   %-29@  %9.1f  %@   %11.2f  %@   %13.1f   %14.0f",
                     list.viewCount, counts as NSString, first, firstGrowth as NSString, resolve,
                     resolveGrowth as NSString, 1000 * first / Double(list.viewCount), first / resolve))
        previous = (list.viewCount, first, resolve)
    }
    print("  goal at 1,000 views: first < 50 ms, re-solve < 2 ms; ×prev near 2.0 means linear growth")
}

private func layoutMilliseconds(_ view: UIView) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    view.layoutIfNeeded()
    return milliseconds(clock.now - start)
}

/// The hierarchy: root → sections (8 rows each) → rows → image view + label.
///
/// Per row: the row pinned to its section's sides and under the previous row (3), the image at a
/// fixed size at the row's leading top corner (4), the row's bottom below the image (1), the label
/// after the image, before the trailing edge and centred on the image (3); each label adds 4
/// content-size constraints (hugging and compression resistance on both axes).
private struct LayoutBenchmarkList {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100_000))
    private(set) var viewCount = 1
    private(set) var explicitConstraints = 0
    private(set) var contentSizeConstraints = 0
    /// The width of the image in the middle row, changed between re-solves.
    private(set) var changedConstraint: NSLayoutConstraint!

    init(views target: Int) {
        var constraints: [NSLayoutConstraint] = []
        var previousSection: UIView?
        let rowsPerSection = 8
        var rowIndex = 0
        let middleRow = target / 6
        while viewCount < target {
            let section = UIView()
            section.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(section)
            viewCount += 1
            constraints += [
                section.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                section.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                section.topAnchor.constraint(equalTo: previousSection?.bottomAnchor ?? root.topAnchor, constant: 16),
            ]
            var previousRow: UIView?
            for _ in 0..<rowsPerSection {
                let row = UIView(), image = UIImageView(), label = UILabel()
                label.text = "Row \(rowIndex)"
                for view in [row, image, label] { view.translatesAutoresizingMaskIntoConstraints = false }
                section.addSubview(row)
                row.addSubview(image)
                row.addSubview(label)
                viewCount += 3
                let width = image.widthAnchor.constraint(equalToConstant: 40)
                if rowIndex == middleRow { changedConstraint = width }
                constraints += [
                    row.leadingAnchor.constraint(equalTo: section.leadingAnchor),
                    row.trailingAnchor.constraint(equalTo: section.trailingAnchor),
                    row.topAnchor.constraint(equalTo: previousRow?.bottomAnchor ?? section.topAnchor),
                    image.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
                    image.topAnchor.constraint(equalTo: row.topAnchor, constant: 8),
                    width,
                    image.heightAnchor.constraint(equalToConstant: 40),
                    row.bottomAnchor.constraint(equalTo: image.bottomAnchor, constant: 8),
                    label.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
                    label.trailingAnchor.constraint(lessThanOrEqualTo: row.trailingAnchor, constant: -16),
                    label.centerYAnchor.constraint(equalTo: image.centerYAnchor),
                ]
                contentSizeConstraints += 4
                previousRow = row
                rowIndex += 1
            }
            constraints.append(previousRow!.bottomAnchor.constraint(equalTo: section.bottomAnchor))
            previousSection = section
        }
        explicitConstraints = constraints.count
        NSLayoutConstraint.activate(constraints)
    }
}
