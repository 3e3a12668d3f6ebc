import Designable
import DesignableChecking
import Foundation
import InterfaceBuilder

/// `designable check` over a folder of documents (issue 10: fast enough for hundreds of
/// documents in CI): each document read, loaded into views, solved at its own size and
/// checked, timed against only reading it (`IBDocument.load`) in the same run, so the ratio
/// says what checking adds to parsing.
func runCheckBenchmark(folder: String, runs: Int) {
    let root = URL(fileURLWithPath: folder, isDirectory: true)
    let files = (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
        .filter { ["xib", "storyboard"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
    guard !files.isEmpty else {
        print("check: no .xib or .storyboard under \(folder); pass --check DIR")
        return
    }
    let documents = files.compactMap { url in (try? Data(contentsOf: url)).map { (url.lastPathComponent, $0) } }
    let checker = DocumentChecker()
    let clock = ContinuousClock()
    var reads: [Double] = [], checks: [Double] = []
    var findings = 0
    for _ in 0..<max(runs, 3) {
        reads.append(milliseconds(clock.measure {
            for (name, data) in documents { _ = try? IBDocument.load(data: data, file: name) }
        }))
        checks.append(milliseconds(clock.measure {
            for (name, data) in documents { let result = checker.check(data: data, path: name); findings += result.errors.count + result.warnings.count }
        }))
    }
    let read = median(reads), check = median(checks)
    let perDocument = check / Double(documents.count)
    print("check: \(documents.count) documents from \(folder), each read, loaded, solved and checked; medians of \(max(runs, 3))")
    print(String(format: "  read only %.1f ms, check %.1f ms (%.2f ms a document, ×%.1f reading): 500 documents in about %.1f s",
                 read, check, perDocument, check / read, perDocument * 500 / 1000))
    print("  \(findings / max(runs, 3)) errors and warnings found in each pass")
}
