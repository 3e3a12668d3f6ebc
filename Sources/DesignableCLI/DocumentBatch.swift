import Designable
import Foundation
import PNGCodec

extension DocumentRender {
    /// What `render --all` did.
    package struct BatchSummary: Sendable {
        package var rendered = 0
        package var failed = 0
        package var warnings = 0

        /// "19 documents rendered, 0 failed, 42 warnings."
        package var text: String {
            "\(rendered) document\(rendered == 1 ? "" : "s") rendered, \(failed) failed, \(warnings) warning\(warnings == 1 ? "" : "s")."
        }
    }

    /// Renders every `.xib` and `.storyboard` under `folder` (sorted, recursively) into
    /// `output`, one PNG each, named after its path with `/` as `__`; calls `progress` with a
    /// line per document. A document that fails is reported and skipped.
    package static func renderAll(in folder: URL, into output: URL, options: Options = Options(),
                                 registry: DesignableRegistry = .shared, progress: (String) -> Void) throws -> BatchSummary {
        let documents = try documentPaths(under: folder)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        var summary = BatchSummary()
        for (index, relative) in documents.enumerated() {
            let counter = "[\(index + 1)/\(documents.count)]"
            let name = (relative as NSString).deletingPathExtension.replacingOccurrences(of: "/", with: "__") + ".png"
            do {
                let rendered = try render(folder.appendingPathComponent(relative), options: options, registry: registry)
                try PNG.write(rendered.bitmap, to: output.appendingPathComponent(name))
                summary.rendered += 1
                summary.warnings += rendered.warnings.count
                let note = rendered.warnings.isEmpty ? "" : ", \(rendered.warnings.count) warning\(rendered.warnings.count == 1 ? "" : "s")"
                progress("\(counter) \(relative) → \(name)\(note)")
            } catch {
                summary.failed += 1
                progress("\(counter) \(relative) failed: \(error)")
            }
        }
        return summary
    }

    /// The documents' paths relative to `folder`, sorted so runs list them in the same order.
    static func documentPaths(under folder: URL) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: folder.path])
        }
        var paths: [String] = []
        while let next = enumerator.nextObject() as? String {
            if next.hasSuffix(".xib") || next.hasSuffix(".storyboard") { paths.append(next) }
        }
        return paths.sorted()
    }
}
