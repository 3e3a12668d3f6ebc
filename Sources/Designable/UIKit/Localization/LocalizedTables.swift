import Foundation
import Locking

/// The `.strings` tables found in bundles, read once each; a table that cannot be read is
/// reported once on standard error and treated as empty, so a broken translation shows the
/// development text rather than stopping the test run.
final class LocalizedTables: @unchecked Sendable {
    static let shared = LocalizedTables()

    private let cache = Locked<[String: [String: String]]>([:])

    /// `key` in `table` for `language` (then its base language) in `bundle`; `nil` when no table has it.
    func string(_ key: String, table: String, language: String, bundle: Bundle?) -> String? {
        for folder in Self.folders(of: bundle) {
            for code in Self.candidates(language) {
                let url = folder.appendingPathComponent("\(code).lproj").appendingPathComponent("\(table).strings")
                if let value = entries(of: url)?[key] { return value }
            }
        }
        return nil
    }

    /// The entries of the table at `url`, or `nil` when there is no such file.
    func entries(of url: URL) -> [String: String]? {
        let path = url.standardizedFileURL.path
        if let known = cache.withLock({ $0[path] }) { return known }
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let entries: [String: String]
        do throws(LocalizationError) {
            entries = try StringsFile(contentsOf: url).entries
        } catch {
            FileHandle.standardError.write(Data("Designable: \(error)\n".utf8))
            entries = [:]
        }
        cache.withLock { $0[path] = entries }
        return entries
    }

    /// `language`, then the language without its region or script.
    static func candidates(_ language: String) -> [String] {
        let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? language
        return base == language ? [language] : [language, base]
    }

    /// Where `.lproj` folders may be: the bundle's resources and root (the app bundle for
    /// `Bundle.main`, as `UIImage(named:)` looks), and their immediate subfolders, where
    /// SwiftPM's copied resource folders put them.
    static func folders(of bundle: Bundle?) -> [URL] {
        let source = bundle == nil || bundle === Bundle.main ? (UIImage.appBundle ?? Bundle.main) : bundle!
        var roots: [URL] = []
        for url in [source.resourceURL, source.bundleURL].compactMap({ $0 }) where !roots.contains(url) { roots.append(url) }
        var result = roots
        let fm = FileManager.default
        for root in roots {
            for entry in ((try? fm.contentsOfDirectory(atPath: root.path)) ?? []).sorted() where !entry.hasSuffix(".lproj") {
                var isDirectory: ObjCBool = false
                let url = root.appendingPathComponent(entry)
                if fm.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue { result.append(url) }
            }
        }
        return result
    }
}
